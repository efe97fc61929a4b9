//! A scout's shortlists: the writes that save a player to a list, take one off, change a player's note or a
//! list's name. A list (`users/{uid}/shortlists/{NN}`) counts its players (`size`) and names the player its last
//! change was about (`changed`), written in the same batch as that player's document (`…/saved/{player}`): the
//! rules check the pair, so the count stays true and a list never holds more than 500 players. Every plan starts
//! from the documents as the page read them.

use serde_json::{Map, Value};

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::{saved_player_path, shortlist_path};
use crate::shortlist::{
    validate_list_name, validate_note, SavedKeys, DEFAULT_SHORTLIST_NAME, SHORTLIST_PLAYERS_MAX,
};
use crate::validation::error;
use crate::write_plan::{is_read_time, PlanError, PlannedWrite, WritePlan};

/// What the plans read of a stored list: its name, its count, its creation time as read. A list that does not
/// read (a value the app never writes) counts as none.
struct List {
    name: Option<String>,
    size: usize,
    created: Option<Value>,
}

fn list_of(stored: Option<&Value>) -> List {
    let get = |key: &str| stored.and_then(|d| d.get(key));
    List {
        name: get("name").and_then(Value::as_str).map(str::to_string),
        size: get("size")
            .and_then(Value::as_u64)
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(0),
        created: get("createdAt").filter(|t| is_read_time(Some(t))).cloned(),
    }
}

/// The list's document after a change: its name, count and last changed player, its creation time kept (or the
/// server's, for a new list) and its change time the server's.
fn list_write(path: String, list: &List, name: String, size: usize, changed: &str) -> PlannedWrite {
    let mut data = Map::new();
    data.insert("name".into(), Value::String(name));
    data.insert("size".into(), Value::from(size));
    data.insert("changed".into(), Value::String(changed.to_string()));
    let mut write = PlannedWrite::set(path, data, &["updatedAt"]);
    keep_time(&mut write, "createdAt", list.created.as_ref());
    write
}

/// Writes `field` back as the time `stored` was read (the rules compare it with the stored one), or, with none, as
/// the server's time.
fn keep_time(write: &mut PlannedWrite, field: &str, stored: Option<&Value>) {
    match stored {
        Some(time) => {
            write.data.insert(field.into(), time.clone());
            write.kept_timestamps.push(field.into());
        }
        None => write.server_timestamps.insert(0, field.into()),
    }
}

/// A saved player's document: the note, the player's id (the functions find every list holding a player by it) and
/// the keys its list is ordered by.
fn saved_data(player: &str, note: String, keys: &SavedKeys) -> Map<String, Value> {
    let mut data = Map::new();
    data.insert("note".into(), Value::String(note));
    data.insert("player".into(), Value::String(player.to_string()));
    keys.write_into(&mut data);
    data
}

fn plan(writes: Vec<PlannedWrite>) -> WritePlan {
    WritePlan {
        context: WriteContext::ShortlistSave,
        writes,
    }
}

/// Saves `player` to list `list_id` of scout `uid` (`stored`: the list as read, none for a new list, which is
/// named `name`, by default "Shortlist"; `keys`: the player's order keys from their index entry). A full list
/// refuses, at the `list` field.
pub fn shortlist_add(
    uid: &str,
    list_id: &str,
    stored: Option<&Value>,
    player: &str,
    name: Option<&str>,
    keys: &SavedKeys,
) -> Result<WritePlan, PlanError> {
    let path = shortlist_path(uid, list_id).ok_or(PlanError::NoDocument)?;
    let saved = saved_player_path(uid, list_id, player).ok_or(PlanError::NoDocument)?;
    let list = list_of(stored);
    if list.size >= SHORTLIST_PLAYERS_MAX {
        return Err(PlanError::Invalid(vec![error(
            "list",
            "full",
            format!("This list is full: it holds {SHORTLIST_PLAYERS_MAX} players. Take one off or use another list."),
        )]));
    }
    let name = match &list.name {
        Some(stored_name) => stored_name.clone(),
        None => validate_list_name(name.unwrap_or(DEFAULT_SHORTLIST_NAME))
            .map_err(|e| PlanError::Invalid(vec![e]))?,
    };
    Ok(plan(vec![
        list_write(path, &list, name, list.size + 1, player),
        PlannedWrite::set(
            saved,
            saved_data(player, String::new(), keys),
            &["addedAt", "updatedAt"],
        ),
    ]))
}

