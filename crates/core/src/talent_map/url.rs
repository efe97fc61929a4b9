//! The map's state in the URL query, so a filtered map can be shared and survives a reload:
//! `?basedIn=ES&nationality=PT&position=ST&name=lucia&age=18-21&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6`.
//! The two country filters are the directory's too (`country_filter`): "Based in" is the country the map shows
//! (an older link's `country=ES` reads as `basedIn=ES`), "Nationality" narrows its players.
//!
//! Reading is tolerant, like the directory's (`directory::parse_query`): any link opens the map. A key left
//! out is its default; a country, position or type the core does not know is dropped (the filter would only
//! show an error nobody typed); the age is kept as typed (trimmed, capped), so a bad one shows its error under
//! the field; the view (`lat`, `lng`, `zoom`) is read only when all three are there and valid, since half a
//! view is no place. For a repeated key the first value wins, as `URLSearchParams.get` does.
//!
//! Writing is canonical: keys in the order above, defaults left out (`""` for the default state), the centre
//! to 4 decimals (≈ 11 m: finer than any coarse location, shorter URLs), so equal states give equal URLs.

use crate::country_filter::CountryFilter;
use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;
use skora_domain::store::{zoom_level, StoreState};
use skora_foundations::geo::LatLng;
use skora_foundations::percent::{encode_component, query_pairs};

/// The longest age text kept: every valid form is ≤ 7 characters; a little more shows a typo's error.
pub const AGE_MAX_CHARS: usize = 20;
/// The longest name text kept: longer than any display name, short enough for a URL.
pub const NAME_MAX_CHARS: usize = 100;

/// `s` cut to its first `max` characters.
fn capped(s: &str, max: usize) -> &str {
    match s.char_indices().nth(max) {
        Some((cut, _)) => &s[..cut],
        None => s,
    }
}

/// The age as the map keeps it from a URL: trimmed, capped.
fn age_text(s: &str) -> String {
    capped(s.trim(), AGE_MAX_CHARS).trim_end().to_string()
}

fn position(s: &str) -> Option<String> {
    Position::from_code(&s.trim().to_ascii_uppercase()).map(|p| p.code().to_string())
}

fn player_type(s: &str) -> String {
    PlayerType::parse(&s.trim().to_ascii_lowercase())
        .map_or_else(String::new, |t| t.as_str().to_string())
}

/// A coordinate written as a plain decimal (`-3.7`, `40`): no exponent, no `inf`/`NaN`, rounded to 4 decimals.
fn coordinate(s: &str) -> Option<f64> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let plain = !int.is_empty()
        && int.len() <= 3
        && frac.len() <= 20
        && int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
        && !(digits.contains('.') && frac.is_empty());
    plain.then(|| s.parse::<f64>().ok()).flatten().map(round4)
}

