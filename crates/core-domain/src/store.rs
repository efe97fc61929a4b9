//! The shared app state, with a version counter the React side subscribes to.
//!
//! Setters report whether anything changed and bump the version only then, so components
//! re-render on real changes and never on a write of the same value.

use serde::{Deserialize, Serialize};

use skora_foundations::geo::LatLng;

/// A player as shown on the map. Minimal for now; later issues extend it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlayerPin {
    pub id: String,
    pub name: String,
    pub country: String,
    pub position: String,
    pub player_type: String,
    pub age: Option<u8>,
    pub location: Option<LatLng>,
}

/// Everything the app shares between pages: the snapshot React reads on every change. The seed's state for
/// the talent map (`/map`): its centre and its filters; its `players` are the loaded table's, listed by
/// `talent_map::MapStore::players`. The directory does not use it: it reads its query from
/// the URL and pages on the server (`directory::plan`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
// The seed's filters start as `null`, not missing: serialise `None` as null for JS.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct StoreState {
    pub map_center: LatLng,
    /// The map's zoom level, a whole number in `MIN_ZOOM..=MAX_ZOOM` (Leaflet's levels, snapped to integers).
    pub map_zoom: u8,
    /// The map's filters, as the seed names them.
    pub active_position: Option<String>,
    /// "Based in": the country whose players the map shows (`country_filter`).
    pub active_country: Option<String>,
    /// "Nationality": either of the player's nationalities, among the country's players (`country_filter`).
    pub nationality: Option<String>,
    pub player_name: String,
    /// The single-age filter as typed (`18`, `18-21`, `U17`, `30+`).
    pub player_age: String,
    pub player_type: String,
    /// "Confirmed stats only": players some of whose newest season's minutes an official confirmed.
    #[serde(default)]
    pub confirmed_only: bool,
}

/// The map opens centred on Europe, where most players are.
pub const DEFAULT_MAP_CENTER: LatLng = LatLng {
    lat: 54.526,
    lng: 15.2551,
};

/// The zoom the map opens at: Europe fits a laptop's screen.
pub const DEFAULT_MAP_ZOOM: u8 = 4;
/// Below 2 the world repeats side by side; above 18 the base layers have no detail (and locations are coarse,
/// ≥ 5 km, anyway).
pub const MIN_ZOOM: u8 = 2;
pub const MAX_ZOOM: u8 = 18;

/// The zoom level of a map library's `zoom` (rounded to the nearest level), or `None` when it is no level the
/// map shows (not finite, or outside `MIN_ZOOM..=MAX_ZOOM` once rounded).
pub fn zoom_level(zoom: f64) -> Option<u8> {
    let level = zoom.round();
    (level >= f64::from(MIN_ZOOM) && level <= f64::from(MAX_ZOOM)).then_some(level as u8)
}

/// `lng` on the same meridian within -180..=180 (the map library reports a centre panned past the
/// antimeridian as 190, -370, …). Not finite stays not finite, for the caller to refuse.
pub fn wrap_longitude(lng: f64) -> f64 {
    if (-180.0..=180.0).contains(&lng) || !lng.is_finite() {
        lng
    } else {
        (lng + 180.0).rem_euclid(360.0) - 180.0
    }
}

impl Default for StoreState {
    fn default() -> Self {
        Self {
            map_center: DEFAULT_MAP_CENTER,
            map_zoom: DEFAULT_MAP_ZOOM,
            active_position: None,
            active_country: None,
            nationality: None,
            player_name: String::new(),
            player_age: String::new(),
            player_type: String::new(),
            confirmed_only: false,
        }
    }
}

/// The state and its version; the version starts at 0 and grows by one per real change.
#[derive(Debug, Clone, Default)]
pub struct Store {
    state: StoreState,
    version: u64,
}

/// Replaces `slot` with `value` if they differ; returns whether it did.
fn replace<T: PartialEq>(slot: &mut T, value: T) -> bool {
    if *slot == value {
        false
    } else {
        *slot = value;
        true
    }
}

impl Store {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn state(&self) -> &StoreState {
        &self.state
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// Bumps the version when `changed`, then passes `changed` through.
    fn bump_if(&mut self, changed: bool) -> bool {
        if changed {
            // Saturating: 2^64 changes will not happen, and wrapping would break monotonicity.
            self.version = self.version.saturating_add(1);
        }
        changed
    }

    /// Rejects (returns false, changes nothing) a centre that is not a real point on the map,
    /// since the map library misbehaves on NaN or out-of-range coordinates.
    pub fn set_map_center(&mut self, v: LatLng) -> bool {
        let changed = v.is_valid() && replace(&mut self.state.map_center, v);
        self.bump_if(changed)
    }

