//! Each of the module's former free functions written as the one handle call that replaced it, so the assertions
//! made against them go on checking the same behaviour, now through `Profile`, `Attributes`, `Weekly`, `Device` and
//! `failure`.

use skora_wasm_common::testing::{get, object};
use skora_wasm_profile::attributes::Attributes;
use skora_wasm_profile::device::Device;
use skora_wasm_profile::profile::Profile;
use skora_wasm_profile::weekly::Weekly;
use tsify::{Ts, Tsify};
use wasm_bindgen::{JsCast, JsValue};

/// A JS value as a typed parameter.
pub fn ts<T: Tsify>(value: JsValue) -> Ts<T> {
    Ts::new_unchecked(value)
}

/// A typed result as a JS value.
pub fn js<T: Tsify>(value: Ts<T>) -> JsValue {
    value.into()
}

/// `value` when it is a string, else absent (a request names a player type only as text).
fn text(value: JsValue) -> JsValue {
    if value.is_string() {
        value
    } else {
        JsValue::UNDEFINED
    }
}

fn part(value: &JsValue, key: &str) -> Option<JsValue> {
    Some(get(value, key)).filter(|v| !v.is_undefined())
}

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────────────────

pub fn profile_read(request: JsValue) -> Result<JsValue, JsValue> {
    Profile::read(ts(request), None, None).map(js)
}

pub fn profile_form(doc: JsValue, details: JsValue) -> Result<JsValue, JsValue> {
    profile_read(object(&[("cv", doc), ("details", details)])).map(|v| get(&v, "form"))
}

pub fn validate_profile_form(
    form: JsValue,
    today: &str,
    has_photo: bool,
) -> Result<JsValue, JsValue> {
    let request = object(&[
        ("uid", "u1".into()),
        ("form", form),
        ("today", today.into()),
        ("hasPhoto", has_photo.into()),
    ]);
    Profile::save(ts(request)).map(|saved| get(&js(saved), "documents"))
}

pub fn read_profile(doc: JsValue) -> Result<JsValue, JsValue> {
    profile_read(object(&[("cv", doc)])).map(|v| get(&v, "profile"))
}

pub fn profile_completeness(doc: JsValue) -> Result<JsValue, JsValue> {
    profile_read(object(&[("cv", doc)])).map(|v| get(&v, "completeness"))
}

pub fn is_profile_complete(doc: JsValue) -> Result<bool, JsValue> {
    profile_read(object(&[("cv", doc)])).map(|v| get(&v, "complete").as_bool() == Some(true))
}

pub fn validate_picture(content_type: &str, size_bytes: f64) -> Result<(), JsValue> {
    let file = object(&[
        ("contentType", content_type.into()),
        ("sizeBytes", size_bytes.into()),
    ]);
    Profile::picture(ts(object(&[("uid", "u1".into()), ("file", file)]))).map(|_| ())
}

pub fn with_entries(cv: JsValue, career: JsValue, honours: JsValue) -> Result<JsValue, JsValue> {
    Profile::read(
        ts(object(&[("cv", cv)])),
        Some(career.unchecked_into()),
        Some(honours.unchecked_into()),
    )
    .map(|v| get(&js(v), "document"))
}

pub fn cv_title(first: JsValue, last: JsValue) -> String {
    let cv = object(&[("firstName", first), ("lastName", last)]);
    let view = profile_read(object(&[("cv", cv)])).expect("a view");
    get(&view, "title").as_string().expect("a title")
}

pub fn age_in_birth_month(birth_month: &str, today: &str) -> Option<u8> {
    let cv = object(&[("birthMonth", birth_month.into())]);
    let view = profile_read(object(&[("cv", cv), ("today", today.into())])).expect("a view");
    get(&view, "age").as_f64().map(|age| age as u8)
}

pub fn date_text(iso: &str) -> String {
    let details = object(&[("dateOfBirth", iso.into())]);
    let view = profile_read(object(&[("details", details)])).expect("a view");
    get(&get(&view, "dates"), iso)
        .as_string()
        .unwrap_or_else(|| iso.to_string())
}

pub fn is_permission_denied(code: Option<String>) -> bool {
    let failure = js(skora_wasm_profile::failure(code, None).expect("a failure"));
    get(&failure, "denied").as_bool() == Some(true)
}

pub fn write_failure_message(context: JsValue, code: Option<String>) -> Result<String, JsValue> {
    let failure = js(skora_wasm_profile::failure(code, Some(ts(context)))?);
    Ok(get(&failure, "message").as_string().expect("a message"))
}

fn profile_path(uid: &str, key: &str) -> Option<String> {
    let view = profile_read(object(&[("uid", uid.into())])).expect("a view");
    part(&view, "paths").and_then(|paths| get(&paths, key).as_string())
}

