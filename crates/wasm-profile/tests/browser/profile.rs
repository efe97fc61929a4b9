//! CV exports: the editor's form, its validation, the tolerant reader and completeness.

use js_sys::Array;
use skora_wasm_common::testing::{
    array, get, get_bool, get_f64, get_str, has_own, json, keys, object,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2024-06-01";

/// A stored document as Firestore would hand it over: with a timestamp-like object and extra keys, and the
/// exact date of birth of a CV written before the data split.
fn stored_doc() -> JsValue {
    object(&[
        ("firstName", "Ada".into()),
        ("lastName", "Hegerberg".into()),
        ("dateOfBirth", "1995-07-10".into()),
        ("nationality", "NO".into()),
        ("countryOfResidence", "FR".into()),
        ("city", "Lyon".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("secondaryPositions", array(&["CF".into()])),
        ("heightCm", JsValue::from_f64(177.0)),
        ("availability", "under-contract".into()),
        (
            "career",
            array(&[object(&[
                ("club", "Lyon".into()),
                ("league", "D1".into()),
                ("from", JsValue::from_f64(2014.0)),
                ("to", JsValue::NULL),
                ("appearances", JsValue::from_f64(200.0)),
                ("goals", JsValue::from_f64(250.0)),
            ])]),
        ),
        ("honours", array(&[])),
        ("languages", array(&["Norwegian".into()])),
        ("bio", "".into()),
        ("links", array(&[])),
        ("showContactEmail", false.into()),
        ("visibility", "public".into()),
        ("hasPhoto", false.into()),
        (
            "createdAt",
            object(&[
                ("seconds", JsValue::from_f64(1.0)),
                ("nanoseconds", JsValue::from_f64(0.0)),
            ]),
        ),
        ("updatedAt", js_sys::Date::new_0().into()),
    ])
}

fn form_of(doc: JsValue) -> JsValue {
    crate::compat::profile_form(doc, JsValue::UNDEFINED)
        .expect("a form")
        .into()
}

#[wasm_bindgen_test]
fn profile_form_without_a_document_is_the_empty_form() {
    let form: JsValue = crate::compat::profile_form(JsValue::UNDEFINED, JsValue::NULL)
        .expect("a form")
        .into();
    assert_eq!(get_str(&form, "firstName"), "");
    assert_eq!(get_str(&form, "visibility"), "");
    assert!(!get_bool(&form, "showContactEmail"));
    for list in [
        "secondaryPositions",
        "career",
        "honours",
        "languages",
        "links",
    ] {
        let a: Array = get(&form, list).dyn_into().expect("an array");
        assert_eq!(a.length(), 0, "{list}");
    }
    let null: JsValue = crate::compat::profile_form(JsValue::NULL, JsValue::UNDEFINED)
        .expect("a form")
        .into();
    assert_eq!(json(&null), json(&form));
}

#[wasm_bindgen_test]
fn profile_form_turns_a_stored_document_into_strings() {
    let form = form_of(stored_doc());
    assert_eq!(get_str(&form, "heightCm"), "177");
    assert_eq!(get_str(&form, "weightKg"), "");
    let career: Array = get(&form, "career").dyn_into().expect("an array");
    assert_eq!(get_str(&career.get(0), "from"), "2014");
    assert_eq!(get_str(&career.get(0), "to"), "");
    let languages: Array = get(&form, "languages").dyn_into().expect("an array");
    assert_eq!(get_str(&languages.get(0), "name"), "Norwegian");
}

#[wasm_bindgen_test]
fn profile_form_takes_the_private_details_over_the_cv() {
    let details = object(&[
        ("dateOfBirth", "1995-07-11".into()),
        ("contactEmail", "ada@example.com".into()),
        ("showContactEmail", true.into()),
        (
            "location",
            object(&[
                ("lat", JsValue::from_f64(45.76)),
                ("lng", JsValue::from_f64(4.84)),
            ]),
        ),
    ]);
    let form: JsValue = crate::compat::profile_form(stored_doc(), details)
        .expect("a form")
        .into();
    assert_eq!(get_str(&form, "dateOfBirth"), "1995-07-11");
    assert_eq!(get_str(&form, "contactEmail"), "ada@example.com");
    assert_eq!(get_str(&form, "latitude"), "45.76");
    assert!(get_bool(&form, "showContactEmail"));
}

#[wasm_bindgen_test]
fn validate_profile_form_gives_the_cv_and_the_private_details() {
    let form = form_of(stored_doc());
    js_sys::Reflect::set(&form, &"contactEmail".into(), &"ada@example.com".into()).expect("set");
    let docs: JsValue = crate::compat::validate_profile_form(form, TODAY, true)
        .expect("a valid form")
        .into();
    let (cv, details) = (get(&docs, "cv"), get(&docs, "details"));
    assert_eq!(get_str(&cv, "birthMonth"), "1995-07");
    for key in [
        "dateOfBirth",
        "location",
        "showContactEmail",
        "contactEmail",
    ] {
        assert!(!has_own(&cv, key), "{key} is not public");
    }
    assert_eq!(get_str(&details, "dateOfBirth"), "1995-07-10");
    assert_eq!(get_str(&details, "contactEmail"), "ada@example.com");
    assert!(!get_bool(&details, "showContactEmail"));
    assert!(!has_own(&details, "location"));
}

#[wasm_bindgen_test]
fn validate_profile_form_leaves_optional_keys_out() {
    let form = form_of(stored_doc());
    let docs: JsValue = crate::compat::validate_profile_form(form, TODAY, true)
        .expect("a valid form")
        .into();
    let doc = get(&docs, "cv");
    for key in [
        "secondNationality",
        "preferredFoot",
        "weightKg",
        "currentClub",
        "contactEmail",
    ] {
        assert!(!has_own(&doc, key), "{key} should be absent");
    }
    assert!(!has_own(&doc, "createdAt"));
    assert_eq!(get_f64(&doc, "heightCm"), 177.0);
    assert!(get_bool(&doc, "hasPhoto"));
    let career: Array = get(&doc, "career").dyn_into().expect("an array");
    let entry = career.get(0);
    assert!(has_own(&entry, "to"));
    assert!(get(&entry, "to").is_null(), "a current club's `to` is null");
    assert_eq!(get_f64(&entry, "from"), 2014.0);
}

#[wasm_bindgen_test]
fn validate_profile_form_throws_nested_field_errors() {
    let form = form_of(stored_doc());
    let career: Array = get(&form, "career").dyn_into().expect("an array");
    js_sys::Reflect::set(&career.get(0), &"from".into(), &"1900".into()).expect("set");
    js_sys::Reflect::set(&form, &"city".into(), &"".into()).expect("set");
    let err = crate::compat::validate_profile_form(form, TODAY, false).expect_err("invalid");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "city");
    let list: Array = get(&err, "fieldErrors").dyn_into().expect("an array");
    let fields: Vec<String> = list.iter().map(|e| get_str(&e, "field")).collect();
    assert_eq!(fields, ["city", "career.0.from"]);
    assert_eq!(get_str(&list.get(1), "code"), "out-of-range");
}

#[wasm_bindgen_test]
fn read_profile_ignores_timestamps_and_rejects_non_profiles() {
    let p: JsValue = crate::compat::read_profile(stored_doc()).expect("no conversion error");
    assert_eq!(get_str(&p, "mainPosition"), "ST");
    // A CV from before the split shows its birth month, never its exact date.
    assert_eq!(get_str(&p, "birthMonth"), "1995-07");
    assert!(!has_own(&p, "dateOfBirth"));
    assert!(!has_own(&p, "createdAt"));
    assert!(!has_own(&p, "weightKg"));
    assert!(crate::compat::read_profile(JsValue::NULL)
        .expect("no conversion error")
        .is_undefined());
    assert!(
        crate::compat::read_profile(object(&[("firstName", "x".into())]))
            .expect("no conversion error")
            .is_undefined()
    );
}

#[wasm_bindgen_test]
fn profile_completeness_lists_what_is_missing() {
    let c: JsValue = crate::compat::profile_completeness(stored_doc())
        .expect("completeness")
        .into();
    assert_eq!(keys(&c), ["complete", "missing", "percent"]);
    assert!(get_bool(&c, "complete"));
    let missing: Array = get(&c, "missing").dyn_into().expect("an array");
    let first = missing.get(0);
    assert_eq!(keys(&first), ["field", "label", "required"]);
    assert_eq!(get_str(&first, "field"), "hasPhoto");
    assert_eq!(get_str(&first, "label"), "Photo");
    let empty: JsValue = crate::compat::profile_completeness(JsValue::UNDEFINED)
        .expect("completeness")
        .into();
    assert_eq!(get_f64(&empty, "percent"), 0.0);
    assert!(!get_bool(&empty, "complete"));
    assert_eq!(
        crate::compat::is_profile_complete(stored_doc()).ok(),
        Some(true)
    );
}

#[wasm_bindgen_test]
fn validate_picture_passes_a_small_png_and_names_the_field_for_a_pdf() {
    assert!(crate::compat::validate_picture("image/png", 2048.0).is_ok());
    let err =
        crate::compat::validate_picture("application/pdf", 2048.0).expect_err("a pdf is refused");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "picture");
    let too_big = crate::compat::validate_picture("image/jpeg", 6.0 * 1024.0 * 1024.0)
        .expect_err("too large");
    assert_eq!(
        get_str(&too_big, "message"),
        "This image is larger than 5 MB. Choose a smaller one."
    );
}

