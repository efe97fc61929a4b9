//! The dates of the site's own documents (a legal page's "Last updated"), written as the pages print them by the
//! core at build time: those pages load no feature module, and the startup module has no room for a date formatter.
//! `node scripts/build-wasm.mjs` runs `examples/document_dates.rs` over `app/src/features/content/legal/last-updated.json`
//! (document → `YYYY-MM-DD`) and writes the generated module `documentDates`.

use std::collections::BTreeMap;

use serde::Serialize;
use skora_core::date_text::{self, DayText};
use tsify::Tsify;

#[derive(Debug, Clone, PartialEq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DocumentDatesDocument {
    /// Document (its Markdown file's name) → the day its text last changed, with its words.
    #[tsify(type = "Record<string, DayText>")]
    pub document_dates: BTreeMap<String, DayText>,
}

/// The document for these dates, or the first entry that names no real day (`document: value`): the build fails
/// rather than print a date that is not one.
pub fn document_dates(dates: &BTreeMap<String, String>) -> Result<DocumentDatesDocument, String> {
    dates
        .iter()
        .map(|(name, iso)| {
            date_text::day(iso)
                .map(|day| (name.clone(), day))
                .ok_or_else(|| format!("{name}: '{iso}' is not a real date as YYYY-MM-DD"))
        })
        .collect::<Result<_, _>>()
        .map(|document_dates| DocumentDatesDocument { document_dates })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_date_gets_its_words_and_a_wrong_one_fails_the_build() {
        let dates = BTreeMap::from([("terms".to_string(), "2026-11-20".to_string())]);
        let document = document_dates(&dates).expect("a real date");
        assert_eq!(document.document_dates["terms"].text, "20 November 2026");
        assert_eq!(document.document_dates["terms"].date, "2026-11-20");
        let wrong = BTreeMap::from([("terms".to_string(), "20/11/2026".to_string())]);
        assert_eq!(
            document_dates(&wrong),
            Err("terms: '20/11/2026' is not a real date as YYYY-MM-DD".to_string())
        );
    }
}
