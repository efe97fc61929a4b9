//! A scout's shortlists: named lists of players, each player with a private note, and a list's export as CSV.
//!
//! The lists belong to their scout alone. A list holds at most [`SHORTLIST_PLAYERS_MAX`] players and a scout at most
//! [`SHORTLISTS_MAX`] lists; the first is called [`DEFAULT_SHORTLIST_NAME`]. The export is read by spreadsheet
//! programs, which run a cell that starts with `=`, `+`, `-` or `@` as a formula: a player's text must never
//! become one there, so such a cell is written with a leading apostrophe, as OWASP advises.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use skora_foundations::text::{is_bidi_override, BIDI_OVERRIDE_MESSAGE};
use skora_foundations::validation::{error, FieldError};

pub use skora_foundations::limits::{
    SHORTLISTS_MAX, SHORTLIST_NAME_MAX_CHARS, SHORTLIST_NOTE_MAX_CHARS, SHORTLIST_PLAYERS_MAX,
};
/// The name of a scout's first list, made when they save their first player.
pub const DEFAULT_SHORTLIST_NAME: &str = "Shortlist";

/// A list's name: trimmed, 1 to 40 characters, one line, no bidi override.
pub fn validate_list_name(raw: &str) -> Result<String, FieldError> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(error("name", "required", "Please name the list."));
    }
    if name.chars().count() > SHORTLIST_NAME_MAX_CHARS {
        return Err(error(
            "name",
            "too-long",
            format!("Use at most {SHORTLIST_NAME_MAX_CHARS} characters."),
        ));
    }
    if name.chars().any(is_bidi_override) {
        return Err(error("name", "invalid", BIDI_OVERRIDE_MESSAGE));
    }
    if name.chars().any(char::is_control) {
        return Err(error(
            "name",
            "invalid",
            "Please keep the name to one line.",
        ));
    }
    Ok(name.to_string())
}

/// A player's note: trimmed, at most 500 characters (empty is no note), line breaks kept, no other control
/// character and no bidi override.
pub fn validate_note(raw: &str) -> Result<String, FieldError> {
    // A pasted Windows line break is one line break.
    let note = raw.trim().replace("\r\n", "\n");
    if note.chars().count() > SHORTLIST_NOTE_MAX_CHARS {
        return Err(error(
            "note",
            "too-long",
            format!("Use at most {SHORTLIST_NOTE_MAX_CHARS} characters."),
        ));
    }
    if note.chars().any(is_bidi_override) {
        return Err(error("note", "invalid", BIDI_OVERRIDE_MESSAGE));
    }
    if note.chars().any(|c| c.is_control() && c != '\n') {
        return Err(error(
            "note",
            "invalid",
            "Please use only text and line breaks.",
        ));
    }
    Ok(note)
}

/// What a list keeps of each saved player so that a page of it can be ordered by the player's name, age or last
/// update without reading every player's entry: copies of the index entry's `sortKey`, `birthMonth` and
/// `updatedAt`, taken when the player is saved and refreshed by the functions when the entry changes. The
/// card itself always shows the entry as it is now.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SavedKeys {
    pub sort_key: String,
    pub birth_month: Option<String>,
    pub player_updated_at: Option<f64>,
}

/// The longest `sortKey` a saved player keeps (the index's own cap is lower).
pub const SAVED_SORT_KEY_MAX_CHARS: usize = 64;

impl SavedKeys {
    /// The keys of a stored document that has them (a saved player, or an index entry, whose `updatedAt` is the
    /// player's): each one that does not read is left empty, so a page still lists the player.
    pub fn read(doc: &Value, updated_field: &str) -> SavedKeys {
        let sort_key = doc
            .get("sortKey")
            .and_then(Value::as_str)
            .filter(|k| k.chars().count() <= SAVED_SORT_KEY_MAX_CHARS)
            .unwrap_or_default()
            .to_string();
        let birth_month = doc
            .get("birthMonth")
            .and_then(Value::as_str)
            .filter(|m| is_month(m))
            .map(str::to_string);
        let player_updated_at = doc
            .get(updated_field)
            .and_then(Value::as_f64)
            .filter(|t| t.is_finite());
        SavedKeys {
            sort_key,
            birth_month,
            player_updated_at,
        }
    }

    /// The keys as a saved player's document holds them.
    pub fn write_into(&self, data: &mut Map<String, Value>) {
        data.insert("sortKey".into(), Value::String(self.sort_key.clone()));
        data.insert(
            "birthMonth".into(),
            self.birth_month.clone().map_or(Value::Null, Value::String),
        );
        data.insert(
            "playerUpdatedAt".into(),
            self.player_updated_at
                .and_then(serde_json::Number::from_f64)
                .map_or(Value::Null, Value::Number),
        );
    }
}

