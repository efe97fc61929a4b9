//! The account forms: sign-up, login, forgot password and new password.
//!
//! Each validator reports every problem of every field at once (a form shows them together) and
//! returns the normalised form, which validates again unchanged.

use serde::{Deserialize, Serialize};

use skora_foundations::limits::{NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS};
use skora_foundations::validation::{
    error, validate_account_email, validate_email, Errors, FieldError,
};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SignupForm {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub password: String,
    pub confirm_password: String,
    pub accept_terms: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LoginForm {
    pub email: String,
    pub password: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ForgotPasswordForm {
    pub email: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct NewPasswordForm {
    pub password: String,
    pub confirm_password: String,
}

/// A trimmed name of 1–60 characters without control characters.
fn validate_name(field: &str, raw: &str, what: &str) -> Result<String, FieldError> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(error(
            field,
            "required",
            format!("Please enter your {what}."),
        ));
    }
    if name.chars().count() > NAME_MAX_CHARS {
        return Err(error(
            field,
            "too-long",
            format!("Use at most {NAME_MAX_CHARS} characters."),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(error(
            field,
            "invalid",
            "Please use only letters and punctuation.",
        ));
    }
    Ok(name.to_string())
}

/// 8–128 characters with at least one letter and one digit; never trimmed (spaces may be intended).
fn validate_new_password_value(raw: &str) -> Result<String, FieldError> {
    if raw.is_empty() {
        return Err(error("password", "required", "Please choose a password."));
    }
    let len = raw.chars().count();
    if len > PASSWORD_MAX_CHARS {
        return Err(error(
            "password",
            "too-long",
            format!("Use at most {PASSWORD_MAX_CHARS} characters."),
        ));
    }
    let strong = len >= PASSWORD_MIN_CHARS
        && raw.chars().any(char::is_alphabetic)
        && raw.chars().any(|c| c.is_ascii_digit());
    if !strong {
        return Err(error(
            "password",
            "weak",
            "Use at least 8 characters with a letter and a digit.",
        ));
    }
    Ok(raw.to_string())
}

fn check_confirmation(errors: &mut Errors, password: &str, confirm: &str) {
    if confirm.is_empty() {
        errors.push(error(
            "confirmPassword",
            "required",
            "Please confirm your password.",
        ));
    } else if confirm != password {
        errors.push(error(
            "confirmPassword",
            "mismatch",
            "The passwords do not match.",
        ));
    }
}

pub fn validate_signup(form: &SignupForm) -> Result<SignupForm, Vec<FieldError>> {
    let mut errors = Errors::default();
    let first_name = errors.take(validate_name("firstName", &form.first_name, "first name"));
    let last_name = errors.take(validate_name("lastName", &form.last_name, "last name"));
    let email = errors.take(validate_email(&form.email));
    let password = errors.take(validate_new_password_value(&form.password));
    check_confirmation(&mut errors, &form.password, &form.confirm_password);
    if !form.accept_terms {
        errors.push(error(
            "acceptTerms",
            "required",
            "Please accept the terms to continue.",
        ));
    }
    errors.finish(SignupForm {
        first_name,
        last_name,
        email,
        confirm_password: password.clone(),
        password,
        accept_terms: true,
    })
}

/// Login checks only what can be checked without the server: an e-mail's shape (an old account may predate the
/// mailable rule) and a non-empty password (or the strength rule).
pub fn validate_login(form: &LoginForm) -> Result<LoginForm, Vec<FieldError>> {
    let mut errors = Errors::default();
    let email = errors.take(validate_account_email(&form.email));
    if form.password.is_empty() {
        errors.push(error("password", "required", "Please enter your password."));
    }
    errors.finish(LoginForm {
        email,
        password: form.password.clone(),
    })
}

pub fn validate_forgot_password(
    form: &ForgotPasswordForm,
) -> Result<ForgotPasswordForm, Vec<FieldError>> {
    let mut errors = Errors::default();
    let email = errors.take(validate_account_email(&form.email));
    errors.finish(ForgotPasswordForm { email })
}

pub fn validate_new_password(form: &NewPasswordForm) -> Result<NewPasswordForm, Vec<FieldError>> {
    let mut errors = Errors::default();
    let password = errors.take(validate_new_password_value(&form.password));
    check_confirmation(&mut errors, &form.password, &form.confirm_password);
    errors.finish(NewPasswordForm {
        confirm_password: password.clone(),
        password,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signup() -> SignupForm {
        SignupForm {
            first_name: "  Lionel ".into(),
            last_name: "Messi".into(),
            email: " Leo@Example.com".into(),
            password: "goat2022".into(),
            confirm_password: "goat2022".into(),
            accept_terms: true,
        }
    }

    fn fields(errors: &[FieldError]) -> Vec<(&str, &str)> {
        errors
            .iter()
            .map(|e| (e.field.as_str(), e.code.as_str()))
            .collect()
    }

    #[test]
    fn signup_normalises_names_and_email() {
        let ok = validate_signup(&signup());
        assert_eq!(
            ok,
            Ok(SignupForm {
                first_name: "Lionel".into(),
                last_name: "Messi".into(),
                email: "leo@example.com".into(),
                password: "goat2022".into(),
                confirm_password: "goat2022".into(),
                accept_terms: true,
            })
        );
    }

    #[test]
    fn signup_reports_every_field_at_once() {
        let errors = validate_signup(&SignupForm::default())
            .err()
            .unwrap_or_default();
        assert_eq!(
            fields(&errors),
            [
                ("firstName", "required"),
                ("lastName", "required"),
                ("email", "required"),
                ("password", "required"),
                ("confirmPassword", "required"),
                ("acceptTerms", "required"),
            ]
        );
        assert_eq!(errors[0].message, "Please enter your first name.");
        assert_eq!(errors[1].message, "Please enter your last name.");
        assert_eq!(errors[5].message, "Please accept the terms to continue.");
    }

    #[test]
    fn password_needs_8_chars_a_letter_and_a_digit() {
        for weak in ["short1a", "12345678", "abcdefgh", "        "] {
            let form = SignupForm {
                password: weak.into(),
                confirm_password: weak.into(),
                ..signup()
            };
            let errors = validate_signup(&form).err().unwrap_or_default();
            assert_eq!(fields(&errors), [("password", "weak")], "{weak}");
            assert_eq!(
                errors[0].message,
                "Use at least 8 characters with a letter and a digit."
            );
        }
        let long = format!("a1{}", "x".repeat(126));
        let form = SignupForm {
            password: long.clone(),
            confirm_password: long,
            ..signup()
        };
        assert!(validate_signup(&form).is_ok());
        let too_long = format!("a1{}", "x".repeat(127));
        let form = SignupForm {
            password: too_long.clone(),
            confirm_password: too_long,
            ..signup()
        };
        let errors = validate_signup(&form).err().unwrap_or_default();
        assert_eq!(fields(&errors), [("password", "too-long")]);
    }

    #[test]
    fn confirmation_must_match() {
        let form = SignupForm {
            confirm_password: "goat2023".into(),
            ..signup()
        };
        let errors = validate_signup(&form).err().unwrap_or_default();
        assert_eq!(fields(&errors), [("confirmPassword", "mismatch")]);
        assert_eq!(errors[0].message, "The passwords do not match.");
    }

    #[test]
    fn names_count_unicode_chars() {
        let form = SignupForm {
            first_name: "é".repeat(60),
            ..signup()
        };
        assert!(validate_signup(&form).is_ok());
        let form = SignupForm {
            first_name: "é".repeat(61),
            ..signup()
        };
        let errors = validate_signup(&form).err().unwrap_or_default();
        assert_eq!(fields(&errors), [("firstName", "too-long")]);
    }

    #[test]
    fn login_needs_an_email_and_any_password() {
        let ok = validate_login(&LoginForm {
            email: "A@b.co".into(),
            password: "x".into(),
        });
        assert_eq!(
            ok,
            Ok(LoginForm {
                email: "a@b.co".into(),
                password: "x".into()
            })
        );
        let errors = validate_login(&LoginForm::default())
            .err()
            .unwrap_or_default();
        assert_eq!(
            fields(&errors),
            [("email", "required"), ("password", "required")]
        );
        assert_eq!(errors[1].message, "Please enter your password.");
    }

    #[test]
    fn forgot_password_needs_a_valid_email() {
        let errors = validate_forgot_password(&ForgotPasswordForm {
            email: "nope".into(),
        })
        .err()
        .unwrap_or_default();
        assert_eq!(fields(&errors), [("email", "invalid")]);
    }

    #[test]
    fn new_password_checks_strength_and_confirmation() {
        let errors = validate_new_password(&NewPasswordForm {
            password: "abc".into(),
            confirm_password: "abd".into(),
        })
        .err()
        .unwrap_or_default();
        assert_eq!(
            fields(&errors),
            [("password", "weak"), ("confirmPassword", "mismatch")]
        );
        assert!(validate_new_password(&NewPasswordForm {
            password: "n3wpassword".into(),
            confirm_password: "n3wpassword".into(),
        })
        .is_ok());
    }

    #[test]
    fn forms_use_camel_case_keys() {
        assert_eq!(
            serde_json::to_value(SignupForm::default()).ok(),
            Some(serde_json::json!({
                "firstName": "", "lastName": "", "email": "", "password": "",
                "confirmPassword": "", "acceptTerms": false
            }))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_signup() -> impl Strategy<Value = SignupForm> {
        (
            any::<String>(),
            any::<String>(),
            prop_oneof![any::<String>(), "[a-z]{1,8}@[a-z]{1,8}\\.[a-z]{2,4}"],
            prop_oneof![any::<String>(), "[a-z0-9]{6,12}"],
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(
                |(first_name, last_name, email, password, same, accept_terms)| SignupForm {
                    first_name,
                    last_name,
                    email,
                    confirm_password: if same {
                        password.clone()
                    } else {
                        format!("{password}x")
                    },
                    password,
                    accept_terms,
                },
            )
    }

    proptest! {
        #[test]
        fn signup_is_idempotent_and_never_panics(form in any_signup()) {
            match validate_signup(&form) {
                Ok(ok) => prop_assert_eq!(validate_signup(&ok), Ok(ok.clone())),
                Err(errors) => {
                    prop_assert!(!errors.is_empty());
                    // One error per field at most.
                    let mut f: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
                    f.dedup();
                    prop_assert_eq!(f.len(), errors.len());
                }
            }
        }

        #[test]
        fn accepted_names_are_trimmed_and_within_limits(
            first in "\\PC{0,70}", last in "\\PC{0,70}",
        ) {
            let form = SignupForm {
                first_name: first.clone(),
                last_name: last.clone(),
                email: "a@b.co".into(),
                password: "abcdefg1".into(),
                confirm_password: "abcdefg1".into(),
                accept_terms: true,
            };
            let ok = validate_signup(&form);
            let fits = |s: &str| !s.trim().is_empty() && s.trim().chars().count() <= NAME_MAX_CHARS;
            prop_assert_eq!(ok.is_ok(), fits(&first) && fits(&last));
            if let Ok(ok) = ok {
                prop_assert_eq!(ok.first_name, first.trim());
                prop_assert_eq!(ok.last_name, last.trim());
            }
        }

        #[test]
        fn password_boundaries(len in 0usize..140) {
            let password: String = "a1".chars().chain(std::iter::repeat('z')).take(len).collect();
            let result = validate_new_password(&NewPasswordForm {
                password: password.clone(),
                confirm_password: password,
            });
            prop_assert_eq!(result.is_ok(), (PASSWORD_MIN_CHARS..=PASSWORD_MAX_CHARS).contains(&len));
        }

        #[test]
        fn other_forms_are_idempotent(email in any::<String>(), password in any::<String>()) {
            let login = LoginForm { email: email.clone(), password: password.clone() };
            if let Ok(ok) = validate_login(&login) {
                prop_assert_eq!(validate_login(&ok), Ok(ok.clone()));
            }
            if let Ok(ok) = validate_forgot_password(&ForgotPasswordForm { email }) {
                prop_assert_eq!(validate_forgot_password(&ok), Ok(ok.clone()));
            }
            let np = NewPasswordForm { password: password.clone(), confirm_password: password };
            if let Ok(ok) = validate_new_password(&np) {
                prop_assert_eq!(validate_new_password(&ok), Ok(ok.clone()));
            }
        }
    }
}
