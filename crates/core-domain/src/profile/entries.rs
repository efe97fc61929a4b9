//! The CV's career and honours as documents: one per entry, `players/{uid}/career/{NN}` and
//! `players/{uid}/honours/{NN}`, `NN` the entry's position (`firestore_paths::entry_id`).
//!
//! Why documents: the Firestore rules cannot check 30 + 30 list entries of one document field by field
//! within their budget of 1000 expressions per request, so a hostile value could hide at any later
//! position. As documents, the rules check each entry whole. Everything else keeps seeing lists: the
//! readers are handed the CV with its lists filled from the entries ([`with_entries`]), and the save
//! turns the CV back into its documents ([`cv_writes`]).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::model::ENTRY_LISTS;
use skora_foundations::firestore_paths::{
    entry_id, entry_path, entry_position, player_path, ENTRY_POSITIONS,
};

/// One stored entry document as a query returns it: its id and its data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct EntryDocument {
    pub id: String,
    #[cfg_attr(feature = "tsify", tsify(type = "unknown"))]
    pub data: Value,
}

/// The CV document with `career` and `honours` filled from their entry documents (each list in position
/// order), replacing whatever the CV holds under those keys. A position without a document (or whose
/// document could not be read) is `null`, which the profile reader skips like any unreadable entry, so
/// each list is exactly as long as the stored positions reach: its length is what a save must clear
/// ([`cv_writes`]' `stored`). Documents whose id is not a position are ignored. A CV that is no object
/// comes back as it is.
pub fn with_entries(cv: Value, career: &[EntryDocument], honours: &[EntryDocument]) -> Value {
    let Value::Object(mut doc) = cv else {
        return cv;
    };
    for (key, entries) in ENTRY_LISTS.into_iter().zip([career, honours]) {
        doc.insert(key.to_string(), Value::Array(positioned(entries)));
    }
    Value::Object(doc)
}

fn positioned(entries: &[EntryDocument]) -> Vec<Value> {
    let mut list = Vec::new();
    for entry in entries {
        let Some(position) = entry_position(&entry.id) else {
            continue;
        };
        if list.len() <= position {
            list.resize(position + 1, Value::Null);
        }
        list[position] = entry.data.clone();
    }
    list
}

/// How far a player's stored entries reach, per list (the lengths of the lists [`with_entries`] gave).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct StoredEntries {
    pub career: usize,
    pub honours: usize,
}

/// One document to set whole.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DocumentWrite {
    pub path: String,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, unknown>"))]
    pub data: Value,
}

/// What saving a CV writes, all in one batch with its private details: the CV document without its
/// lists, every entry at its position, and the deletion of the stored entries past each list's new end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CvWrites {
    /// `players/{uid}` (without `career` and `honours`); the caller adds the timestamps.
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, unknown>"))]
    pub cv: Map<String, Value>,
    /// `players/{uid}/career/00…` then `players/{uid}/honours/00…`, in position order.
    pub entries: Vec<DocumentWrite>,
    /// The entry documents to delete: from each list's new length up to `stored`'s.
    pub deletes: Vec<String>,
}

/// The documents a save of `cv` (the profile as one document, lists included) writes for player `uid`,
/// over entries stored up to `stored`; `None` for an id that is no document id or a CV that is no
/// object. A list entry past the last position (more than the core's 30, which the validator never
/// gives) is not written; a list key that holds no list writes no entries.
pub fn cv_writes(uid: &str, cv: &Value, stored: StoredEntries) -> Option<CvWrites> {
    player_path(uid)?;
    let mut doc = cv.as_object()?.clone();
    let mut entries = Vec::new();
    let mut deletes = Vec::new();
    for (key, stored) in ENTRY_LISTS.into_iter().zip([stored.career, stored.honours]) {
        let list = match doc.remove(key) {
            Some(Value::Array(list)) => list,
            _ => Vec::new(),
        };
        let written = list.len().min(ENTRY_POSITIONS);
        for (position, data) in list.into_iter().take(written).enumerate() {
            entries.extend(entry_path(uid, key, position).map(|path| DocumentWrite { path, data }));
        }
        deletes
            .extend((written..stored.min(ENTRY_POSITIONS)).filter_map(|p| entry_path(uid, key, p)));
    }
    Some(CvWrites {
        cv: doc,
        entries,
        deletes,
    })
}

