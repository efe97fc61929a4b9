//! How often one client, or one address, may use an open form: a fixed-window counter per key, kept by
//! the Cloud Functions in `rateLimits/{id}` (server-only; the rules open it to no client).
//!
//! The functions read the stored window, ask [`rate_step`] whether this request may pass and what to
//! store next, and write it back in the same transaction. Keys are hashed ([`rate_limit_id`]): the
//! collection holds no address or IP in clear, and an id is always a valid document id.

use serde::{Deserialize, Serialize};

use crate::sha256::sha256_hex;

/// What is being counted.
///
/// The newsletter counts its client (its IP address: a script from one machine) and the inbox it
/// mails (many machines aiming at one victim's inbox: the value is the address's canonical form,
/// `validation::canonical_email`, so `victim+1@` and `victim+2@` share one counter). Both answer a
/// spent counter exactly like a success and send nothing: a limit never tells a caller anything
/// about an address, and never refuses its owner because someone else typed it.
///
/// The contact form counts its caller only, never the address typed in the form (which anyone can
/// type): the account when signed in ([`RateScope::ContactAccount`], so a shared network does not
/// limit its members), else the client's address ([`RateScope::ContactClient`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RateScope {
    NewsletterClient,
    NewsletterAddress,
    ContactClient,
    ContactAccount,
    /// A scout's new requests to contact players: counted only when one is delivered.
    ContactRequestScout,
    /// A player's requests to confirm their stats.
    ConfirmationPlayer,
    /// The confirmation mails one official's address receives (its canonical form), whoever asked.
    ConfirmationOfficial,
}

/// At most `max` requests per `window_ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RateRule {
    pub max: u32,
    pub window_ms: u64,
}

const MINUTE_MS: u64 = 60_000;
const HOUR_MS: u64 = 60 * MINUTE_MS;

impl RateScope {
    pub const ALL: [RateScope; 7] = [
        RateScope::NewsletterClient,
        RateScope::NewsletterAddress,
        RateScope::ContactClient,
        RateScope::ContactAccount,
        RateScope::ContactRequestScout,
        RateScope::ConfirmationPlayer,
        RateScope::ConfirmationOfficial,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            RateScope::NewsletterClient => "newsletter-client",
            RateScope::NewsletterAddress => "newsletter-address",
            RateScope::ContactClient => "contact-client",
            RateScope::ContactAccount => "contact-account",
            RateScope::ContactRequestScout => "contact-request-scout",
            RateScope::ConfirmationPlayer => "confirmation-player",
            RateScope::ConfirmationOfficial => "confirmation-official",
        }
    }

    /// The limits. An inbox gets few confirmation e-mails a day (whoever types its address, they land
    /// in one inbox); a client (an IP, perhaps a shared office or school network) gets more, per hour.
    /// A person writing to us rarely sends more than a couple of messages in an hour.
    pub fn rule(self) -> RateRule {
        match self {
            RateScope::NewsletterClient => RateRule {
                max: 20,
                window_ms: HOUR_MS,
            },
            RateScope::NewsletterAddress => RateRule {
                max: 3,
                window_ms: 24 * HOUR_MS,
            },
            RateScope::ContactClient => RateRule {
                max: 20,
                window_ms: HOUR_MS,
            },
            RateScope::ContactAccount => RateRule {
                max: 3,
                window_ms: HOUR_MS,
            },
            RateScope::ContactRequestScout => RateRule {
                max: crate::limits::CONTACT_REQUESTS_PER_DAY,
                window_ms: 24 * HOUR_MS,
            },
            RateScope::ConfirmationPlayer => RateRule {
                max: crate::limits::CONFIRMATION_REQUESTS_PER_DAY,
                window_ms: 24 * HOUR_MS,
            },
            RateScope::ConfirmationOfficial => RateRule {
                max: crate::limits::CONFIRMATION_MAILS_PER_DAY,
                window_ms: 24 * HOUR_MS,
            },
        }
    }
}

/// A stored counter: `count` requests passed since `start_ms` (Unix ms).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RateWindow {
    pub start_ms: u64,
    pub count: u32,
}

/// The answer for one request: whether it passes, the counter to store, when the stored counter may
/// be deleted (`expires_at_ms`, for a Firestore TTL policy) and, when refused, how long to wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RateStep {
    pub allowed: bool,
    pub next: RateWindow,
    pub expires_at_ms: u64,
    pub retry_after_ms: u64,
}

