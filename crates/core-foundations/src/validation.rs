//! Field errors and the rules every form shares: the e-mail address, and the helpers that let a
//! validator report every field's problem at once. A leaf, so that every form's module (accounts,
//! contact, newsletter, profile, picture) builds on it without depending on another form.

use serde::{Deserialize, Serialize};

use crate::limits::{EMAIL_LOCAL_MAX_CHARS as MAX_LOCAL_CHARS, EMAIL_MAX_CHARS as MAX_EMAIL_CHARS};

/// A validation failure for one form field: `code` is for logic, `message` is shown to the user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct FieldError {
    pub field: String,
    pub code: String,
    pub message: String,
}

/// A refused form as a whole, when no field's own message is at hand (each field says its own beside it).
pub const FORM_INVALID: &str = "Please fix the highlighted fields.";

/// The one message a refused form answers with (a callable's error, a toast): its first field's, or
/// [`FORM_INVALID`].
pub fn refusal_message(errors: &[FieldError]) -> &str {
    errors.first().map_or(FORM_INVALID, |e| e.message.as_str())
}

pub fn error(field: &str, code: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.into(),
        code: code.into(),
        message: message.into(),
    }
}

/// Collects field errors; `finish` yields the value only when there were none.
#[derive(Default)]
pub struct Errors(Vec<FieldError>);

impl Errors {
    pub fn push(&mut self, e: FieldError) {
        self.0.push(e);
    }

    /// Keeps the value of `result` and records its error, if any.
    pub fn take<T: Default>(&mut self, result: Result<T, FieldError>) -> T {
        result.unwrap_or_else(|e| {
            self.0.push(e);
            T::default()
        })
    }

    pub fn finish<T>(self, value: T) -> Result<T, Vec<FieldError>> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self.0)
        }
    }
}

const EMAIL_REQUIRED: &str = "Please enter your email address.";
const EMAIL_INVALID: &str = "Please enter a valid email address.";
const EMAIL_LOCAL_DOTS: &str =
    "Please enter a valid email address: before the “@”, a dot cannot come first, last or twice in a row.";

fn email_error(code: &str, message: &str) -> FieldError {
    error("email", code, message)
}

/// The characters of an address's local part besides ASCII letters and digits: RFC 5322's `atext`.
pub const EMAIL_LOCAL_SIGNS: &str = "!#$%&'*+/=?^_`{|}~-";

/// Returns the normalised e-mail (trimmed, lowercased) or why it is not acceptable: the address must
/// be [mailable](is_mailable_email).
///
/// Every address the product keeps is one that mail is sent to (a sign-up's verification, the
/// newsletter's confirmation, a reply to a contact message, a CV's `mailto:` link), so this is the
/// one e-mail rule. Stricter than RFC 5322 on purpose: no quoted local parts, no IP-literal domains,
/// and no `,` `;` `<` `>` `"` or spaces, which a mail transport reads as list separators or header
/// syntax (`x,victim@example.com` would reach `victim@example.com`).
pub fn validate_email(raw: &str) -> Result<String, FieldError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(email_error("required", EMAIL_REQUIRED));
    }
    match mailable_problem(trimmed) {
        // ASCII only is accepted, and ASCII lowercasing keeps an address mailable: an accepted
        // address validates again unchanged.
        None => Ok(trimmed.to_ascii_lowercase()),
        Some(message) => Err(email_error("invalid", &message)),
    }
}

/// Sign-in and password reset: the address of an account that exists already, which may predate the
/// mailable rule (Firebase Auth has its own). Only its shape is checked: one `@`, a local part of
/// 1–64 visible characters, the domain of [`validate_email`].
pub fn validate_account_email(raw: &str) -> Result<String, FieldError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(email_error("required", EMAIL_REQUIRED));
    }
    let email = trimmed.to_lowercase();
    let shaped = email.chars().count() <= MAX_EMAIL_CHARS
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && local.chars().count() <= MAX_LOCAL_CHARS
                && local
                    .chars()
                    .all(|c| c != '@' && !c.is_whitespace() && !c.is_control())
                && is_valid_domain(domain)
        });
    if shaped {
        Ok(email)
    } else {
        Err(email_error("invalid", EMAIL_INVALID))
    }
}

/// The e-mail rule, reported on `field` (the rule itself names its field `email`).
pub fn validate_email_at(field: &str, raw: &str) -> Result<String, FieldError> {
    validate_email(raw).map_err(|e| FieldError {
        field: field.into(),
        ..e
    })
}

