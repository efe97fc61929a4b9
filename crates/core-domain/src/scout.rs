//! Who an account is for, and a scout's short profile.
//!
//! An account is a player's, who presents themselves with a CV, or a scout's: a coach, a club, an academy or
//! an agent, who looks for players. A scout's profile is short and read by its owner alone (it lives in the
//! private account record, `users/{uid}`): it never becomes a CV, so it is never listed in the directory, on
//! the map or in the aggregates. It is what lets a scout past the profile guard, and its name, role and
//! organisation are what a player will be shown when a scout asks to contact them.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::countries::is_country;
use crate::links::safe_external_url;
use skora_foundations::limits::{SCOUT_NAME_MAX_CHARS, SCOUT_ORGANISATION_MAX_CHARS};
use skora_foundations::text::{is_bidi_override, BIDI_OVERRIDE_MESSAGE};
use skora_foundations::validation::{error, Errors, FieldError};

/// Who an account is for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum AccountKind {
    /// Presents themselves with a CV: every account made before scouts had accounts of their own.
    #[default]
    Player,
    /// Looks for players: a coach, a club, an academy or an agent.
    Scout,
}

impl AccountKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            AccountKind::Player => "player",
            AccountKind::Scout => "scout",
        }
    }

    /// The kind an account record (`users/{uid}`, as stored) names: a scout's only when its `kind` says so.
    /// No record, a record from before scouts (no `kind`) or a value the app never writes is a player's.
    pub fn of_record(record: Option<&Value>) -> AccountKind {
        match record.and_then(|r| r.get("kind")).and_then(Value::as_str) {
            Some("scout") => AccountKind::Scout,
            _ => AccountKind::Player,
        }
    }
}

/// What a scout does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum ScoutRole {
    Coach,
    Club,
    Academy,
    Agent,
}

impl ScoutRole {
    pub const ALL: [ScoutRole; 4] = [
        ScoutRole::Coach,
        ScoutRole::Club,
        ScoutRole::Academy,
        ScoutRole::Agent,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            ScoutRole::Coach => "coach",
            ScoutRole::Club => "club",
            ScoutRole::Academy => "academy",
            ScoutRole::Agent => "agent",
        }
    }

    /// The role as the pages name it.
    pub const fn label(self) -> &'static str {
        match self {
            ScoutRole::Coach => "Coach",
            ScoutRole::Club => "Club recruiter",
            ScoutRole::Academy => "Academy",
            ScoutRole::Agent => "Agent",
        }
    }

    pub fn parse(raw: &str) -> Option<ScoutRole> {
        ScoutRole::ALL.into_iter().find(|r| r.as_str() == raw)
    }
}

/// The scout profile's form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ScoutForm {
    pub name: String,
    /// One of [`ScoutRole`]'s values (`coach`, `club`, `academy`, `agent`), or empty while none is chosen.
    pub role: String,
    pub organisation: String,
    /// An ISO 3166-1 alpha-2 code, or empty while none is chosen.
    pub country: String,
    /// An http(s) address (the club's page, a profile elsewhere), or empty.
    pub link: String,
}

/// Every key of a stored scout profile (`scouts/{uid}`): the profile's and the server's change time.
pub const SCOUT_KEYS: [&str; 6] = [
    "name",
    "role",
    "organisation",
    "country",
    "link",
    "updatedAt",
];
/// The keys a stored profile may lack.
pub const OPTIONAL_SCOUT_KEYS: [&str; 1] = ["link"];

/// A scout's profile that passed its rule: what `scouts/{uid}` keeps (with its change time).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ScoutProfile {
    pub name: String,
    pub role: ScoutRole,
    pub organisation: String,
    pub country: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub link: Option<String>,
}

/// A required line of text: trimmed, 1 to `max` characters, no control characters (a line break included) and
/// no bidi override (it would turn the page's own text around where a player reads it).
fn line(field: &str, raw: &str, max: usize, missing: &str) -> Result<String, FieldError> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(error(field, "required", missing));
    }
    if text.chars().count() > max {
        return Err(error(
            field,
            "too-long",
            format!("Use at most {max} characters."),
        ));
    }
    if text.chars().any(is_bidi_override) {
        return Err(error(field, "invalid", BIDI_OVERRIDE_MESSAGE));
    }
    if text.chars().any(char::is_control) {
        return Err(error(
            field,
            "invalid",
            "Please keep it to one line of text.",
        ));
    }
    Ok(text.to_string())
}