/// Takes `player` off list `list_id` (`stored`: the list as read).
pub fn shortlist_remove(
    uid: &str,
    list_id: &str,
    stored: &Value,
    player: &str,
) -> Result<WritePlan, PlanError> {
    let path = shortlist_path(uid, list_id).ok_or(PlanError::NoDocument)?;
    let saved = saved_player_path(uid, list_id, player).ok_or(PlanError::NoDocument)?;
    let list = list_of(Some(stored));
    let name = list
        .name
        .clone()
        .unwrap_or_else(|| DEFAULT_SHORTLIST_NAME.to_string());
    Ok(plan(vec![
        list_write(path, &list, name, list.size.saturating_sub(1), player),
        PlannedWrite::delete(saved),
    ]))
}

/// Sets the note on `player` of list `list_id` (`stored`: the player's document as read, whose time of saving
/// and order keys stay). An empty note is no note.
pub fn shortlist_note(
    uid: &str,
    list_id: &str,
    player: &str,
    stored: &Value,
    note: &str,
) -> Result<WritePlan, PlanError> {
    let saved = saved_player_path(uid, list_id, player).ok_or(PlanError::NoDocument)?;
    let note = validate_note(note).map_err(|e| PlanError::Invalid(vec![e]))?;
    let keys = SavedKeys::read(stored, "playerUpdatedAt");
    let mut write = PlannedWrite::set(saved, saved_data(player, note, &keys), &["updatedAt"]);
    keep_time(
        &mut write,
        "addedAt",
        stored.get("addedAt").filter(|t| is_read_time(Some(t))),
    );
    Ok(plan(vec![write]))
}

/// Renames list `list_id` (`stored`: the list as read; its count and players stay).
pub fn shortlist_rename(
    uid: &str,
    list_id: &str,
    stored: &Value,
    name: &str,
) -> Result<WritePlan, PlanError> {
    let path = shortlist_path(uid, list_id).ok_or(PlanError::NoDocument)?;
    let name = validate_list_name(name).map_err(|e| PlanError::Invalid(vec![e]))?;
    let list = list_of(Some(stored));
    let changed = stored
        .get("changed")
        .and_then(Value::as_str)
        .unwrap_or_default();
    Ok(plan(vec![list_write(
        path, &list, name, list.size, changed,
    )]))
}

