//! The player CV as stored in `players/{uid}`: typed, so an invalid document cannot be built.

use serde::{Deserialize, Serialize};

use crate::positions::Position;
use skora_foundations::geo::LatLng;

/// An enum stored as a fixed string, with its value list (for the limits and the rules), parsing, and
/// the words the CV shows for it (kept beside the code, so a new value cannot lack its label).
macro_rules! string_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $s:literal => $label:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
        pub enum $name {
            $(#[serde(rename = $s)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The stored string.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $s),+
                }
            }

            /// The value for a stored string; exact, like the Firestore rules.
            pub fn parse(s: &str) -> Option<Self> {
                match s {
                    $($s => Some($name::$variant),)+
                    _ => None,
                }
            }

            /// What the CV and the editor show for the value.
            pub fn label(self) -> &'static str {
                match self {
                    $($name::$variant => $label),+
                }
            }
        }
    };
}

string_enum! {
    /// Goalkeepers and outfield players have different CVs (main position `GK` iff goalkeeper).
    PlayerType { Outfield = "outfield" => "Outfield player", Goalkeeper = "goalkeeper" => "Goalkeeper" }
}

string_enum! {
    Foot { Left = "left" => "Left", Right = "right" => "Right", Both = "both" => "Both feet" }
}

string_enum! {
    Availability {
        OpenToOffers = "open-to-offers" => "Open to offers",
        FreeAgent = "free-agent" => "Free agent",
        UnderContract = "under-contract" => "Under contract",
        OnLoan = "on-loan" => "On loan",
        NotLooking = "not-looking" => "Not looking for a club",
    }
}

string_enum! {
    /// Who may read the CV: anyone, or only signed-in users.
    Visibility {
        Public = "public" => "Public: anyone can see my CV",
        Members = "members" => "Members only: signed-in SKORA users can see my CV",
    }
}

/// One club in the career history; `to: null` means the player is still there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct CareerEntry {
    pub club: String,
    pub league: String,
    pub from: u16,
    pub to: Option<u16>,
    pub appearances: u16,
    pub goals: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Honour {
    pub title: String,
    pub season: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Link {
    pub label: String,
    pub url: String,
}

/// The `players/{uid}` document (the CV visitors see) without its timestamps.
///
/// It holds no exact birth date, no exact location and no hidden e-mail (those are in [`PlayerDetails`],
/// owner-only): the birth month gives the age, and `contact_email` is present only when the owner chose
/// to show it. Optional keys are skipped when `None`, so the Firestore document has them absent (never
/// `null` or `''`); `missing_as_null` only affects `career[].to`, the one `Option` that is always written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct PlayerProfile {
    pub first_name: String,
    pub last_name: String,
    /// `YYYY-MM`: the month of the (private) date of birth.
    pub birth_month: String,
    /// ISO 3166-1 alpha-2.
    pub nationality: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second_nationality: Option<String>,
    pub country_of_residence: String,
    pub city: String,
    pub player_type: PlayerType,
    pub main_position: Position,
    pub secondary_positions: Vec<Position>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preferred_foot: Option<Foot>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height_cm: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weight_kg: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_club: Option<String>,
    pub availability: Availability,
    pub career: Vec<CareerEntry>,
    pub honours: Vec<Honour>,
    pub languages: Vec<String>,
    pub bio: String,
    pub links: Vec<Link>,
    /// Present only when the owner shows it on the CV.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contact_email: Option<String>,
    pub visibility: Visibility,
    pub has_photo: bool,
}

/// The `players/{uid}/private/details` document (owner-only) without its `updatedAt`: what the CV must
/// not print.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlayerDetails {
    /// `YYYY-MM-DD`.
    pub date_of_birth: String,
    /// When absent, the map uses the residence country's centroid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub location: Option<LatLng>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub contact_email: Option<String>,
    pub show_contact_email: bool,
    /// A parent's or guardian's address: contact requests to a player under
    /// [`GUARDIAN_BELOW_AGE`](crate::contact_request::GUARDIAN_BELOW_AGE) go there, so it is required
    /// while the player is that young (`validate_profile_form`) and kept, if given, afterwards. Never on
    /// the CV.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub guardian_email: Option<String>,
}