/// Checks every field of `form` at once (a form shows all its messages together) and gives the profile, which
/// validates again unchanged.
pub fn validate_scout(form: &ScoutForm) -> Result<ScoutProfile, Vec<FieldError>> {
    let mut errors = Errors::default();
    let name = errors.take(line(
        "name",
        &form.name,
        SCOUT_NAME_MAX_CHARS,
        "Please enter your name.",
    ));
    let role = errors.take(
        ScoutRole::parse(form.role.trim())
            .map(Some)
            .ok_or_else(|| error("role", "required", "Please choose what you do.")),
    );
    let organisation = errors.take(line(
        "organisation",
        &form.organisation,
        SCOUT_ORGANISATION_MAX_CHARS,
        "Please enter your club, academy or agency.",
    ));
    let country = form.country.trim();
    let country = errors.take(if is_country(country) {
        Ok(country.to_string())
    } else {
        Err(error("country", "required", "Please choose a country."))
    });
    let link = form.link.trim();
    let link = errors.take(if link.is_empty() {
        Ok(None)
    } else {
        safe_external_url(link).map(Some).ok_or_else(|| {
            error(
                "link",
                "invalid",
                "Please enter a web address that starts with http:// or https://.",
            )
        })
    });
    errors.finish(()).and_then(|()| {
        // `take` gave a role whenever no error was recorded.
        let role = role.ok_or_else(Vec::new)?;
        Ok(ScoutProfile {
            name,
            role,
            organisation,
            country,
            link,
        })
    })
}