/// The e-mail rule of [`validate_email`] for a stored (already trimmed) address, as an RE2 regular
/// expression: what `firestore.rules` checks (`isEmail()`), because rules cannot call Rust. The
/// rules tests (`tests/rules/email.rules.test.ts`) check that `firestore.rules` holds exactly this
/// text and that the rules and [`validate_email`] agree on a table of valid and hostile addresses
/// (`cargo run -q -p skora-core --example email_verdicts`).
///
/// Local part: a dot-atom, runs of ASCII letters, digits and [`EMAIL_LOCAL_SIGNS`] (the `'` written
/// `\x27`, so that the pattern fits in the rules' single-quoted string) joined by single dots;
/// domain: labels of ASCII letters, digits and inner hyphens, the last one (the TLD) of 2 or more
/// letters. The lengths (local part at most [`MAX_LOCAL_CHARS`], the whole at most
/// [`MAX_EMAIL_CHARS`]) RE2 cannot say in the same expression (no lookahead): the rules check
/// `^[^@]{1,64}@.*$` and `^.{0,254}$` beside it. Case is not checked (the core lowercases what it
/// stores).
pub const EMAIL_RULES_PATTERN: &str = concat!(
    r"^[a-zA-Z0-9!#$%&\x27*+/=?^_`{|}~-]+(\.[a-zA-Z0-9!#$%&\x27*+/=?^_`{|}~-]+)*",
    r"@([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$"
);

/// Whether mail may be sent to `email` as it is written (trimmed already; either case): a dot-atom
/// local part of ASCII letters, digits and [`EMAIL_LOCAL_SIGNS`] (no leading, trailing or double
/// dot), an `@`, a domain of at least two labels ending in a letters-only TLD; at most 64 characters
/// before the `@` and 254 in all.
pub fn is_mailable_email(email: &str) -> bool {
    mailable_problem(email).is_none()
}

/// An ASCII letter or digit, or one of [`EMAIL_LOCAL_SIGNS`] (spelled out: a test checks they agree).
fn is_local_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            '!' | '#'
                | '$'
                | '%'
                | '&'
                | '\''
                | '*'
                | '+'
                | '/'
                | '='
                | '?'
                | '^'
                | '_'
                | '`'
                | '{'
                | '|'
                | '}'
                | '~'
                | '-'
        )
}

/// Why `email` is not mailable, as the message for the field, or `None`.
fn mailable_problem(email: &str) -> Option<String> {
    let invalid = || Some(EMAIL_INVALID.to_string());
    if email.chars().count() > MAX_EMAIL_CHARS {
        return invalid();
    }
    let Some((local, domain)) = email.split_once('@') else {
        return invalid();
    };
    // A visible character a mail transport would misread: name it, so the sender can see what to fix.
    if let Some(c) = local.chars().find(|&c| !is_local_char(c) && c != '.') {
        if c.is_whitespace() || c.is_control() || (!c.is_ascii() && !c.is_alphanumeric()) {
            return invalid();
        }
        return Some(format!(
            "Please enter a valid email address: “{c}” cannot be used before the “@”."
        ));
    }
    if local.is_empty() || local.chars().count() > MAX_LOCAL_CHARS || !is_valid_domain(domain) {
        return invalid();
    }
    if local.split('.').any(str::is_empty) {
        return Some(EMAIL_LOCAL_DOTS.to_string());
    }
    None
}

/// The address an e-mail limit is counted against: one key for every spelling that reaches the same
/// inbox, so that typing the address differently never earns a fresh counter. `None` when `raw` is
/// not [mailable](is_mailable_email).
///
/// Trimmed and lowercased; a `+tag` in the local part is folded away (`victim+1@` and `victim+2@`
/// are delivered to `victim@` by most providers); and every dot in the local part is dropped,
/// because Gmail, and every Google Workspace domain, ignores them (`v.ictim@` reaches `victim@`),
/// and an address's domain does not say whether Google hosts it. Two people whose addresses differ
/// only in dots (`a.b@` and `ab@` on a provider that keeps dots) then share one counter: a rare
/// case that costs them, at worst, a sign-up that waits a day, while the other choice lets anyone
/// flood a Gmail inbox with a fresh counter per dot. A local part that is only a tag (`+x@`) keeps
/// it. The key is always mailable itself, so this is idempotent.
pub fn canonical_email(raw: &str) -> Option<String> {
    let email = validate_email(raw).ok()?;
    let (local, domain) = email.split_once('@')?;
    let base = match local.split_once('+') {
        Some((base, _)) if !base.replace('.', "").is_empty() => base,
        _ => local,
    };
    Some(format!("{}@{domain}", base.replace('.', "")))
}