/// `YYYY-MM`, as the index writes a birth month.
fn is_month(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 7
        && b[4] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || c.is_ascii_digit())
}

/// Whether a saved player's keys should follow an index entry that changed from `before` to `after`: the name's
/// order or the birth month changed, or the player's last update moved to another day. A change within the
/// same day is not worth a write to every list that holds the player (a popular player saves their CV often).
pub fn keys_changed(before: &SavedKeys, after: &SavedKeys) -> bool {
    const DAY_MS: f64 = 86_400_000.0;
    let day = |k: &SavedKeys| k.player_updated_at.map(|t| (t / DAY_MS).floor() as i64);
    before.sort_key != after.sort_key
        || before.birth_month != after.birth_month
        || day(before) != day(after)
}

/// One player of a list as the export writes it: the index entry's current facts, or, for a player who left or
/// turned members-only since, only that they are no longer available (and the scout's note).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ShortlistRow {
    pub name: String,
    pub position: String,
    #[serde(default)]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub age: Option<u8>,
    pub nationality: String,
    pub based_in: String,
    pub club: String,
    /// The player's public page, `https://…/p/{uid}`.
    pub page: String,
    pub note: String,
    /// False for a player who left SKORA or whose CV the scout can no longer read.
    pub available: bool,
}

const HEADER: [&str; 9] = [
    "Name",
    "Position",
    "Age",
    "Nationality",
    "Based in",
    "Club",
    "SKORA page",
    "Note",
    "Status",
];

/// A cell as RFC 4180 writes it (quoted when it holds a comma, a quote or a line break; quotes doubled), and never
/// a formula: text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe.
fn cell(text: &str) -> String {
    let safe = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if safe.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", safe.replace('"', "\"\""))
    } else {
        safe
    }
}

