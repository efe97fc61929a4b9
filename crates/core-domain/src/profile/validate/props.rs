//! The whole form's properties: it never panics, a valid document round-trips, and the boundaries.

use super::*;
use crate::profile::form::{CareerForm, HonourForm, LanguageForm, LinkForm};
use crate::profile::model::fixtures::{full_details, full_profile};
use crate::profile::model::CareerEntry;
use crate::profile::read::read_profile;
use crate::profile::split::{edit_form, ProfileDocuments};
use skora_foundations::geo::LatLng;
use skora_foundations::limits;

fn form_of(docs: &ProfileDocuments) -> ProfileForm {
    edit_form(
        serde_json::to_value(&docs.cv).ok().as_ref(),
        serde_json::to_value(&docs.details).ok().as_ref(),
    )
}

fn full_form() -> ProfileForm {
    form_of(&ProfileDocuments {
        cv: full_profile(),
        details: full_details(),
    })
}
use proptest::prelude::*;

const TODAY: &str = "2024-06-01";

/// Names of 2..=max chars (letters inside may be separated by spaces, dots, apostrophes, hyphens).
fn text(max: usize) -> impl Strategy<Value = String> {
    let pattern = format!("[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{{0,{}}}[A-Za-zÀ-ÿ]", max - 2);
    proptest::string::string_regex(&pattern).expect("a valid regex")
}

fn any_form() -> impl Strategy<Value = ProfileForm> {
    let s = || prop_oneof![any::<String>(), "[0-9A-Za-z /.:-]{0,12}"];
    (
        (s(), s(), s(), s(), s(), s(), s(), s(), s()),
        (
            s(),
            s(),
            prop::collection::vec(s(), 0..6),
            s(),
            s(),
            s(),
            s(),
            s(),
        ),
        (
            prop::collection::vec((s(), s(), s(), s(), s(), s()), 0..4),
            prop::collection::vec((s(), s()), 0..3),
            prop::collection::vec(s(), 0..4),
            s(),
            prop::collection::vec((s(), s()), 0..3),
            s(),
            any::<bool>(),
            s(),
            s(),
        ),
    )
        .prop_map(|(a, b, c)| ProfileForm {
            first_name: a.0,
            last_name: a.1,
            date_of_birth: a.2,
            nationality: a.3,
            second_nationality: a.4,
            country_of_residence: a.5,
            city: a.6,
            latitude: a.7,
            longitude: a.8,
            player_type: b.0,
            main_position: b.1,
            secondary_positions: b.2,
            preferred_foot: b.3,
            height_cm: b.4,
            weight_kg: b.5,
            current_club: b.6,
            availability: b.7,
            career: c
                .0
                .into_iter()
                .map(|r| CareerForm {
                    club: r.0,
                    league: r.1,
                    from: r.2,
                    to: r.3,
                    appearances: r.4,
                    goals: r.5,
                })
                .collect(),
            honours: c
                .1
                .into_iter()
                .map(|r| HonourForm {
                    title: r.0,
                    season: r.1,
                })
                .collect(),
            languages: c.2.into_iter().map(|name| LanguageForm { name }).collect(),
            bio: c.3,
            links: c
                .4
                .into_iter()
                .map(|r| LinkForm {
                    label: r.0,
                    url: r.1,
                })
                .collect(),
            contact_email: c.5,
            show_contact_email: c.6,
            visibility: c.7,
            guardian_email: c.8,
        })
}

/// Valid profiles: the full one with its free-text and numeric fields varied within the limits.
fn valid_profile() -> impl Strategy<Value = ProfileDocuments> {
    (
        text(limits::NAME_MAX_CHARS),
        text(limits::CITY_MAX_CHARS),
        prop::option::of(limits::HEIGHT_CM_MIN..=limits::HEIGHT_CM_MAX),
        prop::option::of(limits::WEIGHT_KG_MIN..=limits::WEIGHT_KG_MAX),
        prop::option::of((-90.0f64..=90.0, -180.0f64..=180.0)),
        (
            1950u16..=2024,
            0u16..=5,
            any::<bool>(),
            0u16..=2000,
            0u16..=2000,
        ),
        "\\PC{0,200}",
        any::<bool>(),
    )
        .prop_map(
            |(name, city, height_cm, weight_kg, location, career, bio, has_photo)| {
                let (from, span, current, appearances, goals) = career;
                let mut p = full_profile();
                let mut details = full_details();
                p.first_name = name.clone();
                p.last_name = name;
                p.city = city;
                p.height_cm = height_cm;
                p.weight_kg = weight_kg;
                details.location = location.map(|(lat, lng)| LatLng {
                    lat: lat + 0.0,
                    lng: lng + 0.0,
                });
                p.career[0] = CareerEntry {
                    from,
                    to: if current {
                        None
                    } else {
                        Some((from + span).min(2024))
                    },
                    appearances,
                    goals,
                    ..p.career[0].clone()
                };
                p.bio = bio.trim().to_string();
                p.has_photo = has_photo;
                ProfileDocuments { cv: p, details }
            },
        )
}

