//! The part of the world the map shows: what "players in view" means.
//!
//! The map library reports its view as south/west/north/east. When the view crosses the antimeridian (the
//! Pacific, between Fiji and Samoa), `west` is greater than `east` once both are on -180..=180; a view panned
//! round the world reports longitudes past ±180, which are brought back to the same meridians; a view wider than
//! the world holds every longitude.

use serde::{Deserialize, Serialize};

use skora_domain::store::wrap_longitude;

/// A view's edges in degrees.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MapBounds {
    pub south: f64,
    pub west: f64,
    pub north: f64,
    pub east: f64,
}

/// The longitudes a view holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Longitudes {
    /// The view is at least as wide as the world.
    All,
    /// `west..=east`, both within -180..=180; `west > east` crosses the antimeridian.
    Span { west: f64, east: f64 },
}

impl MapBounds {
    /// The view's latitudes (clamped to the poles) and longitudes, or `None` for a view that holds no point
    /// (an edge not finite, or south above north).
    pub fn extent(&self) -> Option<(f64, f64, Longitudes)> {
        let Self {
            south,
            west,
            north,
            east,
        } = *self;
        if ![south, west, north, east].iter().all(|x| x.is_finite()) || south > north {
            return None;
        }
        let (south, north) = (south.max(-90.0), north.min(90.0));
        if south > north {
            return None;
        }
        let longitudes = if west <= east && east - west >= 360.0 {
            Longitudes::All
        } else {
            Longitudes::Span {
                west: wrap_longitude(west),
                east: wrap_longitude(east),
            }
        };
        Some((south, north, longitudes))
    }

    /// Whether the view holds the point; `NaN` (a player without a location) is never in view.
    pub fn contains(&self, lat: f64, lng: f64) -> bool {
        let Some((south, north, longitudes)) = self.extent() else {
            return false;
        };
        (south..=north).contains(&lat) && longitudes.contains(lng)
    }
}

impl Longitudes {
    pub fn contains(&self, lng: f64) -> bool {
        match *self {
            Longitudes::All => lng.is_finite(),
            Longitudes::Span { west, east } if west <= east => (west..=east).contains(&lng),
            Longitudes::Span { west, east } => lng.is_finite() && (lng >= west || lng <= east),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(south: f64, west: f64, north: f64, east: f64) -> MapBounds {
        MapBounds {
            south,
            west,
            north,
            east,
        }
    }

    #[test]
    fn a_plain_view_holds_its_inside_and_edges() {
        let spain = view(36.0, -9.5, 43.8, 3.3);
        assert!(spain.contains(40.4, -3.7));
        assert!(spain.contains(36.0, 3.3));
        assert!(!spain.contains(48.8, 2.3));
        assert!(!spain.contains(40.4, 4.0));
        assert!(!spain.contains(f64::NAN, -3.7));
    }

    #[test]
    fn a_view_across_the_antimeridian_holds_both_sides() {
        let pacific = view(-25.0, 170.0, -10.0, -170.0);
        assert!(pacific.contains(-18.0, 178.4)); // Fiji
        assert!(pacific.contains(-14.0, -171.8)); // Samoa
        assert!(!pacific.contains(-18.0, 0.0));
        // The same view as the map library reports it after panning east: 170..190.
        let panned = view(-25.0, 170.0, -10.0, 190.0);
        assert!(panned.contains(-14.0, -171.8) && panned.contains(-18.0, 178.4));
        assert!(!panned.contains(-18.0, 0.0));
    }

    #[test]
    fn a_view_wider_than_the_world_holds_every_longitude() {
        let world = view(-85.0, -250.0, 85.0, 250.0);
        assert!(world.contains(0.0, 179.9) && world.contains(0.0, -179.9));
        assert!(!world.contains(89.0, 0.0));
    }

    #[test]
    fn a_view_that_is_no_view_holds_nothing() {
        for v in [
            view(10.0, 0.0, 5.0, 10.0),
            view(f64::NAN, 0.0, 5.0, 10.0),
            view(0.0, f64::NEG_INFINITY, 5.0, 10.0),
            view(95.0, 0.0, 99.0, 10.0),
        ] {
            assert!(!v.contains(7.0, 5.0), "{v:?}");
            assert!(v.extent().is_none(), "{v:?}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The view holds a point exactly when one of its copies round the world lies between its edges.
        #[test]
        fn contains_agrees_with_the_unwrapped_view(
            south in -90.0..90.0f64, height in 0.0..90.0f64,
            west in -540.0..540.0f64, width in 0.0..400.0f64,
            lat in -90.0..90.0f64, lng in -180.0..180.0f64,
        ) {
            let v = MapBounds { south, west, north: (south + height).min(90.0), east: west + width };
            let in_lat = lat >= south && lat <= v.north;
            let in_lng = width >= 360.0 || (-3..=3).any(|k| {
                let copy = lng + 360.0 * f64::from(k);
                copy >= west && copy <= west + width
            });
            // Away from the edges, where rounding of the wrap could decide either way.
            let near_edge = [v.west, v.east].iter().any(|e| {
                let d = (lng - e).rem_euclid(360.0);
                d < 1e-9 || d > 360.0 - 1e-9
            });
            if !near_edge {
                prop_assert_eq!(v.contains(lat, lng), in_lat && in_lng);
            }
        }
    }
}
