//! The player-model contract as one document: every limit of `limits` and every value list of the
//! domain modules (player types, positions, countries, contact topics, document keys...).
//!
//! The Firestore rules repeat these (rules cannot call Rust); the rules tests read [`limits`] as JSON
//! from `cargo run -q -p skora-core --example limits`, so the two copies cannot drift apart. It sits
//! above the domain modules because it reads their enums and key lists, which is why it is not `limits`
//! itself: the domain modules need the numbers, and a module cannot sit both below and above them.

use std::collections::BTreeMap;

use serde::Serialize;

use skora_domain::attributes::{Group, Rating, Test};
use skora_domain::contact::{ContactTopic, CONTACT_MESSAGE_KEYS, OPTIONAL_CONTACT_MESSAGE_KEYS};
use skora_domain::countries::country_codes;
use skora_domain::newsletter::{NewsletterSource, NEWSLETTER_SUBSCRIPTION_KEYS};
use skora_domain::positions::Position;
use skora_domain::profile::{
    Availability, Foot, PlayerType, Visibility, CAREER_ENTRY_KEYS, DETAILS_KEYS, HONOUR_KEYS,
    OPTIONAL_DETAILS_KEYS, OPTIONAL_PLAYER_KEYS, PLAYER_KEYS,
};
use skora_domain::scout::{ScoutRole, OPTIONAL_SCOUT_KEYS, SCOUT_KEYS};
use skora_domain::weekly::{WeeklyKey, CROSS_RULES, NOTE_KEY, WEEK_KEY};
use skora_foundations::limits::*;

/// An inclusive range: characters for strings, entries for lists, the value for numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Bounds {
    pub min: i64,
    pub max: i64,
}

/// An inclusive range of a decimal number, with the decimals an input accepts: the measured tests.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DecimalBounds {
    pub min: f64,
    pub max: f64,
    pub decimals: u8,
}

