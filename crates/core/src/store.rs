//! The shared app state, with a version counter the React side subscribes to.
//!
//! Setters report whether anything changed and bump the version only then, so components
//! re-render on real changes and never on a write of the same value.

use serde::{Deserialize, Serialize};

use crate::directory::{self, DirectoryPlayer, DirectoryQuery, Sort};
use crate::geo::LatLng;
use crate::positions::Position;
use crate::profile::PlayerType;

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

/// Everything the app shares between pages: the snapshot React reads on every change.
///
/// The players themselves are not in it (only their count): they stay in wasm memory, and the directory
/// and the map ask the store for indices and for the few cards on screen, so a keystroke in a filter
/// never copies 10,000 players across the boundary.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
// The seed's filters start as `null`, not missing: serialise `None` as null for JS.
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct StoreState {
    /// How many players are loaded.
    pub player_count: u32,
    pub map_center: LatLng,
    /// The shared filters (the directory's URL query mirrors them; see `directory_query`).
    pub active_position: Option<String>,
    pub active_country: Option<String>,
    pub player_name: String,
    /// The map's single-age filter from the seed; the directory filters by `min_age`..`max_age`.
    pub player_age: String,
    pub player_type: String,
    pub min_age: Option<u8>,
    pub max_age: Option<u8>,
    pub sort: Sort,
}

/// The map opens centred on Europe, where most players are.
const DEFAULT_MAP_CENTER: LatLng = LatLng {
    lat: 54.526,
    lng: 15.2551,
};

impl Default for StoreState {
    fn default() -> Self {
        Self {
            player_count: 0,
            map_center: DEFAULT_MAP_CENTER,
            active_position: None,
            active_country: None,
            player_name: String::new(),
            player_age: String::new(),
            player_type: String::new(),
            min_age: None,
            max_age: None,
            sort: Sort::Name,
        }
    }
}

/// The state, the loaded players and the version; the version starts at 0 and grows by one per real
/// change.
#[derive(Debug, Clone, Default)]
pub struct Store {
    state: StoreState,
    players: Vec<DirectoryPlayer>,
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

    /// The loaded players, in load order: what every index from `query` points into.
    pub fn players(&self) -> &[DirectoryPlayer] {
        &self.players
    }

    /// Loads the players (read by `directory::read_player`); a reload of the same players is no change.
    pub fn set_players(&mut self, mut v: Vec<DirectoryPlayer>) -> bool {
        directory::rank_by_name(&mut v);
        let changed = replace(&mut self.players, v);
        // A Vec never holds more than u32::MAX players in wasm32; saturate rather than wrap on 64-bit.
        self.state.player_count = u32::try_from(self.players.len()).unwrap_or(u32::MAX);
        self.bump_if(changed)
    }

    /// The shared filters as the directory's query, normalised (unknown codes read as no filter).
    pub fn directory_query(&self) -> DirectoryQuery {
        let st = &self.state;
        DirectoryQuery {
            q: st.player_name.clone(),
            position: st.active_position.as_deref().and_then(Position::from_code),
            country: st.active_country.clone(),
            min_age: st.min_age,
            max_age: st.max_age,
            player_type: PlayerType::parse(&st.player_type),
            sort: st.sort,
            cursor: None,
        }
        .normalised()
    }

    /// Writes the directory's query (normalised) into the shared filters: one change, one version bump.
    pub fn set_directory_query(&mut self, query: DirectoryQuery) -> bool {
        let q = query.normalised();
        let next = StoreState {
            active_position: q.position.map(|p| p.code().to_string()),
            active_country: q.country,
            player_name: q.q,
            player_type: q
                .player_type
                .map(|t| t.as_str().to_string())
                .unwrap_or_default(),
            min_age: q.min_age,
            max_age: q.max_age,
            sort: q.sort,
            ..self.state.clone()
        };
        let changed = replace(&mut self.state, next);
        self.bump_if(changed)
    }

    /// The indices of the players matching the shared filters, in their sort order (`today` = `YYYY-MM-DD`).
    pub fn query(&self, today: &str) -> Vec<u32> {
        directory::filter_and_sort(&self.players, &self.directory_query(), today)
    }

    /// The cards of the players at `indices` (indices out of range are skipped): only what is on screen.
    pub fn cards_at(&self, indices: &[u32], today: &str) -> Vec<directory::PlayerCard> {
        let today = crate::dates::parse_date(today);
        indices
            .iter()
            .filter_map(|&i| self.players.get(i as usize))
            .map(|p| directory::card(p, today))
            .collect()
    }

    /// Rejects (returns false, changes nothing) a centre that is not a real point on the map,
    /// since the map library misbehaves on NaN or out-of-range coordinates.
    pub fn set_map_center(&mut self, v: LatLng) -> bool {
        let changed = v.is_valid() && replace(&mut self.state.map_center, v);
        self.bump_if(changed)
    }