/// One request against the stored window (`None`: nothing stored, or unreadable) at `now_ms`.
///
/// A window runs `window_ms` from its first request; the next request after it starts a new one. A
/// window that starts in the future (a clock step back) is still the current one: a client cannot
/// reset its counter by the server's clock moving.
pub fn rate_step(stored: Option<RateWindow>, now_ms: u64, rule: RateRule) -> RateStep {
    let current = stored.filter(|w| now_ms < w.start_ms.saturating_add(rule.window_ms));
    let step = |allowed, next: RateWindow| RateStep {
        allowed,
        next,
        expires_at_ms: next.start_ms.saturating_add(rule.window_ms),
        retry_after_ms: if allowed {
            0
        } else {
            next.start_ms
                .saturating_add(rule.window_ms)
                .saturating_sub(now_ms)
        },
    };
    match current {
        None if rule.max > 0 => step(
            true,
            RateWindow {
                start_ms: now_ms,
                count: 1,
            },
        ),
        None => step(
            false,
            RateWindow {
                start_ms: now_ms,
                count: 0,
            },
        ),
        Some(w) if w.count < rule.max => step(
            true,
            RateWindow {
                count: w.count + 1,
                ..w
            },
        ),
        Some(w) => step(false, w),
    }
}

/// The stored counter's document id for `value` (an address, an IP) under `scope`: a SHA-256 of both,
/// so the id reveals neither and is always a valid document id.
pub fn rate_limit_id(scope: RateScope, value: &str) -> String {
    sha256_hex(&format!("{}\n{}", scope.as_str(), value))
}

/// The contact form's counter for a caller: its account (`uid`, when signed in and not blank), else its
/// client address (from [`client_address`]). Never the e-mail typed in the form.
pub fn contact_caller(uid: Option<&str>, client: &str) -> (RateScope, String) {
    match uid.map(str::trim).filter(|u| !u.is_empty()) {
        Some(uid) => (RateScope::ContactAccount, uid.to_string()),
        None => (RateScope::ContactClient, client.to_string()),
    }
}