#[wasm_bindgen_test]
fn the_details_path_comes_from_the_core() {
    assert_eq!(
        crate::compat::player_details_path("u1").as_deref(),
        Some("players/u1/private/details")
    );
    assert_eq!(crate::compat::player_details_path("a/b"), None);
}

#[wasm_bindgen_test]
fn the_stats_path_comes_from_the_core() {
    assert_eq!(
        crate::compat::player_stats_path("u1").as_deref(),
        Some("playerStats/u1")
    );
    assert_eq!(crate::compat::player_stats_path("a/b"), None);
}

#[wasm_bindgen_test]
fn age_in_birth_month_passes_through() {
    assert_eq!(
        crate::compat::age_in_birth_month("2008-02", "2023-03-01"),
        Some(15)
    );
    assert_eq!(
        crate::compat::age_in_birth_month("2023-13", "2024-01-01"),
        None
    );
}

#[wasm_bindgen_test]
fn a_document_of_the_wrong_shape_is_a_bad_input_error() {
    let err = crate::compat::validate_profile_form(JsValue::from_f64(1.0), "2025-01-01", false)
        .expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "bad-input");
}

#[wasm_bindgen_test]
fn the_cv_title_is_the_stored_name_or_the_fallback() {
    use crate::compat::cv_title;
    assert_eq!(
        cv_title(" Ada ".into(), "Hegerberg".into()),
        "Ada Hegerberg"
    );
    assert_eq!(
        cv_title(JsValue::UNDEFINED, "Hegerberg".into()),
        "Hegerberg"
    );
    // A damaged document's names (missing, null, not strings) are no name.
    assert_eq!(
        cv_title(JsValue::NULL, JsValue::from_f64(7.0)),
        "Player profile"
    );
    assert_eq!(cv_title(" ".into(), "".into()), "Player profile");
}