/// Every key a `players/{uid}` document may have, timestamps included (the rules' `hasOnly` list). The
/// profile's `career` and `honours` are not among them: they are stored one document per entry
/// ([`ENTRY_LISTS`]), so the rules can check every entry whole.
pub const PLAYER_KEYS: [&str; 23] = [
    "firstName",
    "lastName",
    "birthMonth",
    "nationality",
    "secondNationality",
    "countryOfResidence",
    "city",
    "playerType",
    "mainPosition",
    "secondaryPositions",
    "preferredFoot",
    "heightCm",
    "weightKg",
    "currentClub",
    "availability",
    "languages",
    "bio",
    "links",
    "contactEmail",
    "visibility",
    "hasPhoto",
    "createdAt",
    "updatedAt",
];

/// The profile's lists stored as documents, one per entry, beside the CV: `players/{uid}/career/{NN}`
/// and `players/{uid}/honours/{NN}` (`firestore_paths::entry_path`). The readers get them back as lists
/// (`profile::with_entries`); the save writes them with the CV (`profile::cv_writes`).
pub const ENTRY_LISTS: [&str; 2] = ["career", "honours"];

/// Every key of a `players/{uid}/career/{NN}` document (all required; `to` is `null` for the current club).
pub const CAREER_ENTRY_KEYS: [&str; 6] = ["club", "league", "from", "to", "appearances", "goals"];

/// Every key of a `players/{uid}/honours/{NN}` document (all required).
pub const HONOUR_KEYS: [&str; 2] = ["title", "season"];

/// The keys a document may leave out (absent = not given); every other key of `PLAYER_KEYS` is required.
pub const OPTIONAL_PLAYER_KEYS: [&str; 6] = [
    "secondNationality",
    "preferredFoot",
    "heightCm",
    "weightKg",
    "currentClub",
    "contactEmail",
];

/// Every key of `players/{uid}/private/details`, its timestamp included.
pub const DETAILS_KEYS: [&str; 6] = [
    "dateOfBirth",
    "location",
    "contactEmail",
    "showContactEmail",
    "guardianEmail",
    "updatedAt",
];

/// The keys the private document may leave out (`guardianEmail` only while the player is 16 or older,
/// which the validation and the rules check beside the keys).
pub const OPTIONAL_DETAILS_KEYS: [&str; 3] = ["location", "contactEmail", "guardianEmail"];

/// The keys a CV written before the data split held, which now live in the private document only.
pub const MOVED_KEYS: [&str; 4] = [
    "dateOfBirth",
    "location",
    "contactEmail",
    "showContactEmail",
];

