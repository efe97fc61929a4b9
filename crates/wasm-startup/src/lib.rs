//! The startup module: what the app shell needs on every page (the guard, the route's background and
//! access, the greeting, the auth-action target, the safe-link and checkout-link rules, the blog's tag filter rule, the information pages' path key and
//! the Firestore and Storage paths of a user's documents), and what every page keeps in web storage
//! (`storage`: the remembered location, the skip flag, logout's clearing). Plain wasm-bindgen types only.

use skora_core::{auth_action, blog, firestore_paths, greeting, guards, links, paths, routes};
use wasm_bindgen::prelude::*;

pub mod storage;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen(js_name = greetingName)]
pub fn greeting_name(
    #[wasm_bindgen(js_name = displayName)] display_name: Option<String>,
) -> String {
    greeting::greeting_name(display_name.as_deref())
}

/// Where a Firebase e-mail action link (`/auth-action?mode=…&oobCode=…`) continues.
#[wasm_bindgen(js_name = authActionTarget)]
pub fn auth_action_target(
    mode: Option<String>,
    #[wasm_bindgen(js_name = oobCode)] oob_code: Option<String>,
) -> String {
    auth_action::auth_action_target(mode.as_deref(), oob_code.as_deref())
}

/// The page background the layout paints behind a route.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Background {
    Default = "default",
    Internal = "internal",
    Cv = "cv",
}

#[wasm_bindgen(js_name = routeBackground)]
pub fn route_background(path: &str) -> Background {
    match routes::background_of(path) {
        routes::Background::Default => Background::Default,
        routes::Background::Internal => Background::Internal,
        routes::Background::Cv => Background::Cv,
    }
}

/// Who may visit a route.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Public = "public",
    PublicOnly = "publicOnly",
    AuthProfile = "authProfile",
    AuthOnly = "authOnly",
}

/// The access rule of the route a path matches, or `undefined` when it matches none (the not-found page).
#[wasm_bindgen(js_name = routeAccess)]
pub fn route_access(path: &str) -> Option<Access> {
    routes::access_of(path).map(|access| match access {
        routes::Access::Public => Access::Public,
        routes::Access::PublicOnly => Access::PublicOnly,
        routes::Access::AuthProfile => Access::AuthProfile,
        routes::Access::AuthOnly => Access::AuthOnly,
    })
}

/// The guard's verdict: `to` is set for a redirect (with an optional `toast`); `clearSkipFlag` says whether
/// the caller must clear the skip flag once it acts on the decision.
#[wasm_bindgen(getter_with_clone)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    #[wasm_bindgen(readonly)]
    pub to: Option<String>,
    #[wasm_bindgen(readonly)]
    pub toast: Option<String>,
    #[wasm_bindgen(readonly, js_name = clearSkipFlag)]
    pub clear_skip_flag: bool,
}

/// The guard decision for `path`, from the session and what sessionStorage remembers (the location to return
/// to and the skip flag, read here: `storage`). The core decides; the caller clears the flag when it acts on the
/// decision.
#[wasm_bindgen]
pub fn guard(
    #[wasm_bindgen(js_name = signedIn)] signed_in: bool,
    #[wasm_bindgen(js_name = emailVerified)] email_verified: bool,
    #[wasm_bindgen(js_name = profileComplete)] profile_complete: bool,
    path: &str,
) -> Decision {
    let previous_location = storage::previous_location();
    let skip_public_only_toast = storage::skip_public_only_toast();
    let session = guards::Session {
        signed_in,
        email_verified,
        profile_complete,
    };
    let memory = guards::Memory {
        previous_location,
        skip_public_only_toast,
    };
    match guards::decide(&session, &memory, path) {
        guards::Decision::Allow { clear_skip_flag } => Decision {
            to: None,
            toast: None,
            clear_skip_flag,
        },
        guards::Decision::Redirect {
            to,
            toast,
            clear_skip_flag,
        } => Decision {
            to: Some(to),
            toast,
            clear_skip_flag,
        },
    }
}

/// The URL when it is a safe http(s) link to show as `href`, else `undefined`.
#[wasm_bindgen(js_name = safeExternalUrl)]
pub fn safe_external_url(url: &str) -> Option<String> {
    links::safe_external_url(url)
}

/// The blog filter in force for a `?tag=` value: the trimmed tag when it is a well-formed tag, else
/// `undefined` (a malformed tag is ignored and the whole list shows; a well-formed tag no post carries
/// gives an empty list). The posts themselves come from the build-time blog index.
#[wasm_bindgen(js_name = blogTag)]
pub fn blog_tag(requested: Option<String>) -> Option<String> {
    let tag = requested?.trim().to_string();
    blog::is_valid_tag(&tag).then_some(tag)
}

/// The key an information page (`/privacy-policy`, `/t&c`…) picks its text by: the pathname percent-decoded,
/// without trailing slashes, `/` for the root. A malformed escape is kept as written (the default page shows).
#[wasm_bindgen(js_name = normalizePagePath)]
pub fn normalize_page_path(pathname: &str) -> String {
    paths::normalize_page_path(pathname)
}

/// A plan's checkout page from the deployment's configured value: the URL when it is a safe `https` link,
/// else `undefined` (the payment portal then says payments are not enabled).
#[wasm_bindgen(js_name = safeCheckoutUrl)]
pub fn safe_checkout_url(configured: &str) -> Option<String> {
    links::safe_checkout_url(configured)
}

// The paths of a user's documents and files. An id that is not a valid Firestore document id (empty, with a
// `/`, `.`, `..`, `__…__`) builds no path: `undefined`, which the caller treats as "no document" or an error.

/// `players/{uid}`: the player's CV document.
#[wasm_bindgen(js_name = playerPath)]
pub fn player_path(uid: &str) -> Option<String> {
    firestore_paths::player_path(uid)
}

/// `/p/{uid}`: the link to the player's public CV page (the owner's "Copy link", shared links).
#[wasm_bindgen(js_name = playerPagePath)]
pub fn player_page_path(uid: &str) -> String {
    routes::player_page_path(uid)
}

/// `users/{uid}`: the private account record.
#[wasm_bindgen(js_name = userPath)]
pub fn user_path(uid: &str) -> Option<String> {
    firestore_paths::user_path(uid)
}

/// `profilePictures/{uid}`: the player's picture in Cloud Storage.
#[wasm_bindgen(js_name = picturePath)]
pub fn picture_path(uid: &str) -> Option<String> {
    firestore_paths::picture_path(uid)
}

/// `pictureUploads/{uid}`: where the owner uploads a new picture (a function re-encodes it into
/// `profilePictures/{uid}`).
#[wasm_bindgen(js_name = pictureUploadPath)]
pub fn picture_upload_path(uid: &str) -> Option<String> {
    firestore_paths::picture_upload_path(uid)
}

/// `newsletterSubscriptions/{email}`, for an address the forms module's `validateNewsletter` normalised.
#[wasm_bindgen(js_name = newsletterSubscriptionPath)]
pub fn newsletter_subscription_path(email: &str) -> Option<String> {
    firestore_paths::newsletter_subscription_path(email)
}
