//! Saved searches and their alerts. A user keeps up to 20 searches of the directory or the map (its filters: the
//! name, the position, the nationality, where the player is based, the ages and the type), each with a name. When a
//! player's index entry is created, or changes so that it newly matches a search, the search's owner is told
//! (`users/{uid}/notifications/{id}`, written by the functions).
//!
//! Matching never scans every search. Each search stores one key naming its equality filters (`p:GK|n:PT|b:PT|
//! t:goalkeeper`, the ones it has), and an entry names every key it satisfies (each subset of its positions,
//! nationalities, country and type: at most 72). The functions ask for the searches whose key is one of those, in
//! queries of 30 keys; every search read then passes its equality filters, and only its name and ages are left to
//! check here. A search without a position, a nationality or a country has no key: it would be read for nearly
//! every player, so it is saved without alerts.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::age_filter::parse_age_filter;
use crate::dates::{parse_date, Date};
use crate::directory::{age_in_range, parse_query, to_query_string, DirectoryQuery, Sort};
use crate::firestore_errors::WriteContext;
use crate::firestore_paths::{is_document_id, notifications_path, search_path, SAVED_SEARCHES};
use crate::fold::NameQuery;
use crate::html::escape_html;
use crate::limits::{MAX_AGE, MIN_AGE, SAVED_SEARCHES_MAX, SAVED_SEARCH_MAX_CHARS};
use crate::newsletter_confirm::{Mail, MailMessage};
use crate::player_index::IndexEntry;
use crate::positions::Position;
use crate::profile::PlayerType;
use crate::shortlist::validate_list_name;
use crate::talent_map::parse_map_query;
use crate::validation::error;
use crate::write_plan::{PlanError, PlannedWrite, WriteOp, WritePlan};

/// The most values one Firestore `in` filter takes: an entry's keys are asked for in queries of this many.
pub const ALERT_KEYS_PER_QUERY: usize = 30;
/// The field of a saved search holding its key.
pub const ALERT_KEY_FIELD: &str = "key";

/// A search's filters alone: the sort, the page and the cursor are not part of what is saved.
pub fn filters_of(query: &DirectoryQuery) -> DirectoryQuery {
    DirectoryQuery {
        sort: Sort::default(),
        cursor: None,
        page: None,
        ..query.clone().normalised()
    }
}

fn key_of(
    position: Option<Position>,
    nationality: Option<&str>,
    based_in: Option<&str>,
    player_type: Option<PlayerType>,
) -> Option<String> {
    if position.is_none() && nationality.is_none() && based_in.is_none() {
        return None;
    }
    let parts: Vec<String> = [
        position.map(|p| format!("p:{}", p.code())),
        nationality.map(|n| format!("n:{n}")),
        based_in.map(|b| format!("b:{b}")),
        player_type.map(|t| format!("t:{}", t.as_str())),
    ]
    .into_iter()
    .flatten()
    .collect();
    Some(parts.join("|"))
}

/// The filters of a map URL's search string (`?basedIn=PT&position=GK&age=U19&name=…`) as the directory's: where
/// a saved search from the map opens, and what it alerts on. The map's one age filter becomes the directory's
/// bounds (`U19` is 0–18, clamped to the CV's ages); its view (centre, zoom) is not part of a search.
pub fn from_map_search(search: &str) -> DirectoryQuery {
    let state = parse_map_query(search);
    let (min_age, max_age) = match parse_age_filter(&state.player_age) {
        Ok(Some(filter)) => {
            let (min, max) = filter.bounds();
            ((min > MIN_AGE).then_some(min), max.filter(|&m| m < MAX_AGE))
        }
        _ => (None, None),
    };
    DirectoryQuery {
        q: state.player_name,
        position: state
            .active_position
            .as_deref()
            .and_then(Position::from_code),
        based_in: state.active_country,
        nationality: state.nationality,
        min_age,
        max_age,
        player_type: PlayerType::parse(&state.player_type),
        confirmed: state.confirmed_only,
        ..DirectoryQuery::default()
    }
    .normalised()
}

