//! The e-mail that asks a guardian to answer a request for a player under 16, and the one-time link in it.
//!
//! The link carries a random token; only its hash names the link's document (`guardianLinks/{hash}`), so a copy of
//! the database opens no request. The link works once, for `GUARDIAN_LINK_TTL_MS`.

use crate::contact_request::FeeSignal;
use crate::html::escape_html;
use crate::newsletter_confirm::{Mail, MailMessage};
use crate::one_time_token::token_id;

use super::model::{fee_warning, ScoutCard, GUARDIAN_LINK_TTL_MS, GUARDIAN_PATH};

/// The id of the link document a token opens (its hash, under its own label), or none for what is no token.
pub fn guardian_link_id(token: &str) -> Option<String> {
    token_id("contact-guardian", token)
}

/// The guardian's page for `token` on the site at `origin`.
pub fn guardian_link(origin: &str, token: &str) -> String {
    format!(
        "{}{GUARDIAN_PATH}?token={token}",
        origin.trim_end_matches('/')
    )
}

/// The mail to the guardian at `to` about a request from `scout` to `first_name`.
pub fn guardian_mail(
    to: &str,
    first_name: &str,
    scout: &ScoutCard,
    message: &str,
    signals: &[FeeSignal],
    origin: &str,
    token: &str,
) -> Mail {
    let link = guardian_link(origin, token);
    let days = GUARDIAN_LINK_TTL_MS / 86_400_000;
    let role = crate::scout::ScoutRole::parse(&scout.role)
        .map(|r| r.label())
        .unwrap_or("Scout");
    let who = format!("{} ({role}, {})", scout.name, scout.organisation);
    let warning = fee_warning(signals);
    let text = format!(
        "Hello,\n\n{who} asks to contact {first_name} on SKORA, where football players show their CV to clubs and \
         scouts. {first_name} is under 16, so you decide, not the scout and not SKORA.\n\nTheir message:\n\n{message}\n\n\
         {}To read the request and accept or decline it, open this link within {days} days (it works once):\n{link}\n\n\
         If you accept, the scout sees this e-mail address ({to}) and you see theirs. If you decline, the scout is \
         not told. {first_name} sees your answer.\n\nThe SKORA team\n",
        warning.as_deref().map(|w| format!("{w}\n\n")).unwrap_or_default()
    );
    let message_html = escape_html(message).replace('\n', "<br>");
    let html = format!(
        "<p>Hello,</p><p><strong>{}</strong> asks to contact {} on SKORA, where football players show their CV to clubs \
         and scouts. {} is under 16, so you decide, not the scout and not SKORA.</p><p>Their message:</p>\
         <blockquote>{message_html}</blockquote>{}<p><a href=\"{}\">Read the request and answer it</a> (the link works \
         once, for {days} days).</p><p>If you accept, the scout sees this e-mail address ({}) and you see theirs. If \
         you decline, the scout is not told. {} sees your answer.</p><p>The SKORA team</p>",
        escape_html(&who),
        escape_html(first_name),
        escape_html(first_name),
        warning
            .map(|w| format!("<p><strong>{}</strong></p>", escape_html(&w)))
            .unwrap_or_default(),
        escape_html(&link),
        escape_html(to),
        escape_html(first_name),
    );
    Mail {
        to: to.to_string(),
        message: MailMessage {
            subject: format!("A scout asks to contact {first_name} on SKORA"),
            text,
            html,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mail_outlives_its_link() {
        assert!(crate::newsletter_confirm::MAIL_KEPT_MS > GUARDIAN_LINK_TTL_MS);
    }

    #[test]
    fn the_mail_escapes_what_the_scout_typed_and_carries_the_link() {
        let scout = ScoutCard {
            name: "<b>Eve</b>".into(),
            role: "agent".into(),
            organisation: "A & B".into(),
            country: "PT".into(),
            link: None,
        };
        let token = "ab".repeat(32);
        let mail = guardian_mail(
            "mum@example.com",
            "Ana",
            &scout,
            "Pay the <fee>",
            &[FeeSignal::FeeWords],
            "https://skora.app/",
            &token,
        );
        assert_eq!(mail.message.subject, "A scout asks to contact Ana on SKORA");
        assert!(mail
            .message
            .text
            .contains(&format!("https://skora.app/guardian?token={token}")));
        assert!(mail.message.text.contains("Be careful"));
        assert!(mail
            .message
            .html
            .contains("&lt;b&gt;Eve&lt;/b&gt; (Agent, A &amp; B)"));
        assert!(mail.message.html.contains("Pay the &lt;fee&gt;"));
        assert!(!mail.message.html.contains("<fee>"));
    }

    #[test]
    fn only_a_token_opens_a_link() {
        assert_eq!(guardian_link_id("nope"), None);
        let id = guardian_link_id(&"0".repeat(64)).unwrap();
        assert_eq!(id.len(), 64);
        assert_ne!(
            Some(id),
            crate::newsletter_confirm::pending_id(&"0".repeat(64))
        );
    }
}
