//! Deleting an account, server side (functions/src/account-deletion.js), as JSON values for the `Accounts` handle:
//! who may, and what goes, are the core's (`skora_core::account_deletion`).

use serde_json::{json, Value};
use skora_core::account_deletion::{confirm_deletion, deletion_plan};

use crate::to_json;

/// The plan for account `uid`, or `None` for an id that names no document.
pub fn plan(uid: &str) -> Option<Value> {
    deletion_plan(uid).map(|p| to_json(&p))
}

/// `{ok: true}`, or `{errors: [error], message}` naming the field (`email`, `password`) to fix.
pub fn confirm(typed: &str, account_email: &str, auth_time_s: f64, now_ms: f64) -> Value {
    match confirm_deletion(typed, account_email, auth_time_s, now_ms) {
        Ok(()) => json!({ "ok": true }),
        Err(e) => json!({ "message": e.message.clone(), "errors": [e] }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_and_the_confirmation_come_back_as_json() {
        assert_eq!(plan("u1").unwrap()["marker"], "accountDeletions/u1");
        assert!(plan("u1").unwrap()["gone"]
            .as_str()
            .is_some_and(|path| path.starts_with("goneAccounts/")));
        assert_eq!(plan("a/b"), None);
        assert_eq!(
            confirm("a@b.co", "a@b.co", 1000.0, 1_000_000.0),
            json!({"ok": true})
        );
        assert_eq!(
            confirm("x@b.co", "a@b.co", 1000.0, 1_000_000.0)["errors"][0]["field"],
            "email"
        );
    }
}
