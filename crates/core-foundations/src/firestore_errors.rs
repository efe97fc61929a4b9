//! Friendly messages for the Firestore errors a write can end in, one table for every form that
//! writes (the CV editor, the contact form, the newsletter sign-up).
//!
//! Firestore reports failures by stable codes (`permission-denied`, `unavailable`…); users get these
//! sentences instead. The same code reads differently per form (what was being done, and what the form
//! kept), so the table is keyed by the form as well as the code. A form that keeps its values says so,
//! because the fear after a failed save is having lost one's typing.

use serde::{Deserialize, Serialize};

/// The write that failed: it decides the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum WriteContext {
    /// Saving the CV (`players/{uid}`); the editor keeps the changes.
    ProfileSave,
    /// Sending the contact form (`contactMessages`); the form keeps the message.
    ContactSend,
    /// The newsletter sign-up. Its `permission-denied` means "already subscribed" (the rules refuse a
    /// second write of the same address), which the app reports as such before asking for a message.
    NewsletterSubscribe,
    /// Saving the stats wizard (`playerStats/{uid}`); the wizard keeps every value.
    StatsSave,
    /// Saving a week of weekly stats (`players/{uid}/weeklyStats/{week}`); the form keeps every value.
    WeeklySave,
    /// Deleting a logged week; nothing changed.
    WeeklyDelete,
    /// Creating the private account record (`users/{uid}`) right after the sign-up; the account exists
    /// whatever happens to it.
    AccountCreate,
    /// Saving a scout's profile (`scouts/{uid}`); the form keeps every value.
    ScoutSave,
    /// Changing a shortlist (a player saved or taken off, a note, a name); the list stays as it was.
    ShortlistSave,
    /// Saving or deleting a saved search, or marking notifications read.
    SearchSave,
}

impl WriteContext {
    pub const ALL: [WriteContext; 10] = [
        WriteContext::ProfileSave,
        WriteContext::ContactSend,
        WriteContext::NewsletterSubscribe,
        WriteContext::StatsSave,
        WriteContext::WeeklySave,
        WriteContext::WeeklyDelete,
        WriteContext::AccountCreate,
        WriteContext::ScoutSave,
        WriteContext::ShortlistSave,
        WriteContext::SearchSave,
    ];
}

use WriteContext::{
    AccountCreate, ContactSend, NewsletterSubscribe, ProfileSave, ScoutSave, SearchSave,
    ShortlistSave, StatsSave, WeeklyDelete, WeeklySave,
};

/// Codes that mean the server could not be reached in time (the app's own time-out reports
/// `deadline-exceeded` too).
const UNREACHABLE: &[&str] = &["unavailable", "deadline-exceeded"];

/// (form, codes, message); a code not listed for a form gets the form's fallback.
const TABLE: &[(WriteContext, &[&str], &str)] = &[
    (
        ProfileSave,
        &["permission-denied"],
        "We could not save your CV: the server refused it. Check your details and try again. \
         Your changes are still here.",
    ),
    (
        ProfileSave,
        &["unauthenticated"],
        "We could not save your CV because you are signed out. Log in again in a new tab, then save. \
         Your changes are still here.",
    ),
    (
        ProfileSave,
        UNREACHABLE,
        "We could not reach the server to save your CV. Check your connection and try again. \
         Your changes are still here.",
    ),
    (
        ScoutSave,
        &["permission-denied"],
        "We could not save your scout profile: the server refused it. An account with a player's CV \
         cannot also be a scout's; check your details and try again. Your changes are still here.",
    ),
    (
        ScoutSave,
        &["unauthenticated"],
        "We could not save your scout profile because you are signed out. Log in again in a new tab, \
         then save. Your changes are still here.",
    ),
    (
        ScoutSave,
        UNREACHABLE,
        "We could not reach the server to save your scout profile. Check your connection and try \
         again. Your changes are still here.",
    ),
    (
        ShortlistSave,
        &["permission-denied"],
        "We could not change your shortlist: the server refused it. Reload the page and try again; the \
         list is as it was.",
    ),
    (
        ShortlistSave,
        UNREACHABLE,
        "We could not reach the server to change your shortlist. Check your connection and try again; \
         the list is as it was.",
    ),
    (
        SearchSave,
        &["permission-denied"],
        "We could not save this change to your searches: the server refused it. Reload the page and try \
         again.",
    ),
    (
        SearchSave,
        UNREACHABLE,
        "We could not reach the server to save this change to your searches. Check your connection and \
         try again.",
    ),
    (
        StatsSave,
        &["permission-denied"],
        "We could not save your stats: the server refused them. Check your CV's player type and your \
         values, then try again. Your values are still here.",
    ),
    (
        StatsSave,
        &["unauthenticated"],
        "We could not save your stats because you are signed out. Log in again in a new tab, then \
         save. Your values are still here.",
    ),
    (
        StatsSave,
        UNREACHABLE,
        "We could not reach the server to save your stats. Check your connection and try again. \
         Your values are still here.",
    ),
    (
        WeeklySave,
        &["permission-denied"],
        "We could not save this week: the server refused it. Check the week and your values, then try \
         again. Your values are still here.",
    ),
    (
        WeeklySave,
        &["unauthenticated"],
        "We could not save this week because you are signed out. Log in again in a new tab, then save. \
         Your values are still here.",
    ),
    (
        WeeklySave,
        UNREACHABLE,
        "We could not reach the server to save this week. Check your connection and try again. \
         Your values are still here.",
    ),
    (
        WeeklyDelete,
        &["permission-denied", "unauthenticated"],
        "We could not delete this week: the server refused. Reload the page and try again. \
         The week is still logged.",
    ),
    (
        WeeklyDelete,
        UNREACHABLE,
        "We could not reach the server to delete this week. Check your connection and try again. \
         The week is still logged.",
    ),
    (
        ContactSend,
        UNREACHABLE,
        "We could not reach the server to send your message. Check your connection and try again. \
         Your message is still here.",
    ),
    (
        ContactSend,
        &["permission-denied", "unauthenticated"],
        "The server refused your message. Please reload the page and try again. \
         Your message is still here.",
    ),
    (
        ContactSend,
        &["resource-exhausted"],
        "You have sent several messages in a short time. Please wait an hour and try again. \
         Your message is still here.",
    ),
    (
        NewsletterSubscribe,
        &["resource-exhausted"],
        "Too many sign-ups from here in a short time. Please wait a while and try again.",
    ),
    (
        NewsletterSubscribe,
        UNREACHABLE,
        "We could not reach the server to subscribe you. Check your connection and try again.",
    ),
];

