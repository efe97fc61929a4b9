//! The startup module: what the app shell needs on every page, as three handles of static methods (plain
//! wasm-bindgen types: getter classes and enums, no serde, so the module stays small).
//!
//! - [`Site`]: the routing — the guard's decision, a route's facts (its page key, access and background) and
//!   what the site accepts of an outside value for one purpose (a link to show, a checkout page, the blog's
//!   filter, the name to greet), and where an e-mail action link continues;
//! - [`User`]: every path of a user's documents and files, and the link to the player's page, in one result;
//! - [`Memory`]: what the tab keeps in sessionStorage (the location to return to after login, the flag that
//!   silences "already signed in"), read and written here (`storage`) so the app never touches it.
//!
//! Why handles of static methods: few coarse calls instead of twenty free functions, each one mirroring a
//! capability of the core (`guards`, `routes`, `links`, `firestore_paths`, `location`). Every rule is the core's.
//! No `start` function: each method installs the panic hook itself (once), so the boundary is the methods alone.

use skora_core::{auth_action, blog, firestore_paths, greeting, guards, links, paths, routes};
use wasm_bindgen::prelude::*;

pub mod storage;

/// The page background the layout paints behind a route.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Background {
    Default = "default",
    Internal = "internal",
    Cv = "cv",
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

/// What the app shell knows of a pathname.
#[wasm_bindgen(getter_with_clone)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteFacts {
    /// The key a page serving several paths (the information pages: `/privacy-policy`, `/t&c`…) picks its
    /// text by: the pathname percent-decoded, without trailing slashes, `/` for the root (a malformed escape
    /// is kept as written: the default page shows).
    #[wasm_bindgen(readonly)]
    pub key: String,
    /// The access rule of the route the path matches, or `undefined` when it matches none (the not-found page).
    #[wasm_bindgen(readonly)]
    pub access: Option<Access>,
    #[wasm_bindgen(readonly)]
    pub background: Background,
}

/// What an outside value (a URL's query, a configured link, a CV's link, an account's name) is for.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A link on a CV, shown as `href`: a safe http(s) URL, else `undefined`.
    Link = "link",
    /// A plan's checkout page from the deployment's configured value: a safe `https` URL, else `undefined`
    /// (the payment portal then says payments are not enabled).
    Checkout = "checkout",
    /// The blog's `?tag=` filter: the trimmed tag when it is well-formed, else `undefined` (a malformed tag is
    /// ignored and the whole list shows; a well-formed tag no post carries gives an empty list).
    BlogTag = "blogTag",
    /// The greeting's name for a display name (its first words, shortened; "User" without one): always set.
    Greeting = "greeting",
}

/// The routing of the site.
#[wasm_bindgen]
pub struct Site;

