//! Where a user's documents and files live: `players/{uid}` (and its `private/details`), `users/{uid}`,
//! `profilePictures/{uid}` (and the uploads, `pictureUploads/{uid}`), `playerIndex/{uid}` and `newsletterSubscriptions/{email}`, built in one place.
//!
//! A path is built from an id the app did not choose (a uid from Firebase Auth, an address a visitor
//! typed), so an id that is not a valid Firestore document id is refused here: `a/b` would address
//! another document (`players/a/b` is a document of the `b` subcollection), and an empty id would
//! address the collection itself. Storage paths (`profilePictures/{uid}`) follow the same rule, since
//! `storage.rules` matches them by the same uid. The Firestore and Storage rules check the ids again;
//! this keeps a wrong path from being built at all.

/// The CV documents (`players/{uid}`), public or members-only, written by their owner.
pub const PLAYERS: &str = "players";
/// The private account records (`users/{uid}`).
pub const USERS: &str = "users";
/// The profile pictures in Cloud Storage (`profilePictures/{uid}`): the SERVED pictures, written only by
/// the functions (a re-encoding of the owner's upload), read as the CV's visibility allows.
pub const PROFILE_PICTURES: &str = "profilePictures";
/// The owners' uploads in Cloud Storage (`pictureUploads/{uid}`): written by the owner, read by nobody,
/// re-encoded into `profilePictures/{uid}` and deleted by the functions.
pub const PICTURE_UPLOADS: &str = "pictureUploads";
/// The contact form's messages (`contactMessages/{autoId}`, ids chosen by Firestore).
pub const CONTACT_MESSAGES: &str = "contactMessages";
/// The newsletter sign-ups (`newsletterSubscriptions/{email}`).
pub const NEWSLETTER_SUBSCRIPTIONS: &str = "newsletterSubscriptions";
/// The player index (`playerIndex/{uid}`), written only by the functions.
pub const PLAYER_INDEX: &str = "playerIndex";
/// Outgoing e-mail, one document per message, sent by the "Trigger Email" extension in production
/// (functions only: no client reads or writes it).
pub const MAIL: &str = "mail";
/// Newsletter sign-ups waiting for their confirmation link, by the token's hash (functions only).
pub const NEWSLETTER_PENDING: &str = "newsletterPending";
/// The open forms' rate-limit counters, by hashed key (functions only).
pub const RATE_LIMITS: &str = "rateLimits";
/// Counts over the index (`aggregates/…`), written only by the functions.
pub const AGGREGATES: &str = "aggregates";
/// The owner-only part of a player's data, `players/{uid}/private/details`.
pub const PLAYER_PRIVATE_DETAILS: &str = "private/details";
/// The player's attributes (`playerStats/{uid}`, issue 11): written by the owner, read like the CV.
pub const PLAYER_STATS: &str = "playerStats";

/// Firestore's document id rules: not empty, at most 1500 bytes of UTF-8, no `/`, not `.` or `..`,
/// and not `__…__` (reserved by Firestore).
pub fn is_document_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 1500
        && !id.contains('/')
        && id != "."
        && id != ".."
        && !(id.len() >= 4 && id.starts_with("__") && id.ends_with("__"))
}

fn path(collection: &str, id: &str) -> Option<String> {
    is_document_id(id).then(|| format!("{collection}/{id}"))
}

/// `players/{uid}`: the player's CV; `None` for an id that is not a document id (empty, with `/`…).
pub fn player_path(uid: &str) -> Option<String> {
    path(PLAYERS, uid)
}

/// `users/{uid}`: the private account record written at sign-up.
pub fn user_path(uid: &str) -> Option<String> {
    path(USERS, uid)
}

/// `profilePictures/{uid}`: the player's picture in Cloud Storage.
pub fn picture_path(uid: &str) -> Option<String> {
    path(PROFILE_PICTURES, uid)
}

/// The uid whose picture a Storage object name (`profilePictures/{uid}`) is, or `None` for any other
/// object: the Storage triggers reindex that player and ignore everything else.
pub fn picture_owner(name: &str) -> Option<&str> {
    let uid = name.strip_prefix(PROFILE_PICTURES)?.strip_prefix('/')?;
    is_document_id(uid).then_some(uid)
}

/// `pictureUploads/{uid}`: where the owner uploads a new picture (the functions re-encode it).
pub fn picture_upload_path(uid: &str) -> Option<String> {
    path(PICTURE_UPLOADS, uid)
}

/// The uid whose upload a Storage object name (`pictureUploads/{uid}`) is, or `None` for any other
/// object: the re-encoding function processes that upload and ignores everything else.
pub fn picture_upload_owner(name: &str) -> Option<&str> {
    let uid = name.strip_prefix(PICTURE_UPLOADS)?.strip_prefix('/')?;
    is_document_id(uid).then_some(uid)
}

/// `playerIndex/{uid}`: the player's index entry.
pub fn player_index_path(uid: &str) -> Option<String> {
    path(PLAYER_INDEX, uid)
}

/// `players/{uid}/private/details`: the exact birth date and location, the contact email.
pub fn player_private_path(uid: &str) -> Option<String> {
    Some(format!("{}/{PLAYER_PRIVATE_DETAILS}", player_path(uid)?))
}