/// The client a request comes from. Google's front end appends the connecting address to any
/// `X-Forwarded-For` the client sent, so only the LAST entry is trustworthy; without the header
/// (the emulator), the socket's address. Bounded, so a huge header cannot make a huge key.
pub fn client_address(forwarded_for: Option<&str>, socket: Option<&str>) -> String {
    let from_header = forwarded_for
        .and_then(|h| h.rsplit(',').next())
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let address = from_header
        .or(socket.map(str::trim).filter(|s| !s.is_empty()))
        .unwrap_or("unknown");
    address.chars().take(64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: RateRule = RateRule {
        max: 3,
        window_ms: 1000,
    };

    #[test]
    fn the_first_max_requests_pass_then_the_rest_of_the_window_is_refused() {
        let mut stored = None;
        for i in 1..=3 {
            let s = rate_step(stored, 100 + i, RULE);
            assert!(s.allowed, "request {i}");
            assert_eq!(s.next.count, u32::try_from(i).unwrap_or(0));
            assert_eq!(s.next.start_ms, 101);
            assert_eq!(s.expires_at_ms, 1101);
            stored = Some(s.next);
        }
        let refused = rate_step(stored, 600, RULE);
        assert!(!refused.allowed);
        assert_eq!(
            refused.next,
            stored.unwrap_or(RateWindow {
                start_ms: 0,
                count: 0
            })
        );
        assert_eq!(refused.retry_after_ms, 501);
        // The window's end starts a new one.
        let later = rate_step(stored, 1101, RULE);
        assert!(later.allowed);
        assert_eq!(
            later.next,
            RateWindow {
                start_ms: 1101,
                count: 1
            }
        );
    }

    #[test]
    fn a_window_in_the_future_still_counts() {
        let stored = Some(RateWindow {
            start_ms: 5000,
            count: 3,
        });
        assert!(!rate_step(stored, 10, RULE).allowed);
    }

    #[test]
    fn the_limits_are_the_documented_ones() {
        assert_eq!(
            RateScope::NewsletterAddress.rule(),
            RateRule {
                max: 3,
                window_ms: 86_400_000
            }
        );
        assert_eq!(
            RateScope::NewsletterClient.rule(),
            RateRule {
                max: 20,
                window_ms: 3_600_000
            }
        );
        assert_eq!(
            RateScope::ContactAccount.rule(),
            RateRule {
                max: 3,
                window_ms: 3_600_000
            }
        );
        assert_eq!(
            RateScope::ContactClient.rule(),
            RateRule {
                max: 20,
                window_ms: 3_600_000
            }
        );
        // A player asks for at most 5 confirmations a day; an official's inbox gets at most 3 such mails a day.
        assert_eq!(
            RateScope::ConfirmationPlayer.rule(),
            RateRule {
                max: 5,
                window_ms: 86_400_000
            }
        );
        assert_eq!(
            RateScope::ConfirmationOfficial.rule(),
            RateRule {
                max: 3,
                window_ms: 86_400_000
            }
        );
        let names: std::collections::HashSet<_> =
            RateScope::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(names.len(), RateScope::ALL.len());
    }

    #[test]
    fn ids_hide_the_value_and_differ_per_scope() {
        let a = rate_limit_id(RateScope::NewsletterAddress, "fan@example.com");
        let b = rate_limit_id(RateScope::ContactClient, "fan@example.com");
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert!(!a.contains("fan"));
        assert_eq!(
            a,
            rate_limit_id(RateScope::NewsletterAddress, "fan@example.com")
        );
    }

    #[test]
    fn the_contact_form_counts_its_caller_never_the_typed_address() {
        assert_eq!(
            contact_caller(Some("uid-1"), "203.0.113.7"),
            (RateScope::ContactAccount, "uid-1".to_string())
        );
        for uid in [None, Some(""), Some("  ")] {
            assert_eq!(
                contact_caller(uid, "203.0.113.7"),
                (RateScope::ContactClient, "203.0.113.7".to_string())
            );
        }
        // A uid and an IP that read the same are still two counters.
        let (a, va) = contact_caller(Some("1.2.3.4"), "x");
        let (b, vb) = contact_caller(None, "1.2.3.4");
        assert_ne!(rate_limit_id(a, &va), rate_limit_id(b, &vb));
    }

    #[test]
    fn the_client_is_the_last_forwarded_address() {
        assert_eq!(
            client_address(Some("6.6.6.6, 203.0.113.7"), Some("10.0.0.1")),
            "203.0.113.7"
        );
        assert_eq!(client_address(Some("203.0.113.7"), None), "203.0.113.7");
        assert_eq!(client_address(Some(" , "), Some("127.0.0.1")), "127.0.0.1");
        assert_eq!(client_address(None, Some("::1")), "::1");
        assert_eq!(client_address(None, None), "unknown");
        assert_eq!(client_address(Some(&"9".repeat(10_000)), None).len(), 64);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_more_than_max_pass_in_any_window(
            max in 0u32..6,
            window_ms in 1u64..10_000,
            gaps in prop::collection::vec(0u64..3_000, 1..60),
        ) {
            let rule = RateRule { max, window_ms };
            let mut stored = None;
            let mut now = 1_000_000u64;
            let mut passed: Vec<u64> = Vec::new();
            for gap in gaps {
                now += gap;
                let s = rate_step(stored, now, rule);
                prop_assert!(s.next.count <= max);
                prop_assert_eq!(s.allowed, s.retry_after_ms == 0);
                prop_assert!(s.expires_at_ms > now || !s.allowed);
                if s.allowed { passed.push(now); }
                stored = Some(s.next);
            }
            // Windows start at a passing request and never overlap: any window_ms span holds at most
            // 2·max passes, and one window (from its first pass) holds at most max.
            for (i, &t) in passed.iter().enumerate() {
                let within = passed[i..].iter().take_while(|&&u| u < t + window_ms).count();
                prop_assert!(within <= 2 * max as usize);
            }
        }

        #[test]
        fn a_refused_request_changes_nothing(start in 0u64..1_000_000, count in 0u32..10, dt in 0u64..5_000) {
            let rule = RateRule { max: 3, window_ms: 5_000 };
            let stored = RateWindow { start_ms: start, count };
            let s = rate_step(Some(stored), start + dt, rule);
            if !s.allowed {
                prop_assert_eq!(s.next, stored);
                prop_assert!(s.retry_after_ms > 0 && s.retry_after_ms <= 5_000);
            }
        }

        #[test]
        fn the_client_key_is_short_and_taken_from_the_end(h in any::<String>(), ip in "[0-9.]{1,15}") {
            let header = format!("{h},{ip}");
            prop_assert_eq!(client_address(Some(&header), None), ip.trim().chars().take(64).collect::<String>());
            prop_assert!(client_address(Some(&h), Some("127.0.0.1")).chars().count() <= 64);
        }
    }
}