/// The ids `00`… of a list of `n` entries (at most the positions there are).
pub fn entry_ids(n: usize) -> Vec<String> {
    (0..n).map_while(entry_id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(id: &str, data: Value) -> EntryDocument {
        EntryDocument {
            id: id.into(),
            data,
        }
    }

    #[test]
    fn entries_fill_the_lists_in_position_order() {
        let cv = json!({"firstName": "Ana", "career": "stale", "links": []});
        let career = [
            doc("01", json!({"club": "B"})),
            doc("00", json!({"club": "A"})),
        ];
        let honours = [doc("00", json!({"title": "Cup", "season": "2024"}))];
        let filled = with_entries(cv, &career, &honours);
        assert_eq!(filled["career"], json!([{"club": "A"}, {"club": "B"}]));
        assert_eq!(
            filled["honours"],
            json!([{"title": "Cup", "season": "2024"}])
        );
        assert_eq!(filled["firstName"], json!("Ana"));
    }

    #[test]
    fn a_missing_position_is_null_and_other_ids_are_ignored() {
        let career = [
            doc("02", json!({"club": "C"})),
            doc("x", json!({"club": "X"})),
            doc("30", json!({"club": "Y"})),
            doc("5", json!({"club": "Z"})),
        ];
        let filled = with_entries(json!({}), &career, &[]);
        assert_eq!(filled["career"], json!([null, null, {"club": "C"}]));
        assert_eq!(filled["honours"], json!([]));
        assert_eq!(with_entries(json!(null), &career, &[]), json!(null));
    }

    #[test]
    fn a_save_writes_the_cv_without_lists_every_entry_and_clears_the_rest() {
        let cv = json!({"firstName": "Ana", "career": [{"club": "A"}, {"club": "B"}],
            "honours": [{"title": "Cup", "season": "2024"}]});
        let w = cv_writes(
            "u1",
            &cv,
            StoredEntries {
                career: 4,
                honours: 1,
            },
        );
        let w = w.unwrap_or_else(|| panic!("writes"));
        assert_eq!(Value::Object(w.cv), json!({"firstName": "Ana"}));
        let paths: Vec<&str> = w.entries.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                "players/u1/career/00",
                "players/u1/career/01",
                "players/u1/honours/00"
            ]
        );
        assert_eq!(w.entries[1].data, json!({"club": "B"}));
        assert_eq!(w.deletes, ["players/u1/career/02", "players/u1/career/03"]);
    }

    #[test]
    fn no_writes_for_a_bad_uid_or_a_cv_that_is_no_object() {
        assert_eq!(cv_writes("a/b", &json!({}), StoredEntries::default()), None);
        assert_eq!(cv_writes("u1", &json!([1]), StoredEntries::default()), None);
        let w = cv_writes("u1", &json!({"career": 7}), StoredEntries::default());
        assert_eq!(w.map(|w| (w.entries.len(), w.deletes.len())), Some((0, 0)));
    }

    #[test]
    fn entry_ids_stop_at_the_last_position() {
        assert_eq!(entry_ids(3), ["00", "01", "02"]);
        assert_eq!(entry_ids(99).len(), ENTRY_POSITIONS);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    proptest! {
        // What a save writes reads back as the same lists, and the next save over it clears exactly
        // the positions the shorter lists no longer use.
        #[test]
        fn a_saved_cv_reads_back_the_same_and_a_shorter_save_clears_the_tail(
            n in 0usize..=30, m in 0usize..=30, n2 in 0usize..=30, m2 in 0usize..=30,
        ) {
            let career: Vec<Value> = (0..n).map(|i| json!({"club": format!("C{i}")})).collect();
            let honours: Vec<Value> = (0..m).map(|i| json!({"title": format!("H{i}")})).collect();
            let cv = json!({"firstName": "Ana", "career": career, "honours": honours});
            let w = cv_writes("u1", &cv, StoredEntries::default()).unwrap_or_else(|| panic!("writes"));
            prop_assert!(w.deletes.is_empty());
            prop_assert!(w.entries.len() + 2 <= 62);
            let stored_career: Vec<EntryDocument> = w.entries.iter()
                .filter_map(|e| e.path.strip_prefix("players/u1/career/")
                    .map(|id| EntryDocument { id: id.into(), data: e.data.clone() }))
                .collect();
            let stored_honours: Vec<EntryDocument> = w.entries.iter()
                .filter_map(|e| e.path.strip_prefix("players/u1/honours/")
                    .map(|id| EntryDocument { id: id.into(), data: e.data.clone() }))
                .collect();
            let back = with_entries(Value::Object(w.cv.clone()), &stored_career, &stored_honours);
            prop_assert_eq!(&back, &cv);

            let shorter = json!({"career": career[..n2.min(n)].to_vec(), "honours": honours[..m2.min(m)].to_vec()});
            let stored = StoredEntries { career: n, honours: m };
            let again = cv_writes("u1", &shorter, stored).unwrap_or_else(|| panic!("writes"));
            prop_assert_eq!(again.deletes.len(), (n - n2.min(n)) + (m - m2.min(m)));
            prop_assert_eq!(again.entries.len() + again.deletes.len(), n + m);
        }

        #[test]
        fn filling_never_fails_and_keeps_every_positioned_document(ids in proptest::collection::vec("[0-9a-z]{0,3}", 0..40)) {
            let docs: Vec<EntryDocument> = ids.iter().enumerate()
                .map(|(i, id)| EntryDocument { id: id.clone(), data: json!(i) }).collect();
            let filled = with_entries(json!({}), &docs, &[]);
            let list = filled["career"].as_array().cloned().unwrap_or_default();
            prop_assert!(list.len() <= ENTRY_POSITIONS);
            for (i, d) in docs.iter().enumerate() {
                if let Some(p) = entry_position(&d.id) {
                    // The last document of a position wins (ids are unique in a real query).
                    let last = docs.iter().rposition(|x| x.id == d.id);
                    if last == Some(i) {
                        prop_assert_eq!(&list[p], &json!(i));
                    }
                }
            }
        }
    }
}
