//! What the index takes from a player's documents, read tolerantly.
//!
//! The CV (`players/{uid}`) is written by its owner under the rules, but the index must not trust that:
//! documents written before a rule existed, by the Admin SDK, or by a future version can hold anything
//! Firestore can store. Every value is read on its own; a value of the wrong type, out of the contract's
//! range or unknown is left out, and nothing here can fail or panic.
//!
//! The exact birth date and location move to `players/{uid}/private/details` (owner-only). Until every
//! CV is migrated, each is read from the private document when it has one and from the CV otherwise, so
//! the index is right before, during and after the move. The CV's `birthMonth` (`YYYY-MM`, what it keeps
//! after the move) is the last resort for the age.

use serde_json::{Map, Value};

use skora_domain::clips::{clip_from_link, CLIPS_PER_PLAYER};
use skora_domain::countries::country_codes;
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, PlayerType, Visibility};
use skora_foundations::dates::{days_in_month, parse_date, Date};
use skora_foundations::geo::LatLng;
use skora_foundations::limits::{
    CITY_MAX_CHARS, CLUB_MAX_CHARS, HEIGHT_CM_MAX, HEIGHT_CM_MIN, LINKS_MAX_ENTRIES,
    LINK_LABEL_MAX_CHARS, NAME_MAX_CHARS, SECONDARY_POSITIONS_MAX,
};
use skora_foundations::timestamps::timestamp_millis;

/// Documents larger than this (as JSON) are not read at all: the one limit of every stored document.
pub const MAX_SOURCE_BYTES: usize = skora_foundations::documents::MAX_BYTES;

/// When the player was born, as precisely as the documents say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Birth {
    Day(Date),
    /// Only the month is known (`birthMonth`): (year, month).
    Month(u16, u8),
    Unknown,
}

impl Birth {
    pub(crate) fn month(self) -> Option<(u16, u8)> {
        match self {
            Birth::Day(d) => Some((d.year, d.month)),
            Birth::Month(y, m) => Some((y, m)),
            Birth::Unknown => None,
        }
    }

    /// The latest day the player can have been born: with the month alone, its last day, so an age
    /// computed from it is never higher than the real one (the under-16 rule errs towards protection).
    pub(crate) fn latest_day(self) -> Option<Date> {
        match self {
            Birth::Day(d) => Some(d),
            Birth::Month(year, month) => Some(Date {
                year,
                month,
                day: days_in_month(year, month),
            }),
            Birth::Unknown => None,
        }
    }
}

/// The values the index is built from; each is absent when the documents do not hold a readable one.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Facts {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub birth: Birth,
    pub location: Option<LatLng>,
    pub nationality: Option<&'static str>,
    pub second_nationality: Option<&'static str>,
    pub residence: Option<&'static str>,
    pub city: Option<String>,
    pub club: Option<String>,
    pub player_type: Option<PlayerType>,
    pub main_position: Option<Position>,
    pub secondary_positions: Vec<Position>,
    pub availability: Option<Availability>,
    pub height_cm: Option<u16>,
    pub visibility: Option<Visibility>,
    pub has_photo: bool,
    pub updated_at: Option<f64>,
    /// The CV's YouTube links: (video id, title), each video once, at most `CLIPS_PER_PLAYER`.
    pub clips: Vec<(String, String)>,
}

/// A JSON document's top-level object, or `None` for text that is too long, not JSON, nested deeper
/// than the parser's limit (128 levels) or not an object.
pub(crate) fn parse_document(json: &str) -> Option<Map<String, Value>> {
    if json.len() > MAX_SOURCE_BYTES {
        return None;
    }
    match serde_json::from_str::<Value>(json).ok()? {
        Value::Object(map) => Some(map),
        _ => None,
    }
}