#[wasm_bindgen]
impl Site {
    /// The guard decision for `path` (with its query: the verification page with a link's code keeps a
    /// signed-in session), from the session and what sessionStorage remembers (the location to return to and
    /// the skip flag, read here: `storage`). The core decides; the caller clears the flag when it acts on it.
    pub fn guard(
        #[wasm_bindgen(js_name = signedIn)] signed_in: bool,
        #[wasm_bindgen(js_name = emailVerified)] email_verified: bool,
        #[wasm_bindgen(js_name = profileComplete)] profile_complete: bool,
        path: &str,
    ) -> Decision {
        console_error_panic_hook::set_once();
        let session = guards::Session {
            signed_in,
            email_verified,
            profile_complete,
        };
        let memory = guards::Memory {
            previous_location: storage::previous_location(),
            skip_public_only_toast: storage::skip_public_only_toast(),
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

    /// The facts of `pathname`: its page key, its access rule and its background.
    pub fn route(pathname: &str) -> RouteFacts {
        console_error_panic_hook::set_once();
        RouteFacts {
            key: paths::normalize_page_path(pathname),
            access: routes::access_of(pathname).map(|access| match access {
                routes::Access::Public => Access::Public,
                routes::Access::PublicOnly => Access::PublicOnly,
                routes::Access::AuthProfile => Access::AuthProfile,
                routes::Access::AuthOnly => Access::AuthOnly,
            }),
            background: match routes::background_of(pathname) {
                routes::Background::Default => Background::Default,
                routes::Background::Internal => Background::Internal,
                routes::Background::Cv => Background::Cv,
            },
        }
    }

    /// What the site accepts of `raw` for `purpose` (see [`Purpose`]), or `undefined` when it refuses it.
    pub fn accept(purpose: Purpose, raw: Option<String>) -> Option<String> {
        console_error_panic_hook::set_once();
        let raw = raw.as_deref();
        match purpose {
            Purpose::Link => links::safe_external_url(raw?),
            Purpose::Checkout => links::safe_checkout_url(raw?),
            Purpose::BlogTag => blog::filter_tag(raw?),
            Purpose::Greeting => Some(greeting::greeting_name(raw)),
            // A string that names no purpose (the type check stops it; nothing is accepted for it).
            _ => None,
        }
    }

    /// Where a Firebase e-mail action link (`/auth-action?mode=…&oobCode=…`) continues: the in-app page of
    /// its action with its code, or home for anything unknown or incomplete.
    #[wasm_bindgen(js_name = authAction)]
    pub fn auth_action(
        mode: Option<String>,
        #[wasm_bindgen(js_name = oobCode)] oob_code: Option<String>,
    ) -> String {
        console_error_panic_hook::set_once();
        auth_action::auth_action_target(mode.as_deref(), oob_code.as_deref())
    }
}

/// Every path of one user's documents and files. A path is `undefined` when the id is not a valid Firestore
/// document id (empty, with a `/`, `.`, `..`, `__…__`), which the caller treats as "no document" or an error.
#[wasm_bindgen(getter_with_clone)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserPaths {
    /// `players/{uid}`: the player's CV document.
    #[wasm_bindgen(readonly)]
    pub player: Option<String>,
    /// `users/{uid}`: the private account record.
    #[wasm_bindgen(readonly)]
    pub user: Option<String>,
    /// `profilePictures/{uid}`: the player's picture in Cloud Storage.
    #[wasm_bindgen(readonly)]
    pub picture: Option<String>,
    /// `pictureUploads/{uid}`: where the owner uploads a new picture (a function re-encodes it into
    /// `profilePictures/{uid}`).
    #[wasm_bindgen(readonly, js_name = pictureUpload)]
    pub picture_upload: Option<String>,
    /// `/p/{uid}`: the link to the player's public CV page (the owner's "Copy link", shared links).
    #[wasm_bindgen(readonly)]
    pub page: String,
}

/// A user's documents and files.
#[wasm_bindgen]
pub struct User;

#[wasm_bindgen]
impl User {
    /// Every path of user `uid`.
    pub fn paths(uid: &str) -> UserPaths {
        console_error_panic_hook::set_once();
        UserPaths {
            player: firestore_paths::player_path(uid),
            user: firestore_paths::user_path(uid),
            picture: firestore_paths::picture_path(uid),
            picture_upload: firestore_paths::picture_upload_path(uid),
            page: routes::player_page_path(uid),
        }
    }
}

/// What the tab remembers between pages (sessionStorage, through `storage`: a storage that refuses or throws
/// reads as nothing stored).
#[wasm_bindgen]
pub struct Memory;

#[wasm_bindgen]
impl Memory {
    /// Updates what the tab remembers and returns the location to return to: `location` (path and search) is
    /// remembered when the core says it is worth it, the flag that silences "already signed in" is set (`true`,
    /// at logout and login) or cleared (`false`, once the guard has acted on it); an absent value leaves its
    /// part alone. The location returned is the remembered one only when the core says it is a safe in-app path.
    pub fn keep(location: Option<String>, skip: Option<bool>) -> Option<String> {
        console_error_panic_hook::set_once();
        if let Some(location) = location {
            storage::remember_location(&location);
        }
        match skip {
            Some(true) => {
                storage::set_skip_public_only_toast();
            }
            Some(false) => storage::clear_skip_public_only_toast(),
            None => {}
        }
        storage::remembered_location()
    }
}
