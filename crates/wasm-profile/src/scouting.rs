//! What a scout keeps, as one handle, `Scouting`: the lists (the orders a page offers, the query of one page of a
//! list, that page's cards, the export), the saved searches, the notifications, and every change to them (a
//! player saved or taken off, a note, a list's name, a list deleted, a search saved or deleted, notifications
//! read) as one write plan; and the requests to contact players, as the inbox shows them and as a scout types
//! one. Thin: every rule is the core's `shortlist`, `shortlist_page`, `search_alerts`, `contact_requests` and
//! `save_plans`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::contact_requests::ask::check_message;
use skora_core::contact_requests::inbox::{self, ContactCard, RequestCard};
use skora_core::directory::IndexDoc;
use skora_core::player_interest::{self, InterestMonth};
use skora_core::search_alerts::{self, NotificationView, SearchSource, SearchToSave, Searches};
use skora_core::shortlist_page::{self, Lists, SavedPage, SavedQuery, ShortlistSort};
use skora_core::write_plan::WritePlan;
use skora_core::{firestore_paths, save_plans};
use skora_wasm_common::typed::{read, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::profile::plan_error;

/// One order as the page's select offers it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SortOption {
    pub value: ShortlistSort,
    pub label: String,
}

/// What the page has of the scout's lists, and what it asks: each part of the answer comes with what it needs.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutingRead {
    pub uid: String,
    /// The lists' query result (none before it is read).
    #[serde(default)]
    #[tsify(optional)]
    pub lists: Vec<IndexDoc>,
    /// A list to read a page of, in `sort`'s order (by default the list's), after `after` (the last saved player
    /// shown; none: the first page).
    #[serde(default)]
    #[tsify(optional)]
    pub list_id: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub sort: ShortlistSort,
    #[serde(default)]
    #[tsify(optional)]
    pub after: Option<IndexDoc>,
    /// A page's (or the whole list's) saved players as read, and the index entries read for them.
    #[serde(default)]
    #[tsify(optional)]
    pub saved: Option<Vec<IndexDoc>>,
    #[serde(default)]
    #[tsify(optional)]
    pub entries: Vec<IndexDoc>,
    /// The reader's `YYYY-MM-DD` (ages are theirs).
    #[serde(default)]
    #[tsify(optional)]
    pub today: String,
    /// For the export: the site's origin, which the CV links start with.
    #[serde(default)]
    #[tsify(optional)]
    pub origin: Option<String>,
    /// The saved searches' query result.
    #[serde(default)]
    #[tsify(optional)]
    pub searches: Vec<IndexDoc>,
    /// The notifications' query result (the newest first).
    #[serde(default)]
    #[tsify(optional)]
    pub notifications: Vec<IndexDoc>,
    /// The reader's months of interest (`players/{uid}/interest`, their query's result).
    #[serde(default)]
    #[tsify(optional)]
    pub interest: Vec<IndexDoc>,
    /// A page's URL search string, for "Save this search": what it would save.
    #[serde(default)]
    #[tsify(optional)]
    pub to_save: Option<SearchAsk>,
    /// The inbox's query result (requests to contact the reader, the newest first).
    #[serde(default)]
    #[tsify(optional)]
    pub inbox: Vec<IndexDoc>,
    /// The reader's contacts (players who accepted their requests), the newest first.
    #[serde(default)]
    #[tsify(optional)]
    pub contacts: Vec<IndexDoc>,
    /// A request's message as typed, to check at its field before it is sent.
    #[serde(default)]
    #[tsify(optional)]
    pub to_ask: Option<String>,
}

/// A request's message checked: the text that would be sent, or the field's error.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AskCheck {
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub error: Option<String>,
}

/// A search a page offers to save: its URL's search string, and which page's URL it is.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchAsk {
    pub search: String,
    pub source: SearchSource,
}

