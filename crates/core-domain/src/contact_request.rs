//! A scout's request to contact a player: who answers it, and the signs that its message asks the player for
//! money.
//!
//! A player under [`GUARDIAN_BELOW_AGE`] on the request's day does not answer alone: the request goes to their
//! guardian ([`needs_guardian`]). A birth date that cannot be read counts as a child's, the protective default.
//!
//! Fake agents find young players through their profiles and ask for a "trial fee" or a "registration fee",
//! paid by wire transfer, card or crypto. No real club or scout charges a player to be seen, so the player is
//! shown a warning with any request whose message reads like that. The rule only warns: the request is
//! delivered either way, so a false alarm costs a sentence, while a missed one can cost a family its savings.
//! That is why the word lists lean towards warning, and why a number is called an IBAN or a card only when its
//! check digits hold (ISO 13616's mod 97, Luhn), so a phone number or a date rarely is.
//!
//! Words are matched after folding case and accents ([`skora_foundations::fold`]), whole words or runs of
//! whole words, in English and in the languages of the leagues the players come from (Portuguese, Spanish,
//! French, Italian, German).

use serde::{Deserialize, Serialize};

use skora_foundations::age::{age_on, is_child, CHILD_BELOW_AGE};
use skora_foundations::fold::fold;

/// Players younger than this on the request's day have a guardian answer for them.
pub const GUARDIAN_BELOW_AGE: u8 = CHILD_BELOW_AGE;

/// Whether a request made on `today` to a player born on `date_of_birth` (both `YYYY-MM-DD`) goes to their
/// guardian: under [`GUARDIAN_BELOW_AGE`] that day, or a date that is not a real one or lies after `today`.
pub fn needs_guardian(date_of_birth: &str, today: &str) -> bool {
    is_child(age_on(date_of_birth, today))
}

/// One kind of sign that a message asks for money; a message may show several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum FeeSignal {
    /// A fee, a deposit, a payment asked for ("trial fee", "taxa de inscrição", "frais").
    FeeWords,
    /// A bank transfer named ("wire transfer", "Western Union", "virement").
    WireTransfer,
    /// An IBAN whose check digits hold.
    BankAccount,
    /// A card asked for ("card number", "CVV") or a card number whose Luhn digit holds.
    CardNumber,
    /// A cryptocurrency named, or a Bitcoin or Ethereum address.
    Crypto,
}

/// Words (folded) that ask for a fee or a payment: nouns, not the verb "to pay", which a scout uses for what the
/// club pays ("we pay for your travel").
const FEE_PHRASES: &[&str] = &[
    // English
    "fee",
    "fees",
    "deposit",
    "upfront",
    "up front",
    "payment",
    // Portuguese
    "taxa",
    "taxas",
    "pagamento",
    "deposito",
    // Spanish
    "cuota",
    "cuotas",
    "tasa",
    "tasas",
    "pago",
    // French
    "frais",
    "paiement",
    "acompte",
    // Italian
    "quota",
    "caparra",
    "tassa",
    // German
    "gebuhr",
    "gebuhren",
    "anzahlung",
    "zahlung",
];

/// Words and runs of words (folded) that name a bank transfer.
const WIRE_PHRASES: &[&str] = &[
    "wire transfer",
    "bank transfer",
    "wire",
    "western union",
    "moneygram",
    "swift",
    "bic",
    "transferencia",
    "transferencia bancaria",
    "virement",
    "bonifico",
    "uberweisung",
    "iban",
];

/// Words and runs of words (folded) that ask for a card.
const CARD_PHRASES: &[&str] = &[
    "card number",
    "credit card",
    "debit card",
    "cvv",
    "cvc",
    "numero do cartao",
    "numero de tarjeta",
    "tarjeta de credito",
    "cartao de credito",
    "carte bancaire",
    "carta di credito",
    "kreditkarte",
];

/// Words (folded) that name a cryptocurrency.
const CRYPTO_WORDS: &[&str] = &[
    "crypto",
    "cryptocurrency",
    "bitcoin",
    "btc",
    "ethereum",
    "eth",
    "usdt",
    "tether",
    "usdc",
    "binance",
    "cripto",
    "criptomoeda",
    "criptomoneda",
    "kryptowahrung",
];

/// The most words a phrase of the lists above has.
const MAX_PHRASE_WORDS: usize = 3;

