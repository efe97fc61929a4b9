//! The location the index publishes: never the exact point a player gave.
//!
//! - Players under 16 (or of unknown age): the centroid of their residence country (of their
//!   nationality when the residence is unknown). A child's town is not published at all.
//! - Everyone else: the centre of the grid cell their point falls in. Cells are 0.05° of latitude
//!   (5.56 km) high, and at least as wide at every latitude: each band of latitude is cut into as many
//!   equal cells as fit with that width at its poleward edge, where the degrees of longitude are shortest.
//!   Every point of a cell publishes the same centre, so the entry says which cell, nothing finer.
//! - Nobody gave a point: the residence country's centroid.

use serde::{Deserialize, Serialize};

use skora_domain::countries::country_centroid;
use skora_foundations::age::{is_child, CHILD_BELOW_AGE};
use skora_foundations::geo::LatLng;

/// Below this age the index shows only the country.
pub const MINOR_AGE: u8 = CHILD_BELOW_AGE;
/// The height of a cell in degrees of latitude; its width is at least the same distance.
pub const AREA_CELL_DEGREES: f64 = 0.05;
/// The smallest side of a cell in kilometres (0.05° of a meridian is 5.56 km): the "≥ 5 km".
pub const AREA_CELL_MIN_KM: f64 = 5.0;

/// How precise a published location is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum LocationPrecision {
    /// The centre of a cell of at least 5 km × 5 km.
    Area,
    /// A country's centroid.
    Country,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoarseLocation {
    pub point: LatLng,
    pub precision: LocationPrecision,
}

const ROWS: f64 = 180.0 / AREA_CELL_DEGREES;

