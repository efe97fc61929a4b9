//! The pure string and route exports: arguments pass through, results arrive in JS shape.

mod common;

use common::{get, get_bool, get_str, has_own, keys};
use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn greeting_name_falls_back_to_user_without_a_name() {
    assert_eq!(skora_wasm::greeting_name(None), "User");
}

#[wasm_bindgen_test]
fn greeting_name_shortens_the_given_name() {
    assert_eq!(
        skora_wasm::greeting_name(Some("Lionel Andrés Messi".into())),
        "Lionel Andrés..."
    );
}

#[wasm_bindgen_test]
fn auth_action_target_passes_mode_and_code_through() {
    assert_eq!(
        skora_wasm::auth_action_target(Some("resetPassword".into()), Some("a b&c".into())),
        "/reset-password?oobCode=a%20b%26c"
    );
    assert_eq!(
        skora_wasm::auth_action_target(Some("verifyEmail".into()), Some("xyz".into())),
        "/email-verification?oobCode=xyz"
    );
}

#[wasm_bindgen_test]
fn auth_action_target_goes_home_without_a_code() {
    assert_eq!(
        skora_wasm::auth_action_target(Some("verifyEmail".into()), None),
        "/"
    );
}

#[wasm_bindgen_test]
fn route_table_arrives_as_an_array_of_camel_case_entries() {
    let table: JsValue = skora_wasm::route_table().expect("route table").into();
    let table: Array = table.dyn_into().expect("routeTable() is a JS array");
    assert_eq!(
        table.length() as usize,
        skora_core::routes::route_table().len()
    );

    let first = table.get(0);
    assert_eq!(keys(&first), ["access", "page", "path"]);
    assert_eq!(get_str(&first, "path"), "/");
    assert_eq!(get_str(&first, "page"), "home");
    assert_eq!(get_str(&first, "access"), "public");

    let access_of = |path: &str| {
        let entry = table.find(&mut |e, _, _| get(&e, "path").as_string().as_deref() == Some(path));
        get_str(&entry, "access")
    };
    assert_eq!(access_of("/login"), "publicOnly");
    assert_eq!(access_of("/map"), "authProfile");
    assert_eq!(access_of("/settings/edit-profile"), "authOnly");
}

#[wasm_bindgen_test]
fn route_info_arrives_with_camel_case_values() {
    let info: JsValue = skora_wasm::route_info("/settings/edit-profile?tab=1")
        .expect("route info")
        .into();
    assert_eq!(keys(&info), ["access", "background", "remember"]);
    assert_eq!(get_str(&info, "access"), "authOnly");
    assert_eq!(get_str(&info, "background"), "internal");
    assert!(get_bool(&info, "remember"));

    let login: JsValue = skora_wasm::route_info("/login").expect("route info").into();
    assert_eq!(get_str(&login, "access"), "publicOnly");
    assert_eq!(get_str(&login, "background"), "default");
    assert!(!get_bool(&login, "remember"));
}

#[wasm_bindgen_test]
fn route_info_access_of_an_unknown_path_is_undefined() {
    let info: JsValue = skora_wasm::route_info("/nope").expect("route info").into();
    let access = get(&info, "access");
    assert!(
        access.is_undefined(),
        "access should be undefined, got {access:?}"
    );
    assert!(!access.is_null());
    // The other fields are still there.
    assert!(has_own(&info, "background"));
    assert_eq!(get_str(&info, "background"), "default");
}