/// The signs in `message` that it asks the player for money: each kind once, in the enum's order; empty when
/// there is none.
pub fn fee_signals(message: &str) -> Vec<FeeSignal> {
    let mut signals = Vec::new();
    let words = words(message);
    let has = |phrases: &[&str]| phrases_in(&words, phrases);
    if has(FEE_PHRASES) {
        signals.push(FeeSignal::FeeWords);
    }
    if has(WIRE_PHRASES) {
        signals.push(FeeSignal::WireTransfer);
    }
    if has_iban(message) {
        signals.push(FeeSignal::BankAccount);
    }
    if has(CARD_PHRASES) || has_card_number(message) {
        signals.push(FeeSignal::CardNumber);
    }
    if has(CRYPTO_WORDS) || has_crypto_address(message) {
        signals.push(FeeSignal::Crypto);
    }
    signals
}

/// The message's words, folded: split at everything that is not a letter or a digit ("d'inscription" is two).
fn words(message: &str) -> Vec<String> {
    let lower: String = message.chars().flat_map(char::to_lowercase).collect();
    fold(&lower)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Whether a run of up to `MAX_PHRASE_WORDS` consecutive words is one of `phrases`.
fn phrases_in(words: &[String], phrases: &[&str]) -> bool {
    (0..words.len()).any(|start| {
        (1..=MAX_PHRASE_WORDS.min(words.len() - start)).any(|n| {
            let run = words[start..start + n].join(" ");
            phrases.contains(&run.as_str())
        })
    })
}

/// A run of `message`'s ASCII letters and digits in groups joined by single spaces or hyphens, how IBANs and
/// card numbers are written ("PT50 0002 0123 …", "4111-1111-…").
struct Run<'a> {
    /// The character before the run, if any.
    before: Option<char>,
    groups: Vec<&'a str>,
}

fn grouped_runs(message: &str) -> Vec<Run<'_>> {
    let mut runs = Vec::new();
    let mut run = Run {
        before: None,
        groups: Vec::new(),
    };
    let mut previous: Option<char> = None;
    let mut rest = message;
    while !rest.is_empty() {
        let len = rest
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        if len > 0 {
            if run.groups.is_empty() {
                run.before = previous;
            }
            run.groups.push(&rest[..len]);
            previous = rest[..len].chars().next_back();
            rest = &rest[len..];
            continue;
        }
        let separator = rest.chars().next().expect("rest is not empty");
        let after = &rest[separator.len_utf8()..];
        let joins = (separator == ' ' || separator == '-')
            && !run.groups.is_empty()
            && after.starts_with(|c: char| c.is_ascii_alphanumeric());
        if !joins && !run.groups.is_empty() {
            runs.push(std::mem::replace(
                &mut run,
                Run {
                    before: None,
                    groups: Vec::new(),
                },
            ));
        }
        previous = Some(separator);
        rest = after;
    }
    if !run.groups.is_empty() {
        runs.push(run);
    }
    runs
}

/// Whether `message` holds an IBAN (ISO 13616): two letters, two check digits and 11–30 letters or digits,
/// written whole or in groups, starting at a group's start, whose mod 97 is 1. Groups before or after it ("IBAN
/// PT50 …", "… 4 please") are left out by trying every first and last group.
fn has_iban(message: &str) -> bool {
    grouped_runs(message).iter().any(|run| {
        (0..run.groups.len()).any(|first| {
            let head = run.groups[first].as_bytes();
            let starts = head.len() >= 4
                && head[..2].iter().all(u8::is_ascii_alphabetic)
                && head[2..4].iter().all(u8::is_ascii_digit);
            let mut candidate = String::new();
            starts
                && run.groups[first..].iter().any(|group| {
                    candidate.push_str(&group.to_ascii_uppercase());
                    (15..=34).contains(&candidate.len()) && iban_checks(candidate.as_bytes())
                })
        })
    })
}

/// ISO 13616's check: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1.
fn iban_checks(iban: &[u8]) -> bool {
    let mut remainder: u32 = 0;
    for &b in iban[4..].iter().chain(&iban[..4]) {
        let value = match b {
            b'0'..=b'9' => u32::from(b - b'0'),
            b'A'..=b'Z' => u32::from(b - b'A') + 10,
            _ => return false,
        };
        remainder = if value >= 10 {
            (remainder * 100 + value) % 97
        } else {
            (remainder * 10 + value) % 97
        };
    }
    remainder == 1
}