/// Six decimals (about 0.1 m): the centres are computed, so this only removes float noise
/// (`38.725000000000001`) from what is stored.
fn tidy(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// The number of cells in the band of latitude `row` (0 = the southernmost), each at least
/// `AREA_CELL_DEGREES` of a meridian wide at the band's poleward edge.
fn columns(row: f64) -> f64 {
    let south = -90.0 + row * AREA_CELL_DEGREES;
    let north = south + AREA_CELL_DEGREES;
    let poleward = south.abs().max(north.abs()).min(90.0);
    let width = AREA_CELL_DEGREES / poleward.to_radians().cos();
    // At the poles the width is infinite (the band is one cell): at least one column, always.
    (360.0 / width).floor().max(1.0)
}

/// The centre of the grid cell `point` falls in. `point` must be valid (`LatLng::is_valid`).
pub fn round_to_area(point: LatLng) -> LatLng {
    let row = ((point.lat + 90.0) / AREA_CELL_DEGREES)
        .floor()
        .clamp(0.0, ROWS - 1.0);
    let cols = columns(row);
    let step = 360.0 / cols;
    let col = ((point.lng + 180.0) / step).floor().clamp(0.0, cols - 1.0);
    LatLng {
        lat: tidy(-90.0 + (row + 0.5) * AREA_CELL_DEGREES),
        lng: tidy(-180.0 + (col + 0.5) * step),
    }
}

fn centroid(code: Option<&str>) -> Option<CoarseLocation> {
    let (lat, lng) = country_centroid(code?)?;
    Some(CoarseLocation {
        point: LatLng { lat, lng },
        precision: LocationPrecision::Country,
    })
}

/// The location to publish for a player of `age` (`None`: unknown) who gave `exact` (or no point),
/// living in `residence`, of `nationality`; `None` when there is nothing to place them by.
pub fn coarse_location(
    exact: Option<LatLng>,
    age: Option<u8>,
    residence: Option<&str>,
    nationality: Option<&str>,
) -> Option<CoarseLocation> {
    let adult = !is_child(age);
    match exact.filter(LatLng::is_valid) {
        Some(point) if adult => Some(CoarseLocation {
            point: round_to_area(point),
            precision: LocationPrecision::Area,
        }),
        _ => centroid(residence).or_else(|| centroid(nationality)),
    }
}

/// Great-circle distance in km (a sphere of the mean Earth radius), for the tests' "≥ 5 km".
#[cfg(test)]
pub(crate) fn distance_km(a: LatLng, b: LatLng) -> f64 {
    let (p1, p2) = (a.lat.to_radians(), b.lat.to_radians());
    let dp = p2 - p1;
    let dl = (b.lng - a.lng).to_radians();
    let h = (dp / 2.0).sin().powi(2) + p1.cos() * p2.cos() * (dl / 2.0).sin().powi(2);
    2.0 * 6371.0 * h.sqrt().min(1.0).asin()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LISBON: LatLng = LatLng {
        lat: 38.7223,
        lng: -9.1393,
    };

    #[test]
    fn an_adult_s_point_becomes_the_centre_of_its_cell() {
        let c = coarse_location(Some(LISBON), Some(22), Some("PT"), Some("PT"));
        assert_eq!(
            c,
            Some(CoarseLocation {
                point: LatLng {
                    lat: 38.725,
                    lng: -9.168299
                },
                precision: LocationPrecision::Area
            })
        );
        let p = c.map_or(LISBON, |c| c.point);
        assert_ne!(p, LISBON);
        assert!(distance_km(p, LISBON) < 5.0, "{}", distance_km(p, LISBON));
    }

    #[test]
    fn under_sixteen_or_of_unknown_age_only_the_country_is_shown() {
        let portugal = country_centroid("PT").map(|(lat, lng)| LatLng { lat, lng });
        for age in [Some(8), Some(15), None] {
            let c = coarse_location(Some(LISBON), age, Some("PT"), Some("BR"));
            assert_eq!(c.map(|c| c.point), portugal, "{age:?}");
            assert_eq!(c.map(|c| c.precision), Some(LocationPrecision::Country));
        }
        assert_eq!(
            coarse_location(Some(LISBON), Some(16), Some("PT"), None).map(|c| c.precision),
            Some(LocationPrecision::Area)
        );
    }

    #[test]
    fn without_a_point_the_country_and_without_a_country_nothing() {
        let brazil = country_centroid("BR").map(|(lat, lng)| LatLng { lat, lng });
        assert_eq!(
            coarse_location(None, Some(30), None, Some("BR")).map(|c| c.point),
            brazil
        );
        let off_map = LatLng {
            lat: 100.0,
            lng: 0.0,
        };
        assert_eq!(
            coarse_location(Some(off_map), Some(30), None, Some("BR")).map(|c| c.point),
            brazil
        );
        assert_eq!(coarse_location(Some(LISBON), Some(10), None, None), None);
        assert_eq!(coarse_location(None, Some(30), Some("ZZ"), None), None);
    }

    #[test]
    fn the_poles_and_the_antimeridian_stay_on_the_map() {
        for (lat, lng) in [
            (90.0, 180.0),
            (-90.0, -180.0),
            (89.99, 0.0),
            (0.0, 180.0),
            (0.0, -180.0),
        ] {
            let c = round_to_area(LatLng { lat, lng });
            assert!(c.is_valid(), "{lat},{lng} -> {c:?}");
        }
        // The polar bands are one cell each.
        assert_eq!(columns(ROWS - 1.0), 1.0);
        assert_eq!(columns(0.0), 1.0);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn cell_size(center: LatLng) -> (f64, f64) {
        let row = ((center.lat + 90.0) / AREA_CELL_DEGREES).floor();
        (AREA_CELL_DEGREES, 360.0 / columns(row))
    }

    proptest! {
        #[test]
        fn every_point_of_a_cell_publishes_the_same_centre(
            lat in -90.0f64..=90.0, lng in -180.0f64..=180.0, dy in -0.49f64..0.49, dx in -0.49f64..0.49
        ) {
            let centre = round_to_area(LatLng { lat, lng });
            prop_assert!(centre.is_valid());
            let (h, w) = cell_size(centre);
            // The point itself lies in the cell it is published as.
            prop_assert!((centre.lat - lat).abs() <= h / 2.0 + 1e-6);
            prop_assert!((centre.lng - lng).abs() <= w / 2.0 + 1e-6);
            // Any other point of the cell gives the same centre: the entry reveals the cell only.
            let other = LatLng { lat: centre.lat + dy * h, lng: centre.lng + dx * w };
            prop_assert_eq!(round_to_area(other), centre);
        }

        #[test]
        fn cells_are_at_least_five_km_on_each_side(lat in -89.9f64..=89.9, lng in -180.0f64..=180.0) {
            let centre = round_to_area(LatLng { lat, lng });
            let (h, w) = cell_size(centre);
            let south = centre.lat - h / 2.0;
            let north = centre.lat + h / 2.0;
            let height = distance_km(LatLng { lat: south, lng: centre.lng }, LatLng { lat: north, lng: centre.lng });
            prop_assert!(height >= AREA_CELL_MIN_KM, "height {height}");
            // The narrowest place of the cell is its poleward edge; a band of one cell is the whole circle.
            if w < 360.0 {
                let edge = if south.abs() > north.abs() { south } else { north };
                let width = distance_km(
                    LatLng { lat: edge, lng: centre.lng - w / 2.0 },
                    LatLng { lat: edge, lng: centre.lng + w / 2.0 },
                );
                prop_assert!(width >= AREA_CELL_MIN_KM, "width {width} at {edge}");
            }
        }

        #[test]
        fn minors_never_get_a_point_of_their_own(
            lat in -90.0f64..=90.0, lng in -180.0f64..=180.0, age in 0u8..MINOR_AGE
        ) {
            let c = coarse_location(Some(LatLng { lat, lng }), Some(age), Some("PT"), None);
            prop_assert_eq!(c.map(|c| c.precision), Some(LocationPrecision::Country));
        }
    }
}