    /// The map's centre and zoom together (what a pan or a zoom ends on), as one change. Refused as a whole
    /// (`false`, nothing changes) when either is not one the map can show; a fractional zoom is rounded, and a
    /// longitude past ±180 (a map panned round the world) is brought back to the same meridian.
    pub fn set_map_view(&mut self, center: LatLng, zoom: f64) -> bool {
        let center = LatLng {
            lat: center.lat,
            lng: wrap_longitude(center.lng),
        };
        let Some(zoom) = zoom_level(zoom).filter(|_| center.is_valid()) else {
            return false;
        };
        let changed =
            replace(&mut self.state.map_center, center) | replace(&mut self.state.map_zoom, zoom);
        self.bump_if(changed)
    }

    /// The whole state at once (e.g. read from the URL): one change if anything differed. The caller passes a
    /// state whose view is valid (`talent_map::url` builds one).
    pub fn set_state(&mut self, state: StoreState) -> bool {
        let changed = (state.map_center.is_valid()
            && zoom_level(f64::from(state.map_zoom)).is_some())
            && replace(&mut self.state, state);
        self.bump_if(changed)
    }

    /// Counts a change of what the state describes but does not hold (the map's loaded players), so that
    /// subscribers re-read: the version is the one "something changed" signal React listens to.
    pub fn touch(&mut self) {
        self.bump_if(true);
    }

    pub fn set_active_position(&mut self, v: Option<String>) -> bool {
        let changed = replace(&mut self.state.active_position, v);
        self.bump_if(changed)
    }

    pub fn set_active_country(&mut self, v: Option<String>) -> bool {
        let changed = replace(&mut self.state.active_country, v);
        self.bump_if(changed)
    }

    pub fn set_nationality(&mut self, v: Option<String>) -> bool {
        let changed = replace(&mut self.state.nationality, v);
        self.bump_if(changed)
    }

    pub fn set_player_name(&mut self, v: String) -> bool {
        let changed = replace(&mut self.state.player_name, v);
        self.bump_if(changed)
    }

    pub fn set_player_age(&mut self, v: String) -> bool {
        let changed = replace(&mut self.state.player_age, v);
        self.bump_if(changed)
    }

    pub fn set_player_type(&mut self, v: String) -> bool {
        let changed = replace(&mut self.state.player_type, v);
        self.bump_if(changed)
    }

    pub fn set_confirmed_only(&mut self, v: bool) -> bool {
        let changed = replace(&mut self.state.confirmed_only, v);
        self.bump_if(changed)
    }

    /// The filters and the map back to their defaults (e.g. on logout); counts as one change if anything
    /// differed.
    pub fn reset(&mut self) -> bool {
        let changed = replace(&mut self.state, StoreState::default());
        self.bump_if(changed)
    }