/// The list as a CSV file: a header row, then one row per player in the order given, lines ending in CRLF.
pub fn shortlist_csv(rows: &[ShortlistRow]) -> String {
    let mut out = HEADER.join(",");
    out.push_str("\r\n");
    for row in rows {
        let cells: Vec<String> = if row.available {
            vec![
                cell(&row.name),
                cell(&row.position),
                row.age.map(|a| a.to_string()).unwrap_or_default(),
                cell(&row.nationality),
                cell(&row.based_in),
                cell(&row.club),
                cell(&row.page),
                cell(&row.note),
                "available".to_string(),
            ]
        } else {
            // Nothing of a player the scout can no longer see: the note is the scout's own.
            let mut empty = vec![String::new(); 7];
            empty.push(cell(&row.note));
            empty.push("no longer available".to_string());
            empty
        };
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn row(name: &str, note: &str) -> ShortlistRow {
        ShortlistRow {
            name: name.into(),
            position: "GK".into(),
            age: Some(18),
            nationality: "Portugal".into(),
            based_in: "Portugal".into(),
            club: "Sporting CP".into(),
            page: "https://skora.example/p/u1".into(),
            note: note.into(),
            available: true,
        }
    }

    #[test]
    fn saved_keys_read_tolerantly_and_write_nulls_for_what_is_unknown() {
        let entry = serde_json::json!({ "sortKey": "silva ana", "birthMonth": "2008-03", "updatedAt": 1.7e12 });
        let keys = SavedKeys::read(&entry, "updatedAt");
        assert_eq!(keys.birth_month.as_deref(), Some("2008-03"));
        let odd = serde_json::json!({ "sortKey": "x".repeat(65), "birthMonth": "2008-3", "updatedAt": "soon" });
        assert_eq!(SavedKeys::read(&odd, "updatedAt"), SavedKeys::default());
        let mut data = Map::new();
        SavedKeys::default().write_into(&mut data);
        assert_eq!(
            Value::Object(data),
            serde_json::json!({ "sortKey": "", "birthMonth": null, "playerUpdatedAt": null })
        );
    }

    #[test]
    fn keys_follow_a_new_name_or_birth_month_and_a_new_day_of_update_only() {
        let at = |t: f64| SavedKeys {
            sort_key: "silva ana".into(),
            birth_month: Some("2008-03".into()),
            player_updated_at: Some(t),
        };
        let day = 86_400_000.0;
        assert!(!keys_changed(
            &at(day * 100.0),
            &at(day * 100.0 + 3_600_000.0)
        ));
        assert!(keys_changed(&at(day * 100.0), &at(day * 101.0)));
        let renamed = SavedKeys {
            sort_key: "souza ana".into(),
            ..at(day)
        };
        assert!(keys_changed(&at(day), &renamed));
        let no_month = SavedKeys {
            birth_month: None,
            ..at(day)
        };
        assert!(keys_changed(&at(day), &no_month));
    }

    #[test]
    fn list_names_are_one_trimmed_line_within_bounds() {
        assert_eq!(
            validate_list_name("  U19 keepers "),
            Ok("U19 keepers".into())
        );
        assert_eq!(validate_list_name(" ").unwrap_err().code, "required");
        let longest = "a".repeat(SHORTLIST_NAME_MAX_CHARS);
        assert_eq!(validate_list_name(&longest), Ok(longest.clone()));
        assert_eq!(
            validate_list_name(&format!("{longest}a")).unwrap_err().code,
            "too-long"
        );
        assert_eq!(
            validate_list_name("U19\nkeepers").unwrap_err().code,
            "invalid"
        );
        assert_eq!(
            validate_list_name("U19\u{202E}keepers").unwrap_err().code,
            "invalid"
        );
        assert_eq!(
            validate_list_name(DEFAULT_SHORTLIST_NAME),
            Ok("Shortlist".into())
        );
    }

    #[test]
    fn notes_keep_their_lines_and_refuse_the_rest() {
        assert_eq!(validate_note(""), Ok(String::new()));
        assert_eq!(
            validate_note(" Quick feet.\r\nWatch v Benfica "),
            Ok("Quick feet.\nWatch v Benfica".into())
        );
        let longest = "é".repeat(SHORTLIST_NOTE_MAX_CHARS);
        assert_eq!(validate_note(&longest), Ok(longest.clone()));
        assert_eq!(
            validate_note(&format!("{longest}é")).unwrap_err().code,
            "too-long"
        );
        assert_eq!(validate_note("tab\there").unwrap_err().code, "invalid");
        assert_eq!(validate_note("\u{2066}x").unwrap_err().code, "invalid");
    }

    #[test]
    fn the_csv_has_a_header_quotes_what_needs_it_and_never_writes_a_formula() {
        let csv = shortlist_csv(&[
            row("Ana Silva", "Strong, calm; \"leader\"\nsecond line"),
            row("=HYPERLINK(\"http://evil\")", "@SUM(A1)"),
            row("-2+3", "+1"),
        ]);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(
            lines[0],
            "Name,Position,Age,Nationality,Based in,Club,SKORA page,Note,Status"
        );
        assert_eq!(
            lines[1],
            "Ana Silva,GK,18,Portugal,Portugal,Sporting CP,https://skora.example/p/u1,\"Strong, calm; \"\"leader\"\"\nsecond line\",available"
        );
        assert!(lines
            .iter()
            .any(|l| l.starts_with("\"'=HYPERLINK(\"\"http://evil\"\")\"")));
        assert!(csv.contains(",'@SUM(A1),"));
        assert!(csv.contains("'-2+3,") && csv.contains(",'+1,"));
        assert!(csv.ends_with("\r\n"));
    }

    #[test]
    fn a_player_no_longer_available_keeps_only_the_scouts_note() {
        let gone = ShortlistRow {
            available: false,
            ..row("Ana Silva", "Call her club")
        };
        let csv = shortlist_csv(&[gone]);
        assert_eq!(
            csv.split("\r\n").nth(1),
            Some(",,,,,,,Call her club,no longer available")
        );
        assert!(!csv.contains("Ana Silva"));
    }

    /// The cells of one CSV record as a spreadsheet reads them (RFC 4180), for the property below.
    fn parse(record: &str) -> Vec<String> {
        let mut cells = vec![String::new()];
        let (mut quoted, mut chars) = (false, record.chars().peekable());
        while let Some(c) = chars.next() {
            match (quoted, c) {
                (true, '"') if chars.peek() == Some(&'"') => {
                    chars.next();
                    cells.last_mut().unwrap().push('"');
                }
                (_, '"') => quoted = !quoted,
                (false, ',') => cells.push(String::new()),
                (_, c) => cells.last_mut().unwrap().push(c),
            }
        }
        cells
    }

    proptest! {
        #[test]
        fn every_text_reads_back_whole_and_no_cell_starts_a_formula(
            name in "[ -~é\n]{0,30}",
            note in "[ -~é\n]{0,60}",
        ) {
            let csv = shortlist_csv(&[row(&name, &note)]);
            let body = csv.strip_prefix("Name,Position,Age,Nationality,Based in,Club,SKORA page,Note,Status\r\n").unwrap();
            let record = body.strip_suffix("\r\n").unwrap();
            let cells = parse(record);
            prop_assert_eq!(cells.len(), 9);
            let unescape = |c: &str, original: &str| if original.starts_with(['=', '+', '-', '@']) { c.strip_prefix('\'').map(str::to_string) } else { Some(c.to_string()) };
            prop_assert_eq!(unescape(&cells[0], &name), Some(name.clone()));
            prop_assert_eq!(unescape(&cells[7], &note), Some(note.clone()));
            for c in &cells {
                prop_assert!(!c.starts_with(['=', '+', '-', '@']), "{}", c);
            }
        }
    }
}
