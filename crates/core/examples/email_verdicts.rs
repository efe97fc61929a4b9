//! The core's e-mail rule for the Firestore rules tests (`tests/rules/email.rules.test.ts`): reads a
//! JSON array of addresses on stdin and prints `{ "pattern": EMAIL_RULES_PATTERN, "verdicts": [...] }`,
//! one `{ address, accepted }` per address, where `accepted` means the address is one the core would
//! store as it is written (its rule accepts it, and trimming changes nothing). The test checks that
//! `firestore.rules` holds the pattern and agrees with every verdict.

use std::io::Read;

use serde_json::json;
use skora_core::validation::{validate_email, EMAIL_RULES_PATTERN};

fn main() {
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("cannot read stdin: {e}");
        std::process::exit(1);
    }
    let addresses: Vec<String> = match serde_json::from_str(&input) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("stdin is not a JSON array of strings: {e}");
            std::process::exit(1);
        }
    };
    let verdicts: Vec<_> = addresses
        .iter()
        .map(|a| json!({ "address": a, "accepted": validate_email(a).is_ok() && a.trim() == a }))
        .collect();
    println!(
        "{}",
        json!({ "pattern": EMAIL_RULES_PATTERN, "verdicts": verdicts })
    );
}
