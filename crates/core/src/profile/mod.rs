//! The player CV: the stored document, its edit form, and the rules between them.

mod form;
mod model;
mod read;
mod validate;

pub use crate::completeness::is_profile_complete;
pub use form::*;
pub use model::*;
pub use read::read_profile;
pub use validate::validate_profile_form;
#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;
    use crate::positions::Position;
    use crate::store::LatLng;

    /// A profile with every optional key given, valid on 2024-06-01.
    pub fn full_profile() -> PlayerProfile {
        PlayerProfile {
            first_name: "Lionel".into(),
            last_name: "Messi".into(),
            date_of_birth: "1987-06-24".into(),
            nationality: "AR".into(),
            second_nationality: Some("ES".into()),
            country_of_residence: "US".into(),
            city: "Miami".into(),
            location: Some(LatLng {
                lat: 25.76,
                lng: -80.19,
            }),
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
            show_contact_email: true,
            visibility: Visibility::Public,
            has_photo: true,
        }
    }
}
