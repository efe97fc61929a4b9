//! Prints the core's static reference data (`reference::reference`) as one JSON document: the limits
//! document, countries, positions, contact topics, the route table, every label set and every form's
//! empty values. For the app's build, so static data is read from a file rather than computed by wasm
//! on the first paint, while still being defined once, in the core.
//!
//!   cargo run -q -p skora-core --example reference > reference.json

fn main() {
    match serde_json::to_string_pretty(&skora_core::reference::reference()) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the reference data: {e}");
            std::process::exit(1);
        }
    }
}
