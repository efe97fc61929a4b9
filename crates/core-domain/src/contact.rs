//! The contact form (`/contact-us`): what a visitor may send us, and the message as stored in
//! `contactMessages/{autoId}`.
//!
//! Like the account forms, the validator reports every field's problem at once and returns the
//! normalised message, which validates again unchanged. The Firestore rules repeat the limits
//! (see [`skora_foundations::limits`]), so a message the core accepts is a message the rules accept.

use serde::{Deserialize, Serialize};

use skora_foundations::limits::{
    CONTACT_MESSAGE_MAX_CHARS, CONTACT_MESSAGE_MIN_CHARS, CONTACT_NAME_MAX_CHARS,
};
use skora_foundations::text::{sanitize_line, sanitize_multiline};
use skora_foundations::validation::{error, validate_email_at, Errors, FieldError};

/// Every key of a stored `contactMessages/{id}` document: the validated message, the server's
/// `createdAt`, when it is deleted (`expiresAt`, [`contact_message_expires_at`]), and the sender's `uid` when
/// they were signed in.
pub const CONTACT_MESSAGE_KEYS: [&str; 7] = [
    "name",
    "email",
    "topic",
    "message",
    "createdAt",
    "expiresAt",
    "uid",
];

/// How long a message to us is kept: two years from when it was sent (the privacy policy says so), then a
/// time-to-live policy on `expiresAt` deletes it.
pub const CONTACT_MESSAGE_KEPT_MS: u64 = 2 * 365 * 24 * 60 * 60 * 1000;

/// When a message sent at `now_ms` is deleted (Unix ms).
pub fn contact_message_expires_at(now_ms: u64) -> u64 {
    now_ms.saturating_add(CONTACT_MESSAGE_KEPT_MS)
}

/// Signed-out visitors may write to us too, so the `uid` is optional.
pub const OPTIONAL_CONTACT_MESSAGE_KEYS: [&str; 1] = ["uid"];

/// What the message is about: it decides who in the team reads it first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum ContactTopic {
    #[serde(rename = "player-profile")]
    PlayerProfile,
    #[serde(rename = "clubs-and-scouts")]
    ClubsAndScouts,
    #[serde(rename = "billing")]
    Billing,
    #[serde(rename = "privacy")]
    Privacy,
    #[serde(rename = "press")]
    Press,
    #[serde(rename = "other")]
    Other,
}

impl ContactTopic {
    /// In the order the form lists them; `Other` last, as the catch-all.
    pub const ALL: &'static [ContactTopic] = &[
        ContactTopic::PlayerProfile,
        ContactTopic::ClubsAndScouts,
        ContactTopic::Billing,
        ContactTopic::Privacy,
        ContactTopic::Press,
        ContactTopic::Other,
    ];

    /// The stored string (the rules' enum).
    pub fn as_str(self) -> &'static str {
        match self {
            ContactTopic::PlayerProfile => "player-profile",
            ContactTopic::ClubsAndScouts => "clubs-and-scouts",
            ContactTopic::Billing => "billing",
            ContactTopic::Privacy => "privacy",
            ContactTopic::Press => "press",
            ContactTopic::Other => "other",
        }
    }

    /// What the form shows, and what the confirmation repeats.
    pub fn label(self) -> &'static str {
        match self {
            ContactTopic::PlayerProfile => "My player profile",
            ContactTopic::ClubsAndScouts => "Clubs and scouts",
            ContactTopic::Billing => "Billing and payments",
            ContactTopic::Privacy => "Privacy and my data",
            ContactTopic::Press => "Press and media",
            ContactTopic::Other => "Something else",
        }
    }

    /// The topic for a stored string; exact (no trimming or case folding), like the Firestore rules.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|t| t.as_str() == s)
    }
}

/// One choice of the topic select.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ContactTopicOption {
    pub value: ContactTopic,
    pub label: String,
}