fn round4(x: f64) -> f64 {
    let r = (x * 10_000.0).round() / 10_000.0;
    // `-0` reads as 0: one spelling per point.
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

/// A zoom written as a whole number (`6`).
fn zoom(s: &str) -> Option<u8> {
    (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse::<u8>().ok())
        .flatten()
        .and_then(|z| zoom_level(f64::from(z)))
}

/// The state a URL search string (with or without its `?`) describes; everything not in it is the default.
pub fn parse_map_query(search: &str) -> StoreState {
    let mut state = StoreState::default();
    let (mut lat, mut lng, mut level) = (None, None, None);
    let pairs = query_pairs(search);
    let countries = CountryFilter::read_query(&pairs);
    (state.active_country, state.nationality) = (countries.based_in, countries.nationality);
    for (key, value) in pairs {
        match key.as_str() {
            "position" => state.active_position = position(&value),
            // As typed (not trimmed): the store holds the field's text, and a space typed between two words
            // must survive the URL's round trip while the scout types.
            "name" => state.player_name = capped(&value, NAME_MAX_CHARS).to_string(),
            "age" => state.player_age = age_text(&value),
            "type" => state.player_type = player_type(&value),
            "confirmed" => state.confirmed_only = matches!(value.trim(), "1" | "true"),
            "lat" => lat = Some(coordinate(value.trim())),
            "lng" => lng = Some(coordinate(value.trim())),
            "zoom" => level = Some(zoom(value.trim())),
            _ => {}
        }
    }
    if let (Some(Some(lat)), Some(Some(lng)), Some(Some(zoom))) = (lat, lng, level) {
        let center = LatLng { lat, lng };
        if center.is_valid() {
            state.map_center = center;
            state.map_zoom = zoom;
        }
    }
    state
}

/// A coordinate to 4 decimals without trailing zeros (`40.4`, `-3.7`, `15.2551`, `0`).
fn write_coordinate(x: f64) -> String {
    let text = format!("{:.4}", round4(x));
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

/// Whether the state's view is the default one as the URL writes it: the centre compared at the URL's 4
/// decimals, since a map library reports the default centre back with float noise (54.52600000001), which must
/// not put the default view into the URL.
fn shows_default_view(state: &StoreState) -> bool {
    let default = StoreState::default();
    round4(state.map_center.lat) == default.map_center.lat
        && round4(state.map_center.lng) == default.map_center.lng
        && state.map_zoom == default.map_zoom
}

/// The canonical search string of `state`, without `?`: `""` for the default state. Values the reader would
/// drop (an unknown country, position or type) are left out, so the string reads back as the state it shows.
pub fn map_query_string(state: &StoreState) -> String {
    let mut parts: Vec<String> = CountryFilter::new(
        state.active_country.as_deref(),
        state.nationality.as_deref(),
    )
    .query_parts();
    if let Some(p) = state.active_position.as_deref().and_then(position) {
        parts.push(format!("position={p}"));
    }
    let name = capped(&state.player_name, NAME_MAX_CHARS);
    if !name.is_empty() {
        parts.push(format!("name={}", encode_component(name)));
    }
    let age = age_text(&state.player_age);
    if !age.is_empty() {
        parts.push(format!("age={}", encode_component(&age)));
    }
    let kind = player_type(&state.player_type);
    if !kind.is_empty() {
        parts.push(format!("type={kind}"));
    }
    if state.confirmed_only {
        parts.push("confirmed=1".to_string());
    }
    if !shows_default_view(state) && state.map_center.is_valid() {
        if let Some(z) = zoom_level(f64::from(state.map_zoom)) {
            parts.push(format!("lat={}", write_coordinate(state.map_center.lat)));
            parts.push(format!("lng={}", write_coordinate(state.map_center.lng)));
            parts.push(format!("zoom={z}"));
        }
    }
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(f: impl FnOnce(&mut StoreState)) -> StoreState {
        let mut s = StoreState::default();
        f(&mut s);
        s
    }

    #[test]
    fn the_contract_example_reads_every_field() {
        let s = parse_map_query(
            "?basedIn=ES&nationality=PT&position=ST&name=lucia&age=18-21&type=goalkeeper&confirmed=1&lat=40.4&lng=-3.7&zoom=6",
        );
        assert_eq!(
            s,
            state(|s| {
                s.active_country = Some("ES".into());
                s.nationality = Some("PT".into());
                s.active_position = Some("ST".into());
                s.player_name = "lucia".into();
                s.player_age = "18-21".into();
                s.player_type = "goalkeeper".into();
                s.confirmed_only = true;
                s.map_center = LatLng {
                    lat: 40.4,
                    lng: -3.7,
                };
                s.map_zoom = 6;
            })
        );
        assert_eq!(
            map_query_string(&s),
            "basedIn=ES&nationality=PT&position=ST&name=lucia&age=18-21&type=goalkeeper&confirmed=1&lat=40.4&lng=-3.7&zoom=6"
        );
    }

    #[test]
    fn an_old_country_link_is_based_in() {
        let s = parse_map_query("country=pt&type=goalkeeper");
        assert_eq!(
            (s.active_country.as_deref(), s.nationality.as_deref()),
            (Some("PT"), None)
        );
        assert_eq!(map_query_string(&s), "basedIn=PT&type=goalkeeper");
        assert_eq!(
            parse_map_query("basedIn=ES&country=PT")
                .active_country
                .as_deref(),
            Some("ES")
        );
    }

    #[test]
    fn the_default_state_is_the_empty_query_and_back() {
        assert_eq!(map_query_string(&StoreState::default()), "");
        assert_eq!(parse_map_query(""), StoreState::default());
        assert_eq!(parse_map_query("?"), StoreState::default());
        assert_eq!(parse_map_query("?utm_source=x&&="), StoreState::default());
    }

    #[test]
    fn unknown_countries_positions_and_types_are_dropped_and_case_is_forgiven() {
        let s = parse_map_query("country=ZZ&position=XX&type=striker");
        assert_eq!(s, StoreState::default());
        let s = parse_map_query("country=es&position=st&type=Goalkeeper");
        assert_eq!(s.active_country.as_deref(), Some("ES"));
        assert_eq!(s.active_position.as_deref(), Some("ST"));
        assert_eq!(s.player_type, "goalkeeper");
    }

    #[test]
    fn the_age_is_kept_as_typed_so_its_error_shows() {
        assert_eq!(parse_map_query("age=+abc+").player_age, "abc");
        assert_eq!(parse_map_query("age=U17").player_age, "U17");
        assert_eq!(
            parse_map_query(&format!("age={}", "9".repeat(50))).player_age,
            "9".repeat(20)
        );
    }

    #[test]
    fn the_name_keeps_its_spaces_and_accents() {
        let s = parse_map_query("name=Luc%C3%ADa+");
        assert_eq!(s.player_name, "Lucía ");
        assert_eq!(map_query_string(&s), "name=Luc%C3%ADa%20");
        assert_eq!(
            parse_map_query(&format!("name={}", "é".repeat(300)))
                .player_name
                .chars()
                .count(),
            NAME_MAX_CHARS
        );
    }

    #[test]
    fn the_view_needs_all_three_keys_and_valid_values() {
        let default = StoreState::default();
        for q in [
            "lat=40.4&lng=-3.7",
            "lat=40.4&zoom=6",
            "lat=91&lng=0&zoom=6",
            "lat=40.4&lng=181&zoom=6",
            "lat=40.4&lng=-3.7&zoom=1",
            "lat=40.4&lng=-3.7&zoom=19",
            "lat=40.4&lng=-3.7&zoom=6.5",
            "lat=NaN&lng=-3.7&zoom=6",
            "lat=inf&lng=-3.7&zoom=6",
            "lat=1e1&lng=-3.7&zoom=6",
            "lat=40.&lng=-3.7&zoom=6",
            "lat=&lng=-3.7&zoom=6",
        ] {
            let s = parse_map_query(q);
            assert_eq!(
                (s.map_center, s.map_zoom),
                (default.map_center, default.map_zoom),
                "{q}"
            );
        }
        let s = parse_map_query("zoom=18&lng=-180&lat=-90");
        assert_eq!(
            (s.map_center, s.map_zoom),
            (
                LatLng {
                    lat: -90.0,
                    lng: -180.0
                },
                18
            )
        );
    }

    #[test]
    fn the_centre_is_written_to_four_decimals() {
        let s = state(|s| {
            s.map_center = LatLng {
                lat: 40.416_775,
                lng: -0.000_01,
            };
        });
        assert_eq!(map_query_string(&s), "lat=40.4168&lng=0&zoom=4");
        assert_eq!(
            parse_map_query("lat=40.416775&lng=-3.70379&zoom=4").map_center,
            LatLng {
                lat: 40.4168,
                lng: -3.7038
            }
        );
    }

    #[test]
    fn the_default_centre_with_float_noise_is_still_the_default_view() {
        let s = state(|s| {
            s.map_center = LatLng {
                lat: 54.526_000_000_01,
                lng: 15.255_099_999_99,
            };
        });
        assert_eq!(map_query_string(&s), "");
        let zoomed = StoreState { map_zoom: 5, ..s };
        assert_eq!(map_query_string(&zoomed), "lat=54.526&lng=15.2551&zoom=5");
    }

    #[test]
    fn the_first_of_a_repeated_key_wins() {
        let s = parse_map_query("country=ES&country=FR&age=19&age=20");
        assert_eq!(
            (s.active_country.as_deref(), s.player_age.as_str()),
            (Some("ES"), "19")
        );
    }

    #[test]
    fn values_the_reader_would_drop_are_not_written() {
        let s = state(|s| {
            s.active_country = Some("Spain".into());
            s.nationality = Some("ZZ".into());
            s.active_position = Some("striker".into());
            s.player_type = "keeper".into();
            s.player_age = "  ".into();
        });
        assert_eq!(map_query_string(&s), "");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_domain::countries::country_codes;
    use skora_domain::positions::positions;

    /// A state the URL can hold: known codes, an age trimmed and capped, a name capped, a centre at 4 decimals.
    fn valid_state() -> impl Strategy<Value = StoreState> {
        let codes: Vec<String> = country_codes().map(str::to_string).collect();
        let position_codes: Vec<String> = positions()
            .into_iter()
            .map(|p| p.code.code().to_string())
            .collect();
        (
            (
                prop::option::of(prop::sample::select(codes.clone())),
                prop::option::of(prop::sample::select(codes)),
            ),
            prop::option::of(prop::sample::select(position_codes)),
            "\\PC{0,12}",
            prop_oneof![
                "",
                "[0-9]{1,2}",
                "[0-9]{1,2}-[0-9]{1,2}",
                "U[0-9]{1,2}",
                "[a-z0-9+ -]{0,20}"
            ],
            prop::sample::select(vec!["", "outfield", "goalkeeper"]),
            (-900_000i32..=900_000, -1_800_000i32..=1_800_000, 2u8..=18),
        )
            .prop_map(
                |((country, nationality), position, name, age, kind, (lat, lng, zoom))| {
                    StoreState {
                        map_center: LatLng {
                            lat: f64::from(lat) / 10_000.0,
                            lng: f64::from(lng) / 10_000.0,
                        },
                        map_zoom: zoom,
                        active_position: position,
                        active_country: country,
                        nationality,
                        player_name: name,
                        player_age: age_text(&age),
                        player_type: kind.to_string(),
                        confirmed_only: zoom % 2 == 0,
                    }
                },
            )
    }

    proptest! {
        #[test]
        fn every_valid_state_round_trips_through_its_query(s in valid_state()) {
            prop_assert_eq!(parse_map_query(&map_query_string(&s)), s);
        }

        #[test]
        fn any_search_string_reads_without_panicking_into_a_canonical_state(
            q in prop_oneof!["\\PC{0,60}", "[a-z=&%+0-9.-]{0,50}"],
        ) {
            let s = parse_map_query(&q);
            prop_assert!(s.map_center.is_valid());
            prop_assert!(zoom_level(f64::from(s.map_zoom)).is_some());
            // What it read writes back to a string that reads as the same state.
            prop_assert_eq!(parse_map_query(&map_query_string(&s)), s);
        }
    }
}