/// The key of a search's equality filters, or `None` when it has no position, nationality or country (then it
/// alerts nobody).
pub fn alert_key(query: &DirectoryQuery) -> Option<String> {
    let q = filters_of(query);
    key_of(
        q.position,
        q.nationality.as_deref(),
        q.based_in.as_deref(),
        q.player_type,
    )
}

/// Every key a search that `entry` passes (on its equality filters) can have, each once.
pub fn entry_alert_keys(entry: &IndexEntry) -> Vec<String> {
    let positions: Vec<Option<Position>> = std::iter::once(None)
        .chain(entry.positions.iter().copied().map(Some))
        .collect();
    let nationalities: Vec<Option<&str>> = std::iter::once(None)
        .chain(entry.nationalities.iter().map(|n| Some(n.as_str())))
        .collect();
    let based: Vec<Option<&str>> = std::iter::once(None)
        .chain(entry.country_of_residence.as_deref().map(Some))
        .collect();
    let types: Vec<Option<PlayerType>> = std::iter::once(None)
        .chain(entry.player_type.map(Some))
        .collect();
    let mut keys: Vec<String> = Vec::new();
    for &p in &positions {
        for &n in &nationalities {
            for &b in &based {
                for &t in &types {
                    if let Some(key) = key_of(p, n, b, t) {
                        if !keys.contains(&key) {
                            keys.push(key);
                        }
                    }
                }
            }
        }
    }
    keys
}

/// The keys of the entry stored as `entry` (JSON), in groups of `ALERT_KEYS_PER_QUERY`: one query each. None for a
/// document that is no entry.
pub fn alert_key_groups(entry: &Value) -> Vec<Vec<String>> {
    let Some(entry) = read_entry(entry) else {
        return Vec::new();
    };
    entry_alert_keys(&entry)
        .chunks(ALERT_KEYS_PER_QUERY)
        .map(<[String]>::to_vec)
        .collect()
}

fn read_entry(value: &Value) -> Option<IndexEntry> {
    skora_foundations::documents::read_shown(value)
}

/// Whether `entry` is a player `query` lists on `today` (the directory's and the map's rule: every typed name word
/// begins a word of the name, either nationality, the country lived in, any of the positions, the type, the age).
pub fn matches(query: &DirectoryQuery, entry: &IndexEntry, today: Option<Date>) -> bool {
    let q = filters_of(query);
    let name = NameQuery::parse(&q.q);
    let ages = q.min_age.is_none() && q.max_age.is_none()
        || today
            .is_some_and(|t| age_in_range(entry.birth_month.as_deref(), q.min_age, q.max_age, t));
    (name.is_empty() || name.matches(&entry.display_name))
        && q.countries().matches_entry(entry)
        && q.position.is_none_or(|p| entry.positions.contains(&p))
        && q.player_type.is_none_or(|t| entry.player_type == Some(t))
        && (!q.confirmed || entry.confirmed.is_some_and(|c| c > 0))
        && ages
}

/// A saved search as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SavedSearch {
    /// `00` … `19`.
    pub id: String,
    pub name: String,
    /// The filters as the directory's URL writes them (`position=GK&basedIn=PT&maxAge=18`).
    pub search: String,
    /// Whether the search alerts (it has a position, a nationality or a country).
    pub alerts: bool,
}

/// The search stored as `doc` under id `id`, or none when it is not one (a name or a search the rule refuses).
pub fn read_search(id: &str, doc: &Value) -> Option<SavedSearch> {
    let name = validate_list_name(doc.get("name")?.as_str()?).ok()?;
    let search = doc.get("search")?.as_str()?;
    if search.chars().count() > SAVED_SEARCH_MAX_CHARS {
        return None;
    }
    let query = filters_of(&parse_query(search));
    Some(SavedSearch {
        id: id.to_string(),
        name,
        search: to_query_string(&query),
        alerts: alert_key(&query).is_some(),
    })
}

/// One notification the functions write for a search that an entry newly matches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewMatch {
    /// `users/{owner}/notifications/{search}-{player}`: one per search and player, so a retried event writes it
    /// again rather than twice.
    pub path: String,
    pub owner: String,
    /// The notification without its time (the functions add `createdAt`).
    pub data: Map<String, Value>,
}