/// `playerStats/{uid}`: the player's measured tests and self-ratings.
pub fn player_stats_path(uid: &str) -> Option<String> {
    path(PLAYER_STATS, uid)
}

/// `newsletterSubscriptions/{email}`, for an address already normalised by `newsletter_email`.
pub fn newsletter_subscription_path(email: &str) -> Option<String> {
    path(NEWSLETTER_SUBSCRIPTIONS, email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_ids_follow_firestore_rules() {
        for ok in [
            "a@b.co",
            "_",
            "__",
            "___",
            "__a",
            "a__",
            ".a",
            "...",
            &"é".repeat(750),
        ] {
            assert!(is_document_id(ok), "{ok}");
        }
        for bad in ["", "a/b", "/", ".", "..", "__a__", "____", &"é".repeat(751)] {
            assert!(!is_document_id(bad), "{bad}");
        }
    }

    #[test]
    fn paths_are_the_collection_and_the_id() {
        let uid = "Xk3pQ9aZ0bT7yW2mN4cR8dF1gH5j";
        assert_eq!(player_path(uid), Some(format!("players/{uid}")));
        assert_eq!(user_path(uid), Some(format!("users/{uid}")));
        assert_eq!(picture_path(uid), Some(format!("profilePictures/{uid}")));
        assert_eq!(player_index_path(uid), Some(format!("playerIndex/{uid}")));
        assert_eq!(player_stats_path(uid), Some(format!("playerStats/{uid}")));
        assert_eq!(picture_owner(&format!("profilePictures/{uid}")), Some(uid));
        assert_eq!(
            picture_upload_path(uid),
            Some(format!("pictureUploads/{uid}"))
        );
        assert_eq!(
            picture_upload_owner(&format!("pictureUploads/{uid}")),
            Some(uid)
        );
        assert_eq!(
            player_private_path(uid),
            Some(format!("players/{uid}/private/details"))
        );
        assert_eq!(
            newsletter_subscription_path("fan@example.com").as_deref(),
            Some("newsletterSubscriptions/fan@example.com")
        );
    }

    #[test]
    fn other_storage_objects_have_no_owner() {
        for name in [
            "profilePictures/",
            "profilePictures/a/b",
            "profilePictures",
            "other/abc",
            "profilePicturesX/abc",
            "/profilePictures/abc",
        ] {
            assert_eq!(picture_owner(name), None, "{name}");
        }
    }

    #[test]
    fn an_upload_is_never_a_served_picture_and_the_other_way_round() {
        // The served path is written only by the functions: an owner's upload must never land there.
        assert_eq!(picture_owner("pictureUploads/abc"), None);
        assert_eq!(picture_upload_owner("profilePictures/abc"), None);
        for name in [
            "pictureUploads/",
            "pictureUploads/a/b",
            "pictureUploads",
            "/pictureUploads/abc",
            "pictureUploadsX/a",
        ] {
            assert_eq!(picture_upload_owner(name), None, "{name}");
        }
    }

    #[test]
    fn an_empty_or_slashed_id_builds_no_path() {
        for bad in ["", "a/b", "/", "../x", ".", "..", "__name__"] {
            assert_eq!(player_path(bad), None, "{bad}");
            assert_eq!(user_path(bad), None, "{bad}");
            assert_eq!(picture_path(bad), None, "{bad}");
            assert_eq!(picture_upload_path(bad), None, "{bad}");
            assert_eq!(player_index_path(bad), None, "{bad}");
            assert_eq!(player_private_path(bad), None, "{bad}");
            assert_eq!(player_stats_path(bad), None, "{bad}");
            assert_eq!(newsletter_subscription_path(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_path_has_exactly_two_segments_the_second_being_the_id(id in any::<String>()) {
            for (collection, built) in [
                (PLAYERS, player_path(&id)),
                (USERS, user_path(&id)),
                (PROFILE_PICTURES, picture_path(&id)),
                (PICTURE_UPLOADS, picture_upload_path(&id)),
                (PLAYER_INDEX, player_index_path(&id)),
                (NEWSLETTER_SUBSCRIPTIONS, newsletter_subscription_path(&id)),
            ] {
                prop_assert_eq!(built.is_some(), is_document_id(&id));
                if let Some(p) = built {
                    prop_assert_eq!(p.split('/').collect::<Vec<_>>(), vec![collection, id.as_str()]);
                }
            }
        }

        #[test]
        fn a_picture_s_owner_is_exactly_the_id_its_path_was_built_from(name in any::<String>(), id in any::<String>()) {
            if let Some(path) = picture_path(&id) {
                prop_assert_eq!(picture_owner(&path), Some(id.as_str()));
            }
            if let Some(owner) = picture_owner(&name) {
                prop_assert_eq!(picture_path(owner), Some(name.clone()));
            }
            if let Some(path) = picture_upload_path(&id) {
                prop_assert_eq!(picture_upload_owner(&path), Some(id.as_str()));
                prop_assert_eq!(picture_owner(&path), None);
            }
            if let Some(owner) = picture_upload_owner(&name) {
                prop_assert_eq!(picture_upload_path(owner), Some(name.clone()));
            }
        }

        #[test]
        fn an_id_with_a_slash_is_never_a_document_id(a in any::<String>(), b in any::<String>()) {
            let id = format!("{a}/{b}");
            prop_assert!(!is_document_id(&id));
        }
    }
}
