//! Prints `firestore.indexes.json`: the composite indexes the directory's and the talent map's queries need,
//! from the core's plans. `cargo run -q -p skora-core --example firestore_indexes > firestore.indexes.json`
fn main() {
    print!(
        "{}",
        skora_core::firestore_indexes::firestore_indexes_json()
    );
}