/// The answer: the lists and the orders, always; the page's query for a list asked; the page (and with an
/// origin, the export) for saved players given.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutingView {
    #[serde(flatten)]
    pub lists: Lists,
    pub sorts: Vec<SortOption>,
    /// `users/{uid}/shortlists`, the lists' query (none for an id that names no account).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub collection: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub query: Option<SavedQuery>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub page: Option<SavedPage>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub csv: Option<String>,
    pub searches: Searches,
    /// `users/{uid}/searches` and `users/{uid}/notifications`, for their queries (the newest `notificationsShown`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub searches_collection: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub notifications_collection: Option<String>,
    pub notifications_shown: u32,
    pub notifications: Vec<NotificationView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub to_save: Option<SearchToSave>,
    /// `players/{uid}/interest`, for its query (the newest `interestMonthsShown`), and its months in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub interest_collection: Option<String>,
    pub interest_months_shown: u32,
    /// The field the interest query orders by (descending: the newest months first).
    pub interest_order: String,
    pub interest: Vec<InterestMonth>,
    /// `users/{uid}/inbox`, the page's size and its order (the nav's count of pending requests is the session
    /// module's `Member`).
    pub inbox_collection: Option<String>,
    pub inbox_shown: u32,
    pub inbox_order: String,
    pub inbox: Vec<RequestCard>,
    pub contacts_collection: Option<String>,
    pub contacts_shown: u32,
    pub contacts_order: String,
    pub contacts: Vec<ContactCard>,
    #[tsify(optional)]
    pub ask: Option<AskCheck>,
}

/// One change to the scout's lists; each names the documents as the page read them.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ScoutingChange {
    /// Saves `player` (whose index entry is `entry`) to `list_id`: `list` as read, none for a new list named
    /// `name`.
    Add {
        uid: String,
        list_id: String,
        #[serde(default)]
        #[tsify(optional, type = "Record<string, unknown> | null")]
        list: Option<Value>,
        player: String,
        #[tsify(type = "Record<string, unknown>")]
        entry: Value,
        #[serde(default)]
        #[tsify(optional)]
        name: Option<String>,
    },
    Remove {
        uid: String,
        list_id: String,
        #[tsify(type = "Record<string, unknown>")]
        list: Value,
        player: String,
    },
    Note {
        uid: String,
        list_id: String,
        player: String,
        #[tsify(type = "Record<string, unknown>")]
        saved: Value,
        note: String,
    },
    Rename {
        uid: String,
        list_id: String,
        #[tsify(type = "Record<string, unknown>")]
        list: Value,
        name: String,
    },
    /// Deletes `list_id` and its players (every id its saved players' query returned).
    Delete {
        uid: String,
        list_id: String,
        players: Vec<String>,
    },
    /// Saves the filters of a page's URL search string as search `id`, named `name`.
    SaveSearch {
        uid: String,
        id: String,
        name: String,
        search: String,
        source: SearchSource,
    },
    DeleteSearch {
        uid: String,
        id: String,
    },
    /// Marks notifications `ids` read.
    ReadNotifications {
        uid: String,
        ids: Vec<String>,
    },
}

/// Query results as the core's readers take them: `(id, data)`.
fn pairs(docs: &[IndexDoc]) -> Vec<(String, Value)> {
    docs.iter()
        .map(|d| (d.id.clone(), d.data.clone()))
        .collect()
}

#[wasm_bindgen]
pub struct Scouting;