    pub fn set_active_position(&mut self, v: Option<String>) -> bool {
        let changed = replace(&mut self.state.active_position, v);
        self.bump_if(changed)
    }

    pub fn set_active_country(&mut self, v: Option<String>) -> bool {
        let changed = replace(&mut self.state.active_country, v);
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

    /// The filters and the map back to their defaults (e.g. on logout); counts as one change if anything
    /// differed. The loaded players stay: they are public and the same for everyone, so keeping them
    /// saves reloading every player after a logout.
    pub fn reset(&mut self) -> bool {
        let defaults = StoreState {
            player_count: self.state.player_count,
            ..StoreState::default()
        };
        let changed = replace(&mut self.state, defaults);
        self.bump_if(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn player(id: &str, first: &str) -> DirectoryPlayer {
        let doc = json!({
            "firstName": first, "lastName": "Ferrer", "dateOfBirth": "2003-03-21",
            "nationality": "ES", "countryOfResidence": "ES", "playerType": "outfield",
            "mainPosition": "LW", "visibility": "public"
        });
        directory::read_player(id, &doc).unwrap_or_else(|| panic!("{id} is readable"))
    }

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
        assert!(s.players().is_empty());
        assert_eq!(s.state().player_count, 0);
        assert_eq!(s.state().active_position, None);
        assert_eq!(s.state().player_name, "");
        assert_eq!(s.directory_query(), DirectoryQuery::default());
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
        assert!(s.set_players(vec![player("a", "Ana")]));
        assert!(!s.set_players(vec![player("a", "Ana")]));
        assert!(!s.set_player_age(String::new()));
        assert!(!s.set_active_country(None));
        assert!(!s.set_directory_query(DirectoryQuery::default()));
        assert_eq!(s.version(), 1);
    }

    #[test]
    fn every_setter_changes_its_field() {
        let mut s = Store::new();
        assert!(s.set_players(vec![player("a", "Ana")]));
        assert!(s.set_map_center(LatLng { lat: 0.0, lng: 0.0 }));
        assert!(s.set_active_position(Some("GK".into())));
        assert!(s.set_active_country(Some("Sweden".into())));
        assert!(s.set_player_name("Leo".into()));
        assert!(s.set_player_age("18".into()));
        assert!(s.set_player_type("goalkeeper".into()));
        assert_eq!(s.version(), 7);
        let st = s.state();
        assert_eq!(s.players()[0].id, "a");
        assert_eq!(st.player_count, 1);
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
    fn the_directory_query_is_written_into_the_shared_filters_in_one_change() {
        let mut s = Store::new();
        let q = directory::parse_query(
            "q=lucia&position=LW&country=ES&minAge=18&maxAge=30&type=outfield&sort=oldest",
        );
        assert!(s.set_directory_query(q.clone()));
        assert_eq!(s.version(), 1);
        let st = s.state();
        assert_eq!(st.player_name, "lucia");
        assert_eq!(st.active_position.as_deref(), Some("LW"));
        assert_eq!(st.active_country.as_deref(), Some("ES"));
        assert_eq!(
            (st.min_age, st.max_age, st.sort),
            (Some(18), Some(30), Sort::Oldest)
        );
        assert_eq!(st.player_type, "outfield");
        assert_eq!(s.directory_query(), q);
        assert!(!s.set_directory_query(q));
    }

    #[test]
    fn filters_set_one_by_one_read_back_as_a_normalised_query() {
        let mut s = Store::new();
        s.set_active_country(Some("Sweden".into()));
        s.set_active_position(Some("XX".into()));
        s.set_player_type("striker".into());
        s.set_player_name("  Ana  Silva ".into());
        let q = s.directory_query();
        assert_eq!((q.country, q.position, q.player_type), (None, None, None));
        assert_eq!(q.q, "Ana Silva");
    }

    #[test]
    fn queries_return_indices_and_cards_only_for_the_indices_asked() {
        let mut s = Store::new();
        s.set_players(vec![
            player("a", "Ana"),
            player("b", "Lucía"),
            player("c", "Bea"),
        ]);
        s.set_directory_query(directory::parse_query("q=LUCIA"));
        assert_eq!(s.query("2025-06-01"), [1]);
        s.set_directory_query(DirectoryQuery::default());
        let all = s.query("2025-06-01");
        assert_eq!(all, [0, 2, 1]);
        let cards = s.cards_at(&[2, 99, 0], "2025-06-01");
        let names: Vec<&str> = cards.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["Bea Ferrer", "Ana Ferrer"]);
        assert_eq!(cards[0].age, Some(22));
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
    fn nan_coordinates_in_players_do_not_count_as_a_change_when_rewritten() {
        let mut s = Store::new();
        let mut p = player("a", "Ana");
        p.location = Some(LatLng {
            lat: f64::NAN,
            lng: 0.0,
        });
        assert!(s.set_players(vec![p.clone()]));
        assert!(!s.set_players(vec![p]));
        assert_eq!(s.version(), 1);
    }

    #[test]
    fn reset_restores_the_filters_keeps_the_players_and_counts_as_one_change() {
        let mut s = Store::new();
        assert!(!s.reset());
        s.set_player_name("Leo".into());
        s.set_players(vec![player("a", "Ana")]);
        assert!(s.reset());
        assert_eq!(s.version(), 3);
        assert_eq!(
            s.state(),
            &StoreState {
                player_count: 1,
                ..StoreState::default()
            }
        );
        assert_eq!(s.players().len(), 1);
    }

    #[test]
    fn state_serialises_in_camel_case() {
        let v = serde_json::to_value(StoreState::default()).ok();
        assert_eq!(
            v,
            Some(serde_json::json!({
                "playerCount": 0, "mapCenter": {"lat": 54.526, "lng": 15.2551},
                "activePosition": null, "activeCountry": null,
                "playerName": "", "playerAge": "", "playerType": "",
                "minAge": null, "maxAge": null, "sort": "name"
            }))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn any_latlng() -> impl Strategy<Value = LatLng> {
        let coord = prop_oneof![-200.0..200.0f64, any::<f64>(), Just(f64::NAN)];
        (coord.clone(), coord).prop_map(|(lat, lng)| LatLng { lat, lng })
    }

    fn any_player() -> impl Strategy<Value = DirectoryPlayer> {
        ("[a-c]", "[a-c]{1,3}", prop::option::of(any_latlng())).prop_map(|(id, name, location)| {
            let doc = json!({"firstName": name, "visibility": "public"});
            let mut p = directory::read_player(&id, &doc).unwrap_or_else(|| panic!("readable"));
            p.location = location;
            p
        })
    }

    #[derive(Debug, Clone)]
    enum Op {
        Players(Vec<DirectoryPlayer>),
        Center(LatLng),
        Position(Option<String>),
        Country(Option<String>),
        Name(String),
        Age(String),
        Type(String),
        Query(String),
        Reset,
    }

    fn any_op() -> impl Strategy<Value = Op> {
        let small = "[ab]{0,1}";
        prop_oneof![
            prop::collection::vec(any_player(), 0..3).prop_map(Op::Players),
            any_latlng().prop_map(Op::Center),
            prop::option::of(small).prop_map(Op::Position),
            prop::option::of(small).prop_map(Op::Country),
            small.prop_map(Op::Name),
            small.prop_map(Op::Age),
            small.prop_map(Op::Type),
            prop_oneof![
                Just("q=a"),
                Just("sort=updated"),
                Just("type=goalkeeper&sort=oldest"),
                Just("")
            ]
            .prop_map(|s| Op::Query(s.to_string())),
            Just(Op::Reset),
        ]
    }

    fn apply(s: &mut Store, op: Op) -> bool {
        match op {
            Op::Players(v) => s.set_players(v),
            Op::Center(v) => s.set_map_center(v),
            Op::Position(v) => s.set_active_position(v),
            Op::Country(v) => s.set_active_country(v),
            Op::Name(v) => s.set_player_name(v),
            Op::Age(v) => s.set_player_age(v),
            Op::Type(v) => s.set_player_type(v),
            Op::Query(v) => s.set_directory_query(directory::parse_query(&v)),
            Op::Reset => s.reset(),
        }
    }

    proptest! {
        #[test]
        fn version_grows_by_one_exactly_when_state_changes(ops in prop::collection::vec(any_op(), 0..40)) {
            let mut s = Store::new();
            for op in ops {
                let (before_state, before_players, before_version) = (s.state().clone(), s.players().to_vec(), s.version());
                let changed = apply(&mut s, op);
                prop_assert_eq!(changed, s.state() != &before_state || s.players() != before_players.as_slice());
                prop_assert_eq!(s.version(), before_version + u64::from(changed));
                prop_assert_eq!(s.state().player_count as usize, s.players().len());
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
        fn query_indices_always_point_at_loaded_players(ops in prop::collection::vec(any_op(), 0..20)) {
            let mut s = Store::new();
            for op in ops {
                apply(&mut s, op);
                let hits = s.query("2025-06-01");
                prop_assert!(hits.iter().all(|&i| (i as usize) < s.players().len()));
                prop_assert_eq!(s.cards_at(&hits, "2025-06-01").len(), hits.len());
            }
        }
    }
}