/// Dot-separated labels of ASCII letters, digits and inner hyphens, ending in an alphabetic TLD.
fn is_valid_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let Some(tld) = labels.last() else {
        return false;
    };
    labels.len() >= 2
        && labels.iter().all(|l| is_valid_label(l))
        && tld.len() >= 2
        && tld.chars().all(|c| c.is_ascii_alphabetic())
}

fn is_valid_label(label: &str) -> bool {
    !label.is_empty()
        && !label.starts_with('-')
        && !label.ends_with('-')
        && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_its_first_fields_message_or_the_forms() {
        let errors = [
            error("email", "invalid", "Enter a valid e-mail address."),
            error("name", "required", "Enter your name."),
        ];
        assert_eq!(refusal_message(&errors), "Enter a valid e-mail address.");
        assert_eq!(refusal_message(&[]), FORM_INVALID);
    }

    fn code_of(raw: &str) -> Option<String> {
        validate_email(raw).err().map(|e| e.code)
    }

    #[test]
    fn valid_email_is_trimmed_and_lowercased() {
        assert_eq!(
            validate_email("  Leo.Messi@Example.COM \n"),
            Ok("leo.messi@example.com".into())
        );
        assert_eq!(
            validate_email("a+tag@sub.mail-host.co.uk"),
            Ok("a+tag@sub.mail-host.co.uk".into())
        );
    }

    #[test]
    fn empty_or_blank_is_required() {
        for raw in ["", "   ", "\t\n"] {
            assert_eq!(
                validate_email(raw),
                Err(FieldError {
                    field: "email".into(),
                    code: "required".into(),
                    message: "Please enter your email address.".into()
                })
            );
        }
    }

    #[test]
    fn malformed_addresses_are_invalid_with_message() {
        assert_eq!(
            validate_email("nope"),
            Err(FieldError {
                field: "email".into(),
                code: "invalid".into(),
                message: "Please enter a valid email address.".into()
            })
        );
        for raw in [
            "a@b@c.com",
            "@example.com",
            "a@",
            "a@example",
            "a@example.c",
            "a@example.c0m",
            "a@-example.com",
            "a@example-.com",
            "a@exa_mple.com",
            "a@example..com",
            "a@.example.com",
            "a@example.com.",
            "a b@example.com",
            "a@exa mple.com",
            "a@exämple.com",
        ] {
            assert_eq!(code_of(raw).as_deref(), Some("invalid"), "{raw}");
        }
    }

    #[test]
    fn a_mailto_query_is_never_part_of_an_address() {
        // A contact e-mail becomes a `mailto:` link: '?' and '&' would add hidden headers.
        for raw in [
            "me@x.com?bcc=spy%40evil.com&body=hi",
            "me@x.com&cc=spy@evil.com",
            "me@x.com%0abcc:spy@evil.com",
            "me@x.com/path",
            "me@x.com#frag",
        ] {
            assert_eq!(code_of(raw).as_deref(), Some("invalid"), "{raw}");
        }
    }

    #[test]
    fn local_part_is_limited_to_64_chars() {
        let ok = format!("{}@example.com", "a".repeat(64));
        let long = format!("{}@example.com", "a".repeat(65));
        assert!(validate_email(&ok).is_ok());
        assert_eq!(code_of(&long).as_deref(), Some("invalid"));
    }

    #[test]
    fn whole_address_is_limited_to_254_chars() {
        let domain = format!(
            "{}.{}.{}.{}.com",
            "a".repeat(60),
            "b".repeat(60),
            "c".repeat(60),
            "d".repeat(50)
        );
        let ok = format!("{}@{domain}", "x".repeat(254 - 1 - domain.len()));
        let long = format!("{}@{domain}", "x".repeat(255 - 1 - domain.len()));
        assert_eq!(ok.len(), 254);
        assert!(validate_email(&ok).is_ok());
        assert_eq!(code_of(&long).as_deref(), Some("invalid"));
    }

    #[test]
    fn the_local_part_is_an_ascii_dot_atom() {
        for ok in [
            "a@example.com",
            "first.last@example.com",
            "a+tag@example.com",
            "o'neil@example.com",
            "!#$%&'*+/=?^_`{|}~-@example.com",
            "a.b.c@example.com",
        ] {
            assert_eq!(validate_email(ok), Ok(ok.to_string()), "{ok}");
        }
        for bad in [
            ".a@example.com",
            "a.@example.com",
            "a..b@example.com",
            "\"quoted\"@example.com",
            "a(comment)@example.com",
            "a[b]@example.com",
            "a\\b@example.com",
            "a:b@example.com",
        ] {
            assert_eq!(code_of(bad).as_deref(), Some("invalid"), "{bad}");
        }
    }

    #[test]
    fn the_local_part_signs_are_exactly_the_documented_ones() {
        let signs: String = (' '..='~')
            .filter(|&c| is_local_char(c) && !c.is_ascii_alphanumeric())
            .collect();
        let mut documented: Vec<char> = EMAIL_LOCAL_SIGNS.chars().collect();
        documented.sort_unstable();
        assert_eq!(signs, documented.into_iter().collect::<String>());
        assert!(('\u{80}'..='\u{10ffff}')
            .step_by(97)
            .all(|c| !is_local_char(c)));
    }

    #[test]
    fn list_separators_and_header_syntax_are_refused_with_the_character_named() {
        // A mail transport reads `,` and `;` as list separators, `<>` and `"` as header syntax:
        // `x1,victim@example.com` would be a mail to victim@example.com under a fresh counter.
        for (raw, c) in [
            ("x1,victim@example.com", ','),
            ("x;victim@example.com", ';'),
            ("<victim@example.com", '<'),
            ("x>victim@example.com", '>'),
            ("\"x\"victim@example.com", '"'),
            ("josé@example.com", 'é'),
        ] {
            assert_eq!(
                validate_email(raw),
                Err(FieldError {
                    field: "email".into(),
                    code: "invalid".into(),
                    message: format!(
                        "Please enter a valid email address: “{c}” cannot be used before the “@”."
                    ),
                }),
                "{raw}"
            );
        }
        assert_eq!(
            validate_email("a..b@example.com").err().map(|e| e.message),
            Some(
                "Please enter a valid email address: before the “@”, a dot cannot come first, last or twice in a row."
                    .into()
            )
        );
        // Invisible characters are not named (the sender could not see them in quotes).
        assert_eq!(
            validate_email("a\u{200b}b@example.com")
                .err()
                .map(|e| e.message),
            Some(EMAIL_INVALID.into())
        );
        // A character that lowercases to ASCII (the Kelvin sign) is not ASCII as typed.
        assert_eq!(code_of("\u{212a}@example.com").as_deref(), Some("invalid"));
    }

    #[test]
    fn an_account_address_is_checked_for_its_shape_only() {
        assert_eq!(
            validate_account_email(" JOSÉ@Example.com"),
            Ok("josé@example.com".into())
        );
        assert_eq!(
            validate_account_email("a,b@example.com"),
            Ok("a,b@example.com".into())
        );
        for bad in ["", "nope", "a b@example.com", "a@example", "a@b@c.com"] {
            assert!(validate_account_email(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn spellings_of_one_inbox_share_one_canonical_key() {
        let key = canonical_email("a@x.com");
        assert_eq!(key.as_deref(), Some("a@x.com"));
        for same in ["A@X.com", " a@x.com ", "a+b@x.com", "a+b+c@X.COM"] {
            assert_eq!(canonical_email(same), key, "{same}");
        }
        assert_eq!(
            canonical_email("vic.tim+1@example.com"),
            canonical_email("victim+2@example.com")
        );
        assert_eq!(
            canonical_email("victim@example.com").as_deref(),
            Some("victim@example.com")
        );
        // A local part that is only a tag keeps it; other domains and bases stay apart.
        assert_eq!(canonical_email("+x@x.com").as_deref(), Some("+x@x.com"));
        assert_ne!(canonical_email("a@x.com"), canonical_email("a@y.com"));
        assert_ne!(canonical_email("a@x.com"), canonical_email("b+a@x.com"));
        assert_eq!(canonical_email("x1,victim@example.com"), None);
        assert_eq!(canonical_email(""), None);
    }

    #[test]
    fn errors_keep_every_problem_in_order_and_finish_only_when_there_are_none() {
        let mut errors = Errors::default();
        let kept: String = errors.take(Ok("kept".to_string()));
        assert_eq!(kept, "kept");
        assert_eq!(errors.finish(1), Ok(1));

        let mut errors = Errors::default();
        let lost: String = errors.take(Err(error("a", "required", "A")));
        assert_eq!(lost, "");
        errors.push(error("b", "invalid", "B"));
        let fields: Vec<String> = errors
            .finish(())
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["a", "b"]);
    }

    #[test]
    fn the_email_rule_can_report_on_another_field() {
        let e = validate_email_at("contactEmail", "nope").err();
        assert_eq!(
            e.map(|e| (e.field, e.code)),
            Some(("contactEmail".into(), "invalid".into()))
        );
        assert_eq!(
            validate_email_at("contactEmail", " A@b.co"),
            Ok("a@b.co".into())
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_and_normalisation_is_idempotent(s in any::<String>()) {
            if let Ok(email) = validate_email(&s) {
                prop_assert_eq!(validate_email(&email), Ok(email.clone()));
                prop_assert_eq!(email.matches('@').count(), 1);
                prop_assert!(!email.chars().any(char::is_whitespace));
                prop_assert!(email.chars().count() <= 254);
                prop_assert!(email.is_ascii());
                prop_assert!(is_mailable_email(&email));
            }
        }

        #[test]
        fn well_formed_addresses_are_accepted_lowercased(
            atoms in prop::collection::vec("[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,12}", 1..5),
            labels in prop::collection::vec("[A-Za-z0-9]([A-Za-z0-9-]{0,8}[A-Za-z0-9])?", 1..4),
            tld in "[A-Za-z]{2,6}",
            pad in "[ \t]{0,3}",
        ) {
            let email = format!("{pad}{}@{}.{tld}{pad}", atoms.join("."), labels.join("."));
            let expected = email.trim().to_lowercase();
            prop_assert_eq!(validate_email(&email), Ok(expected));
        }

        #[test]
        fn a_list_separator_or_whitespace_in_the_local_part_is_refused(
            before in "[a-z0-9][a-z0-9.+]{0,9}",
            c in prop::sample::select(vec![',', ';', '<', '>', '"', ' ', '\t', '\n', '\u{a0}', '\u{2028}', '\u{3000}']),
            after in "[a-z0-9.+]{0,10}",
            domain in "[a-z]{1,10}\\.[a-z]{2,4}",
        ) {
            let email = format!("{before}{c}{after}@{domain}");
            prop_assert!(validate_email(&email).is_err(), "accepted {:?}", email);
            prop_assert!(!is_mailable_email(&email));
            prop_assert_eq!(canonical_email(&email), None);
        }

        #[test]
        fn the_canonical_key_is_idempotent_and_mailable(s in prop_oneof![
            any::<String>(),
            "[A-Za-z0-9.+_-]{1,20}@[A-Za-z]{1,8}\\.[A-Za-z]{2,4}",
        ]) {
            if let Some(key) = canonical_email(&s) {
                prop_assert_eq!(canonical_email(&key), Some(key.clone()));
                prop_assert!(is_mailable_email(&key));
                prop_assert_eq!(validate_email(&key), Ok(key.clone()));
                prop_assert_eq!(canonical_email(&s).is_some(), validate_email(&s).is_ok());
            } else {
                prop_assert!(validate_email(&s).is_err());
            }
        }

        #[test]
        fn tags_case_and_dots_share_the_key(
            base in "[a-z0-9]{1,10}",
            tag in "[a-z0-9]{0,8}",
            dot in 0usize..10,
            domain in "[a-z]{1,10}\\.[a-z]{2,4}",
        ) {
            let plain = format!("{base}@{domain}");
            let at = dot.min(base.len());
            let dotted = if at == 0 || at == base.len() { base.clone() } else { format!("{}.{}", &base[..at], &base[at..]) };
            let spelled = format!("{}+{tag}@{}", dotted.to_uppercase(), domain.to_uppercase());
            prop_assert_eq!(canonical_email(&spelled), canonical_email(&plain));
            prop_assert_eq!(canonical_email(&plain), Some(plain.clone()));
        }

        #[test]
        fn errors_are_always_for_the_email_field(s in any::<String>()) {
            if let Err(e) = validate_email(&s) {
                prop_assert_eq!(e.field, "email");
                prop_assert!(e.code == "required" || e.code == "invalid");
                prop_assert_eq!(e.code == "required", s.trim().is_empty());
            }
        }

        #[test]
        fn two_ats_are_never_accepted(a in "[a-z]{1,5}", b in "[a-z]{1,5}", d in "[a-z]{1,5}\\.[a-z]{2,3}") {
            let email = format!("{a}@{b}@{d}");
            prop_assert!(validate_email(&email).is_err(), "accepted {:?}", email);
        }
    }
}