    /// "Reset filters": nationality, position, name, age, type and "confirmed stats only" back to empty, as one
    /// change; "Based in"
    /// (where the scout is looking) and the map's view stay.
    pub fn clear_filters(&mut self) -> bool {
        let cleared = StoreState {
            active_position: None,
            nationality: None,
            player_name: String::new(),
            player_age: String::new(),
            player_type: String::new(),
            confirmed_only: false,
            ..self.state.clone()
        };
        let changed = replace(&mut self.state, cleared);
        self.bump_if(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_store_has_defaults_and_version_zero() {
        let s = Store::new();
        assert_eq!(s.version(), 0);
        assert_eq!(s.state(), &StoreState::default());
        assert_eq!(
            s.state().map_center,
            LatLng {
                lat: 54.526,
                lng: 15.2551
            }
        );
        assert_eq!(s.state().active_position, None);
        assert_eq!(s.state().player_name, "");
    }

    #[test]
    fn clearing_the_filters_keeps_based_in_and_the_view_in_one_change() {
        let mut s = Store::new();
        s.set_active_country(Some("ES".into()));
        s.set_map_view(
            LatLng {
                lat: 40.4,
                lng: -3.7,
            },
            6.0,
        );
        s.set_nationality(Some("PT".into()));
        s.set_active_position(Some("ST".into()));
        s.set_player_name("ana".into());
        s.set_player_age("18-21".into());
        s.set_player_type("goalkeeper".into());
        let before = s.version();
        assert!(s.clear_filters());
        assert_eq!(s.version(), before + 1);
        let expected = StoreState {
            active_country: Some("ES".into()),
            map_center: LatLng {
                lat: 40.4,
                lng: -3.7,
            },
            map_zoom: 6,
            ..StoreState::default()
        };
        assert_eq!(s.state(), &expected);
        assert!(!s.clear_filters());
        assert_eq!(s.version(), before + 1);
    }

    #[test]
    fn a_real_change_bumps_the_version_once() {
        let mut s = Store::new();
        assert!(s.set_player_name("Leo".into()));
        assert_eq!(s.version(), 1);
        assert_eq!(s.state().player_name, "Leo");
    }

    #[test]
    fn writing_the_same_value_again_changes_nothing() {
        let mut s = Store::new();
        assert!(s.set_player_name("Ana".into()));
        assert!(!s.set_player_name("Ana".into()));
        assert!(!s.set_player_age(String::new()));
        assert!(!s.set_active_country(None));
        assert_eq!(s.version(), 1);
    }

    #[test]
    fn every_setter_changes_its_field() {
        let mut s = Store::new();
        assert!(s.set_map_center(LatLng { lat: 0.0, lng: 0.0 }));
        assert!(s.set_active_position(Some("GK".into())));
        assert!(s.set_active_country(Some("Sweden".into())));
        assert!(s.set_player_name("Leo".into()));
        assert!(s.set_player_age("18".into()));
        assert!(s.set_player_type("goalkeeper".into()));
        assert_eq!(s.version(), 6);
        let st = s.state();
        assert_eq!(st.map_center, LatLng { lat: 0.0, lng: 0.0 });
        assert_eq!(st.active_position.as_deref(), Some("GK"));
        assert_eq!(st.active_country.as_deref(), Some("Sweden"));
        assert_eq!(
            (
                st.player_name.as_str(),
                st.player_age.as_str(),
                st.player_type.as_str()
            ),
            ("Leo", "18", "goalkeeper")
        );
    }

    #[test]
    fn invalid_map_centres_are_rejected() {
        let mut s = Store::new();
        for c in [
            LatLng {
                lat: f64::NAN,
                lng: 0.0,
            },
            LatLng {
                lat: 0.0,
                lng: f64::INFINITY,
            },
            LatLng {
                lat: 90.1,
                lng: 0.0,
            },
            LatLng {
                lat: -90.1,
                lng: 0.0,
            },
            LatLng {
                lat: 0.0,
                lng: 180.5,
            },
            LatLng {
                lat: 0.0,
                lng: -181.0,
            },
        ] {
            assert!(!s.set_map_center(c), "{c:?}");
        }
        assert_eq!(s.version(), 0);
        assert_eq!(s.state().map_center, DEFAULT_MAP_CENTER);
    }

    #[test]
    fn map_centre_at_the_edges_is_accepted() {
        let mut s = Store::new();
        assert!(s.set_map_center(LatLng {
            lat: 90.0,
            lng: -180.0
        }));
        assert!(s.set_map_center(LatLng {
            lat: -90.0,
            lng: 180.0
        }));
        assert_eq!(s.version(), 2);
    }

    #[test]
    fn the_view_moves_as_one_change_and_invalid_views_are_refused() {
        let mut s = Store::new();
        assert_eq!(s.state().map_zoom, 4);
        let madrid = LatLng {
            lat: 40.4,
            lng: -3.7,
        };
        assert!(s.set_map_view(madrid, 6.0));
        assert_eq!(s.version(), 1);
        assert_eq!((s.state().map_center, s.state().map_zoom), (madrid, 6));
        assert!(!s.set_map_view(madrid, 6.0));
        // Rounded to the nearest level.
        assert!(s.set_map_view(madrid, 6.6));
        assert_eq!(s.state().map_zoom, 7);
        for zoom in [1.0, 1.4, 18.6, 19.0, f64::NAN, f64::INFINITY, -3.0] {
            assert!(!s.set_map_view(madrid, zoom), "{zoom}");
        }
        let nowhere = LatLng {
            lat: 91.0,
            lng: 0.0,
        };
        assert!(!s.set_map_view(nowhere, 5.0));
        assert_eq!(s.version(), 2);
        assert_eq!((s.state().map_center, s.state().map_zoom), (madrid, 7));
        assert!(s.set_map_view(madrid, 2.0) && s.set_map_view(madrid, 18.0));
        // Panned once round the world: the same place.
        assert!(s.set_map_view(
            LatLng {
                lat: 40.4,
                lng: 356.3
            },
            18.0
        ));
        assert!((s.state().map_center.lng - -3.7).abs() < 1e-9);
        assert_eq!(wrap_longitude(-190.0), 170.0);
        assert_eq!(wrap_longitude(180.0), 180.0);
        assert!(wrap_longitude(f64::NAN).is_nan());
    }

    #[test]
    fn a_whole_state_is_one_change_and_an_invalid_view_is_refused() {
        let mut s = Store::new();
        let mut next = StoreState {
            player_name: "Ana".into(),
            map_zoom: 9,
            ..StoreState::default()
        };
        assert!(s.set_state(next.clone()));
        assert!(!s.set_state(next.clone()));
        assert_eq!(s.version(), 1);
        next.map_zoom = 30;
        assert!(!s.set_state(next));
        assert_eq!(s.state().map_zoom, 9);
        s.touch();
        assert_eq!(s.version(), 2);
    }

    #[test]
    fn reset_restores_the_defaults_and_counts_as_one_change() {
        let mut s = Store::new();
        assert!(!s.reset());
        s.set_player_name("Leo".into());
        s.set_map_center(LatLng { lat: 1.0, lng: 2.0 });
        assert!(s.reset());
        assert_eq!(s.version(), 3);
        assert_eq!(s.state(), &StoreState::default());
    }

    #[test]
    fn state_serialises_in_camel_case() {
        let v = serde_json::to_value(StoreState::default()).ok();
        assert_eq!(
            v,
            Some(serde_json::json!({
                "mapCenter": {"lat": 54.526, "lng": 15.2551}, "mapZoom": 4,
                "activePosition": null, "activeCountry": null, "nationality": null,
                "playerName": "", "playerAge": "", "playerType": "", "confirmedOnly": false
            }))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_latlng() -> impl Strategy<Value = LatLng> {
        let coord = prop_oneof![-200.0..200.0f64, any::<f64>(), Just(f64::NAN)];
        (coord.clone(), coord).prop_map(|(lat, lng)| LatLng { lat, lng })
    }

    #[derive(Debug, Clone)]
    enum Op {
        Center(LatLng),
        View(LatLng, f64),
        Position(Option<String>),
        Country(Option<String>),
        Name(String),
        Age(String),
        Type(String),
        Nationality(Option<String>),
        Reset,
    }

    fn any_op() -> impl Strategy<Value = Op> {
        let small = "[ab]{0,1}";
        prop_oneof![
            any_latlng().prop_map(Op::Center),
            (any_latlng(), prop_oneof![0.0..20.0f64, any::<f64>()])
                .prop_map(|(c, z)| Op::View(c, z)),
            prop::option::of(small).prop_map(Op::Position),
            prop::option::of(small).prop_map(Op::Country),
            small.prop_map(Op::Name),
            small.prop_map(Op::Age),
            small.prop_map(Op::Type),
            prop::option::of(small).prop_map(Op::Nationality),
            Just(Op::Reset),
        ]
    }

    fn apply(s: &mut Store, op: Op) -> bool {
        match op {
            Op::Center(v) => s.set_map_center(v),
            Op::View(c, z) => s.set_map_view(c, z),
            Op::Position(v) => s.set_active_position(v),
            Op::Country(v) => s.set_active_country(v),
            Op::Name(v) => s.set_player_name(v),
            Op::Age(v) => s.set_player_age(v),
            Op::Type(v) => s.set_player_type(v),
            Op::Nationality(v) => s.set_nationality(v),
            Op::Reset => s.reset(),
        }
    }

    proptest! {
        #[test]
        fn version_grows_by_one_exactly_when_state_changes(ops in prop::collection::vec(any_op(), 0..40)) {
            let mut s = Store::new();
            for op in ops {
                let (before_state, before_version) = (s.state().clone(), s.version());
                let changed = apply(&mut s, op);
                prop_assert_eq!(changed, s.state() != &before_state);
                prop_assert_eq!(s.version(), before_version + u64::from(changed));
            }
        }

        #[test]
        fn applying_the_same_op_twice_bumps_at_most_once(ops in prop::collection::vec(any_op(), 0..10), op in any_op()) {
            let mut s = Store::new();
            for o in ops {
                apply(&mut s, o);
            }
            let v = s.version();
            apply(&mut s, op.clone());
            prop_assert!(!apply(&mut s, op));
            prop_assert!(s.version() <= v + 1);
        }

        #[test]
        fn map_centre_is_always_a_valid_point(centers in prop::collection::vec(any_latlng(), 0..20)) {
            let mut s = Store::new();
            for c in centers {
                let accepted = s.set_map_center(c);
                prop_assert!(!accepted || c.is_valid());
                prop_assert!(s.state().map_center.is_valid());
            }
        }

        #[test]
        fn the_zoom_is_always_a_level_the_map_shows(ops in prop::collection::vec(any_op(), 0..30)) {
            let mut s = Store::new();
            for op in ops {
                apply(&mut s, op);
                prop_assert!((MIN_ZOOM..=MAX_ZOOM).contains(&s.state().map_zoom));
            }
        }
    }
}