/// The owner and id of a saved search from its path (`users/{owner}/searches/{id}`).
fn owner_and_id(path: &str) -> Option<(&str, &str)> {
    let mut parts = path.split('/');
    match (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) {
        (Some("users"), Some(owner), Some(group), Some(id), None) if group == SAVED_SEARCHES => {
            search_path(owner, id).map(|_| (owner, id))
        }
        _ => None,
    }
}

/// The notifications for player `uid`'s entry changing from `before` to `after` (each as stored; none: no entry),
/// given `candidates`, the searches the key queries returned (`(path, data)`), on `today`: each search `after`
/// passes and `before` did not, except the player's own.
pub fn new_matches(
    uid: &str,
    before: Option<&Value>,
    after: &Value,
    candidates: &[(String, Value)],
    today: &str,
) -> Vec<NewMatch> {
    let today = parse_date(today);
    let (Some(after), true) = (read_entry(after), is_document_id(uid)) else {
        return Vec::new();
    };
    let before = before.and_then(read_entry);
    let mut found: Vec<NewMatch> = Vec::new();
    for (path, doc) in candidates {
        let Some((owner, id)) = owner_and_id(path) else {
            continue;
        };
        let Some(search) = read_search(id, doc) else {
            continue;
        };
        let query = parse_query(&search.search);
        let newly = matches(&query, &after, today)
            && !before.as_ref().is_some_and(|b| matches(&query, b, today));
        let path = format!("users/{owner}/notifications/{id}-{uid}");
        if owner == uid || !newly || found.iter().any(|m| m.path == path) {
            continue;
        }
        let mut data = Map::new();
        data.insert("kind".into(), Value::String("match".into()));
        data.insert("search".into(), Value::String(id.to_string()));
        data.insert("searchName".into(), Value::String(search.name));
        data.insert("query".into(), Value::String(search.search));
        data.insert("player".into(), Value::String(uid.to_string()));
        data.insert(
            "playerName".into(),
            Value::String(after.display_name.clone()),
        );
        data.insert("read".into(), Value::Bool(false));
        data.insert("digested".into(), Value::Bool(false));
        found.push(NewMatch {
            path,
            owner: owner.to_string(),
            data,
        });
    }
    found
}

/// The plan saving `query`'s filters as search `id` of user `uid`, named `name`. A search without any filter
/// refuses at the `name` field (it would be everyone).
pub fn search_save(
    uid: &str,
    id: &str,
    name: &str,
    query: &DirectoryQuery,
) -> Result<WritePlan, PlanError> {
    let path = search_path(uid, id).ok_or(PlanError::NoDocument)?;
    let name = validate_list_name(name).map_err(|e| {
        // The lists' rule, in a search's words.
        let e = if e.code == "required" {
            error("name", "required", "Please name the search.")
        } else {
            e
        };
        PlanError::Invalid(vec![e])
    })?;
    let filters = filters_of(query);
    if !filters.is_filtered() {
        return Err(PlanError::Invalid(vec![error(
            "name",
            "no-filters",
            "Choose at least one filter before saving the search.",
        )]));
    }
    let search = to_query_string(&filters);
    if search.chars().count() > SAVED_SEARCH_MAX_CHARS {
        return Err(PlanError::Invalid(vec![error(
            "name",
            "too-long",
            "This search is too long to save. Shorten the name you searched for.",
        )]));
    }
    let mut data = Map::new();
    data.insert("name".into(), Value::String(name));
    data.insert("search".into(), Value::String(search));
    data.insert(
        ALERT_KEY_FIELD.into(),
        alert_key(&filters).map_or(Value::Null, Value::String),
    );
    Ok(WritePlan {
        context: WriteContext::SearchSave,
        writes: vec![PlannedWrite::set(path, data, &["createdAt", "updatedAt"])],
    })
}