pub fn player_details_path(uid: &str) -> Option<String> {
    profile_path(uid, "details")
}
pub fn career_path(uid: &str) -> Option<String> {
    profile_path(uid, "career")
}
pub fn honours_path(uid: &str) -> Option<String> {
    profile_path(uid, "honours")
}

// ── Attributes ─────────────────────────────────────────────────────────────────────────────────────────────────

pub fn attributes_read(request: JsValue, aggregate: JsValue) -> Result<JsValue, JsValue> {
    Attributes::read(ts(request), aggregate.unchecked_into()).map(js)
}

pub fn attribute_fields() -> Result<JsValue, JsValue> {
    attributes_read(object(&[]), JsValue::NULL).map(|v| get(&v, "fields"))
}

pub fn attributes_form(doc: JsValue, player_type: JsValue) -> Result<JsValue, JsValue> {
    attributes_read(
        object(&[("stats", doc), ("playerType", text(player_type))]),
        JsValue::NULL,
    )
    .map(|v| get(&v, "form"))
}

pub fn validate_attributes_form(
    form: JsValue,
    today: &str,
    player_type: JsValue,
) -> Result<JsValue, JsValue> {
    let request = object(&[
        ("uid", "u1".into()),
        ("form", form),
        ("today", today.into()),
        ("playerType", text(player_type)),
    ]);
    Attributes::save(ts(request)).map(|saved| get(&js(saved), "document"))
}

pub fn attribute_card(
    stats: JsValue,
    player_type: JsValue,
    main_position: JsValue,
    aggregate: JsValue,
) -> Result<JsValue, JsValue> {
    // Born in 2007: a U19 in 2025/26.
    let request = object(&[
        ("stats", stats),
        ("playerType", text(player_type)),
        ("mainPosition", text(main_position)),
        ("birthMonth", "2007-05".into()),
    ]);
    attributes_read(request, aggregate).map(|v| get(&v, "card"))
}

pub fn player_stats_path(uid: &str) -> Option<String> {
    let view = attributes_read(object(&[("uid", uid.into())]), JsValue::NULL).expect("a view");
    get(&view, "statsPath").as_string()
}

/// The figures' path for a player of position `code` whose stats were saved at `saved` (`{seconds}`).
pub fn position_figures_path(code: &str, saved: JsValue) -> Option<String> {
    let stats = object(&[("updatedAt", saved)]);
    let view = attributes_read(
        object(&[("mainPosition", code.into()), ("stats", stats)]),
        JsValue::NULL,
    )
    .expect("a view");
    get(&view, "figuresPath").as_string()
}

// ── Device ─────────────────────────────────────────────────────────────────────────────────────────────────────

fn kept(key: JsValue, part_key: &str) -> Result<JsValue, JsValue> {
    Device::read(ts(key)).map(|v| get(&js(v), part_key))
}
fn keyed(kind: &str, uid: &str) -> JsValue {
    object(&[(kind, uid.into())])
}
fn entry(kind: &str, fields: &[(&str, JsValue)]) -> JsValue {
    object(&[(kind, object(fields))])
}

pub fn read_cached_profile(uid: &str) -> Result<JsValue, JsValue> {
    kept(keyed("profile", uid), "profile")
}
pub fn cache_profile(uid: &str, doc: JsValue) -> bool {
    Device::keep(ts(entry("profile", &[("uid", uid.into()), ("doc", doc)]))) == 1
}
pub fn read_profile_draft(uid: &str) -> Result<JsValue, JsValue> {
    kept(keyed("profileDraft", uid), "profileDraft")
}
pub fn keep_profile_draft(uid: &str, form: JsValue) -> bool {
    Device::keep(ts(entry(
        "profileDraft",
        &[("uid", uid.into()), ("form", form)],
    ))) == 1
}
pub fn forget_profile_draft(uid: &str) {
    Device::keep(ts(entry("profileDraft", &[("uid", uid.into())])));
}
pub fn read_weekly_draft(uid: &str) -> Result<JsValue, JsValue> {
    kept(keyed("weeklyDraft", uid), "weeklyDraft")
}
pub fn keep_weekly_draft(uid: &str, draft: JsValue) -> bool {
    Device::keep(ts(entry(
        "weeklyDraft",
        &[("uid", uid.into()), ("draft", draft)],
    ))) == 1
}
pub fn forget_weekly_draft(uid: &str) {
    Device::keep(ts(entry("weeklyDraft", &[("uid", uid.into())])));
}
pub fn restore_step_drafts(initial: JsValue, uid: &str) -> Result<JsValue, JsValue> {
    attributes_read(
        object(&[("form", initial), ("uid", uid.into())]),
        JsValue::NULL,
    )
    .map(|v| get(&v, "drafted"))
}
pub fn keep_step_draft(step: JsValue, uid: &str, values: JsValue) -> bool {
    Device::keep(ts(entry(
        "step",
        &[("uid", uid.into()), ("step", step), ("values", values)],
    ))) == 1
}
pub fn forget_step_drafts() {
    Device::keep(ts("steps".into()));
}
pub fn clear_user_cache() -> u32 {
    Device::keep(ts("signedOut".into()))
}