#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures {
    use super::*;

    /// The private details of `full_profile`, every optional key given: the e-mail shown, and a
    /// guardian's e-mail, which an adult may keep.
    pub fn full_details() -> PlayerDetails {
        PlayerDetails {
            date_of_birth: "1987-06-24".into(),
            location: Some(LatLng {
                lat: 25.76,
                lng: -80.19,
            }),
            contact_email: Some("leo@example.com".into()),
            show_contact_email: true,
            guardian_email: Some("jorge@example.com".into()),
        }
    }

    /// A CV with every optional key given, valid on 2024-06-01.
    pub fn full_profile() -> PlayerProfile {
        PlayerProfile {
            first_name: "Lionel".into(),
            last_name: "Messi".into(),
            birth_month: "1987-06".into(),
            nationality: "AR".into(),
            second_nationality: Some("ES".into()),
            country_of_residence: "US".into(),
            city: "Miami".into(),
            player_type: PlayerType::Outfield,
            main_position: Position::Rw,
            secondary_positions: vec![Position::Cf, Position::Cam],
            preferred_foot: Some(Foot::Left),
            height_cm: Some(170),
            weight_kg: Some(72),
            current_club: Some("Inter Miami".into()),
            availability: Availability::UnderContract,
            career: vec![
                CareerEntry {
                    club: "Barcelona".into(),
                    league: "La Liga".into(),
                    from: 2004,
                    to: Some(2021),
                    appearances: 778,
                    goals: 672,
                },
                CareerEntry {
                    club: "Inter Miami".into(),
                    league: "MLS".into(),
                    from: 2023,
                    to: None,
                    appearances: 40,
                    goals: 30,
                },
            ],
            honours: vec![Honour {
                title: "World Cup".into(),
                season: "2022".into(),
            }],
            languages: vec!["Spanish".into(), "English".into()],
            bio: "Forward.".into(),
            links: vec![Link {
                label: "Instagram".into(),
                url: "https://instagram.com/leomessi".into(),
            }],
            contact_email: Some("leo@example.com".into()),
            visibility: Visibility::Public,
            has_photo: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn enums_use_the_stored_strings() {
        let as_json = |v: serde_json::Result<Value>| v.ok();
        use serde_json::Value;
        assert_eq!(
            as_json(serde_json::to_value(PlayerType::Goalkeeper)),
            Some(json!("goalkeeper"))
        );
        assert_eq!(
            as_json(serde_json::to_value(Availability::OpenToOffers)),
            Some(json!("open-to-offers"))
        );
        assert_eq!(
            as_json(serde_json::to_value(Availability::NotLooking)),
            Some(json!("not-looking"))
        );
        assert_eq!(
            as_json(serde_json::to_value(Foot::Both)),
            Some(json!("both"))
        );
        assert_eq!(
            as_json(serde_json::to_value(Visibility::Members)),
            Some(json!("members"))
        );
    }

    #[test]
    fn every_value_has_the_label_the_cv_shows() {
        assert_eq!(PlayerType::Outfield.label(), "Outfield player");
        assert_eq!(PlayerType::Goalkeeper.label(), "Goalkeeper");
        assert_eq!(Foot::Both.label(), "Both feet");
        assert_eq!(Availability::NotLooking.label(), "Not looking for a club");
        assert_eq!(Availability::OnLoan.label(), "On loan");
        assert_eq!(
            Visibility::Members.label(),
            "Members only: signed-in SKORA users can see my CV"
        );
    }

    #[test]
    fn optional_keys_are_absent_and_current_club_end_is_null() {
        let mut p = fixtures::full_profile();
        p.second_nationality = None;
        p.preferred_foot = None;
        p.height_cm = None;
        p.weight_kg = None;
        p.current_club = None;
        p.contact_email = None;
        let v = serde_json::to_value(&p).unwrap_or_default();
        for key in OPTIONAL_PLAYER_KEYS {
            assert!(v.get(key).is_none(), "{key}");
        }
        assert_eq!(v["career"][1]["to"], json!(null));
    }

    #[test]
    fn the_cv_holds_no_moved_key_and_the_details_only_their_own() {
        let cv = serde_json::to_value(fixtures::full_profile()).unwrap_or_default();
        for key in MOVED_KEYS.iter().filter(|k| **k != "contactEmail") {
            assert!(cv.get(key).is_none(), "{key}");
            assert!(!PLAYER_KEYS.contains(key), "{key}");
        }
        let details = serde_json::to_value(fixtures::full_details()).unwrap_or_default();
        let keys: Vec<&str> = details
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k.as_str())
            .collect();
        assert!(keys.iter().all(|k| DETAILS_KEYS.contains(k)));
        assert_eq!(keys.len(), DETAILS_KEYS.len() - 1);
        let mut bare = fixtures::full_details();
        bare.location = None;
        bare.contact_email = None;
        bare.guardian_email = None;
        let v = serde_json::to_value(bare).unwrap_or_default();
        for key in OPTIONAL_DETAILS_KEYS {
            assert!(v.get(key).is_none(), "{key}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn parse_is_the_inverse_of_as_str(s in any::<String>()) {
            for v in PlayerType::ALL { prop_assert_eq!(PlayerType::parse(v.as_str()), Some(*v)); }
            for v in Availability::ALL { prop_assert_eq!(Availability::parse(v.as_str()), Some(*v)); }
            for v in Foot::ALL { prop_assert_eq!(Foot::parse(v.as_str()), Some(*v)); }
            for v in Visibility::ALL { prop_assert_eq!(Visibility::parse(v.as_str()), Some(*v)); }
            if let Some(v) = Availability::parse(&s) {
                prop_assert_eq!(v.as_str(), s.as_str());
                prop_assert_eq!(serde_json::to_value(v).ok(), Some(serde_json::Value::from(s.clone())));
            }
            if let Some(v) = PlayerType::parse(&s) {
                prop_assert_eq!(v.as_str(), s.as_str());
            }
        }
    }
}
