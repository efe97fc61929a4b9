//! The home page's totals, from `aggregates/countries`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// "N players from M countries".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Totals {
    pub players: u64,
    /// Countries with at least one player living there.
    pub countries: u32,
}

/// A stored count of `aggregates/countries`, read the same way by the home page's totals and the map's shading: a
/// non-negative number (a float from the JS side counts by its whole part), capped at `u32::MAX` so that no sum of
/// them overflows; anything else, or a negative count (a lost increment), is none.
pub fn stored_count(value: Option<&Value>) -> u64 {
    const CAP: u64 = u32::MAX as u64;
    match value {
        Some(Value::Number(n)) => n
            .as_u64()
            .map(|n| n.min(CAP))
            .or_else(|| {
                n.as_f64()
                    .filter(|f| f.is_finite() && *f >= 1.0)
                    .map(|f| f.min(CAP as f64) as u64)
            })
            .unwrap_or(0),
        _ => 0,
    }
}

/// The totals that `aggregates/countries` (as JSON value) adds up to; tolerant of any shape.
pub fn totals(countries_doc: &Value) -> Totals {
    let countries = countries_doc
        .get("countries")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter(|(_, c)| stored_count(c.get("players")) > 0)
        .count();
    Totals {
        players: stored_count(countries_doc.get("players")),
        countries: u32::try_from(countries).unwrap_or(u32::MAX),
    }
}

/// `1234567` → `"1,234,567"`: the home page's counts, grouped as the site's English text is.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The home page's line for stored totals (`aggregates/totals` as JSON): "2,012 players from 48
/// countries". `None` when there is nothing worth saying (no players yet, or a document that does not
/// read as totals): the page then says nothing rather than "0 players".
pub fn totals_text(totals_json: &str) -> Option<String> {
    let t = serde_json::from_str::<Totals>(totals_json).ok()?;
    if t.players == 0 || t.countries == 0 {
        return None;
    }
    let plural = |n: u64, one: &str, many: &str| {
        format!("{} {}", grouped(n), if n == 1 { one } else { many })
    };
    Some(format!(
        "{} from {}",
        plural(t.players, "player", "players"),
        plural(u64::from(t.countries), "country", "countries")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_home_page_line() {
        assert_eq!(
            totals_text(r#"{"players": 2012, "countries": 48}"#).as_deref(),
            Some("2,012 players from 48 countries")
        );
        assert_eq!(
            totals_text(r#"{"players": 1, "countries": 1}"#).as_deref(),
            Some("1 player from 1 country")
        );
        assert_eq!(
            totals_text(r#"{"players": 1234567, "countries": 200}"#).as_deref(),
            Some("1,234,567 players from 200 countries")
        );
        for nothing in [
            r#"{"players": 0, "countries": 0}"#,
            r#"{"players": -3, "countries": 2}"#,
            "{}",
            "null",
            "nope",
        ] {
            assert_eq!(totals_text(nothing), None, "{nothing}");
        }
    }

    proptest::proptest! {
        #[test]
        fn grouping_keeps_the_digits(n in proptest::prelude::any::<u64>()) {
            let text = grouped(n);
            proptest::prop_assert_eq!(text.replace(',', ""), n.to_string());
            proptest::prop_assert!(text.split(',').skip(1).all(|g| g.len() == 3));
            proptest::prop_assert!((1..=3).contains(&text.split(',').next().map_or(0, str::len)));
        }
    }

    #[test]
    fn countries_with_players_count() {
        let doc = json!({"players": 5, "countries": {
            "PT": {"players": 3}, "ES": {"players": 0}, "NG": {"players": 2}, "XX": "odd", "BR": {"players": -1}}});
        assert_eq!(
            totals(&doc),
            Totals {
                players: 5,
                countries: 2
            }
        );
        assert_eq!(totals(&json!(null)), Totals::default());
        assert_eq!(totals(&json!({"players": -3})), Totals::default());
    }
}
