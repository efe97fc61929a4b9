//! Prints `firestore.indexes.json`: the composite indexes the directory's queries need, from the core's
//! plans. `cargo run -q -p skora-core --example firestore_indexes > firestore.indexes.json`
fn main() {
    print!("{}", skora_core::directory::firestore_indexes_json());
}