/// Every topic with its label, in the form's order.
pub fn contact_topics() -> Vec<ContactTopicOption> {
    ContactTopic::ALL
        .iter()
        .map(|&value| ContactTopicOption {
            value,
            label: value.label().to_string(),
        })
        .collect()
}

/// What the contact form starts with when a visitor comes from the payment portal of a deployment without
/// payments: the topic and a message naming the plan they chose, for them to read, change and send.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlanEnquiry {
    pub topic: ContactTopic,
    pub message: String,
}

/// The enquiry for a paid plan named like `pro-yearly` (plan, then billing period), or `None` for anything else:
/// only the known paid plans, so a link can never put its own words into the visitor's message.
pub fn plan_enquiry(plan: &str) -> Option<PlanEnquiry> {
    let (id, billing) = plan.split_once('-')?;
    let name = match id {
        "pro" => "Pro",
        "club" => "Club",
        _ => return None,
    };
    let period = match billing {
        "monthly" => "monthly",
        "yearly" => "yearly",
        _ => return None,
    };
    Some(PlanEnquiry {
        topic: ContactTopic::Billing,
        message: format!(
            "I would like the {name} plan, billed {period}. Please set it up for me and tell me how to pay."
        ),
    })
}

/// A paid plan's enquiry under the name a link gives the plan (`pro-yearly`): the contact page's table of
/// starting texts, emitted with the reference data so the page looks a link's plan up without a call into wasm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlanEnquiryOption {
    pub plan: String,
    #[serde(flatten)]
    pub enquiry: PlanEnquiry,
}

/// Every plan [`plan_enquiry`] knows, with its enquiry.
pub fn plan_enquiries() -> Vec<PlanEnquiryOption> {
    ["pro", "club"]
        .iter()
        .flat_map(|id| ["monthly", "yearly"].map(|period| format!("{id}-{period}")))
        .filter_map(|plan| plan_enquiry(&plan).map(|enquiry| PlanEnquiryOption { plan, enquiry }))
        .collect()
}

/// The form as typed. `topic` is a string because the select starts empty ("choose a topic").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ContactForm {
    pub name: String,
    pub email: String,
    pub topic: String,
    pub message: String,
}

/// The validated message: the stored document less `createdAt` and the optional `uid`, which the
/// app adds (the server's time, the session's uid).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub topic: ContactTopic,
    pub message: String,
}

impl From<ContactMessage> for ContactForm {
    fn from(m: ContactMessage) -> Self {
        ContactForm {
            name: m.name,
            email: m.email,
            topic: m.topic.as_str().to_string(),
            message: m.message,
        }
    }
}

/// A trimmed single-line name of 1–80 characters. A pasted tab or line break is refused rather than
/// removed: the name is how we greet the sender, so they should see it as sent. Invisible characters
/// (other controls, bidi overrides that would make the name read otherwise) are removed (`text`).
fn validate_contact_name(raw: &str) -> Result<String, FieldError> {
    if raw.trim().contains(['\n', '\r', '\t']) {
        return Err(error(
            "name",
            "invalid",
            "Please keep your name on one line.",
        ));
    }
    let clean = sanitize_line(raw);
    let name = clean.trim();
    if name.is_empty() {
        return Err(error("name", "required", "Please enter your name."));
    }
    if name.chars().count() > CONTACT_NAME_MAX_CHARS {
        return Err(error(
            "name",
            "too-long",
            format!("Use at most {CONTACT_NAME_MAX_CHARS} characters."),
        ));
    }
    Ok(name.to_string())
}

fn validate_topic(raw: &str) -> Result<ContactTopic, FieldError> {
    if raw.is_empty() {
        return Err(error("topic", "required", "Please choose a topic."));
    }
    ContactTopic::parse(raw).ok_or_else(|| {
        error(
            "topic",
            "invalid",
            "Please choose one of the topics in the list.",
        )
    })
}

/// Line breaks become `\n` (a pasted Windows text has `\r\n`), other control characters and bidi
/// overrides are dropped (`text::sanitize_multiline`: the sender cannot see them, so refusing them
/// would be a riddle), and the whole is trimmed; the length counts what remains, in Unicode characters.
fn normalise_message(raw: &str) -> String {
    sanitize_multiline(raw).trim().to_string()
}