proptest! {
    #[test]
    fn never_panics_on_arbitrary_forms(form in any_form(), today in prop_oneof![Just(TODAY.to_string()), any::<String>()]) {
        match validate_profile_form(&form, &today, false) {
            Ok(p) => {
                // What it accepts, it accepts again unchanged (idempotence through the stored form).
                let again = form_of(&p);
                // Nothing private is public: no exact date or point, and a hidden e-mail stays hidden.
                let cv = serde_json::to_value(&p.cv).unwrap_or_default();
                prop_assert!(cv.get("dateOfBirth").is_none() && cv.get("location").is_none());
                prop_assert!(p.cv.contact_email.is_none() || p.details.show_contact_email);
                prop_assert_eq!(Some(p.cv.birth_month.as_str()), p.details.date_of_birth.get(..7));
                prop_assert_eq!(validate_profile_form(&again, &today, false), Ok(p));
            }
            Err(errors) => prop_assert!(!errors.is_empty()),
        }
    }

    #[test]
    fn valid_documents_round_trip_through_the_form(p in valid_profile()) {
        let doc = serde_json::to_value(&p.cv).unwrap_or_default();
        let form = form_of(&p);
        prop_assert_eq!(validate_profile_form(&form, TODAY, p.cv.has_photo), Ok(p.clone()));
        prop_assert_eq!(read_profile(&doc), Some(p.cv));
    }

    /// Under 16 on `today` (the 16th birthday after it), a CV without a guardian's e-mail is refused at
    /// that field alone; from the birthday on, it is accepted without one. Ages are counted here apart from
    /// the core (days up to 28: no 29 February), so the two readings are checked against each other.
    #[test]
    fn a_guardian_email_is_required_exactly_under_16(
        today in (2024u16..=2040, 1u8..=12, 1u8..=28),
        born in (1u8..=12, 1u8..=28),
        years in 8u16..=50,
        guardian in prop_oneof![Just(String::new()), Just("  ".to_string()), Just("mum@example.com".to_string())],
    ) {
        let (ty, tm, td) = today;
        let (bm, bd) = born;
        let by = ty - years;
        // The age: `years`, or one less before the birthday. Outside 8..=50 the date has its own error.
        let age = years - u16::from((bm, bd) > (tm, td));
        prop_assume!((8..=50).contains(&age));
        let form = ProfileForm {
            date_of_birth: format!("{by}-{bm:02}-{bd:02}"),
            guardian_email: guardian.clone(),
            ..full_form()
        };
        let today = format!("{ty}-{tm:02}-{td:02}");
        let result = validate_profile_form(&form, &today, true);
        if age < 16 && guardian.trim().is_empty() {
            let fields: Vec<(String, String)> = result.err().unwrap_or_default().into_iter().map(|e| (e.field, e.code)).collect();
            prop_assert_eq!(fields, vec![("guardianEmail".to_string(), "required".to_string())]);
        } else {
            let kept = result.map(|p| p.details.guardian_email);
            let expected = Some(guardian.trim().to_string()).filter(|g| !g.is_empty());
            prop_assert_eq!(kept, Ok(expected));
        }
    }

    #[test]
    fn bio_length_boundary(n in 0usize..1100) {
        let mut form = full_form();
        form.bio = "é".repeat(n);
        prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), n <= limits::BIO_MAX_CHARS);
    }

    #[test]
    fn height_boundary(n in 0u32..400) {
        let mut form = full_form();
        form.height_cm = n.to_string();
        let ok = (u32::from(limits::HEIGHT_CM_MIN)..=u32::from(limits::HEIGHT_CM_MAX)).contains(&n);
        prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), ok);
    }

    #[test]
    fn career_year_boundary(from in 1900u16..2100) {
        let mut form = full_form();
        form.career[1].from = from.to_string();
        let ok = (limits::CAREER_FIRST_YEAR..=2024).contains(&from);
        prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), ok);
    }
}
