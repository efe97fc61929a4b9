//! Prints the reference document as JSON, for the build (`scripts/build-wasm.mjs`), which writes one typed
//! module per top-level field into `app/src/shared/core/generated/`.
//!
//!   cargo run -q -p skora-wasm-common --example reference

fn main() {
    match serde_json::to_string(&skora_wasm_common::reference::build_reference()) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the reference document: {e}");
            std::process::exit(1);
        }
    }
}