/// What any other failure says, per form.
fn fallback(context: WriteContext) -> &'static str {
    match context {
        ProfileSave => {
            "Something went wrong while saving your CV. Please try again. Your changes are still here."
        }
        ContactSend => {
            "Something went wrong while sending your message. Please try again in a moment. \
             Your message is still here."
        }
        NewsletterSubscribe => {
            "Something went wrong while subscribing you. Please try again in a moment."
        }
        StatsSave => {
            "Something went wrong while saving your stats. Please try again. Your values are still here."
        }
        WeeklySave => {
            "Something went wrong while saving this week. Please try again. Your values are still here."
        }
        WeeklyDelete => {
            "Something went wrong while deleting this week. Please try again. The week is still logged."
        }
        AccountCreate => "Your account is created, but we could not save its details. Please try again later.",
        ShortlistSave => {
            "Something went wrong while changing your shortlist. Please try again; the list is as it was."
        }
        SearchSave => "Something went wrong while saving this change to your searches. Please try again.",
        ScoutSave => {
            "Something went wrong while saving your scout profile. Please try again. Your changes are \
             still here."
        }
    }
}

/// The code without the `firestore/` prefix that some SDK paths add (`firestore/permission-denied`),
/// or the `functions/` prefix of a Cloud Function's error (the open forms send through functions).
pub fn firestore_error_code(raw: &str) -> &str {
    raw.strip_prefix("firestore/")
        .or_else(|| raw.strip_prefix("functions/"))
        .unwrap_or(raw)
}

/// Whether the server refused the read or write under its rules (a members-only CV for a visitor, a
/// second newsletter sign-up), prefix or not.
pub fn is_permission_denied(code: &str) -> bool {
    firestore_error_code(code) == "permission-denied"
}

/// After a read planned for `members` failed with `code`, whether to read it again, once, as public entries
/// only: when it was a members' read the rules refused. The rules read the e-mail verification from the ID
/// token, which can lag behind the session (an e-mail verified a moment ago, before the token's refresh), and
/// the directory and the map show such a reader the public players rather than an error. Any other failure
/// stands.
pub fn read_again_as_public(members: bool, code: &str) -> bool {
    members && is_permission_denied(code)
}