#[wasm_bindgen_test]
fn a_date_reads_as_people_write_it_and_other_text_stays_as_it_is() {
    use crate::compat::date_text;
    assert_eq!(date_text("2006-05-10"), "10 May 2006");
    assert_eq!(date_text("2006-05"), "May 2006");
    assert_eq!(date_text("2006-02-30"), "2006-02-30");
    assert_eq!(date_text(""), "");
}

#[wasm_bindgen_test]
fn career_seasons_passes_through() {
    // A career row's seasons, as the CV's view gives them.
    let career_seasons = |from: u16, to: Option<u16>| {
        let cv = stored_doc();
        let row = object(&[
            ("club", "Lyon".into()),
            ("league", "D1".into()),
            ("from", from.into()),
            ("to", to.map_or(JsValue::NULL, JsValue::from)),
            ("appearances", JsValue::from_f64(1.0)),
            ("goals", JsValue::from_f64(0.0)),
        ]);
        js_sys::Reflect::set(&cv, &"career".into(), &array(&[row])).expect("set");
        let view = crate::compat::profile_read(object(&[("cv", cv)])).expect("a view");
        Array::from(&get(&view, "careerSeasons"))
            .get(0)
            .as_string()
            .expect("seasons")
    };
    assert_eq!(career_seasons(2014, None), "2014 – present");
    assert_eq!(career_seasons(2014, Some(2019)), "2014 – 2019");
    assert_eq!(career_seasons(2019, Some(2019)), "2019");
}

