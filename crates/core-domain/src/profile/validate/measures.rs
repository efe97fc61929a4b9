//! The measures: the location (both coordinates or neither), and the whole numbers (height, weight).

use skora_foundations::geo::LatLng;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, Errors, FieldError};

/// Both coordinates or neither; each a finite number in range. `-0` is stored as `0`.
pub(super) fn location(e: &mut Errors, lat: &str, lng: &str) -> Option<LatLng> {
    let (lat, lng) = (lat.trim(), lng.trim());
    if lat.is_empty() && lng.is_empty() {
        return None;
    }
    let coordinate = |field: &str, raw: &str, max: f64, name: &str| {
        if raw.is_empty() {
            return Err(error(
                field,
                "required",
                "Enter both latitude and longitude, or neither.",
            ));
        }
        let v: f64 = raw
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite())
            .ok_or_else(|| error(field, "invalid", "Enter a number, like 40.42."))?;
        if v.abs() > max {
            return Err(error(
                field,
                "out-of-range",
                format!("{name} is between -{max} and {max}."),
            ));
        }
        Ok(v + 0.0)
    };
    let lat = coordinate("latitude", lat, MAX_LATITUDE, "Latitude");
    let lng = coordinate("longitude", lng, MAX_LONGITUDE, "Longitude");
    match (lat, lng) {
        (Ok(lat), Ok(lng)) => Some(LatLng { lat, lng }),
        (lat, lng) => {
            for r in [lat, lng] {
                if let Err(err) = r {
                    e.push(err);
                }
            }
            None
        }
    }
}

/// A whole number typed in a text input: ASCII digits only.
pub(super) fn whole_number(raw: &str) -> Option<u32> {
    (!raw.is_empty() && raw.len() <= 9 && raw.bytes().all(|b| b.is_ascii_digit()))
        .then(|| raw.parse().ok())
        .flatten()
}

pub(super) fn optional_number(
    field: &str,
    raw: &str,
    range: std::ops::RangeInclusive<u16>,
    invalid: &str,
    out_of_range: &str,
) -> Result<Option<u16>, FieldError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let n = whole_number(raw).ok_or_else(|| error(field, "invalid", invalid))?;
    u16::try_from(n)
        .ok()
        .filter(|n| range.contains(n))
        .map(Some)
        .ok_or_else(|| error(field, "out-of-range", out_of_range))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{errors_of, full_form, one, TODAY};
    use super::super::validate_profile_form;
    use super::*;
    use crate::profile::form::ProfileForm;

    #[test]
    fn location_needs_both_coordinates_in_range() {
        let at = |lat: &str, lng: &str| ProfileForm {
            latitude: lat.into(),
            longitude: lng.into(),
            ..full_form()
        };
        assert_eq!(errors_of(&at("40", "")), one("longitude", "required"));
        assert_eq!(errors_of(&at("", "3")), one("latitude", "required"));
        assert_eq!(errors_of(&at("90.5", "3")), one("latitude", "out-of-range"));
        assert_eq!(
            errors_of(&at("9", "-180.01")),
            one("longitude", "out-of-range")
        );
        assert_eq!(errors_of(&at("NaN", "inf")).len(), 2);
        let ok = validate_profile_form(&at(" -90 ", "180"), TODAY, true).ok();
        assert_eq!(
            ok.and_then(|p| p.details.location),
            Some(LatLng {
                lat: -90.0,
                lng: 180.0
            })
        );
        let zero = validate_profile_form(&at("-0", "-0.0"), TODAY, true).ok();
        assert_eq!(
            zero.and_then(|p| p.details.location),
            Some(LatLng { lat: 0.0, lng: 0.0 })
        );
    }

    #[test]
    fn height_and_weight_boundaries() {
        let sized = |h: &str, w: &str| ProfileForm {
            height_cm: h.into(),
            weight_kg: w.into(),
            ..full_form()
        };
        assert!(errors_of(&sized("140", "35")).is_empty());
        assert!(errors_of(&sized("220", "130")).is_empty());
        assert_eq!(
            errors_of(&sized("139", "131")),
            [
                ("heightCm".to_string(), "out-of-range".to_string()),
                ("weightKg".to_string(), "out-of-range".to_string())
            ]
        );
        assert_eq!(errors_of(&sized("180.5", "70")), one("heightCm", "invalid"));
        assert_eq!(errors_of(&sized("-180", "70")), one("heightCm", "invalid"));
    }
}
