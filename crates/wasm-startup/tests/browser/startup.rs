//! The startup module's handles: plain wasm-bindgen values, and the guard, which reads the remembered location and
//! the skip flag from sessionStorage and leaves the decision to the core.

use skora_core::guards::{ALREADY_SIGNED_IN_TOAST, LOGIN_TOAST, PROFILE_TOAST};
use skora_wasm_common::testing::{get, get_bool, get_str};
use skora_wasm_startup::{Access, Background, Decision, Purpose, Site, User};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The guard for a session, with `previous` remembered and the skip flag as given in sessionStorage (where the
/// guard reads them).
fn guard_with(
    signed_in: bool,
    verified: bool,
    complete: bool,
    previous: Option<&str>,
    skip: bool,
    path: &str,
) -> Decision {
    let session = web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .expect("sessionStorage");
    session.clear().expect("clear");
    if let Some(previous) = previous {
        session
            .set_item("previousLocation", previous)
            .expect("write");
    }
    if skip {
        session
            .set_item("skipPublicOnlyToast", "true")
            .expect("write");
    }
    Site::guard(signed_in, verified, complete, path)
}

fn route_background(path: &str) -> Background {
    Site::route(path).background
}

fn route_access(path: &str) -> Option<Access> {
    Site::route(path).access
}

fn accept(purpose: Purpose, raw: &str) -> Option<String> {
    Site::accept(purpose, Some(raw.into()))
}

/// The guard for a session, with nothing remembered and no skip flag.
fn decide(signed_in: bool, verified: bool, complete: bool, path: &str) -> Decision {
    guard_with(signed_in, verified, complete, None, false, path)
}

fn redirect(to: &str, toast: Option<&str>, clear_skip_flag: bool) -> Decision {
    Decision {
        to: Some(to.into()),
        toast: toast.map(str::to_string),
        clear_skip_flag,
    }
}

fn allow(clear_skip_flag: bool) -> Decision {
    Decision {
        to: None,
        toast: None,
        clear_skip_flag,
    }
}

#[wasm_bindgen_test]
fn greeting_name_falls_back_to_user_and_shortens_long_names() {
    assert_eq!(
        Site::accept(Purpose::Greeting, None).as_deref(),
        Some("User")
    );
    assert_eq!(
        accept(Purpose::Greeting, "Lionel Andrés Messi").as_deref(),
        Some("Lionel Andrés...")
    );
}

#[wasm_bindgen_test]
fn auth_action_target_passes_mode_and_code_through_or_goes_home() {
    assert_eq!(
        Site::auth_action(Some("resetPassword".into()), Some("a b&c".into())),
        "/reset-password?oobCode=a%20b%26c"
    );
    assert_eq!(
        Site::auth_action(Some("verifyEmail".into()), Some("xyz".into())),
        "/email-verification?oobCode=xyz"
    );
    assert_eq!(Site::auth_action(Some("verifyEmail".into()), None), "/");
}

#[wasm_bindgen_test]
fn route_background_follows_the_section() {
    assert_eq!(
        route_background("/settings/edit-profile"),
        Background::Internal
    );
    assert_eq!(route_background("/profile/myprofile?x=1"), Background::Cv);
    assert_eq!(route_background("/settingsx"), Background::Default);
    assert_eq!(route_background("/"), Background::Default);
}

#[wasm_bindgen_test]
fn background_crosses_as_its_string() {
    assert_eq!(
        JsValue::from(Background::Cv).as_string().as_deref(),
        Some("cv")
    );
    assert_eq!(
        JsValue::from(Background::Internal).as_string().as_deref(),
        Some("internal")
    );
}

#[wasm_bindgen_test]
fn guard_sends_signed_out_visitors_to_login_with_a_toast() {
    assert_eq!(
        decide(false, false, false, "/map"),
        redirect("/login", Some(LOGIN_TOAST), false)
    );
    assert_eq!(
        decide(true, false, false, "/map"),
        redirect("/email-verification", None, false)
    );
    assert_eq!(
        decide(true, true, false, "/map"),
        redirect("/settings/edit-profile", Some(PROFILE_TOAST), false)
    );
    assert_eq!(decide(true, true, true, "/map"), allow(false));
    assert_eq!(decide(false, false, false, "/story"), allow(false));
}

#[wasm_bindgen_test]
fn guard_returns_a_signed_in_user_to_the_remembered_location() {
    let back = guard_with(true, true, true, Some("/story"), false, "/login");
    assert_eq!(
        back,
        redirect("/story", Some(ALREADY_SIGNED_IN_TOAST), false)
    );
    // An unsafe or auth-flow location from storage is never followed.
    for stored in ["//evil.example", "/signup"] {
        let decision = guard_with(true, true, true, Some(stored), false, "/login");
        assert_eq!(
            decision.to.as_deref(),
            Some("/profile/myprofile"),
            "{stored}"
        );
    }
}

#[wasm_bindgen_test]
fn guard_honours_the_stored_skip_flag_and_says_to_clear_it() {
    let silent = guard_with(true, true, true, Some("/map"), true, "/login");
    assert_eq!(silent, redirect("/map", None, true));
    // The flag covers one public-only visit, whatever the outcome; elsewhere it is left alone.
    assert_eq!(
        guard_with(false, false, false, None, true, "/login"),
        allow(true)
    );
    assert_eq!(
        guard_with(false, false, false, None, true, "/story"),
        allow(false)
    );
}

#[wasm_bindgen_test]
fn a_decision_crosses_as_an_object_with_camel_case_getters() {
    let redirect: JsValue = decide(false, false, false, "/map").into();
    assert_eq!(get_str(&redirect, "to"), "/login");
    assert_eq!(get_str(&redirect, "toast"), LOGIN_TOAST);
    assert!(!get_bool(&redirect, "clearSkipFlag"));
    let allowed: JsValue = decide(false, false, false, "/story").into();
    assert!(get(&allowed, "to").is_undefined());
    assert!(get(&allowed, "toast").is_undefined());
}

#[wasm_bindgen_test]
fn safe_external_url_passes_http_links_only() {
    assert_eq!(
        accept(Purpose::Link, " https://example.com/a ").as_deref(),
        Some("https://example.com/a")
    );
    assert_eq!(accept(Purpose::Link, "javascript:alert(1)"), None);
    assert_eq!(Site::accept(Purpose::Link, None), None);
}

#[wasm_bindgen_test]
fn the_blog_filter_is_a_trimmed_well_formed_tag_or_none() {
    assert_eq!(
        accept(Purpose::BlogTag, " goalkeepers ").as_deref(),
        Some("goalkeepers")
    );
    assert_eq!(
        accept(Purpose::BlogTag, "nutrition").as_deref(),
        Some("nutrition")
    );
    for malformed in ["", "Goalkeepers", "a b", "x".repeat(31).as_str()] {
        assert_eq!(accept(Purpose::BlogTag, malformed), None, "{malformed:?}");
    }
    assert_eq!(Site::accept(Purpose::BlogTag, None), None);
}

#[wasm_bindgen_test]
fn route_access_follows_the_route_table_and_crosses_as_its_string() {
    assert_eq!(route_access("/login?next=1"), Some(Access::PublicOnly));
    assert_eq!(route_access("/blog/some-post"), Some(Access::Public));
    assert_eq!(
        route_access("/settings/edit-profile"),
        Some(Access::AuthOnly)
    );
    assert_eq!(route_access("/map"), Some(Access::AuthProfile));
    assert_eq!(route_access("/MAP"), None);
    assert_eq!(
        JsValue::from(Access::PublicOnly).as_string().as_deref(),
        Some("publicOnly")
    );
}

#[wasm_bindgen_test]
fn an_information_page_path_is_decoded_without_trailing_slashes() {
    let key = |path: &str| Site::route(path).key;
    assert_eq!(key("/t%26c/"), "/t&c");
    assert_eq!(key("/privacy-policy"), "/privacy-policy");
    assert_eq!(key(""), "/");
    // A malformed escape is kept as written instead of throwing (the page shows its default text).
    assert_eq!(key("/t%zz"), "/t%zz");
}

#[wasm_bindgen_test]
fn a_checkout_link_is_used_only_over_https() {
    assert_eq!(
        accept(Purpose::Checkout, " https://pay.example.com/b/pro ").as_deref(),
        Some("https://pay.example.com/b/pro")
    );
    assert_eq!(
        accept(Purpose::Checkout, "http://pay.example.com/b/pro"),
        None
    );
    assert_eq!(
        accept(Purpose::Checkout, "javascript:alert(1)//https://x.co"),
        None
    );
    assert_eq!(accept(Purpose::Checkout, ""), None);
    assert_eq!(Site::accept(Purpose::Checkout, None), None);
}

#[wasm_bindgen_test]
fn a_user_s_paths_come_in_one_result_built_for_valid_ids_only() {
    let paths = User::paths("abc");
    assert_eq!(paths.player.as_deref(), Some("players/abc"));
    assert_eq!(paths.user.as_deref(), Some("users/abc"));
    assert_eq!(paths.picture.as_deref(), Some("profilePictures/abc"));
    assert_eq!(paths.picture_upload.as_deref(), Some("pictureUploads/abc"));
    assert_eq!(paths.page, "/p/abc");
    assert_eq!(route_access("/p/abc"), Some(Access::Public));
    for refused in ["", "a/b", "..", "__id__"] {
        let paths = User::paths(refused);
        assert_eq!(paths.player, None, "{refused:?}");
        assert_eq!(paths.user, None, "{refused:?}");
        assert_eq!(paths.picture, None, "{refused:?}");
        assert_eq!(paths.picture_upload, None, "{refused:?}");
    }
}

#[wasm_bindgen_test]
fn a_route_and_a_user_s_paths_cross_as_objects_with_camel_case_getters() {
    let route: JsValue = Site::route("/settings/edit-profile/").into();
    assert_eq!(get_str(&route, "key"), "/settings/edit-profile");
    assert_eq!(get_str(&route, "access"), "authOnly");
    assert_eq!(get_str(&route, "background"), "internal");
    assert!(get(&JsValue::from(Site::route("/nowhere")), "access").is_undefined());
    let paths: JsValue = User::paths("abc").into();
    assert_eq!(get_str(&paths, "pictureUpload"), "pictureUploads/abc");
    assert_eq!(get_str(&paths, "page"), "/p/abc");
    assert!(get(&JsValue::from(User::paths("a/b")), "player").is_undefined());
}