/// The form for the editor from an account record as stored (anything: it comes from a document), each field
/// a text only when the record holds one there, so what was saved is shown as it was.
pub fn scout_form(record: Option<&Value>) -> ScoutForm {
    let scout = record.and_then(|r| r.get("scout"));
    let text = |key: &str| {
        scout
            .and_then(|s| s.get(key))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    ScoutForm {
        name: text("name"),
        role: text("role"),
        organisation: text("organisation"),
        country: text("country"),
        link: text("link"),
    }
}

/// `scouts/{uid}` as stored (the profile at its top level) as the account record the readers take, whose kind says
/// scout; `None` for anything but an object.
pub fn scout_document_record(profile: Option<Value>) -> Option<Value> {
    profile
        .filter(Value::is_object)
        .map(|profile| serde_json::json!({ "kind": AccountKind::Scout.as_str(), "scout": profile }))
}

/// The scout's profile an account record holds, when the record is a scout's and its profile passes the rule
/// (a complete profile, which lets the scout past the profile guard); else `None`.
pub fn read_scout(record: Option<&Value>) -> Option<ScoutProfile> {
    if AccountKind::of_record(record) != AccountKind::Scout {
        return None;
    }
    validate_scout(&scout_form(record)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn a_stored_scout_profile_reads_as_a_scouts_record() {
        let stored = json!({"name": "Marta Ruiz", "organisation": "FC Example", "role": "coach", "country": "ES"});
        let record = scout_document_record(Some(stored.clone()));
        assert_eq!(AccountKind::of_record(record.as_ref()), AccountKind::Scout);
        assert!(read_scout(record.as_ref()).is_some());
        assert_eq!(scout_document_record(Some(json!("text"))), None);
        assert_eq!(scout_document_record(None), None);
    }

    fn form() -> ScoutForm {
        ScoutForm {
            name: " Marta Ruiz ".into(),
            role: "club".into(),
            organisation: "CD Leganés".into(),
            country: "ES".into(),
            link: "https://cdleganes.com/scouting".into(),
        }
    }

    fn fields(errors: &[FieldError]) -> Vec<&str> {
        errors.iter().map(|e| e.field.as_str()).collect()
    }

    #[test]
    fn a_complete_form_gives_the_trimmed_profile() {
        let profile = validate_scout(&form()).unwrap();
        assert_eq!(
            profile,
            ScoutProfile {
                name: "Marta Ruiz".into(),
                role: ScoutRole::Club,
                organisation: "CD Leganés".into(),
                country: "ES".into(),
                link: Some("https://cdleganes.com/scouting".into()),
            }
        );
        let link_less = validate_scout(&ScoutForm {
            link: "  ".into(),
            ..form()
        })
        .unwrap();
        assert_eq!(link_less.link, None);
    }

    #[test]
    fn every_problem_is_reported_at_once_at_its_field() {
        let Err(errors) = validate_scout(&ScoutForm::default()) else {
            panic!("an empty form is refused")
        };
        assert_eq!(fields(&errors), ["name", "role", "organisation", "country"]);
        let Err(errors) = validate_scout(&ScoutForm {
            role: "president".into(),
            country: "XX".into(),
            link: "javascript:alert(1)".into(),
            ..form()
        }) else {
            panic!("a role, country or link the rule does not know is refused")
        };
        assert_eq!(fields(&errors), ["role", "country", "link"]);
    }

    #[test]
    fn texts_are_one_line_within_their_bounds_and_never_turned_around() {
        let long = "a".repeat(SCOUT_NAME_MAX_CHARS + 1);
        for (name, code) in [
            (long.as_str(), "too-long"),
            ("Marta\nRuiz", "invalid"),
            ("Marta\u{202E}Ruiz", "invalid"),
        ] {
            let Err(errors) = validate_scout(&ScoutForm {
                name: name.into(),
                ..form()
            }) else {
                panic!("{name:?} is refused")
            };
            let [e] = errors.iter().collect::<Vec<_>>()[..] else {
                panic!("one error")
            };
            assert_eq!((e.field.as_str(), e.code.as_str()), ("name", code));
        }
        let longest = "o".repeat(SCOUT_ORGANISATION_MAX_CHARS);
        assert!(validate_scout(&ScoutForm {
            organisation: longest.clone(),
            ..form()
        })
        .is_ok());
        assert!(validate_scout(&ScoutForm {
            organisation: format!("{longest}o"),
            ..form()
        })
        .is_err());
    }

    #[test]
    fn the_record_names_a_scout_only_when_it_says_so() {
        assert_eq!(AccountKind::of_record(None), AccountKind::Player);
        for record in [
            json!({ "email": "a@b.co" }),
            json!({ "kind": "player" }),
            json!({ "kind": "Scout" }),
            json!({ "kind": 1 }),
            json!(null),
            json!([]),
        ] {
            assert_eq!(
                AccountKind::of_record(Some(&record)),
                AccountKind::Player,
                "{record}"
            );
        }
        assert_eq!(
            AccountKind::of_record(Some(&json!({ "kind": "scout" }))),
            AccountKind::Scout
        );
    }

    #[test]
    fn a_stored_profile_is_read_when_it_is_a_scouts_and_passes_the_rule() {
        let stored = json!({
            "email": "marta@example.com",
            "kind": "scout",
            "scout": { "name": "Marta Ruiz", "role": "agent", "organisation": "Ruiz Sports", "country": "PT" },
        });
        let profile = read_scout(Some(&stored)).unwrap();
        assert_eq!(profile.role, ScoutRole::Agent);
        assert_eq!(profile.link, None);
        // A player's record, an unfinished profile or a hostile value reads as no profile, never an error.
        assert_eq!(
            read_scout(Some(&json!({ "kind": "player", "scout": stored["scout"] }))),
            None
        );
        assert_eq!(
            read_scout(Some(
                &json!({ "kind": "scout", "scout": { "name": "Marta" } })
            )),
            None
        );
        assert_eq!(
            read_scout(Some(&json!({ "kind": "scout", "scout": [1, 2] }))),
            None
        );
        assert_eq!(read_scout(None), None);
        // The editor shows what was stored, as it was.
        let partial = json!({ "kind": "scout", "scout": { "name": "Marta", "role": 7 } });
        assert_eq!(
            scout_form(Some(&partial)),
            ScoutForm {
                name: "Marta".into(),
                ..ScoutForm::default()
            }
        );
    }

    #[test]
    fn the_stored_keys_are_the_profiles_and_its_time() {
        let full = serde_json::to_value(validate_scout(&form()).unwrap()).unwrap();
        let mut keys: Vec<&str> = full
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.push("updatedAt");
        keys.sort_unstable();
        let mut expected = SCOUT_KEYS.to_vec();
        expected.sort_unstable();
        assert_eq!(keys, expected);
    }

    #[test]
    fn roles_read_back_from_their_stored_names() {
        for role in ScoutRole::ALL {
            assert_eq!(ScoutRole::parse(role.as_str()), Some(role));
            assert_eq!(serde_json::to_value(role).unwrap(), json!(role.as_str()));
        }
    }

    proptest! {
        #[test]
        fn a_profile_validates_again_unchanged(
            name in "[A-Za-zÀ-ÿ .'-]{0,90}",
            organisation in "[A-Za-z0-9 .&-]{0,90}",
            role in prop::sample::select(vec!["coach", "club", "academy", "agent", "", "boss"]),
            country in prop::sample::select(vec!["ES", "PT", "BR", "", "ZZ"]),
            link in prop::sample::select(vec!["", "https://example.com/a", "ftp://x.y", "http://x"]),
        ) {
            let typed = ScoutForm { name, role: role.into(), organisation, country: country.into(), link: link.into() };
            if let Ok(profile) = validate_scout(&typed) {
                let again = ScoutForm {
                    name: profile.name.clone(),
                    role: profile.role.as_str().into(),
                    organisation: profile.organisation.clone(),
                    country: profile.country.clone(),
                    link: profile.link.clone().unwrap_or_default(),
                };
                prop_assert_eq!(validate_scout(&again), Ok(profile.clone()));
                let stored = serde_json::json!({ "kind": "scout", "scout": profile.clone() });
                prop_assert_eq!(read_scout(Some(&stored)), Some(profile));
            }
        }
    }
}
