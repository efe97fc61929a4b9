//! The private account record a sign-up creates: `users/{uid}` with the account's e-mail, every time stamped
//! by the server (the rules require `request.time` for `createdAt` and `termsAcceptedAt`), written once the
//! sign-up form passed its rule, so the terms were accepted.

use crate::accounts::{validate_signup, SignupForm};
use serde_json::{Map, Value};

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::user_path;
use crate::write_plan::{PlanError, PlannedWrite, WritePlan};

/// The fields the server stamps: when the terms were accepted (the form's checkbox, the moment the account was
/// made), when the record was created and last changed.
const STAMPED: [&str; 3] = ["termsAcceptedAt", "createdAt", "updatedAt"];

/// The plan creating the account record of `uid` from the sign-up `form`. The form is checked again by its
/// rule (the terms accepted, the address normalised), so a form that did not come from the rule gives the
/// same field errors.
pub fn account_create(uid: &str, form: &SignupForm) -> Result<WritePlan, PlanError> {
    let path = user_path(uid).ok_or(PlanError::NoDocument)?;
    let form = validate_signup(form).map_err(PlanError::Invalid)?;
    let mut data = Map::new();
    data.insert("email".into(), Value::String(form.email));
    Ok(WritePlan {
        context: WriteContext::AccountCreate,
        writes: vec![PlannedWrite::set(path, data, &STAMPED)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    fn form(email: &str, accept_terms: bool) -> SignupForm {
        SignupForm {
            first_name: "Ana".into(),
            last_name: "Silva".into(),
            email: email.into(),
            password: "goat-10-pass".into(),
            confirm_password: "goat-10-pass".into(),
            accept_terms,
        }
    }

    #[test]
    fn the_record_holds_the_normalised_email_and_the_server_stamps_every_time() {
        let plan = account_create("u1", &form(" Ana@Example.COM ", true)).unwrap();
        assert_eq!(plan.context, WriteContext::AccountCreate);
        let [write] = plan.writes.as_slice() else {
            panic!("one write")
        };
        assert_eq!(write.path, "users/u1");
        assert_eq!(write.op, WriteOp::Set);
        let email = form(" Ana@Example.COM ", true);
        let normalised = validate_signup(&email).unwrap().email;
        assert_eq!(
            Value::Object(write.data.clone()),
            json!({ "email": normalised })
        );
        assert_eq!(
            write.server_timestamps,
            ["termsAcceptedAt", "createdAt", "updatedAt"]
        );
        assert!(write.kept_timestamps.is_empty());
        assert_eq!(write.batch, 0);
    }

    #[test]
    fn no_record_without_the_terms_or_for_an_id_that_names_no_document() {
        let Err(PlanError::Invalid(errors)) = account_create("u1", &form("ana@example.com", false))
        else {
            panic!("the terms are required")
        };
        assert!(errors.iter().any(|e| e.field == "acceptTerms"));
        assert_eq!(
            account_create("a/b", &form("ana@example.com", true)),
            Err(PlanError::NoDocument)
        );
        assert_eq!(
            account_create("", &form("ana@example.com", true)),
            Err(PlanError::NoDocument)
        );
    }
}
