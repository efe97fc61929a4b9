//! Prints the documents' dates (see `skora_wasm_common::document_dates`) as JSON for the JSON file given as the first
//! argument (document → `YYYY-MM-DD`).
//!
//!   cargo run -q -p skora-wasm-common --example document_dates -- app/src/features/content/legal/last-updated.json

use std::collections::BTreeMap;

fn main() {
    let Some(file) = std::env::args().nth(1) else {
        eprintln!("usage: document_dates <dates.json>");
        std::process::exit(2);
    };
    let dates: BTreeMap<String, String> = match std::fs::read_to_string(&file)
        .map_err(|e| e.to_string())
        .and_then(|text| serde_json::from_str(&text).map_err(|e| e.to_string()))
    {
        Ok(dates) => dates,
        Err(e) => {
            eprintln!("cannot read the documents' dates in {file}: {e}");
            std::process::exit(1);
        }
    };
    let document = match skora_wasm_common::document_dates::document_dates(&dates) {
        Ok(document) => document,
        Err(e) => {
            eprintln!("{file}: {e}");
            std::process::exit(1);
        }
    };
    match serde_json::to_string(&document) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the documents' dates: {e}");
            std::process::exit(1);
        }
    }
}