#[wasm_bindgen_test]
fn a_failed_save_gets_the_cv_editors_message_for_its_code() {
    let profile_save_error_message = |code: Option<String>| {
        crate::compat::write_failure_message("profile-save".into(), code).expect("a message")
    };
    let refused = profile_save_error_message(Some("firestore/permission-denied".into()));
    assert!(
        refused.starts_with("We could not save your CV: the server refused it."),
        "{refused}"
    );
    assert_eq!(
        profile_save_error_message(Some("unavailable".into())),
        "We could not reach the server to save your CV. Check your connection and try again. \
         Your changes are still here."
    );
    assert_eq!(
        profile_save_error_message(None),
        "Something went wrong while saving your CV. Please try again. Your changes are still here."
    );
}

#[wasm_bindgen_test]
fn permission_denied_is_read_with_or_without_the_prefix() {
    use crate::compat::is_permission_denied;
    assert!(is_permission_denied(Some("permission-denied".into())));
    assert!(is_permission_denied(Some(
        "firestore/permission-denied".into()
    )));
    assert!(!is_permission_denied(Some("unavailable".into())));
    assert!(!is_permission_denied(None));
}

#[wasm_bindgen_test]
fn mailto_links_are_revalidated_and_encoded() {
    // The CV's contact link, as its view gives it for a shown address.
    let mailto_href = |email: &str| {
        let cv = stored_doc();
        js_sys::Reflect::set(&cv, &"contactEmail".into(), &email.into()).expect("set");
        js_sys::Reflect::set(&cv, &"showContactEmail".into(), &true.into()).expect("set");
        let view = crate::compat::profile_read(object(&[("cv", cv)])).expect("a view");
        get(&view, "contactHref").as_string()
    };
    assert_eq!(
        mailto_href("a?bcc=spy%40evil.com@x.com").as_deref(),
        Some("mailto:a%3Fbcc%3Dspy%2540evil.com@x.com")
    );
    assert_eq!(mailto_href("me@x.com?bcc=spy"), None);
}

/// `{id, data}` as a query hands an entry document over.
fn entry(id: &str, data: JsValue) -> JsValue {
    object(&[("id", id.into()), ("data", data)])
}

#[wasm_bindgen_test]
fn with_entries_fills_the_lists_in_position_order_and_skips_what_does_not_read() {
    let career = array(&[
        entry("01", object(&[("club", "Second".into())])),
        entry("00", object(&[("club", "First".into())])),
        // Not an entry document at all: skipped (and reported), never failing the CV.
        JsValue::from_f64(7.0),
    ]);
    let honours = array(&[entry(
        "00",
        object(&[("title", "Cup".into()), ("season", "2024".into())]),
    )]);
    let filled = crate::compat::with_entries(stored_doc(), career, honours).expect("a document");
    let list: Array = get(&filled, "career").dyn_into().expect("an array");
    assert_eq!(list.length(), 2);
    assert_eq!(get_str(&list.get(0), "club"), "First");
    assert_eq!(get_str(&list.get(1), "club"), "Second");
    let honours: Array = get(&filled, "honours").dyn_into().expect("an array");
    assert_eq!(get_str(&honours.get(0), "title"), "Cup");
    assert_eq!(get_str(&filled, "firstName"), "Ada");
}

#[wasm_bindgen_test]
fn entry_collection_paths() {
    assert_eq!(
        crate::compat::career_path("u1").as_deref(),
        Some("players/u1/career")
    );
    assert_eq!(crate::compat::honours_path("a/b"), None);
}
