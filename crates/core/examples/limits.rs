//! Prints the core's limits document (`contract::limits`) as JSON, for the Firestore rules tests
//! (`tests/rules`), which check that the rules enforce exactly these numbers.

fn main() {
    match serde_json::to_string_pretty(&skora_core::contract::limits()) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the limits: {e}");
            std::process::exit(1);
        }
    }
}