/// What a failed write tells the user, for the form that wrote and the error's code (with or without
/// the `firestore/` prefix); unknown codes get the form's general message.
pub fn write_error_message(context: WriteContext, code: &str) -> &'static str {
    let code = firestore_error_code(code);
    TABLE
        .iter()
        .find(|(c, codes, _)| *c == context && codes.contains(&code))
        .map_or_else(|| fallback(context), |&(_, _, message)| message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cv_editor_tells_refused_signed_out_and_offline_apart() {
        assert_eq!(
            write_error_message(ProfileSave, "permission-denied"),
            "We could not save your CV: the server refused it. Check your details and try again. \
             Your changes are still here."
        );
        assert_eq!(
            write_error_message(ProfileSave, "firestore/unauthenticated"),
            "We could not save your CV because you are signed out. Log in again in a new tab, then \
             save. Your changes are still here."
        );
        for code in ["unavailable", "deadline-exceeded", "firestore/unavailable"] {
            assert_eq!(
                write_error_message(ProfileSave, code),
                "We could not reach the server to save your CV. Check your connection and try again. \
                 Your changes are still here.",
                "{code}"
            );
        }
        assert_eq!(
            write_error_message(ProfileSave, "internal"),
            "Something went wrong while saving your CV. Please try again. Your changes are still here."
        );
    }

    #[test]
    fn the_stats_wizard_keeps_the_values_whatever_failed() {
        for code in [
            "permission-denied",
            "unauthenticated",
            "unavailable",
            "internal",
            "",
        ] {
            let m = write_error_message(StatsSave, code);
            assert!(m.ends_with("Your values are still here."), "{code}");
            assert!(m.contains("stats"), "{code}");
        }
        assert!(
            write_error_message(StatsSave, "firestore/permission-denied").contains("player type")
        );
    }

    #[test]
    fn the_contact_form_says_refused_for_both_refusals() {
        for code in ["permission-denied", "unauthenticated"] {
            assert_eq!(
                write_error_message(ContactSend, code),
                "The server refused your message. Please reload the page and try again. \
                 Your message is still here."
            );
        }
        assert_eq!(
            write_error_message(ContactSend, "deadline-exceeded"),
            "We could not reach the server to send your message. Check your connection and try \
             again. Your message is still here."
        );
        assert_eq!(
            write_error_message(ContactSend, ""),
            "Something went wrong while sending your message. Please try again in a moment. \
             Your message is still here."
        );
    }

    #[test]
    fn the_newsletter_knows_only_offline_and_the_rest() {
        assert_eq!(
            write_error_message(NewsletterSubscribe, "unavailable"),
            "We could not reach the server to subscribe you. Check your connection and try again."
        );
        for code in ["permission-denied", "unauthenticated", "internal"] {
            assert_eq!(
                write_error_message(NewsletterSubscribe, code),
                "Something went wrong while subscribing you. Please try again in a moment."
            );
        }
    }

    #[test]
    fn the_open_forms_say_when_they_are_rate_limited() {
        let contact = write_error_message(ContactSend, "functions/resource-exhausted");
        assert!(contact.contains("wait"));
        assert!(contact.contains("still here"));
        assert_eq!(
            contact,
            write_error_message(ContactSend, "resource-exhausted")
        );
        let newsletter = write_error_message(NewsletterSubscribe, "functions/resource-exhausted");
        assert!(newsletter.contains("wait"));
        assert_eq!(
            write_error_message(NewsletterSubscribe, "functions/unavailable"),
            write_error_message(NewsletterSubscribe, "unavailable")
        );
    }

    #[test]
    fn permission_denied_is_recognised_with_or_without_the_prefix() {
        assert!(is_permission_denied("permission-denied"));
        assert!(is_permission_denied("firestore/permission-denied"));
        assert!(!is_permission_denied("unauthenticated"));
        assert!(!is_permission_denied("auth/permission-denied"));
        assert_eq!(firestore_error_code("firestore/unavailable"), "unavailable");
        assert_eq!(firestore_error_code("unavailable"), "unavailable");
    }

    #[test]
    fn contexts_serialise_in_kebab_case() {
        assert_eq!(
            serde_json::to_value(WriteContext::ALL).ok(),
            Some(serde_json::json!([
                "profile-save",
                "contact-send",
                "newsletter-subscribe",
                "stats-save",
                "weekly-save",
                "weekly-delete",
                "account-create",
                "scout-save",
                "shortlist-save",
                "search-save"
            ]))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_code_gets_a_message_and_the_prefix_changes_nothing(code in any::<String>()) {
            for context in WriteContext::ALL {
                let m = write_error_message(context, &code);
                prop_assert!(!m.is_empty());
                prop_assert_eq!(m, write_error_message(context, &format!("firestore/{code}")));
                let known = TABLE.iter().any(|(c, codes, _)| *c == context && codes.contains(&firestore_error_code(&code)));
                prop_assert_eq!(m == fallback(context), !known);
                // The forms that keep their values say so, whatever happened.
                match context {
                    ProfileSave | ScoutSave => prop_assert!(m.ends_with("Your changes are still here.")),
                    ContactSend => prop_assert!(m.ends_with("Your message is still here.")),
                    NewsletterSubscribe => prop_assert!(!m.contains("still here")),
                    StatsSave | WeeklySave => prop_assert!(m.ends_with("Your values are still here.")),
                    WeeklyDelete => prop_assert!(m.ends_with("The week is still logged.")),
                    AccountCreate => prop_assert!(m.starts_with("Your account is created")),
                    ShortlistSave => prop_assert!(m.contains("the list is as it was")),
                    SearchSave => prop_assert!(m.contains("your searches")),
                }
            }
        }
    }

    #[test]
    fn only_a_refused_members_read_is_read_again_as_public() {
        assert!(read_again_as_public(true, "permission-denied"));
        assert!(read_again_as_public(true, "firestore/permission-denied"));
        assert!(!read_again_as_public(false, "permission-denied"));
        assert!(!read_again_as_public(true, "unavailable"));
        assert!(!read_again_as_public(true, ""));
    }
}