/// Deletes list `list_id` and its `players` (as its query returned their ids): the list and the first players in
/// one batch, the rest in batches after it, each within Firestore's 500 writes. The rules let a player's document
/// go once its list is gone, so a batch that fails leaves players to take off again, never a count that lies.
pub fn shortlist_delete(
    uid: &str,
    list_id: &str,
    players: &[String],
) -> Result<WritePlan, PlanError> {
    const BATCH: usize = 500;
    let mut writes = vec![PlannedWrite::delete(
        shortlist_path(uid, list_id).ok_or(PlanError::NoDocument)?,
    )];
    for (i, player) in players.iter().enumerate() {
        let mut write = PlannedWrite::delete(
            saved_player_path(uid, list_id, player).ok_or(PlanError::NoDocument)?,
        );
        write.batch = u32::try_from((i + 1) / BATCH).unwrap_or(u32::MAX);
        writes.push(write);
    }
    Ok(plan(writes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    const READ_TIME: fn() -> Value = || json!({ "seconds": 1_700_000_000, "nanoseconds": 0 });

    fn keys() -> SavedKeys {
        SavedKeys {
            sort_key: "silva ana".into(),
            birth_month: Some("2008-03".into()),
            player_updated_at: Some(1.7e12),
        }
    }

    #[test]
    fn the_first_save_makes_the_default_list_and_the_players_document_in_one_batch() {
        let plan = shortlist_add("scout", "00", None, "ana", None, &keys()).unwrap();
        assert_eq!(plan.context, WriteContext::ShortlistSave);
        let [list, saved] = plan.writes.as_slice() else {
            panic!("two writes")
        };
        assert_eq!(list.path, "users/scout/shortlists/00");
        assert_eq!(
            Value::Object(list.data.clone()),
            json!({ "name": "Shortlist", "size": 1, "changed": "ana" })
        );
        assert_eq!(list.server_timestamps, ["createdAt", "updatedAt"]);
        assert_eq!(saved.path, "users/scout/shortlists/00/saved/ana");
        assert_eq!(
            Value::Object(saved.data.clone()),
            json!({ "note": "", "player": "ana", "sortKey": "silva ana", "birthMonth": "2008-03", "playerUpdatedAt": 1.7e12 })
        );
        assert_eq!(saved.server_timestamps, ["addedAt", "updatedAt"]);
        assert!(plan.writes.iter().all(|w| w.batch == 0));
    }

    #[test]
    fn a_save_counts_on_from_the_stored_list_and_keeps_its_name_and_time() {
        let stored =
            json!({ "name": "U19 keepers", "size": 7, "changed": "x", "createdAt": READ_TIME() });
        let plan = shortlist_add(
            "scout",
            "03",
            Some(&stored),
            "ana",
            Some("ignored"),
            &keys(),
        )
        .unwrap();
        let list = &plan.writes[0];
        assert_eq!(list.data["size"], json!(8));
        assert_eq!(list.data["name"], json!("U19 keepers"));
        assert_eq!(list.data["createdAt"], READ_TIME());
        assert_eq!(list.kept_timestamps, ["createdAt"]);
        assert_eq!(list.server_timestamps, ["updatedAt"]);
    }

    #[test]
    fn a_full_list_a_bad_name_or_ids_that_name_no_document_plan_nothing() {
        let full = json!({ "name": "Full", "size": SHORTLIST_PLAYERS_MAX });
        let Err(PlanError::Invalid(errors)) =
            shortlist_add("scout", "00", Some(&full), "ana", None, &keys())
        else {
            panic!("a full list refuses")
        };
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("list", "full")
        );
        assert!(matches!(
            shortlist_add("scout", "01", None, "ana", Some(" "), &keys()),
            Err(PlanError::Invalid(_))
        ));
        for (list, player) in [
            ("20", "ana"),
            ("0", "ana"),
            ("ab", "ana"),
            ("00", "a/b"),
            ("00", ""),
        ] {
            assert_eq!(
                shortlist_add("scout", list, None, player, None, &keys()),
                Err(PlanError::NoDocument),
                "{list} {player}"
            );
        }
    }

    #[test]
    fn taking_a_player_off_counts_down_and_deletes_the_players_document() {
        let stored =
            json!({ "name": "Shortlist", "size": 2, "changed": "bo", "createdAt": READ_TIME() });
        let plan = shortlist_remove("scout", "00", &stored, "ana").unwrap();
        assert_eq!(plan.writes[0].data["size"], json!(1));
        assert_eq!(plan.writes[0].data["changed"], json!("ana"));
        assert_eq!(plan.writes[1].op, WriteOp::Delete);
        assert_eq!(plan.writes[1].path, "users/scout/shortlists/00/saved/ana");
    }

    #[test]
    fn a_note_keeps_the_time_of_saving_and_follows_the_core_rule() {
        let stored = json!({ "note": "", "addedAt": READ_TIME(), "player": "ana", "sortKey": "silva ana",
            "birthMonth": "2008-03", "playerUpdatedAt": 1.7e12 });
        let plan = shortlist_note("scout", "00", "ana", &stored, " Quick feet. ").unwrap();
        let [write] = plan.writes.as_slice() else {
            panic!("one write")
        };
        assert_eq!(write.data["note"], json!("Quick feet."));
        assert_eq!(write.data["sortKey"], json!("silva ana"));
        assert_eq!(write.data["player"], json!("ana"));
        assert_eq!(write.kept_timestamps, ["addedAt"]);
        assert_eq!(write.server_timestamps, ["updatedAt"]);
        let long = "a".repeat(501);
        assert!(matches!(
            shortlist_note("scout", "00", "ana", &stored, &long),
            Err(PlanError::Invalid(_))
        ));
    }

    #[test]
    fn a_deleted_list_takes_its_players_in_batches_of_500_the_list_first() {
        let players: Vec<String> = (0..SHORTLIST_PLAYERS_MAX)
            .map(|i| format!("p{i}"))
            .collect();
        let plan = shortlist_delete("scout", "04", &players).unwrap();
        assert_eq!(plan.writes.len(), SHORTLIST_PLAYERS_MAX + 1);
        assert_eq!(plan.writes[0].path, "users/scout/shortlists/04");
        assert!(plan.writes.iter().all(|w| w.op == WriteOp::Delete));
        assert_eq!(plan.writes.iter().filter(|w| w.batch == 0).count(), 500);
        assert_eq!(plan.writes.iter().filter(|w| w.batch == 1).count(), 1);
        assert_eq!(
            shortlist_delete("scout", "04", &["a/b".to_string()]),
            Err(PlanError::NoDocument)
        );
    }

    #[test]
    fn a_rename_keeps_the_count_and_the_last_change() {
        let stored =
            json!({ "name": "Shortlist", "size": 4, "changed": "bo", "createdAt": READ_TIME() });
        let plan = shortlist_rename("scout", "00", &stored, " Wingers ").unwrap();
        assert_eq!(
            Value::Object(plan.writes[0].data.clone()),
            json!({ "name": "Wingers", "size": 4, "changed": "bo", "createdAt": READ_TIME() })
        );
    }
}
