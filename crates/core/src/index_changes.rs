//! Which changes of a player's documents can change their index entry, so a trigger skips the reindex (its
//! transaction and its reads: the CV, the private details, the attributes, up to 60 weekly entries) when none can.
//!
//! A trigger receives the document's before and after. The reindex itself never trusts them (events can be late or
//! repeated), and neither does this: it only says that going from `before` to `after` cannot change what the index
//! shows or counts, whatever the player's other documents hold. When in doubt (a document created or deleted, one
//! that does not read), the answer is that it may, and the reindex runs.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::player_index::{player_index_entry, IndexEntry};

/// The player's document a trigger watches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SourceDocument {
    /// `players/{uid}`.
    Cv,
    /// `players/{uid}/private/details`.
    Private,
    /// `playerStats/{uid}`.
    Stats,
    /// `players/{uid}/weeklyStats/{week}`.
    Weekly,
}

/// What the app stamps on every save: no entry reads it from these documents (the CV's is the entry's `updatedAt`,
/// so the CV keeps it).
const SAVED_AT: &str = "updatedAt";

/// A stand-in CV, listed and placed, to see what private details give the entry (they only ever add to a CV).
const STAND_IN_CV: &str = r#"{"visibility":"public","firstName":"A","countryOfResidence":"PT","nationality":"PT","playerType":"outfield","mainPosition":"CM"}"#;
/// Stand-in private details of an adult, to see what a CV gives the entry where the age decides (how precise the
/// location may be).
const ADULT_DETAILS: &str = r#"{"dateOfBirth":"1990-01-01"}"#;

fn object(json: Option<&str>) -> Option<Map<String, Value>> {
    serde_json::from_str::<Value>(json?)
        .ok()?
        .as_object()
        .cloned()
}

fn entry(cv: &str, private: Option<&str>, today: &str) -> Option<IndexEntry> {
    player_index_entry("uid", cv, private, today, false, None)
}

/// Whether changing `source` from `before` to `after` (JSON text; `None`: absent) may change the player's index
/// entry or what it counts, on `today`. `false` only when it cannot, whatever the other documents hold:
/// - the CV: the entry it gives is the same alone and beside an adult's details, and its `hasPhoto` is the same
///   (the served picture decides the entry's, and the reindex corrects the CV's);
/// - the private details: the entry a stand-in CV gives with them is the same;
/// - the attributes and a weekly entry: the documents are the same but for when they were saved.
pub fn may_change_entry(
    source: SourceDocument,
    before: Option<&str>,
    after: Option<&str>,
    today: &str,
) -> bool {
    let (Some(mut old), Some(mut new)) = (object(before), object(after)) else {
        return true;
    };
    match source {
        SourceDocument::Cv => {
            let (old_text, new_text) = (
                Value::Object(old.clone()).to_string(),
                Value::Object(new.clone()).to_string(),
            );
            old.get("hasPhoto") != new.get("hasPhoto")
                || entry(&old_text, None, today) != entry(&new_text, None, today)
                || entry(&old_text, Some(ADULT_DETAILS), today)
                    != entry(&new_text, Some(ADULT_DETAILS), today)
        }
        SourceDocument::Private => {
            let (old_text, new_text) = (
                Value::Object(old).to_string(),
                Value::Object(new).to_string(),
            );
            entry(STAND_IN_CV, Some(&old_text), today) != entry(STAND_IN_CV, Some(&new_text), today)
        }
        SourceDocument::Stats | SourceDocument::Weekly => {
            old.remove(SAVED_AT);
            new.remove(SAVED_AT);
            old != new
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const TODAY: &str = "2025-06-01";

    fn cv(extra: Value) -> String {
        let mut cv = json!({"visibility": "public", "firstName": "Ana", "lastName": "Silva", "countryOfResidence": "PT",
            "city": "Porto", "mainPosition": "CM", "playerType": "outfield", "bio": "Box to box.",
            "updatedAt": {"seconds": 1, "nanoseconds": 0}});
        if let (Some(cv), Some(extra)) = (cv.as_object_mut(), extra.as_object()) {
            cv.extend(extra.clone());
        }
        cv.to_string()
    }

    fn changes(source: SourceDocument, before: &str, after: &str) -> bool {
        may_change_entry(source, Some(before), Some(after), TODAY)
    }

    #[test]
    fn a_cv_edit_the_index_does_not_show_is_skipped() {
        let before = cv(json!({}));
        assert!(!changes(
            SourceDocument::Cv,
            &before,
            &cv(json!({"bio": "Left foot.", "languages": ["Portuguese"]}))
        ));
        assert!(!changes(SourceDocument::Cv, &before, &before));
    }

    #[test]
    fn a_cv_edit_the_index_shows_or_counts_is_not() {
        let before = cv(json!({}));
        for edit in [
            json!({"city": "Braga"}),
            json!({"visibility": "members"}),
            json!({"mainPosition": "ST"}),
            json!({"currentClub": "FC Porto"}),
            json!({"heightCm": 180}),
            json!({"updatedAt": {"seconds": 2, "nanoseconds": 0}}),
            json!({"hasPhoto": true}),
            json!({"links": [{"label": "Goals", "url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"}]}),
        ] {
            assert!(
                changes(SourceDocument::Cv, &before, &cv(edit.clone())),
                "{edit}"
            );
        }
    }

    #[test]
    fn a_created_deleted_or_unreadable_document_may_change_the_entry() {
        let doc = cv(json!({}));
        for source in [
            SourceDocument::Cv,
            SourceDocument::Private,
            SourceDocument::Stats,
            SourceDocument::Weekly,
        ] {
            assert!(may_change_entry(source, None, Some(&doc), TODAY));
            assert!(may_change_entry(source, Some(&doc), None, TODAY));
            assert!(may_change_entry(source, Some("[1]"), Some(&doc), TODAY));
            assert!(may_change_entry(
                source,
                Some(&doc),
                Some("not json"),
                TODAY
            ));
        }
    }

    #[test]
    fn private_details_count_by_what_they_give_the_entry() {
        let before = json!({"dateOfBirth": "2004-03-02", "location": {"lat": 41.15, "lng": -8.61}, "email": "a@b.pt",
            "updatedAt": {"seconds": 1}})
        .to_string();
        let same = json!({"dateOfBirth": "2004-03-02", "location": {"lat": 41.15, "lng": -8.61}, "email": "c@d.pt",
            "updatedAt": {"seconds": 2}})
        .to_string();
        assert!(!changes(SourceDocument::Private, &before, &same));
        let born = json!({"dateOfBirth": "2004-04-02", "location": {"lat": 41.15, "lng": -8.61}})
            .to_string();
        assert!(changes(SourceDocument::Private, &before, &born));
        let moved = json!({"dateOfBirth": "2004-03-02", "location": {"lat": 38.72, "lng": -9.14}})
            .to_string();
        assert!(changes(SourceDocument::Private, &before, &moved));
    }

    #[test]
    fn attributes_and_weeks_count_unless_only_saved_again() {
        let week =
            json!({"week": "2025-W40", "minutes": 90, "goals": 1, "updatedAt": {"seconds": 1}});
        let again =
            json!({"week": "2025-W40", "minutes": 90, "goals": 1, "updatedAt": {"seconds": 9}});
        let more =
            json!({"week": "2025-W40", "minutes": 90, "goals": 2, "updatedAt": {"seconds": 9}});
        for source in [SourceDocument::Stats, SourceDocument::Weekly] {
            assert!(!changes(source, &week.to_string(), &again.to_string()));
            assert!(changes(source, &week.to_string(), &more.to_string()));
        }
    }
}