/// The plan deleting search `id` of user `uid`.
pub fn search_delete(uid: &str, id: &str) -> Result<WritePlan, PlanError> {
    let path = search_path(uid, id).ok_or(PlanError::NoDocument)?;
    Ok(WritePlan {
        context: WriteContext::SearchSave,
        writes: vec![PlannedWrite::delete(path)],
    })
}

/// A user's saved searches from their query's result (in id order; a document that does not read is left out),
/// and the id a new one takes (none when they have 20).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Searches {
    pub searches: Vec<SavedSearch>,
    pub next_id: Option<String>,
    pub max: u32,
}

pub fn searches_of(docs: &[(String, Value)]) -> Searches {
    let mut searches: Vec<SavedSearch> = docs
        .iter()
        .filter(|(id, _)| search_path("u", id).is_some())
        .filter_map(|(id, doc)| read_search(id, doc))
        .collect();
    searches.sort_by(|a, b| a.id.cmp(&b.id));
    let next_id = (0..SAVED_SEARCHES_MAX)
        .map(|n| format!("{n:02}"))
        .find(|id| !docs.iter().any(|(d, _)| d == id));
    Searches {
        searches,
        next_id,
        max: SAVED_SEARCHES_MAX as u32,
    }
}

/// What a search about to be saved holds: its filters as the URL writes them, and whether it will alert.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SearchToSave {
    pub search: String,
    /// Some filter narrows it (a search of everyone is not saved).
    pub filtered: bool,
    pub alerts: bool,
}

/// Where a search to save comes from: the directory's URL or the map's (whose filters read as the directory's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum SearchSource {
    Directory,
    Map,
}

/// The filters of a page's URL search string.
pub fn filters_from(source: SearchSource, search: &str) -> DirectoryQuery {
    match source {
        SearchSource::Directory => filters_of(&parse_query(search)),
        SearchSource::Map => from_map_search(search),
    }
}

pub fn search_to_save(source: SearchSource, search: &str) -> SearchToSave {
    let query = filters_from(source, search);
    SearchToSave {
        search: to_query_string(&query),
        filtered: query.is_filtered(),
        alerts: alert_key(&query).is_some(),
    }
}

/// One notification as the page lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct NotificationView {
    pub id: String,
    pub text: String,
    /// The player's CV.
    pub href: String,
    /// The search's players in the directory.
    pub search_href: String,
    pub read: bool,
}

/// The notifications of `docs` (the newest first, as queried): each one that reads, with its sentence.
pub fn notifications_of(docs: &[(String, Value)]) -> Vec<NotificationView> {
    docs.iter()
        .filter_map(|(id, doc)| {
            let text = |key: &str| doc.get(key).and_then(Value::as_str);
            let player = text("player").filter(|p| is_document_id(p))?;
            let player_name = crate::text::strip_bidi_overrides(text("playerName")?).into_owned();
            let search_name = validate_list_name(text("searchName")?).ok()?;
            let query = filters_of(&parse_query(text("query").unwrap_or_default()));
            let search = to_query_string(&query);
            Some(NotificationView {
                id: id.clone(),
                text: format!("{player_name} now matches your search “{search_name}”."),
                href: crate::routes::player_page_path(player),
                search_href: if search.is_empty() {
                    DIRECTORY_PATH.to_string()
                } else {
                    format!("{DIRECTORY_PATH}?{search}")
                },
                read: doc.get("read").and_then(Value::as_bool).unwrap_or(false),
            })
        })
        .collect()
}

/// The directory's path, where a search's players are listed.
const DIRECTORY_PATH: &str = "/player";

/// The newest notifications a page lists at most.
pub const NOTIFICATIONS_SHOWN: u32 = 30;

/// The plan marking notifications `ids` of user `uid` read (the rules let that key alone change, and only to true).
pub fn notifications_read(uid: &str, ids: &[String]) -> Result<WritePlan, PlanError> {
    let collection = notifications_path(uid).ok_or(PlanError::NoDocument)?;
    let mut writes = Vec::new();
    for id in ids {
        if !is_document_id(id) {
            return Err(PlanError::NoDocument);
        }
        let mut data = Map::new();
        data.insert("read".into(), Value::Bool(true));
        writes.push(PlannedWrite {
            op: WriteOp::Merge,
            ..PlannedWrite::set(format!("{collection}/{id}"), data, &[])
        });
    }
    Ok(WritePlan {
        context: WriteContext::SearchSave,
        writes,
    })
}