/// The contract's limits and value lists, keyed like the document fields they constrain.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Limits {
    pub first_name: Bounds,
    pub last_name: Bounds,
    /// Age in whole years on the day of saving.
    pub age: Bounds,
    pub city: Bounds,
    pub latitude: Bounds,
    pub longitude: Bounds,
    pub secondary_positions: Bounds,
    pub height_cm: Bounds,
    pub weight_kg: Bounds,
    pub current_club: Bounds,
    pub career: Bounds,
    pub career_club: Bounds,
    pub career_league: Bounds,
    /// `from` and `to` lie in `careerFirstYear ..= current year`.
    pub career_first_year: i64,
    pub appearances: Bounds,
    pub goals: Bounds,
    pub honours: Bounds,
    pub honour_title: Bounds,
    pub honour_season: Bounds,
    pub languages: Bounds,
    pub language: Bounds,
    pub bio: Bounds,
    pub links: Bounds,
    pub link_label: Bounds,
    pub link_url: Bounds,
    pub email: Bounds,
    pub password: Bounds,
    /// Profile picture size in bytes (checked before upload and again by storage.rules).
    pub picture_bytes: Bounds,
    /// The picture content types that may be uploaded.
    pub picture_types: Vec<String>,
    /// The largest side of a served picture, in pixels (the browser's resize and the functions' re-encoding).
    pub picture_max_side: Bounds,
    pub player_types: Vec<String>,
    pub positions: Vec<String>,
    /// The one position a goalkeeper has as main position, and an outfield player never has.
    pub goalkeeper_position: String,
    pub preferred_feet: Vec<String>,
    pub availability: Vec<String>,
    pub visibility: Vec<String>,
    /// Every ISO 3166-1 alpha-2 code the core knows, sorted.
    pub countries: Vec<String>,
    /// Every key a `players/{uid}` document may have (timestamps included).
    pub player_keys: Vec<String>,
    /// The keys every `players/{uid}` document must have.
    pub required_player_keys: Vec<String>,
    /// Every key of `players/{uid}/private/details` (the owner-only exact values), timestamp included.
    pub details_keys: Vec<String>,
    pub required_details_keys: Vec<String>,
    /// Every key of a `players/{uid}/career/{NN}` document (all required); `NN` is `00` up to `career.max − 1`.
    pub career_entry_keys: Vec<String>,
    /// Every key of a `players/{uid}/honours/{NN}` document (all required); `NN` is `00` up to `honours.max − 1`.
    pub honour_keys: Vec<String>,
    /// The contact form's name (trimmed, one line).
    pub contact_name: Bounds,
    /// A scout's profile (`scouts/{uid}`): the name and the organisation (trimmed, one line), the stored
    /// values of the role, every key (the link optional).
    pub scout_name: Bounds,
    pub scout_organisation: Bounds,
    pub scout_roles: Vec<String>,
    pub scout_keys: Vec<String>,
    pub required_scout_keys: Vec<String>,
    /// A scout's shortlists: how many lists, how many players one holds, a list's name (trimmed, one line) and
    /// a player's note.
    pub shortlists: Bounds,
    pub shortlist_players: Bounds,
    pub shortlist_name: Bounds,
    pub shortlist_note: Bounds,
    /// The contact form's message (trimmed).
    pub contact_message: Bounds,
    /// The stored values of the contact form's topic.
    pub contact_topics: Vec<String>,
    /// Every key a `contactMessages/{id}` document may have.
    pub contact_message_keys: Vec<String>,
    /// The keys every `contactMessages/{id}` document must have.
    pub required_contact_message_keys: Vec<String>,
    /// Every key of a `newsletterSubscriptions/{email}` document (all required).
    pub newsletter_subscription_keys: Vec<String>,
    /// The values of a newsletter subscription's `source`.
    pub newsletter_sources: Vec<String>,
    /// Every key a `playerStats/{uid}` document may have (Contract B), timestamp included.
    pub stats_keys: Vec<String>,
    /// The keys every `playerStats/{uid}` must have; `goalkeeping` too exactly when the CV's
    /// `playerType` is `goalkeeper` (and never otherwise).
    pub required_stats_keys: Vec<String>,
    /// The keys of `tests` (each optional), `physical`, `technical` and `goalkeeping` (all required).
    pub stats_test_keys: Vec<String>,
    pub stats_physical_keys: Vec<String>,
    pub stats_technical_keys: Vec<String>,
    pub stats_goalkeeping_keys: Vec<String>,
    /// The keys of one measured test, both required.
    pub measurement_keys: Vec<String>,
    /// Every self-rating: an integer in this range (Football Manager's 1–20)...
    pub stats_rating: Bounds,
    /// ...except these (`technical`), in `statsStars` (EA FC's 1–5 stars).
    pub stats_star_keys: Vec<String>,
    pub stats_stars: Bounds,
    /// Each measured test's plausible `value`, by key.
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, DecimalBounds>"))]
    pub stats_tests: BTreeMap<String, DecimalBounds>,
    /// A test's `measuredOn` is a `YYYY-MM-DD` day from this one to the day of the write.
    pub measured_on_first: String,
    /// Every key a `players/{uid}/weeklyStats/{week}` document may have (Contract W).
    pub weekly_keys: Vec<String>,
    /// The keys every weekly entry must have (`week` equal to the document id, `updatedAt` the request time).
    pub required_weekly_keys: Vec<String>,
    /// Each numeric key's range: `decimals` 0 means an integer (`is int`), otherwise any number (the decimal
    /// is the UI's: the rules check `is number`).
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, DecimalBounds>"))]
    pub weekly_numbers: BTreeMap<String, DecimalBounds>,
    /// The numeric keys the form asks only of goalkeepers (the rules accept them on any entry).
    pub weekly_goalkeeper_keys: Vec<String>,
    /// The note's length, trimmed (an empty note is left out, never stored).
    pub weekly_note: Bounds,
    /// A note on a request to confirm stats: the player's to the official (optional) and the official's on a dispute
    /// (required), trimmed.
    pub confirmation_note: Bounds,
    /// The cross-field rules, each applying when both keys are present.
    pub weekly_cross_rules: Vec<skora_domain::weekly::CrossRule>,
    /// The week id's year is at least this (`^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$`, W53 only in a year that
    /// has one, never a week whose Monday is after the request's day).
    pub weekly_first_year: i64,
    /// Not checked by the rules (they cannot count documents or read the private birth date): the most
    /// entries a season holds and the youngest age a week may be logged at, both checked by the core and the UI.
    pub weekly_season_max_entries: i64,
    pub weekly_min_age: i64,
    /// The characters no free text others see may hold (names, city, club, bio, languages, link labels and
    /// urls, career and honours entries, the weekly note): the bidi embeddings, overrides and isolates
    /// (`text::is_bidi_override`), each a one-character string.
    pub bidi_overrides: Vec<String>,
}