fn validate_message(raw: &str) -> Result<String, FieldError> {
    let message = normalise_message(raw);
    let len = message.chars().count();
    if len == 0 {
        return Err(error("message", "required", "Please write your message."));
    }
    if len < CONTACT_MESSAGE_MIN_CHARS {
        return Err(error(
            "message",
            "too-short",
            format!("Please write at least {CONTACT_MESSAGE_MIN_CHARS} characters so we can help."),
        ));
    }
    if len > CONTACT_MESSAGE_MAX_CHARS {
        return Err(error(
            "message",
            "too-long",
            format!("Use at most {CONTACT_MESSAGE_MAX_CHARS} characters."),
        ));
    }
    Ok(message)
}

/// What `sendContactMessage` says when its caller's counter is spent (`rate_limit::contact_caller`). Unlike the
/// newsletter's limits, this one refuses visibly: the caller is the one limited (by account or client address, never
/// by the address typed), so it locks out no third party, and a silent "sent" would lose the message, which the form
/// keeps for a later try.
pub const CONTACT_RATE_LIMITED_MESSAGE: &str =
    "You have sent several messages in a short time. Please wait an hour and try again.";

/// Letters and digits in a client-chosen message id (Firestore's own auto-id shape).
pub const CONTACT_MESSAGE_ID_CHARS: usize = 20;

