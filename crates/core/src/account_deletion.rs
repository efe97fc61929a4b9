//! Deleting an account: who may (the owner, signed in moments ago, typing the account's e-mail), and everything that
//! hangs off it, in the order the functions remove it. Every step is idempotent, so a deletion that stopped half-way
//! is finished by running it again (`accountDeletions/{uid}` remembers one that has not finished).
//!
//! What goes, in order: the player's documents (the CV and everything under it: entries, weeks, private details,
//! interest counts), the attributes, the scout profile, the user's documents (shortlists and their players, saved
//! searches, notifications, the inbox, the contacts); then what others hold of them (the requests they sent, the
//! contacts scouts got from them, others' notifications naming the player, a guardian's open link); then the index entry and its weight in the aggregates
//! (reindexed once the CV is gone); their pictures in Storage; mails still addressed to them; and last the Auth user,
//! so a failure before it leaves an account that can sign in and ask again. Others' shortlists keep their copy of
//! the player, which their lists show as "no longer available", with the scout's note kept.
//!
//! One thing stays: word that the account is gone (`goneAccounts/{hash}`), so a link to the player's CV answers
//! "410 Gone" and search engines drop it, where an address that never named a player answers 404. It is keyed by a
//! hash of the uid and holds only when, so nothing kept names the account or anything of it.

use serde::Serialize;

use crate::firestore_paths::{
    picture_path, picture_upload_path, player_index_path, player_path, player_stats_path,
    scout_path, user_path, ATTESTATIONS, CONTACTS, GUARDIAN_LINKS, INBOX, MAIL, NOTIFICATIONS,
};
use crate::sha256::sha256_hex;
use crate::validation::{error, FieldError};

/// The collection of deletions that have not finished.
pub const ACCOUNT_DELETIONS: &str = "accountDeletions";
/// The collection of word that an account is gone (see the module's note).
pub const GONE_ACCOUNTS: &str = "goneAccounts";

/// Where word that account `uid` is gone is kept: `goneAccounts/{sha256 of the uid}`, or none for an id that names no
/// document.
pub fn gone_path(uid: &str) -> Option<String> {
    user_path(uid)?;
    Some(format!("{GONE_ACCOUNTS}/{}", sha256_hex(uid)))
}

/// How long after signing in an account may be deleted: a device left signed in cannot delete it.
pub const RECENT_SIGN_IN_S: f64 = 5.0 * 60.0;

/// What the functions do for one account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeletionPlan {
    /// `accountDeletions/{uid}`: written first, deleted last; `markers` is its collection (the resuming pass lists it).
    pub marker: String,
    pub markers: String,
    /// Documents deleted with every subcollection under them.
    pub trees: Vec<String>,
    /// Single documents.
    pub documents: Vec<String>,
    /// `[collection group, field]`: every document of the group whose field is the uid (what others hold).
    pub held_by_others: Vec<[String; 2]>,
    /// The index entry, removed (with its aggregates) by reindexing once the CV is gone.
    pub index: String,
    /// Storage objects.
    pub files: Vec<String>,
    /// The mail collection, whose documents addressed to the account's e-mail go.
    pub mail: String,
    /// Written before the Auth user goes ([`gone_path`]): the one document that stays.
    pub gone: String,
}

/// The plan for account `uid`, or none for an id that names no document.
pub fn deletion_plan(uid: &str) -> Option<DeletionPlan> {
    Some(DeletionPlan {
        marker: format!("{ACCOUNT_DELETIONS}/{}", user_path(uid).map(|_| uid)?),
        markers: ACCOUNT_DELETIONS.to_string(),
        trees: vec![player_path(uid)?, user_path(uid)?],
        documents: vec![player_stats_path(uid)?, scout_path(uid)?],
        held_by_others: vec![
            [INBOX.to_string(), "scout".to_string()],
            [CONTACTS.to_string(), "player".to_string()],
            [NOTIFICATIONS.to_string(), "player".to_string()],
            [GUARDIAN_LINKS.to_string(), "player".to_string()],
            [GUARDIAN_LINKS.to_string(), "scout".to_string()],
            // The player's requests to confirm their stats (the official's address, the snapshot).
            [ATTESTATIONS.to_string(), "player".to_string()],
        ],
        index: player_index_path(uid)?,
        files: vec![picture_path(uid)?, picture_upload_path(uid)?],
        mail: MAIL.to_string(),
        gone: gone_path(uid)?,
    })
}

