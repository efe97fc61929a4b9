//! The startup module's exports: plain wasm-bindgen values, and the guard, which reads the remembered location and
//! the skip flag from sessionStorage and leaves the decision to the core.

use skora_core::guards::{ALREADY_SIGNED_IN_TOAST, LOGIN_TOAST, PROFILE_TOAST};
use skora_wasm_common::testing::{get, get_bool, get_str};
use skora_wasm_startup::{
    auth_action_target, blog_tag, greeting_name, guard, newsletter_subscription_path,
    normalize_page_path, picture_path, picture_upload_path, player_page_path, player_path,
    route_access, route_background, safe_checkout_url, safe_external_url, user_path, Access,
    Background, Decision,
};
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
    guard(signed_in, verified, complete, path)
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
    assert_eq!(greeting_name(None), "User");
    assert_eq!(
        greeting_name(Some("Lionel Andrés Messi".into())),
        "Lionel Andrés..."
    );
}

#[wasm_bindgen_test]
fn auth_action_target_passes_mode_and_code_through_or_goes_home() {
    assert_eq!(
        auth_action_target(Some("resetPassword".into()), Some("a b&c".into())),
        "/reset-password?oobCode=a%20b%26c"
    );
    assert_eq!(
        auth_action_target(Some("verifyEmail".into()), Some("xyz".into())),
        "/email-verification?oobCode=xyz"
    );
    assert_eq!(auth_action_target(Some("verifyEmail".into()), None), "/");
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
        safe_external_url(" https://example.com/a ").as_deref(),
        Some("https://example.com/a")
    );
    assert_eq!(safe_external_url("javascript:alert(1)"), None);
}

#[wasm_bindgen_test]
fn the_blog_filter_is_a_trimmed_well_formed_tag_or_none() {
    assert_eq!(
        blog_tag(Some(" goalkeepers ".into())).as_deref(),
        Some("goalkeepers")
    );
    assert_eq!(
        blog_tag(Some("nutrition".into())).as_deref(),
        Some("nutrition")
    );
    for malformed in ["", "Goalkeepers", "a b", "x".repeat(31).as_str()] {
        assert_eq!(blog_tag(Some(malformed.into())), None, "{malformed:?}");
    }
    assert_eq!(blog_tag(None), None);
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
    assert_eq!(normalize_page_path("/t%26c/"), "/t&c");
    assert_eq!(normalize_page_path("/privacy-policy"), "/privacy-policy");
    assert_eq!(normalize_page_path(""), "/");
    // A malformed escape is kept as written instead of throwing (the page shows its default text).
    assert_eq!(normalize_page_path("/t%zz"), "/t%zz");
}

#[wasm_bindgen_test]
fn a_checkout_link_is_used_only_over_https() {
    assert_eq!(
        safe_checkout_url(" https://pay.example.com/b/pro ").as_deref(),
        Some("https://pay.example.com/b/pro")
    );
    assert_eq!(safe_checkout_url("http://pay.example.com/b/pro"), None);
    assert_eq!(safe_checkout_url("javascript:alert(1)//https://x.co"), None);
    assert_eq!(safe_checkout_url(""), None);
}

#[wasm_bindgen_test]
fn document_paths_are_built_for_valid_ids_only() {
    assert_eq!(player_path("abc").as_deref(), Some("players/abc"));
    assert_eq!(user_path("abc").as_deref(), Some("users/abc"));
    assert_eq!(picture_path("abc").as_deref(), Some("profilePictures/abc"));
    assert_eq!(
        picture_upload_path("abc").as_deref(),
        Some("pictureUploads/abc")
    );
    assert_eq!(player_page_path("abc"), "/p/abc");
    assert_eq!(route_access("/p/abc"), Some(Access::Public));
    assert_eq!(
        newsletter_subscription_path("fan@example.com").as_deref(),
        Some("newsletterSubscriptions/fan@example.com")
    );
    for refused in ["", "a/b", "..", "__id__"] {
        assert_eq!(player_path(refused), None, "{refused:?}");
        assert_eq!(user_path(refused), None, "{refused:?}");
        assert_eq!(picture_path(refused), None, "{refused:?}");
        assert_eq!(picture_upload_path(refused), None, "{refused:?}");
        assert_eq!(newsletter_subscription_path(refused), None, "{refused:?}");
    }
}