/// A one-line text of 1..=`max` characters: control characters and bidi overrides dropped, whitespace runs
/// collapsed to one space, trimmed. Longer texts are left out rather than cut: a cut name would be a name the player
/// never wrote.
pub(crate) fn line(value: Option<&Value>, max: usize) -> Option<String> {
    let raw = value?.as_str()?;
    // Checked before any work, so a 1 MiB string costs one pass over its first bytes only.
    if raw.len() > max * 4 + 64 {
        return None;
    }
    let cleaned: String = raw
        .chars()
        .filter(|&c| {
            (!c.is_control() || c.is_whitespace()) && !skora_foundations::text::is_bidi_override(c)
        })
        .collect();
    let text = cleaned.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = text.chars().count();
    (1..=max).contains(&count).then_some(text)
}

fn country(value: Option<&Value>) -> Option<&'static str> {
    let code = value?.as_str()?;
    country_codes().find(|c| *c == code)
}

fn position(value: Option<&Value>) -> Option<Position> {
    Position::from_code(value?.as_str()?)
}

pub(crate) use skora_foundations::dates::parse_month;

fn point(value: Option<&Value>) -> Option<LatLng> {
    let loc = value?;
    let p = LatLng {
        lat: loc.get("lat")?.as_f64()?,
        lng: loc.get("lng")?.as_f64()?,
    };
    p.is_valid().then_some(p)
}

fn height(value: Option<&Value>) -> Option<u16> {
    let n = value?.as_f64()?;
    let range = f64::from(HEIGHT_CM_MIN)..=f64::from(HEIGHT_CM_MAX);
    // In range and whole, so the cast is exact.
    (n.fract() == 0.0 && range.contains(&n)).then_some(n as u16)
}