#[wasm_bindgen]
impl Scouting {
    /// Everything the lists' pages read: the lists (from their query's result) and the orders a page offers; the
    /// query of the page asked for; that page's players (cards as the entries are now, or no longer available)
    /// and whether more follow; and, with an origin, the players given as CSV.
    pub fn read(request: Ts<ScoutingRead>) -> Result<Ts<ScoutingView>, JsValue> {
        let r = read(request)?;
        let query = r
            .list_id
            .as_deref()
            .and_then(|list| shortlist_page::saved_query(&r.uid, list, r.sort, r.after.as_ref()));
        let page = r
            .saved
            .as_deref()
            .map(|saved| shortlist_page::saved_page(saved, &r.entries, &r.today));
        let csv = r
            .saved
            .as_deref()
            .zip(r.origin.as_deref())
            .map(|(saved, origin)| shortlist_page::export_csv(saved, &r.entries, &r.today, origin));
        typed(&ScoutingView {
            lists: shortlist_page::lists_of(&r.lists),
            sorts: ShortlistSort::ALL
                .iter()
                .map(|&value| SortOption {
                    value,
                    label: value.label().to_string(),
                })
                .collect(),
            collection: shortlist_page::lists_collection(&r.uid),
            query,
            page,
            csv,
            searches: search_alerts::searches_of(&pairs(&r.searches)),
            searches_collection: firestore_paths::searches_path(&r.uid),
            notifications_collection: firestore_paths::notifications_path(&r.uid),
            notifications_shown: search_alerts::NOTIFICATIONS_SHOWN,
            notifications: search_alerts::notifications_of(&pairs(&r.notifications)),
            interest_collection: firestore_paths::interest_path(&r.uid),
            interest_months_shown: player_interest::INTEREST_MONTHS_SHOWN,
            interest_order: player_interest::INTEREST_MONTH_FIELD.to_string(),
            interest: player_interest::interest_months(&pairs(&r.interest)),
            inbox_collection: firestore_paths::inbox_path(&r.uid),
            inbox_shown: inbox::INBOX_SHOWN,
            inbox_order: inbox::INBOX_ORDER.to_string(),
            inbox: inbox::inbox_of(&pairs(&r.inbox)),
            contacts_collection: firestore_paths::contacts_path(&r.uid),
            contacts_shown: inbox::CONTACTS_SHOWN,
            contacts_order: inbox::CONTACTS_ORDER.to_string(),
            contacts: inbox::contacts_of(&pairs(&r.contacts)),
            ask: r.to_ask.as_deref().map(|typed| match check_message(typed) {
                Ok(message) => AskCheck {
                    message,
                    error: None,
                },
                Err(e) => AskCheck {
                    message: typed.to_string(),
                    error: Some(e.message),
                },
            }),
            to_save: r
                .to_save
                .as_ref()
                .map(|ask| search_alerts::search_to_save(ask.source, &ask.search)),
        })
    }

    /// The writes of one change (or an `invalid-form` error naming the field: a full list, a name or a note the
    /// rule refuses).
    pub fn save(change: Ts<ScoutingChange>) -> Result<Ts<WritePlan>, JsValue> {
        let plan = match read(change)? {
            ScoutingChange::Add {
                uid,
                list_id,
                list,
                player,
                entry,
                name,
            } => save_plans::shortlist_add(
                &uid,
                &list_id,
                list.as_ref().filter(|l| l.is_object()),
                &player,
                name.as_deref(),
                &shortlist_page::keys_of_entry(&entry),
            ),
            ScoutingChange::Remove {
                uid,
                list_id,
                list,
                player,
            } => save_plans::shortlist_remove(&uid, &list_id, &list, &player),
            ScoutingChange::Note {
                uid,
                list_id,
                player,
                saved,
                note,
            } => save_plans::shortlist_note(&uid, &list_id, &player, &saved, &note),
            ScoutingChange::Rename {
                uid,
                list_id,
                list,
                name,
            } => save_plans::shortlist_rename(&uid, &list_id, &list, &name),
            ScoutingChange::Delete {
                uid,
                list_id,
                players,
            } => save_plans::shortlist_delete(&uid, &list_id, &players),
            ScoutingChange::SaveSearch {
                uid,
                id,
                name,
                search,
                source,
            } => search_alerts::search_save(
                &uid,
                &id,
                &name,
                &search_alerts::filters_from(source, &search),
            ),
            ScoutingChange::DeleteSearch { uid, id } => search_alerts::search_delete(&uid, &id),
            ScoutingChange::ReadNotifications { uid, ids } => {
                search_alerts::notifications_read(&uid, &ids)
            }
        }
        .map_err(plan_error)?;
        typed(&plan)
    }
}