/// The field of a notification the daily digest finds the ones not yet sent by.
pub const DIGESTED_FIELD: &str = "digested";

/// The most matches one digest lists (the rest are counted, and the bell lists them).
pub const DIGEST_LINES: usize = 20;

/// The daily digest to `email` of the notifications `docs` (`(id, data)`, each not yet in a digest), with links on
/// `origin`; none when none of them reads.
pub fn digest_mail(email: &str, origin: &str, docs: &[(String, Value)]) -> Option<Mail> {
    let shown = notifications_of(docs);
    if shown.is_empty() {
        return None;
    }
    let origin = origin.trim_end_matches('/');
    let more = shown.len().saturating_sub(DIGEST_LINES);
    let lines: Vec<&NotificationView> = shown.iter().take(DIGEST_LINES).collect();
    let count = shown.len();
    let subject = if count == 1 {
        "A new player matches your saved search on SKORA".to_string()
    } else {
        format!("{count} new players match your saved searches on SKORA")
    };
    let mut text = String::from("Hello,\n\nNew players match the searches you saved on SKORA:\n\n");
    let mut html =
        String::from("<p>Hello,</p><p>New players match the searches you saved on SKORA:</p><ul>");
    for n in &lines {
        text.push_str(&format!("- {} {origin}{}\n", n.text, n.href));
        html.push_str(&format!(
            "<li><a href=\"{}\">{}</a></li>",
            escape_html(&format!("{origin}{}", n.href)),
            escape_html(&n.text)
        ));
    }
    html.push_str("</ul>");
    if more > 0 {
        text.push_str(&format!(
            "\nAnd {more} more: the bell on SKORA lists them.\n"
        ));
        html.push_str(&format!(
            "<p>And {more} more: the bell on SKORA lists them.</p>"
        ));
    }
    text.push_str("\nYou get this e-mail once a day when a search you saved has new matches. Delete the search on your shortlists page to stop it.\n\nThe SKORA team\n");
    html.push_str("<p>You get this e-mail once a day when a search you saved has new matches. Delete the search on your shortlists page to stop it.</p><p>The SKORA team</p>");
    Some(Mail {
        to: email.to_string(),
        message: MailMessage {
            subject,
            text,
            html,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const TODAY: &str = "2026-11-28";

    fn entry(overrides: Value) -> Value {
        let mut e = json!({
            "displayName": "Inês Quintela", "nameKeys": [], "sortKey": "quintela ines", "birthMonth": "2009-05",
            "playerType": "goalkeeper", "mainPosition": "GK", "positions": ["GK"], "nationalities": ["PT", "BR"],
            "filterKeys": [], "countryOfResidence": "PT", "city": null, "location": null, "locationPrecision": null,
            "geohash": null, "club": null, "availability": null, "heightCm": null, "hasPhoto": false,
            "visibility": "members", "updatedAt": 1.7e12
        });
        for (k, v) in overrides.as_object().unwrap() {
            e[k] = v.clone();
        }
        e
    }

    fn search(s: &str) -> DirectoryQuery {
        parse_query(s)
    }

    #[test]
    fn a_search_keys_its_equality_filters_and_one_without_a_place_or_position_has_none() {
        assert_eq!(
            alert_key(&search("position=GK&basedIn=PT&maxAge=18&type=goalkeeper")).as_deref(),
            Some("p:GK|b:PT|t:goalkeeper")
        );
        assert_eq!(
            alert_key(&search("nationality=pt&sort=youngest&page=3")).as_deref(),
            Some("n:PT")
        );
        assert_eq!(alert_key(&search("q=silva&type=outfield")), None);
        assert_eq!(alert_key(&search("minAge=16")), None);
    }

    #[test]
    fn an_entry_names_every_key_a_search_it_passes_can_have_and_no_other() {
        let e = read_entry(&entry(json!({}))).unwrap();
        let keys = entry_alert_keys(&e);
        // positions {-, GK} × nationalities {-, PT, BR} × based {-, PT} × type {-, goalkeeper}, less the keyless.
        assert_eq!(keys.len(), 2 * 3 * 2 * 2 - 2);
        for s in [
            "position=GK&basedIn=PT&maxAge=18&type=goalkeeper",
            "nationality=BR",
            "basedIn=PT&type=goalkeeper",
        ] {
            assert!(keys.contains(&alert_key(&search(s)).unwrap()), "{s}");
        }
        for s in ["position=ST", "basedIn=ES", "nationality=PT&type=outfield"] {
            assert!(!keys.contains(&alert_key(&search(s)).unwrap()), "{s}");
        }
        let most = read_entry(&entry(
            json!({ "positions": ["GK", "CB", "RB", "LB", "CDM"] }),
        ))
        .unwrap();
        assert!(entry_alert_keys(&most).len() <= 72);
        assert_eq!(
            alert_key_groups(&entry(
                json!({ "positions": ["GK", "CB", "RB", "LB", "CDM"] })
            ))
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
            [30, 30, 10]
        );
    }

    proptest::proptest! {
        /// The key queries never miss a match: a search an entry passes has one of the entry's keys.
        #[test]
        fn every_search_an_entry_passes_is_found_by_one_of_its_keys(
            positions in proptest::sample::subsequence(vec!["GK", "CB", "LB", "CM", "ST"], 1..=5),
            nationalities in proptest::sample::subsequence(vec!["PT", "BR", "ES"], 0..=2),
            based in proptest::option::of(proptest::sample::select(vec!["PT", "ES", "FR"])),
            keeper in proptest::bool::ANY,
            s_position in proptest::option::of(proptest::sample::select(vec!["GK", "CB", "ST", "RW"])),
            s_nationality in proptest::option::of(proptest::sample::select(vec!["PT", "BR", "FR"])),
            s_based in proptest::option::of(proptest::sample::select(vec!["PT", "ES", "IT"])),
            s_type in proptest::option::of(proptest::sample::select(vec!["goalkeeper", "outfield"])),
        ) {
            let e = read_entry(&entry(json!({
                "positions": positions, "mainPosition": positions[0], "nationalities": nationalities,
                "countryOfResidence": based, "playerType": if keeper { "goalkeeper" } else { "outfield" },
            }))).unwrap();
            let mut parts = Vec::new();
            if let Some(p) = s_position { parts.push(format!("position={p}")); }
            if let Some(n) = s_nationality { parts.push(format!("nationality={n}")); }
            if let Some(b) = s_based { parts.push(format!("basedIn={b}")); }
            if let Some(t) = s_type { parts.push(format!("type={t}")); }
            let query = search(&parts.join("&"));
            if let (true, Some(key)) = (matches(&query, &e, parse_date(TODAY)), alert_key(&query)) {
                proptest::prop_assert!(entry_alert_keys(&e).contains(&key), "{key}");
            }
        }
    }

    #[test]
    fn searches_and_notifications_read_as_the_pages_show_them() {
        let docs = vec![
            (
                "01".to_string(),
                json!({ "name": "Strikers", "search": "position=ST" }),
            ),
            (
                "00".to_string(),
                json!({ "name": "Keepers", "search": "q=ana" }),
            ),
            (
                "05".to_string(),
                json!({ "name": 7, "search": "position=ST" }),
            ),
        ];
        let searches = searches_of(&docs);
        assert_eq!(
            searches
                .searches
                .iter()
                .map(|s| (s.id.as_str(), s.alerts))
                .collect::<Vec<_>>(),
            [("00", false), ("01", true)]
        );
        assert_eq!(searches.next_id.as_deref(), Some("02"));
        let note = json!({ "player": "ines", "playerName": "Inês\u{202E} Quintela", "searchName": "U19 keepers",
            "query": "position=GK&basedIn=PT&maxAge=18", "read": false });
        let shown = notifications_of(&[
            ("00-ines".into(), note),
            ("x".into(), json!({ "player": "a/b" })),
        ]);
        assert_eq!(shown.len(), 1);
        assert_eq!(
            shown[0].text,
            "Inês Quintela now matches your search “U19 keepers”."
        );
        assert_eq!(shown[0].href, "/p/ines");
        assert_eq!(
            shown[0].search_href,
            "/player?position=GK&basedIn=PT&maxAge=18"
        );
        let plan = notifications_read("scout", &["00-ines".to_string()]).unwrap();
        assert_eq!(plan.writes[0].path, "users/scout/notifications/00-ines");
        assert_eq!(plan.writes[0].op, WriteOp::Merge);
        assert_eq!(
            Value::Object(plan.writes[0].data.clone()),
            json!({ "read": true })
        );
        assert_eq!(
            search_to_save(SearchSource::Map, "basedIn=PT&position=GK&age=U19&zoom=5"),
            SearchToSave {
                search: "position=GK&basedIn=PT&maxAge=18".into(),
                filtered: true,
                alerts: true
            }
        );
        assert!(!search_to_save(SearchSource::Directory, "sort=youngest").filtered);
    }

    #[test]
    fn the_digest_lists_the_matches_with_links_escapes_names_and_counts_the_rest() {
        let docs: Vec<(String, Value)> = (0..22)
            .map(|n| {
                (
                    format!("00-p{n}"),
                    json!({ "player": format!("p{n}"), "playerName": if n == 0 { "<b>Ana</b>" } else { "Rui" },
                        "searchName": "U19 keepers", "query": "position=GK", "read": false }),
                )
            })
            .collect();
        let mail = digest_mail("scout@example.com", "https://skora.example/", &docs).unwrap();
        assert_eq!(mail.to, "scout@example.com");
        assert_eq!(
            mail.message.subject,
            "22 new players match your saved searches on SKORA"
        );
        assert!(mail.message.text.contains(
            "- <b>Ana</b> now matches your search “U19 keepers”. https://skora.example/p/p0\n"
        ));
        assert!(mail
            .message
            .html
            .contains("<a href=\"https://skora.example/p/p0\">&lt;b&gt;Ana&lt;/b&gt; now matches"));
        assert!(!mail.message.html.contains("<b>Ana"));
        assert!(mail.message.text.contains("And 2 more"));
        assert_eq!(digest_mail("a@b.c", "https://x", &[]), None);
        assert_eq!(
            digest_mail("a@b.c", "https://x", &docs[..1])
                .unwrap()
                .message
                .subject,
            "A new player matches your saved search on SKORA"
        );
    }

    #[test]
    fn a_map_search_reads_as_the_directorys_filters() {
        let q = from_map_search(
            "?basedIn=pt&position=GK&age=U19&name=Ines&type=goalkeeper&lat=40&lng=-8&zoom=6",
        );
        assert_eq!(
            to_query_string(&q),
            "q=Ines&position=GK&basedIn=PT&maxAge=18&type=goalkeeper"
        );
        assert_eq!(
            to_query_string(&from_map_search("age=18-21")),
            "minAge=18&maxAge=21"
        );
        assert_eq!(to_query_string(&from_map_search("age=30%2B")), "minAge=30");
        assert_eq!(to_query_string(&from_map_search("age=nonsense&lat=1")), "");
    }

    #[test]
    fn matching_is_the_directorys_rule_names_and_ages_included() {
        let e = read_entry(&entry(json!({}))).unwrap();
        let today = parse_date(TODAY);
        assert!(matches(
            &search("position=GK&basedIn=PT&maxAge=18"),
            &e,
            today
        ));
        assert!(matches(&search("q=ine&nationality=BR"), &e, today));
        assert!(!matches(&search("q=silva&nationality=BR"), &e, today));
        assert!(!matches(&search("position=GK&minAge=19"), &e, today));
        assert!(!matches(&search("position=GK&type=outfield"), &e, today));
        assert!(!matches(&search("position=GK&maxAge=18"), &e, None));
        // "Confirmed stats": some of the newest season's minutes confirmed.
        assert!(!matches(&search("position=GK&confirmed=1"), &e, today));
        let confirmed = read_entry(&entry(json!({"confirmed": 40}))).unwrap();
        assert!(matches(
            &search("position=GK&confirmed=1"),
            &confirmed,
            today
        ));
    }

    #[test]
    fn a_player_who_becomes_a_match_is_new_one_who_was_already_is_not() {
        let candidates = vec![
            (
                "users/scout/searches/00".to_string(),
                json!({ "name": "U19 keepers in Portugal", "search": "position=GK&basedIn=PT&maxAge=18", "key": "p:GK|b:PT" }),
            ),
            (
                "users/scout/searches/01".to_string(),
                json!({ "name": "Strikers", "search": "position=ST&basedIn=PT" }),
            ),
            (
                "users/ines/searches/00".to_string(),
                json!({ "name": "Me", "search": "position=GK" }),
            ),
            (
                "players/x".to_string(),
                json!({ "name": "Odd", "search": "position=GK" }),
            ),
            (
                "users/other/searches/02".to_string(),
                json!({ "name": 7, "search": "position=GK" }),
            ),
        ];
        let before =
            entry(json!({ "positions": ["CB"], "mainPosition": "CB", "playerType": "outfield" }));
        let after = entry(json!({}));
        let found = new_matches("ines", Some(&before), &after, &candidates, TODAY);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].path, "users/scout/notifications/00-ines");
        assert_eq!(
            found[0].data["searchName"],
            json!("U19 keepers in Portugal")
        );
        assert_eq!(found[0].data["playerName"], json!("Inês Quintela"));
        assert_eq!(found[0].data["read"], json!(false));
        // Already a match before: nothing new. A new entry: new.
        assert!(new_matches("ines", Some(&after), &after, &candidates, TODAY).is_empty());
        assert_eq!(
            new_matches("ines", None, &after, &candidates, TODAY).len(),
            1
        );
        assert!(new_matches(
            "ines",
            None,
            &json!({ "displayName": 5 }),
            &candidates,
            TODAY
        )
        .is_empty());
    }

    #[test]
    fn a_saved_search_keeps_its_filters_and_key_and_refuses_none_or_a_bad_name() {
        let plan = search_save(
            "scout",
            "03",
            " U19 keepers ",
            &search("position=GK&basedIn=PT&maxAge=18&sort=oldest&page=2"),
        )
        .unwrap();
        let write = &plan.writes[0];
        assert_eq!(write.path, "users/scout/searches/03");
        assert_eq!(
            Value::Object(write.data.clone()),
            json!({ "name": "U19 keepers", "search": "position=GK&basedIn=PT&maxAge=18", "key": "p:GK|b:PT" })
        );
        assert_eq!(write.server_timestamps, ["createdAt", "updatedAt"]);
        let Err(PlanError::Invalid(errors)) =
            search_save("scout", "03", "All", &search("sort=oldest"))
        else {
            panic!("no filter refuses")
        };
        assert_eq!(errors[0].code, "no-filters");
        let Err(PlanError::Invalid(unnamed)) =
            search_save("scout", "03", " ", &search("position=GK"))
        else {
            panic!("a name is needed")
        };
        assert_eq!(unnamed[0].message, "Please name the search.");
        assert_eq!(
            search_save("scout", "20", "X", &search("position=GK")),
            Err(PlanError::NoDocument)
        );
        let stored = json!({ "name": "U19 keepers", "search": "position=GK&basedIn=PT&maxAge=18" });
        assert_eq!(
            read_search("03", &stored),
            Some(SavedSearch {
                id: "03".into(),
                name: "U19 keepers".into(),
                search: "position=GK&basedIn=PT&maxAge=18".into(),
                alerts: true
            })
        );
        assert_eq!(
            read_search("03", &json!({ "name": "X", "search": "x".repeat(301) })),
            None
        );
        assert_eq!(
            search_delete("scout", "03").unwrap().writes[0].path,
            "users/scout/searches/03"
        );
    }
}