/// A message id the sender's browser chose (`contactMessages/{id}`), so that a send retried after a lost answer is
/// the same write, never a second message: exactly 20 ASCII letters and digits, or `None`.
pub fn contact_message_id(raw: &str) -> Option<&str> {
    (raw.len() == CONTACT_MESSAGE_ID_CHARS && raw.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(raw)
}

/// [`contact_message_id`] as a field check (field `id`): the form never shows it, so its message asks for a reload.
pub fn validate_contact_message_id(raw: &str) -> Result<String, FieldError> {
    contact_message_id(raw).map(str::to_string).ok_or_else(|| {
        error(
            "id",
            "invalid",
            "This message could not be sent as it is. Please reload the page and try again.",
        )
    })
}

/// The message to store, or every field's problem (fields `name`, `email`, `topic`, `message`).
pub fn validate_contact(form: &ContactForm) -> Result<ContactMessage, Vec<FieldError>> {
    let mut errors = Errors::default();
    let name = errors.take(validate_contact_name(&form.name));
    let email = errors.take(validate_email_at("email", &form.email));
    let topic = errors.take(validate_topic(&form.topic).map(Some));
    let message = errors.take(validate_message(&form.message));
    let (name, email, message) = errors.finish((name, email, message))?;
    // No errors means the topic was valid, so this `else` is only the compiler's due.
    let Some(topic) = topic else {
        return Err(vec![error("topic", "required", "Please choose a topic.")]);
    };
    Ok(ContactMessage {
        name,
        email,
        topic,
        message,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_paid_plan_gives_a_billing_enquiry() {
        let pro = plan_enquiry("pro-yearly").unwrap();
        assert_eq!(pro.topic, ContactTopic::Billing);
        assert_eq!(
            pro.message,
            "I would like the Pro plan, billed yearly. Please set it up for me and tell me how to pay."
        );
        assert!(plan_enquiry("club-monthly")
            .unwrap()
            .message
            .contains("the Club plan, billed monthly"));
    }

    #[test]
    fn anything_else_gives_no_enquiry() {
        for plan in [
            "",
            "pro",
            "free-monthly",
            "pro-weekly",
            "pro-yearly-x",
            "<b>pro</b>-yearly",
            "Pro-Yearly",
        ] {
            assert_eq!(plan_enquiry(plan), None, "{plan}");
        }
    }

    #[test]
    fn the_table_lists_every_paid_plan_with_its_enquiry() {
        let table = plan_enquiries();
        let plans: Vec<&str> = table.iter().map(|o| o.plan.as_str()).collect();
        assert_eq!(
            plans,
            ["pro-monthly", "pro-yearly", "club-monthly", "club-yearly"]
        );
        for option in &table {
            assert_eq!(plan_enquiry(&option.plan).as_ref(), Some(&option.enquiry));
        }
        let json = serde_json::to_value(&table[1]).unwrap();
        assert_eq!(json["plan"], "pro-yearly");
        assert_eq!(json["topic"], "billing");
        assert!(json["message"]
            .as_str()
            .unwrap()
            .contains("the Pro plan, billed yearly"));
    }

    fn form() -> ContactForm {
        ContactForm {
            name: "  Ana Silva ".into(),
            email: " Ana@Example.COM".into(),
            topic: "clubs-and-scouts".into(),
            message: "  Hello, I scout for CD Leganés.\r\nHow do I contact a player?  ".into(),
        }
    }

    fn fields(errors: &[FieldError]) -> Vec<(&str, &str)> {
        errors
            .iter()
            .map(|e| (e.field.as_str(), e.code.as_str()))
            .collect()
    }

    fn errors_of(form: &ContactForm) -> Vec<FieldError> {
        validate_contact(form).err().unwrap_or_default()
    }

    #[test]
    fn a_valid_form_is_normalised() {
        assert_eq!(
            validate_contact(&form()),
            Ok(ContactMessage {
                name: "Ana Silva".into(),
                email: "ana@example.com".into(),
                topic: ContactTopic::ClubsAndScouts,
                message: "Hello, I scout for CD Leganés.\nHow do I contact a player?".into(),
            })
        );
    }

    #[test]
    fn an_empty_form_reports_every_field_at_once() {
        let errors = errors_of(&ContactForm::default());
        assert_eq!(
            fields(&errors),
            [
                ("name", "required"),
                ("email", "required"),
                ("topic", "required"),
                ("message", "required"),
            ]
        );
        assert_eq!(errors[0].message, "Please enter your name.");
        assert_eq!(errors[1].message, "Please enter your email address.");
        assert_eq!(errors[2].message, "Please choose a topic.");
        assert_eq!(errors[3].message, "Please write your message.");
    }

    #[test]
    fn name_is_1_to_80_characters_on_one_line() {
        let ok = |name: String| validate_contact(&ContactForm { name, ..form() }).is_ok();
        assert!(ok("é".repeat(80)));
        assert!(ok("A".into()));
        let errors = errors_of(&ContactForm {
            name: "é".repeat(81),
            ..form()
        });
        assert_eq!(fields(&errors), [("name", "too-long")]);
        assert_eq!(errors[0].message, "Use at most 80 characters.");
        let errors = errors_of(&ContactForm {
            name: "Ana\nSilva".into(),
            ..form()
        });
        assert_eq!(fields(&errors), [("name", "invalid")]);
        assert_eq!(
            fields(&errors_of(&ContactForm {
                name: " \t ".into(),
                ..form()
            })),
            [("name", "required")]
        );
    }

    #[test]
    fn email_uses_the_core_email_rule() {
        let errors = errors_of(&ContactForm {
            email: "ana@example".into(),
            ..form()
        });
        assert_eq!(fields(&errors), [("email", "invalid")]);
        assert_eq!(errors[0].message, "Please enter a valid email address.");
    }

    #[test]
    fn topic_must_be_one_of_the_list_exactly() {
        for t in ContactTopic::ALL {
            let ok = validate_contact(&ContactForm {
                topic: t.as_str().into(),
                ..form()
            });
            assert_eq!(ok.map(|m| m.topic), Ok(*t));
        }
        for bad in ["sales", "Billing", " billing", "billing "] {
            let errors = errors_of(&ContactForm {
                topic: bad.into(),
                ..form()
            });
            assert_eq!(fields(&errors), [("topic", "invalid")], "{bad}");
            assert_eq!(
                errors[0].message,
                "Please choose one of the topics in the list."
            );
        }
    }

    #[test]
    fn message_is_10_to_2000_characters_after_trimming() {
        let ok = |message: String| validate_contact(&ContactForm { message, ..form() }).is_ok();
        assert!(ok("😀".repeat(2000)));
        assert!(ok(format!("  {}  ", "x".repeat(10))));
        let errors = errors_of(&ContactForm {
            message: "😀".repeat(2001),
            ..form()
        });
        assert_eq!(fields(&errors), [("message", "too-long")]);
        assert_eq!(errors[0].message, "Use at most 2000 characters.");
        let errors = errors_of(&ContactForm {
            message: format!("  {}  ", "x".repeat(9)),
            ..form()
        });
        assert_eq!(fields(&errors), [("message", "too-short")]);
        assert_eq!(
            errors[0].message,
            "Please write at least 10 characters so we can help."
        );
    }

    #[test]
    fn message_keeps_line_breaks_and_tabs_but_drops_other_control_characters() {
        let m = validate_contact(&ContactForm {
            message: "Line one\r\nLine\ttwo\rthree\u{0}\u{7}".into(),
            ..form()
        })
        .map(|m| m.message);
        assert_eq!(m, Ok("Line one\nLine\ttwo\nthree".into()));
    }

    #[test]
    fn bidi_overrides_and_controls_are_stripped_from_name_and_message() {
        let m = validate_contact(&ContactForm {
            name: "\u{202E}Ana\u{0} Silva\u{2066}".into(),
            message: "Pay \u{202E}0001\u{202C} euros\u{1b}[2J to \u{2067}me\u{2069}, please."
                .into(),
            ..form()
        });
        let m = m.ok();
        assert_eq!(m.as_ref().map(|m| m.name.as_str()), Some("Ana Silva"));
        assert_eq!(
            m.as_ref().map(|m| m.message.as_str()),
            Some("Pay 0001 euros[2J to me, please.")
        );
        // A tab in the name is visible while typing: refused, as a line break is.
        let errors = errors_of(&ContactForm {
            name: "Ana\tSilva".into(),
            ..form()
        });
        assert_eq!(fields(&errors), [("name", "invalid")]);
        // A name of invisible characters only is no name.
        let errors = errors_of(&ContactForm {
            name: "\u{202E}\u{200F}".into(),
            ..form()
        });
        assert_eq!(fields(&errors), [("name", "required")]);
    }

    #[test]
    fn message_ids_are_20_letters_and_digits() {
        assert_eq!(
            contact_message_id("AbCdEfGhIj0123456789"),
            Some("AbCdEfGhIj0123456789")
        );
        for bad in [
            "",
            "short",
            "AbCdEfGhIj01234567890",
            "AbCdEfGhIj012345678/",
            "AbCdEfGhIj01234567é",
            "..AbCdEfGhIj01234567",
        ] {
            assert_eq!(contact_message_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn topics_have_labels_in_form_order_and_kebab_case_values() {
        let v = serde_json::to_value(contact_topics()).unwrap_or_default();
        assert_eq!(
            v,
            serde_json::json!([
                {"value": "player-profile", "label": "My player profile"},
                {"value": "clubs-and-scouts", "label": "Clubs and scouts"},
                {"value": "billing", "label": "Billing and payments"},
                {"value": "privacy", "label": "Privacy and my data"},
                {"value": "press", "label": "Press and media"},
                {"value": "other", "label": "Something else"},
            ])
        );
    }

    #[test]
    fn the_message_serialises_with_the_stored_keys() {
        let m = validate_contact(&form()).ok();
        let v = serde_json::to_value(m).unwrap_or_default();
        let mut keys: Vec<&str> = v
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        keys.sort_unstable();
        assert_eq!(keys, ["email", "message", "name", "topic"]);
        // The stored document adds the server's time, the expiry and the optional uid to these.
        let mut stored: Vec<&str> = CONTACT_MESSAGE_KEYS
            .into_iter()
            .filter(|k| {
                *k != "createdAt" && *k != "expiresAt" && !OPTIONAL_CONTACT_MESSAGE_KEYS.contains(k)
            })
            .collect();
        stored.sort_unstable();
        assert_eq!(keys, stored);
        assert_eq!(v["topic"], "clubs-and-scouts");
    }

    #[test]
    fn a_message_is_kept_two_years() {
        let sent = 1_700_000_000_000;
        assert_eq!(
            contact_message_expires_at(sent) - sent,
            730 * 24 * 60 * 60 * 1000
        );
        assert_eq!(contact_message_expires_at(u64::MAX), u64::MAX);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_form() -> impl Strategy<Value = ContactForm> {
        (
            prop_oneof![any::<String>(), "[A-Za-z ]{0,90}"],
            prop_oneof![any::<String>(), "[a-z]{1,8}@[a-z]{1,8}\\.[a-z]{2,4}"],
            prop_oneof![
                any::<String>(),
                prop::sample::select(ContactTopic::ALL).prop_map(|t| t.as_str().to_string())
            ],
            prop_oneof![any::<String>(), "\\PC{0,2100}", "[a-z \r\n\t]{0,30}"],
        )
            .prop_map(|(name, email, topic, message)| ContactForm {
                name,
                email,
                topic,
                message,
            })
    }

    proptest! {
        #[test]
        fn validation_is_idempotent_and_never_panics(form in any_form()) {
            match validate_contact(&form) {
                Ok(ok) => prop_assert_eq!(validate_contact(&ok.clone().into()), Ok(ok)),
                Err(errors) => {
                    prop_assert!(!errors.is_empty());
                    let mut f: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
                    f.dedup();
                    prop_assert_eq!(f.len(), errors.len(), "one error per field at most");
                }
            }
        }

        #[test]
        fn accepted_messages_are_within_the_limits_the_rules_check(form in any_form()) {
            if let Ok(m) = validate_contact(&form) {
                let name_len = m.name.chars().count();
                prop_assert!((1..=CONTACT_NAME_MAX_CHARS).contains(&name_len));
                prop_assert_eq!(m.name.trim(), m.name.as_str());
                prop_assert!(!m.name.contains('\n'));
                let len = m.message.chars().count();
                prop_assert!((CONTACT_MESSAGE_MIN_CHARS..=CONTACT_MESSAGE_MAX_CHARS).contains(&len));
                prop_assert_eq!(m.message.trim(), m.message.as_str());
                prop_assert!(!m.message.contains('\r'));
                let invisible = |c: char| skora_foundations::text::is_bidi_control(c) || (c.is_control() && c != '\n' && c != '\t');
                prop_assert!(!m.name.chars().any(|c| invisible(c) || c == '\n' || c == '\t'));
                prop_assert!(!m.message.chars().any(invisible));
            }
        }

        #[test]
        fn message_length_decides_exactly_at_the_limits(n in 0usize..2100, pad in "[ \n]{0,3}") {
            let form = ContactForm {
                name: "Ana".into(),
                email: "ana@example.com".into(),
                topic: "press".into(),
                message: format!("{pad}{}{pad}", "é".repeat(n)),
            };
            let ok = validate_contact(&form).is_ok();
            prop_assert_eq!(ok, (CONTACT_MESSAGE_MIN_CHARS..=CONTACT_MESSAGE_MAX_CHARS).contains(&n));
        }

        #[test]
        fn accepted_message_ids_are_document_ids(s in any::<String>()) {
            if let Some(id) = contact_message_id(&s) {
                prop_assert!(skora_foundations::firestore_paths::is_document_id(id));
                prop_assert_eq!(id.chars().count(), CONTACT_MESSAGE_ID_CHARS);
            }
        }

        #[test]
        fn topic_parse_round_trips(s in any::<String>()) {
            if let Some(t) = ContactTopic::parse(&s) {
                prop_assert_eq!(t.as_str(), s.as_str());
            }
            for t in ContactTopic::ALL {
                prop_assert_eq!(ContactTopic::parse(t.as_str()), Some(*t));
            }
        }
    }
}