/// Why a deletion is refused, for the one who asked.
pub const SIGN_IN_AGAIN: &str =
    "For your safety, enter your password again to delete your account.";

/// Whether the owner may delete their account now: signed in within `RECENT_SIGN_IN_S` of `now_ms`
/// (`auth_time_s`: the ID token's `auth_time`), and `typed` is the account's e-mail (case and spaces aside).
pub fn confirm_deletion(
    typed: &str,
    account_email: &str,
    auth_time_s: f64,
    now_ms: f64,
) -> Result<(), FieldError> {
    let same = !account_email.trim().is_empty()
        && typed.trim().to_lowercase() == account_email.trim().to_lowercase();
    if !same {
        return Err(error(
            "email",
            "mismatch",
            "Type your account's e-mail address exactly as you log in with it.",
        ));
    }
    let age_s = now_ms / 1000.0 - auth_time_s;
    if !auth_time_s.is_finite() || !(-60.0..=RECENT_SIGN_IN_S).contains(&age_s) {
        return Err(error("password", "stale-sign-in", SIGN_IN_AGAIN));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_plan_names_everything_of_the_account() {
        let plan = deletion_plan("u1").expect("a plan");
        assert_eq!(plan.marker, "accountDeletions/u1");
        assert_eq!(plan.trees, vec!["players/u1", "users/u1"]);
        assert_eq!(plan.documents, vec!["playerStats/u1", "scouts/u1"]);
        assert_eq!(plan.index, "playerIndex/u1");
        assert_eq!(plan.files, vec!["profilePictures/u1", "pictureUploads/u1"]);
        assert!(plan
            .held_by_others
            .contains(&["inbox".into(), "scout".into()]));
        assert!(plan
            .held_by_others
            .contains(&["contacts".into(), "player".into()]));
        for bad in ["", "a/b", "..", "__x__"] {
            assert_eq!(deletion_plan(bad), None, "{bad:?}");
            assert_eq!(gone_path(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn word_that_an_account_is_gone_never_names_it() {
        let path = gone_path("u1").expect("a path");
        assert_eq!(path, format!("goneAccounts/{}", sha256_hex("u1")));
        assert!(!path.contains("u1"));
        assert_eq!(deletion_plan("u1").map(|p| p.gone), Some(path));
        assert_ne!(gone_path("u1"), gone_path("u2"));
    }

    #[test]
    fn only_the_typed_email_and_a_fresh_sign_in_confirm() {
        let now = 1_800_000_000_000.0;
        assert_eq!(
            confirm_deletion(
                " Ana@Example.com ",
                "ana@example.com",
                1_800_000_000.0 - 60.0,
                now
            ),
            Ok(())
        );
        assert_eq!(
            confirm_deletion("ana@example.org", "ana@example.com", 1_800_000_000.0, now)
                .unwrap_err()
                .field,
            "email"
        );
        assert_eq!(
            confirm_deletion("", "", 1_800_000_000.0, now)
                .unwrap_err()
                .field,
            "email"
        );
        let stale = confirm_deletion(
            "ana@example.com",
            "ana@example.com",
            1_800_000_000.0 - 301.0,
            now,
        );
        assert_eq!(stale.unwrap_err().message, SIGN_IN_AGAIN);
        assert!(confirm_deletion("ana@example.com", "ana@example.com", f64::NAN, now).is_err());
    }

    proptest! {
        #[test]
        fn a_sign_in_older_than_five_minutes_never_deletes(age in 301.0f64..1e9, email in "[a-z]{1,8}@[a-z]{1,8}\\.com") {
            let now = 1_800_000_000_000.0;
            prop_assert!(confirm_deletion(&email, &email, now / 1000.0 - age, now).is_err());
        }
    }
}