/// Reads the facts from the CV and, when there is one, the private document.
pub(crate) fn read_facts(cv: &Map<String, Value>, private: Option<&Map<String, Value>>) -> Facts {
    // The private document wins for what moves there; each value falls back to the CV on its own, so
    // a private document that lacks a value (or holds a broken one) does not hide the CV's.
    let private_or_cv = |key: &str| private.and_then(|p| p.get(key)).filter(|v| !v.is_null());
    let birth = [private_or_cv("dateOfBirth"), cv.get("dateOfBirth")]
        .into_iter()
        .flatten()
        .find_map(|v| v.as_str().and_then(parse_date))
        .map(Birth::Day)
        .or_else(|| {
            cv.get("birthMonth")
                .and_then(Value::as_str)
                .and_then(parse_month)
                .map(|(y, m)| Birth::Month(y, m))
        })
        .unwrap_or(Birth::Unknown);
    let location = point(private_or_cv("location")).or_else(|| point(cv.get("location")));

    let main_position = position(cv.get("mainPosition"));
    let mut secondary_positions: Vec<Position> = Vec::new();
    for p in cv
        .get("secondaryPositions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|v| position(Some(v)))
    {
        if Some(p) != main_position
            && !secondary_positions.contains(&p)
            && secondary_positions.len() < SECONDARY_POSITIONS_MAX
        {
            secondary_positions.push(p);
        }
    }
    let nationality = country(cv.get("nationality"));
    Facts {
        first_name: line(cv.get("firstName"), NAME_MAX_CHARS),
        last_name: line(cv.get("lastName"), NAME_MAX_CHARS),
        birth,
        location,
        nationality,
        second_nationality: country(cv.get("secondNationality"))
            .filter(|c| Some(*c) != nationality),
        residence: country(cv.get("countryOfResidence")),
        city: line(cv.get("city"), CITY_MAX_CHARS),
        club: line(cv.get("currentClub"), CLUB_MAX_CHARS),
        player_type: cv
            .get("playerType")
            .and_then(Value::as_str)
            .and_then(PlayerType::parse),
        main_position,
        secondary_positions,
        availability: cv
            .get("availability")
            .and_then(Value::as_str)
            .and_then(Availability::parse),
        height_cm: height(cv.get("heightCm")),
        visibility: cv
            .get("visibility")
            .and_then(Value::as_str)
            .and_then(Visibility::parse),
        has_photo: cv.get("hasPhoto") == Some(&Value::Bool(true)),
        updated_at: timestamp_millis(cv.get("updatedAt")),
        clips: clips(cv.get("links")),
    }
}

/// The YouTube videos among the CV's links, in the CV's order. Only the contract's number of links is
/// looked at, and a label longer than the contract allows gives the default title rather than a cut one.
fn clips(links: Option<&Value>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for link in links
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .take(LINKS_MAX_ENTRIES)
    {
        if out.len() == CLIPS_PER_PLAYER {
            break;
        }
        let Some(url) = link.get("url").and_then(Value::as_str) else {
            continue;
        };
        let label = line(link.get("label"), LINK_LABEL_MAX_CHARS).unwrap_or_default();
        if let Some(clip) = clip_from_link(url, &label, "") {
            if !out.iter().any(|(id, _)| *id == clip.video_id) {
                out.push((clip.video_id, clip.title));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn object(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => Map::new(),
        }
    }

    fn cv() -> Map<String, Value> {
        object(json!({
            "firstName": " Lucía ", "lastName": "Ferrer", "dateOfBirth": "2003-03-21",
            "nationality": "ES", "secondNationality": "ES", "countryOfResidence": "ES",
            "city": "Valencia", "location": {"lat": 39.4699, "lng": -0.3763},
            "playerType": "outfield", "mainPosition": "LW",
            "secondaryPositions": ["RW", "LW", "RW", "ST", "CF", "CAM", "CM"],
            "heightCm": 165, "currentClub": "CD Turia", "availability": "open-to-offers",
            "visibility": "public", "hasPhoto": true,
            "updatedAt": {"_seconds": 1_700_000_000, "_nanoseconds": 0}
        }))
    }

    #[test]
    fn the_youtube_links_become_at_most_two_clips_each_video_once() {
        let mut doc = cv();
        doc.insert(
            "links".into(),
            json!([
                {"label": "Instagram", "url": "https://instagram.com/lucia"},
                {"label": "  Goals   2024 ", "url": "https://youtu.be/dQw4w9WgXcQ"},
                {"label": "Same video", "url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"},
                {"label": 7, "url": "https://youtu.be/aaaaaaaaaaa"},
                {"label": "Third", "url": "https://youtu.be/bbbbbbbbbbb"},
                "not a link"
            ]),
        );
        assert_eq!(
            read_facts(&doc, None).clips,
            [
                ("dQw4w9WgXcQ".to_string(), "Goals 2024".to_string()),
                ("aaaaaaaaaaa".to_string(), "Highlights".to_string()),
            ]
        );
        doc.insert("links".into(), json!("https://youtu.be/dQw4w9WgXcQ"));
        assert!(read_facts(&doc, None).clips.is_empty());
        // Only the contract's ten links are looked at: a video in the eleventh is not one the CV shows.
        let mut links =
            vec![json!({"label": "x", "url": "https://example.com"}); LINKS_MAX_ENTRIES];
        links.push(json!({"label": "Late", "url": "https://youtu.be/ccccccccccc"}));
        doc.insert("links".into(), Value::Array(links));
        assert!(read_facts(&doc, None).clips.is_empty());
    }

    #[test]
    fn reads_a_cv_and_tidies_what_it_reads() {
        let f = read_facts(&cv(), None);
        assert_eq!(f.first_name.as_deref(), Some("Lucía"));
        assert_eq!(
            f.birth,
            Birth::Day(Date {
                year: 2003,
                month: 3,
                day: 21
            })
        );
        assert_eq!(
            f.location,
            Some(LatLng {
                lat: 39.4699,
                lng: -0.3763
            })
        );
        // The main position is never a secondary one, duplicates go, at most four are kept.
        assert_eq!(
            f.secondary_positions,
            vec![Position::Rw, Position::St, Position::Cf, Position::Cam]
        );
        // A second nationality equal to the first is no second nationality.
        assert_eq!((f.nationality, f.second_nationality), (Some("ES"), None));
        assert_eq!(f.height_cm, Some(165));
        assert_eq!(f.updated_at, Some(1_700_000_000_000.0));
        assert!(f.has_photo);
    }

    #[test]
    fn the_private_document_wins_value_by_value() {
        let private = object(json!({"dateOfBirth": "2003-04-02", "location": null}));
        let f = read_facts(&cv(), Some(&private));
        assert_eq!(
            f.birth,
            Birth::Day(Date {
                year: 2003,
                month: 4,
                day: 2
            })
        );
        // No location in the private document: the CV's is still read.
        assert_eq!(
            f.location,
            Some(LatLng {
                lat: 39.4699,
                lng: -0.3763
            })
        );
        let private =
            object(json!({"location": {"lat": 1.0, "lng": 2.0}, "dateOfBirth": 20030402}));
        let f = read_facts(&cv(), Some(&private));
        assert_eq!(f.location, Some(LatLng { lat: 1.0, lng: 2.0 }));
        assert_eq!(
            f.birth,
            Birth::Day(Date {
                year: 2003,
                month: 3,
                day: 21
            })
        );
    }

    #[test]
    fn after_the_split_the_birth_month_gives_the_latest_possible_day() {
        let mut doc = cv();
        doc.remove("dateOfBirth");
        doc.insert("birthMonth".into(), json!("2008-02"));
        let f = read_facts(&doc, None);
        assert_eq!(f.birth, Birth::Month(2008, 2));
        assert_eq!(
            f.birth.latest_day(),
            Some(Date {
                year: 2008,
                month: 2,
                day: 29
            })
        );
        doc.insert("birthMonth".into(), json!("2008-13"));
        assert_eq!(read_facts(&doc, None).birth, Birth::Unknown);
    }

    #[test]
    fn wrong_types_and_out_of_range_values_are_left_out() {
        let doc = object(json!({
            "firstName": 42, "lastName": "x".repeat(61), "city": "   ", "currentClub": {"name": "FC"},
            "nationality": "es", "countryOfResidence": "ZZ", "playerType": "Outfield",
            "mainPosition": ["GK"], "secondaryPositions": "ST", "heightCm": 180.5,
            "availability": "open_to_offers", "visibility": "everyone", "hasPhoto": "true",
            "location": {"lat": "39", "lng": 0}, "dateOfBirth": "21/03/2003", "updatedAt": "now"
        }));
        let f = read_facts(&doc, None);
        assert_eq!(
            f,
            Facts {
                first_name: None,
                last_name: None,
                birth: Birth::Unknown,
                location: None,
                nationality: None,
                second_nationality: None,
                residence: None,
                city: None,
                club: None,
                player_type: None,
                main_position: None,
                secondary_positions: vec![],
                availability: None,
                height_cm: None,
                visibility: None,
                has_photo: false,
                updated_at: None,
                clips: vec![],
            }
        );
    }

    #[test]
    fn lines_drop_control_characters_and_collapse_spaces() {
        assert_eq!(
            line(Some(&json!("  Ana\u{0}\u{1b}  Maria\n")), 60).as_deref(),
            Some("Ana Maria")
        );
        assert_eq!(
            line(Some(&json!("é".repeat(60))), 60).map(|s| s.chars().count()),
            Some(60)
        );
        assert_eq!(line(Some(&json!("é".repeat(61))), 60), None);
        assert_eq!(line(Some(&json!("a".repeat(1 << 20))), 60), None);
        assert_eq!(line(Some(&json!("\u{0}\u{7}")), 60), None);
        assert_eq!(
            line(Some(&json!("\u{202E}Ana\u{2066} Maria\u{2069}")), 60).as_deref(),
            Some("Ana Maria")
        );
        assert_eq!(line(Some(&json!("\u{202E}\u{202C}")), 60), None);
    }

    #[test]
    fn documents_are_objects_of_bounded_size_and_depth() {
        assert!(parse_document("{\"a\": 1}").is_some());
        for bad in ["[]", "null", "\"x\"", "{", ""] {
            assert!(parse_document(bad).is_none(), "{bad}");
        }
        let deep = format!("{{\"a\":{}1{}}}", "[".repeat(200), "]".repeat(200));
        assert!(parse_document(&deep).is_none());
        let big = format!("{{\"a\":\"{}\"}}", "x".repeat(MAX_SOURCE_BYTES));
        assert!(parse_document(&big).is_none());
    }
}