// ── Weekly ─────────────────────────────────────────────────────────────────────────────────────────────────────

pub fn weekly_read(
    request: JsValue,
    entries: Option<JsValue>,
    aggregate: JsValue,
) -> Result<JsValue, JsValue> {
    Weekly::read(
        ts(request),
        entries.map(JsCast::unchecked_into),
        aggregate.unchecked_into(),
    )
    .map(js)
}

fn weekly_part(request: JsValue, key: &str) -> Option<JsValue> {
    part(
        &weekly_read(request, None, JsValue::NULL).expect("a view"),
        key,
    )
}

pub fn weekly_form(doc: JsValue, week: &str) -> Result<JsValue, JsValue> {
    let entries = if doc.is_object() {
        skora_wasm_common::testing::array(&[object(&[("id", week.into()), ("data", doc)])])
    } else {
        skora_wasm_common::testing::array(&[])
    };
    weekly_read(
        object(&[("week", week.into())]),
        Some(entries),
        JsValue::NULL,
    )
    .map(|v| get(&v, "form"))
}

pub fn validate_weekly_form(form: JsValue, context: JsValue) -> Result<JsValue, JsValue> {
    let save = object(&[("uid", "u1".into()), ("form", form), ("context", context)]);
    Weekly::save(ts(object(&[("save", save)]))).map(|saved| get(&js(saved), "document"))
}

pub fn weekly_save_plan(uid: &str, form: JsValue, context: JsValue) -> Result<JsValue, JsValue> {
    let save = object(&[("uid", uid.into()), ("form", form), ("context", context)]);
    Weekly::save(ts(object(&[("save", save)]))).map(|saved| get(&js(saved), "plan"))
}

pub fn weekly_delete_plan(uid: &str, week: &str) -> Result<JsValue, JsValue> {
    let delete = object(&[("uid", uid.into()), ("week", week.into())]);
    Weekly::save(ts(object(&[("delete", delete)]))).map(|saved| get(&js(saved), "plan"))
}

pub fn weekly_list(entries: JsValue) -> Result<Vec<JsValue>, JsValue> {
    weekly_read(object(&[]), Some(entries), JsValue::NULL)
        .map(|v| js_sys::Array::from(&get(&v, "rows")).iter().collect())
}

pub fn picker(request: JsValue) -> JsValue {
    weekly_part(request, "picker").expect("a picker")
}

pub fn season_query(uid: &str, season: Option<u16>) -> Option<JsValue> {
    let season = season.map_or(JsValue::UNDEFINED, JsValue::from);
    weekly_part(object(&[("uid", uid.into()), ("season", season)]), "query")
}

pub fn week(id: &str) -> Option<JsValue> {
    weekly_part(object(&[("week", id.into())]), "week")
}

pub fn season(season: u16) -> JsValue {
    weekly_part(object(&[("season", season.into())]), "season").expect("a season")
}

pub fn fields(goalkeeper: bool) -> JsValue {
    let player_type = if goalkeeper { "goalkeeper" } else { "outfield" };
    weekly_part(object(&[("playerType", player_type.into())]), "fields").expect("fields")
}

pub fn summary(entries: JsValue, aggregate: JsValue, request: JsValue) -> Result<JsValue, JsValue> {
    weekly_read(object(&[("summary", request)]), Some(entries), aggregate)
        .map(|v| get(&v, "summary"))
}

pub fn profile_save_plan(uid: &str, form: JsValue, existing: JsValue) -> Result<JsValue, JsValue> {
    let request = object(&[
        ("uid", uid.into()),
        ("form", form),
        ("today", "2026-11-27".into()),
        ("hasPhoto", false.into()),
        ("existing", existing),
    ]);
    Profile::save(ts(request)).map(|saved| get(&js(saved), "plan"))
}

pub fn stats_save_plan(uid: &str, form: JsValue) -> Result<JsValue, JsValue> {
    let request = object(&[
        ("uid", uid.into()),
        ("form", form),
        ("today", "2026-11-27".into()),
    ]);
    Attributes::save(ts(request)).map(|saved| get(&js(saved), "plan"))
}