fn bounds(min: impl Into<i64>, max: impl Into<i64>) -> Bounds {
    Bounds {
        min: min.into(),
        max: max.into(),
    }
}

fn count(max: usize) -> Bounds {
    chars(0, max)
}

fn chars(min: usize, max: usize) -> Bounds {
    // Every limit is a small literal above, so the conversions cannot fail.
    Bounds {
        min: i64::try_from(min).unwrap_or(i64::MAX),
        max: i64::try_from(max).unwrap_or(i64::MAX),
    }
}

fn strings<'a>(values: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    values.into_iter().map(str::to_string).collect()
}

/// The limits as data, for the facade's `profileLimits()` and the limits example.
pub fn limits() -> Limits {
    Limits {
        first_name: chars(1, NAME_MAX_CHARS),
        last_name: chars(1, NAME_MAX_CHARS),
        age: bounds(MIN_AGE, MAX_AGE),
        city: chars(1, CITY_MAX_CHARS),
        latitude: bounds(-90, 90),
        longitude: bounds(-180, 180),
        secondary_positions: count(SECONDARY_POSITIONS_MAX),
        height_cm: bounds(HEIGHT_CM_MIN, HEIGHT_CM_MAX),
        weight_kg: bounds(WEIGHT_KG_MIN, WEIGHT_KG_MAX),
        current_club: chars(1, CLUB_MAX_CHARS),
        career: count(CAREER_MAX_ENTRIES),
        career_club: chars(1, CLUB_MAX_CHARS),
        career_league: chars(0, LEAGUE_MAX_CHARS),
        career_first_year: CAREER_FIRST_YEAR.into(),
        appearances: bounds(0, APPEARANCES_MAX),
        goals: bounds(0, GOALS_MAX),
        honours: count(HONOURS_MAX_ENTRIES),
        honour_title: chars(1, HONOUR_TITLE_MAX_CHARS),
        honour_season: chars(SEASON_MIN_CHARS, SEASON_MAX_CHARS),
        languages: count(LANGUAGES_MAX_ENTRIES),
        language: chars(LANGUAGE_MIN_CHARS, LANGUAGE_MAX_CHARS),
        bio: chars(0, BIO_MAX_CHARS),
        links: count(LINKS_MAX_ENTRIES),
        link_label: chars(1, LINK_LABEL_MAX_CHARS),
        link_url: chars(1, URL_MAX_CHARS),
        email: chars(1, EMAIL_MAX_CHARS),
        password: chars(PASSWORD_MIN_CHARS, PASSWORD_MAX_CHARS),
        picture_bytes: bounds(1, i64::try_from(PICTURE_MAX_BYTES).unwrap_or(i64::MAX)),
        picture_types: strings(PICTURE_TYPES),
        picture_max_side: bounds(1, PICTURE_MAX_SIDE_PX),
        player_types: strings(PlayerType::ALL.iter().map(|v| v.as_str())),
        positions: strings(Position::ALL.iter().map(|p| p.code())),
        goalkeeper_position: Position::Gk.code().to_string(),
        preferred_feet: strings(Foot::ALL.iter().map(|v| v.as_str())),
        availability: strings(Availability::ALL.iter().map(|v| v.as_str())),
        visibility: strings(Visibility::ALL.iter().map(|v| v.as_str())),
        countries: strings(country_codes()),
        player_keys: strings(PLAYER_KEYS),
        required_player_keys: strings(
            PLAYER_KEYS
                .into_iter()
                .filter(|k| !OPTIONAL_PLAYER_KEYS.contains(k)),
        ),
        details_keys: strings(DETAILS_KEYS),
        required_details_keys: strings(
            DETAILS_KEYS
                .into_iter()
                .filter(|k| !OPTIONAL_DETAILS_KEYS.contains(k)),
        ),
        career_entry_keys: strings(CAREER_ENTRY_KEYS),
        honour_keys: strings(HONOUR_KEYS),
        contact_name: chars(1, CONTACT_NAME_MAX_CHARS),
        scout_name: chars(1, SCOUT_NAME_MAX_CHARS),
        scout_organisation: chars(1, SCOUT_ORGANISATION_MAX_CHARS),
        scout_roles: strings(ScoutRole::ALL.iter().map(|r| r.as_str())),
        // Counts, bounded like lengths.
        shortlists: chars(0, SHORTLISTS_MAX),
        shortlist_players: chars(0, SHORTLIST_PLAYERS_MAX),
        shortlist_name: chars(1, SHORTLIST_NAME_MAX_CHARS),
        shortlist_note: chars(0, SHORTLIST_NOTE_MAX_CHARS),
        scout_keys: strings(SCOUT_KEYS),
        required_scout_keys: strings(
            SCOUT_KEYS
                .into_iter()
                .filter(|k| !OPTIONAL_SCOUT_KEYS.contains(k)),
        ),
        contact_message: chars(CONTACT_MESSAGE_MIN_CHARS, CONTACT_MESSAGE_MAX_CHARS),
        contact_topics: strings(ContactTopic::ALL.iter().map(|t| t.as_str())),
        contact_message_keys: strings(CONTACT_MESSAGE_KEYS),
        required_contact_message_keys: strings(
            CONTACT_MESSAGE_KEYS
                .into_iter()
                .filter(|k| !OPTIONAL_CONTACT_MESSAGE_KEYS.contains(k)),
        ),
        newsletter_subscription_keys: strings(NEWSLETTER_SUBSCRIPTION_KEYS),
        newsletter_sources: strings(NewsletterSource::ALL.iter().map(|s| s.as_str())),
        stats_keys: strings(Group::ALL.iter().map(|g| g.key()).chain(["updatedAt"])),
        required_stats_keys: strings(["physical", "technical", "updatedAt"]),
        stats_test_keys: strings(Test::ALL.iter().map(|t| t.key())),
        stats_physical_keys: strings(Rating::of(Group::Physical).map(Rating::key)),
        stats_technical_keys: strings(Rating::of(Group::Technical).map(Rating::key)),
        stats_goalkeeping_keys: strings(Rating::of(Group::Goalkeeping).map(Rating::key)),
        measurement_keys: strings(["value", "measuredOn"]),
        stats_rating: bounds(RATING_MIN, RATING_MAX),
        stats_star_keys: strings(
            Rating::ALL
                .iter()
                .filter(|r| r.spec().max < f64::from(RATING_MAX))
                .map(|r| r.key()),
        ),
        stats_stars: bounds(STARS_MIN, STARS_MAX),
        stats_tests: Test::ALL
            .iter()
            .map(|t| {
                let s = t.spec();
                let b = DecimalBounds {
                    min: s.min,
                    max: s.max,
                    decimals: s.decimals,
                };
                (s.key.to_string(), b)
            })
            .collect(),
        measured_on_first: MEASURED_ON_FIRST.to_string(),
        weekly_keys: strings(
            [WEEK_KEY]
                .into_iter()
                .chain(WeeklyKey::ALL.iter().map(|k| k.key()))
                .chain([NOTE_KEY, "updatedAt"]),
        ),
        required_weekly_keys: strings([WEEK_KEY, "updatedAt"]),
        weekly_numbers: WeeklyKey::ALL
            .iter()
            .map(|k| {
                let s = k.spec();
                let b = DecimalBounds {
                    min: s.min,
                    max: s.max,
                    decimals: s.decimals,
                };
                (s.key.to_string(), b)
            })
            .collect(),
        weekly_goalkeeper_keys: strings(
            WeeklyKey::ALL
                .iter()
                .filter(|k| k.spec().kind.goalkeeper_only)
                .map(|k| k.key()),
        ),
        weekly_note: chars(1, WEEKLY_NOTE_MAX_CHARS),
        confirmation_note: chars(0, skora_domain::confirmation::NOTE_MAX_CHARS),
        weekly_cross_rules: CROSS_RULES.to_vec(),
        weekly_first_year: WEEKLY_FIRST_YEAR.into(),
        weekly_season_max_entries: chars(0, WEEKLY_SEASON_MAX_ENTRIES).max,
        weekly_min_age: WEEKLY_MIN_AGE.into(),
        bidi_overrides: skora_foundations::text::BIDI_OVERRIDES
            .iter()
            .map(char::to_string)
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    #[test]
    fn serialises_the_contract_numbers_in_camel_case() {
        let v = serde_json::to_value(limits()).unwrap_or_default();
        assert_eq!(v["firstName"], json!({"min": 1, "max": 60}));
        assert_eq!(v["age"], json!({"min": 8, "max": 50}));
        assert_eq!(v["heightCm"], json!({"min": 140, "max": 220}));
        assert_eq!(v["weightKg"], json!({"min": 35, "max": 130}));
        assert_eq!(v["secondaryPositions"], json!({"min": 0, "max": 4}));
        assert_eq!(v["careerFirstYear"], json!(1950));
        assert_eq!(v["honourSeason"], json!({"min": 4, "max": 9}));
        assert_eq!(v["language"], json!({"min": 2, "max": 40}));
        assert_eq!(v["bio"], json!({"min": 0, "max": 1000}));
        assert_eq!(v["linkUrl"], json!({"min": 1, "max": 300}));
        assert_eq!(v["password"], json!({"min": 8, "max": 128}));
        assert_eq!(v["latitude"], json!({"min": -90, "max": 90}));
        assert_eq!(v["playerTypes"], json!(["outfield", "goalkeeper"]));
        assert_eq!(
            v["bidiOverrides"],
            json!([
                "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
                "\u{2068}", "\u{2069}"
            ])
        );
        assert_eq!(v["preferredFeet"], json!(["left", "right", "both"]));
        assert_eq!(
            v["availability"],
            json!([
                "open-to-offers",
                "free-agent",
                "under-contract",
                "on-loan",
                "not-looking"
            ])
        );
        assert_eq!(v["visibility"], json!(["public", "members"]));
        assert_eq!(v["goalkeeperPosition"], json!("GK"));
        assert_eq!(
            v["positions"],
            json!([
                "GK", "CB", "LB", "RB", "LWB", "RWB", "CDM", "CM", "CAM", "LM", "RM", "LW", "RW",
                "CF", "ST"
            ])
        );
        assert_eq!(v["countries"].as_array().map(Vec::len), Some(250));
    }

    #[test]
    fn serialises_the_contact_and_newsletter_limits() {
        let v = serde_json::to_value(limits()).unwrap_or_default();
        assert_eq!(v["contactName"], json!({"min": 1, "max": 80}));
        assert_eq!(v["contactMessage"], json!({"min": 10, "max": 2000}));
        assert_eq!(
            v["contactTopics"],
            json!([
                "player-profile",
                "clubs-and-scouts",
                "billing",
                "privacy",
                "press",
                "other"
            ])
        );
        assert_eq!(
            v["contactMessageKeys"],
            json!([
                "name",
                "email",
                "topic",
                "message",
                "createdAt",
                "expiresAt",
                "uid"
            ])
        );
        // Every one of them but the sender's uid (a signed-out visitor has none).
        let required: Vec<&Value> = v["contactMessageKeys"]
            .as_array()
            .map(|keys| keys.iter().filter(|k| *k != "uid").collect())
            .unwrap_or_default();
        assert_eq!(v["requiredContactMessageKeys"], json!(required));
        assert_eq!(
            v["newsletterSubscriptionKeys"],
            json!(["email", "createdAt", "source"])
        );
        assert_eq!(v["newsletterSources"], json!(["footer"]));
    }

    #[test]
    fn serialises_the_player_stats_contract() {
        let v = serde_json::to_value(limits()).unwrap_or_default();
        assert_eq!(
            v["statsKeys"],
            json!(["tests", "physical", "technical", "goalkeeping", "updatedAt"])
        );
        assert_eq!(
            v["requiredStatsKeys"],
            json!(["physical", "technical", "updatedAt"])
        );
        assert_eq!(
            v["statsTestKeys"],
            json!([
                "sprint10m",
                "sprint30m",
                "sprint40m",
                "yoyoIr1",
                "cmj",
                "broadJump",
                "topSpeed",
                "beepTest"
            ])
        );
        assert_eq!(v["statsPhysicalKeys"].as_array().map(Vec::len), Some(8));
        assert_eq!(v["statsTechnicalKeys"].as_array().map(Vec::len), Some(16));
        assert_eq!(
            v["statsGoalkeepingKeys"],
            json!([
                "aerialReach",
                "commandOfArea",
                "communication",
                "eccentricity",
                "handling",
                "kicking",
                "oneOnOnes",
                "passing",
                "punching",
                "reflexes",
                "rushingOut",
                "throwing"
            ])
        );
        assert_eq!(v["statsRating"], json!({"min": 1, "max": 20}));
        assert_eq!(v["statsStars"], json!({"min": 1, "max": 5}));
        assert_eq!(v["statsStarKeys"], json!(["weakFoot", "skillMoves"]));
        assert_eq!(v["measurementKeys"], json!(["value", "measuredOn"]));
        assert_eq!(v["measuredOnFirst"], json!("2000-01-01"));
        // Contract B's ranges, as the lead wrote them down.
        let tests = json!({
            "sprint10m": {"min": 1.4, "max": 3.0, "decimals": 2},
            "sprint30m": {"min": 3.5, "max": 6.5, "decimals": 2},
            "sprint40m": {"min": 4.2, "max": 8.0, "decimals": 2},
            "yoyoIr1": {"min": 5.1, "max": 23.8, "decimals": 1},
            "cmj": {"min": 10.0, "max": 80.0, "decimals": 1},
            "broadJump": {"min": 80.0, "max": 350.0, "decimals": 0},
            "topSpeed": {"min": 10.0, "max": 40.0, "decimals": 1},
            "beepTest": {"min": 1.0, "max": 21.0, "decimals": 1}
        });
        assert_eq!(v["statsTests"], tests);
    }

    #[test]
    fn serialises_the_weekly_contract() {
        let v = serde_json::to_value(limits()).unwrap_or_default();
        let keys = v["weeklyKeys"].as_array().cloned().unwrap_or_default();
        assert_eq!(keys.len(), 35);
        assert_eq!(
            (keys[0].clone(), keys[33].clone(), keys[34].clone()),
            (json!("week"), json!("note"), json!("updatedAt"))
        );
        assert_eq!(v["requiredWeeklyKeys"], json!(["week", "updatedAt"]));
        assert_eq!(
            v["weeklyNumbers"]["minutes"],
            json!({"min": 0.0, "max": 1300.0, "decimals": 0})
        );
        assert_eq!(
            v["weeklyNumbers"]["topSpeedKmh"],
            json!({"min": 10.0, "max": 45.0, "decimals": 1})
        );
        assert_eq!(
            v["weeklyNumbers"]["selfRating"],
            json!({"min": 1.0, "max": 10.0, "decimals": 0})
        );
        assert_eq!(v["weeklyNumbers"].as_object().map(|m| m.len()), Some(32));
        assert_eq!(v["weeklyGoalkeeperKeys"].as_array().map(Vec::len), Some(9));
        assert_eq!(v["weeklyNote"], json!({"min": 1, "max": 280}));
        assert_eq!(v["confirmationNote"], json!({"min": 0, "max": 280}));
        assert_eq!(v["weeklyFirstYear"], json!(2000));
        assert_eq!(v["weeklySeasonMaxEntries"], json!(60));
        assert_eq!(v["weeklyMinAge"], json!(14));
        let rules = v["weeklyCrossRules"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(rules.len(), 9);
        assert_eq!(
            rules[0],
            json!({"kind": "atMost", "field": "shotsOnTarget", "other": "shots", "factor": 1})
        );
        assert_eq!(
            rules[3],
            json!({"kind": "atMost", "field": "minutes", "other": "matches", "factor": 130})
        );
        assert_eq!(
            rules[6],
            json!({"kind": "onlyWhenZero", "field": "cleanSheets", "other": "goalsConceded"})
        );
    }

    #[test]
    fn required_keys_are_the_player_keys_less_the_optional_ones() {
        let l = limits();
        assert_eq!(l.player_keys.len(), 23);
        assert_eq!(l.required_player_keys.len(), 17);
        assert_eq!(l.details_keys.len(), 6);
        assert_eq!(
            l.required_details_keys,
            ["dateOfBirth", "showContactEmail", "updatedAt"]
        );
        for k in ["createdAt", "updatedAt", "hasPhoto", "bio", "links"] {
            assert!(l.required_player_keys.iter().any(|r| r == k), "{k}");
        }
        // Stored one document per entry, never in the CV.
        for k in ["career", "honours"] {
            assert!(!l.player_keys.iter().any(|r| r == k), "{k}");
        }
        assert_eq!(
            l.career_entry_keys,
            ["club", "league", "from", "to", "appearances", "goals"]
        );
        assert_eq!(l.honour_keys, ["title", "season"]);
        for k in OPTIONAL_PLAYER_KEYS {
            assert!(!l.required_player_keys.iter().any(|r| r == k), "{k}");
        }
    }

    #[test]
    fn player_keys_match_the_typed_document() {
        // A full PlayerProfile serialises to exactly the non-timestamp keys and the lists stored as entries.
        let v = serde_json::to_value(skora_domain::profile::fixtures::full_profile())
            .unwrap_or_default();
        let mut keys: Vec<&str> = v
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        keys.sort_unstable();
        let mut expected: Vec<&str> = PLAYER_KEYS
            .into_iter()
            .filter(|k| !k.ends_with("At"))
            .chain(skora_domain::profile::ENTRY_LISTS)
            .collect();
        expected.sort_unstable();
        assert_eq!(keys, expected);
        // And each entry to exactly its document's keys.
        let career: Vec<String> = v["career"][0]
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        let mut want: Vec<String> = CAREER_ENTRY_KEYS.map(String::from).to_vec();
        want.sort_unstable();
        let mut got = career;
        got.sort_unstable();
        assert_eq!(got, want);
        let honour: Vec<String> = v["honours"][0]
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        let mut want: Vec<String> = HONOUR_KEYS.map(String::from).to_vec();
        want.sort_unstable();
        let mut got = honour;
        got.sort_unstable();
        assert_eq!(got, want);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_domain::profile::fixtures::{full_details, full_profile};
    use skora_domain::profile::{edit_form, validate_profile_form};

    fn form() -> skora_domain::profile::ProfileForm {
        edit_form(
            serde_json::to_value(full_profile()).ok().as_ref(),
            serde_json::to_value(full_details()).ok().as_ref(),
        )
    }

    proptest! {
        // The limits the rules tests read are the ones the validator enforces, at both ends.
        #[test]
        fn first_name_length_is_what_the_limits_say(n in 0usize..80) {
            let l = limits();
            let mut f = form();
            f.first_name = "é".repeat(n);
            let ok = validate_profile_form(&f, "2024-06-01", true).is_ok();
            prop_assert_eq!(ok, (l.first_name.min..=l.first_name.max).contains(&(n as i64)));
        }

        #[test]
        fn weight_is_what_the_limits_say(n in 0i64..200) {
            let l = limits();
            let mut f = form();
            f.weight_kg = n.to_string();
            let ok = validate_profile_form(&f, "2024-06-01", true).is_ok();
            prop_assert_eq!(ok, (l.weight_kg.min..=l.weight_kg.max).contains(&n));
        }

        #[test]
        fn language_length_is_what_the_limits_say(n in 1usize..50) {
            let l = limits();
            let mut f = form();
            f.languages[0].name = "x".repeat(n);
            let ok = validate_profile_form(&f, "2024-06-01", true).is_ok();
            prop_assert_eq!(ok, (l.language.min..=l.language.max).contains(&(n as i64)));
        }

        // The measured tests' ranges the rules read are the ones the wizard's rule enforces, at both ends.
        #[test]
        fn stats_test_ranges_are_what_the_limits_say(i in 0usize..8, steps in -3i64..=3, top in any::<bool>()) {
            use skora_domain::attributes::{attributes_form, fixtures::stored_doc, validate_attributes_form};
            let l = limits();
            let t = Test::ALL[i];
            let b = l.stats_tests[t.key()];
            // `steps` input steps (0.01, 0.1 or 1) beyond or within the bound.
            let step = [1.0, 0.1, 0.01][usize::from(b.decimals)];
            let edge = if top { b.max } else { b.min };
            let value = edge + (steps as f64) * step * if top { 1.0 } else { -1.0 };
            let typed = skora_domain::number_field::fixed(value, b.decimals);
            let mut f = attributes_form(Some(&stored_doc()), false);
            f.set_test(t, &typed, "2024-01-01");
            let ok = validate_attributes_form(&f, "2025-06-01", false).is_ok();
            prop_assert_eq!(ok, steps <= 0, "{} {}", t.key(), typed);
        }

        #[test]
        fn stats_rating_ranges_are_what_the_limits_say(i in 0usize..36, n in -2i64..25) {
            use skora_domain::attributes::{attributes_form, fixtures::stored_doc, validate_attributes_form};
            let l = limits();
            let r = Rating::ALL[i];
            let gk = r.group() == Group::Goalkeeping;
            let stars = l.stats_star_keys.iter().any(|k| k == r.key());
            let b = if stars { l.stats_stars } else { l.stats_rating };
            let mut f = attributes_form(Some(&stored_doc()), gk);
            f.set_rating(r, &n.to_string());
            let ok = validate_attributes_form(&f, "2025-06-01", gk).is_ok();
            prop_assert_eq!(ok, (b.min..=b.max).contains(&n), "{}", r.key());
        }

        // The weekly numbers the rules read are the ones the weekly form's rule enforces, at both ends.
        #[test]
        fn weekly_ranges_are_what_the_limits_say(i in 0usize..32, n in -3i64..1400) {
            use skora_domain::weekly::{validate_weekly_form, weekly_form, WeeklyContext};
            let l = limits();
            let key = WeeklyKey::ALL[i];
            let b = l.weekly_numbers[key.key()];
            let mut f = weekly_form(None, "2025-W40");
            f.set(key.key(), &n.to_string());
            let context = WeeklyContext { today: "2025-11-01".into(), ..WeeklyContext::default() };
            let ok = validate_weekly_form(&f, &context).is_ok();
            prop_assert_eq!(ok, (b.min..=b.max).contains(&(n as f64)), "{} {}", key.key(), n);
        }

        // Each cross-field rule of the limits refuses exactly the pairs the form's rule refuses.
        #[test]
        fn weekly_cross_rules_are_what_the_limits_say(i in 0usize..9, a in 0u16..=10, b in 0u16..=10) {
            use skora_domain::weekly::{validate_weekly_form, weekly_form, WeeklyContext};
            let rules = serde_json::to_value(limits().weekly_cross_rules).unwrap_or_default();
            let rule = &rules[i];
            let (field, other) = (rule["field"].as_str().unwrap_or(""), rule["other"].as_str().unwrap_or(""));
            let (a, b) = (f64::from(a), f64::from(b));
            let holds = match rule["kind"].as_str() {
                Some("atMost") => a <= rule["factor"].as_f64().unwrap_or(0.0) * b,
                _ => a == 0.0 || b == 0.0,
            };
            let mut f = weekly_form(None, "2025-W40");
            f.set(field, &a.to_string());
            f.set(other, &b.to_string());
            let context = WeeklyContext { today: "2025-11-01".into(), ..WeeklyContext::default() };
            let errors = validate_weekly_form(&f, &context).err().unwrap_or_default();
            // 0–10 is within every range these fields have, so only a cross-field rule can refuse the pair.
            prop_assert_eq!(errors.iter().any(|e| e.field == field && e.code == "cross-field"), !holds, "{}", rule);
        }

        #[test]
        fn every_range_is_ordered(key in prop::sample::select(vec![
            "firstName", "age", "city", "latitude", "secondaryPositions", "heightCm", "weightKg",
            "career", "appearances", "honourSeason", "language", "bio", "links", "linkUrl", "password",
            "contactName", "contactMessage", "scoutName", "scoutOrganisation", "shortlists",
            "shortlistPlayers", "shortlistName", "shortlistNote",
        ])) {
            let v = serde_json::to_value(limits()).unwrap_or_default();
            let (min, max) = (v[key]["min"].as_i64(), v[key]["max"].as_i64());
            prop_assert!(min.zip(max).is_some_and(|(a, b)| a <= b), "{}", key);
        }
    }
}
