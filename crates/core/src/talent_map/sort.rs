//! The list beside the map, sorted: by name (the folded display name, as shown: first name first) or by
//! age (youngest first). Both end on the uid, so equal keys keep one order whatever the load order was.

use serde::{Deserialize, Serialize};

use super::table::{MapTable, NO_MONTH};
use skora_foundations::age_filter::month_number;
use skora_foundations::dates::parse_date;

/// The list's orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum MapSort {
    Name,
    /// Youngest first; players without a birth month last. The birth month is the key, later months
    /// first: ages only fall as the month gets later, so this is the age order, on any day.
    Age,
}

impl MapTable {
    /// `rows` sorted by `by` on `today` (`YYYY-MM-DD`: a birth month after it is no age yet, so it sorts
    /// with the unknown ones). Row numbers past the end (not from this table) are dropped, so what comes
    /// back can always be read; a row given twice stays twice (it is the caller's list).
    pub fn sort(&self, rows: &[u32], by: MapSort, today: &str) -> Vec<u32> {
        let now = parse_date(today).map_or(NO_MONTH - 1, |t| month_number(t.year, t.month));
        let mut out: Vec<u32> = rows
            .iter()
            .copied()
            .filter(|&r| (r as usize) < self.len())
            .collect();
        let name = |r: u32| (&self.name_keys[r as usize], &self.ids[r as usize]);
        match by {
            MapSort::Name => out.sort_by(|&a, &b| name(a).cmp(&name(b))),
            MapSort::Age => out.sort_by(|&a, &b| {
                let month = |r: u32| {
                    let m = self.birth[r as usize];
                    // Unknown last, then later months (younger) first.
                    // Unknown ages tie, so they keep the name order among themselves.
                    if m > now {
                        (true, std::cmp::Reverse(0))
                    } else {
                        (false, std::cmp::Reverse(m))
                    }
                };
                month(a).cmp(&month(b)).then_with(|| name(a).cmp(&name(b)))
            }),
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::talent_map::table::fixtures::{data, doc};
    use serde_json::json;

    #[test]
    fn by_name_and_by_age() {
        let mut t = MapTable::new();
        t.load(&[
            doc("a", data("Zoë Adams", json!({"birthMonth": "2000-01"}))),
            doc("b", data("Ángel Ruiz", json!({"birthMonth": "2005-06"}))),
            doc("c", data("ana Weber", json!({}))),
            doc("e", data("Eve Future", json!({"birthMonth": "2030-01"}))),
            doc("d", data("Bruno Silva", json!({"birthMonth": "2005-06"}))),
        ]);
        let all = [0, 1, 2, 3, 4];
        let today = "2025-06-01";
        // "ana weber" < "angel ruiz": accents and case fold away.
        assert_eq!(t.sort(&all, MapSort::Name, today), [2, 1, 4, 3, 0]);
        // Same month: by name; no birth month or one after today: last.
        assert_eq!(t.sort(&all, MapSort::Age, today), [1, 4, 0, 2, 3]);
        assert_eq!(t.sort(&[4, 9, 0], MapSort::Name, today), [4, 0]);
    }
}