/// Whether `message` holds 13–19 digits, whole or in groups of digits, whose Luhn digit holds; not when they
/// open a run right after a `+`, as a phone number does.
fn has_card_number(message: &str) -> bool {
    grouped_runs(message).iter().any(|run| {
        let mut digits = String::new();
        let mut phone = false;
        let mut found = false;
        for (i, group) in run.groups.iter().enumerate() {
            if group.bytes().all(|b| b.is_ascii_digit()) {
                if digits.is_empty() {
                    phone = i == 0 && run.before == Some('+');
                }
                digits.push_str(group);
            } else {
                found |= is_card_number(&digits, phone);
                digits.clear();
            }
        }
        found || is_card_number(&digits, phone)
    })
}

fn is_card_number(digits: &str, phone: bool) -> bool {
    !phone && (13..=19).contains(&digits.len()) && luhn(digits)
}

/// The Luhn check of a string of ASCII digits.
fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let doubled = d * 2;
                if doubled > 9 {
                    doubled - 9
                } else {
                    doubled
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// Whether `message` holds an Ethereum address (`0x` and 40 hex digits) or a Bitcoin one in bech32 (`bc1` and
/// 25–87 more letters or digits).
fn has_crypto_address(message: &str) -> bool {
    message
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|token| {
            let lower = token.to_ascii_lowercase();
            let eth = lower.len() == 42
                && lower.starts_with("0x")
                && lower[2..].bytes().all(|b| b.is_ascii_hexdigit());
            let bech32 = lower.starts_with("bc1") && (28..=90).contains(&lower.len());
            eth || bech32
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use skora_foundations::dates::{any_date, is_leap_year, Date};
    use FeeSignal::*;

    #[test]
    fn the_guardian_answers_until_the_sixteenth_birthday_and_when_the_date_is_unreadable() {
        assert!(needs_guardian("2010-11-28", "2026-11-27"));
        assert!(!needs_guardian("2010-11-27", "2026-11-27"));
        assert!(!needs_guardian("1990-01-01", "2026-11-27"));
        // Born on 29 February: sixteen on 1 March in a year without one.
        assert!(needs_guardian("2008-02-29", "2024-02-28"));
        assert!(!needs_guardian("2008-02-29", "2024-02-29"));
        assert!(
            needs_guardian("2009-02-29", "2026-11-27"),
            "not a real date"
        );
        assert!(needs_guardian("", "2026-11-27"));
        assert!(
            needs_guardian("2030-01-01", "2026-11-27"),
            "born after the request"
        );
    }

    #[test]
    fn a_scouts_ordinary_message_shows_no_sign() {
        for message in [
            "Hello Ana, I coach the U19 of FC Porto B. We liked your season and would like to invite you to a trial in March.",
            "Olá! Sou olheiro do SL Benfica. Podemos falar com os teus pais sobre um treino de captação?",
            "Hola, somos la academia del Valencia CF. ¿Te interesaría venir a una prueba el 12 de mayo?",
            "Call me on +351 912 345 678 or +44 7700 900123 after 18:00.",
            "We train on Tuesdays 18:30-20:00, pitch 2. Born 2009-05-12? Then you are in our U16 group.",
        ] {
            assert_eq!(fee_signals(message), vec![], "{message}");
        }
    }

    #[test]
    fn fees_and_payments_in_every_language() {
        for message in [
            "To join the trial there is a trial fee of 300 euros.",
            "A registration fee is needed before the camp.",
            "Precisas de pagar uma taxa de inscrição de 250€.",
            "Hay una cuota de 200 euros para la prueba.",
            "Les frais d'inscription sont de 150 €.",
            "C'è una quota di partecipazione di 100 euro.",
            "Die Gebühr für das Probetraining beträgt 200 Euro.",
            "Send the deposit and we book your place.",
        ] {
            assert!(fee_signals(message).contains(&FeeWords), "{message}");
        }
    }

    #[test]
    fn transfers_banks_cards_and_crypto() {
        assert_eq!(
            fee_signals("Pay by Western Union to our agent"),
            vec![WireTransfer]
        );
        assert_eq!(
            fee_signals("The payment goes by wire transfer"),
            vec![FeeWords, WireTransfer]
        );
        assert_eq!(
            fee_signals("Faz a transferência bancária hoje"),
            vec![WireTransfer]
        );
        // A valid IBAN (Portugal's example), in groups, inside a sentence.
        assert!(
            fee_signals("Conta: PT50 0002 0123 1234 5678 9015 4 obrigado").contains(&BankAccount)
        );
        assert!(fee_signals("GB82WEST12345698765432").contains(&BankAccount));
        // One digit off: the check fails, no account.
        assert!(!fee_signals("GB82WEST12345698765433").contains(&BankAccount));
        assert_eq!(
            fee_signals("my card is 4111 1111 1111 1111"),
            vec![CardNumber]
        );
        assert_eq!(fee_signals("4111-1111-1111-1112"), vec![]);
        assert_eq!(fee_signals("send the CVV please"), vec![CardNumber]);
        assert_eq!(fee_signals("We accept Bitcoin only"), vec![Crypto]);
        assert_eq!(
            fee_signals("wallet 0x52908400098527886E0F7030069857D2E4169EE7"),
            vec![Crypto]
        );
        assert_eq!(
            fee_signals("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"),
            vec![Crypto]
        );
    }

    #[test]
    fn words_count_whole_not_inside_others() {
        // "coffee" holds "fee", "paganini" holds "pag", "bicycle" holds "bic", "swiftly" holds "swift".
        assert_eq!(
            fee_signals("Coffee after the session? Paganini plays, I came by bicycle, swiftly."),
            vec![]
        );
    }

    #[test]
    fn a_phone_number_is_no_card_even_when_luhn_holds() {
        // 4111111111111111 passes Luhn; after a "+" it reads as a phone number.
        assert_eq!(fee_signals("+4111111111111111"), vec![]);
        assert_eq!(fee_signals("call +41 1111 1111 1111 11"), vec![]);
        // Digits inside a longer token (an address, a code) are no card either.
        assert_eq!(fee_signals("ref A4111111111111111Z"), vec![]);
    }

    proptest! {
        #[test]
        fn the_guardian_answers_exactly_before_the_sixteenth_birthday(
            birth in any_date(1990..=2026),
            today in any_date(1990..=2046),
        ) {
            prop_assume!(birth <= today);
            // The sixteenth birthday, 29 February moved to 1 March in a year without one.
            let year = birth.year + u16::from(GUARDIAN_BELOW_AGE);
            let birthday = if (birth.month, birth.day) == (2, 29) && !is_leap_year(year) {
                Date { year, month: 3, day: 1 }
            } else {
                Date { year, ..birth }
            };
            prop_assert_eq!(needs_guardian(&birth.to_string(), &today.to_string()), today < birthday);
        }

        #[test]
        fn any_text_gives_each_kind_at_most_once_in_order(message in ".{0,600}") {
            let signals = fee_signals(&message);
            let mut sorted = signals.clone();
            sorted.sort();
            sorted.dedup();
            prop_assert_eq!(signals, sorted);
        }

        #[test]
        fn a_luhn_valid_card_number_is_found_however_it_is_grouped(
            body in proptest::collection::vec(0u8..10, 15),
            grouping in 0usize..3,
        ) {
            // Complete 15 digits to 16 with the Luhn digit.
            let mut digits: String = body.iter().map(|d| char::from(b'0' + d)).collect();
            let check = (0..10).find(|d| luhn(&format!("{digits}{d}"))).expect("one digit completes it");
            digits.push(char::from(b'0' + check));
            let separator = ["", " ", "-"][grouping];
            let grouped = digits.as_bytes().chunks(4).map(|c| std::str::from_utf8(c).unwrap()).collect::<Vec<_>>().join(separator);
            let message = format!("number {grouped} thanks");
            prop_assert!(fee_signals(&message).contains(&CardNumber));
        }

        #[test]
        fn an_iban_is_found_only_when_its_check_digits_hold(
            bban in "[0-9]{21}",
            country in "(PT|ES|FR|DE|IT|GB)",
        ) {
            // The check digits that make it valid: the one pair of 00–99 that passes the check.
            let check = (0..100u32)
                .find(|c| iban_checks(format!("{country}{c:02}{bban}").as_bytes()))
                .expect("ISO 13616 has a check pair for every account");
            let valid = format!("{country}{check:02}{bban}");
            let message = format!("pay to {valid}");
            prop_assert!(fee_signals(&message).contains(&BankAccount));
            let wrong = format!("{country}{:02}{bban}", (check + 1) % 97);
            prop_assert!(!has_iban(&wrong));
        }
    }
}
