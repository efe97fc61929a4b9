//! SKORA's foundations: the rules that know no domain. Pure Rust, no I/O, no JS types.
//!
//! The lowest of the core's three crates (skora-foundations → skora-domain → skora-core): it depends on
//! no other SKORA crate, so no module here can reach a player, a profile or a route. `skora-core`
//! re-exports every module under its own name (`skora_core::dates`), so the wasm facades need not know
//! which crate a rule lives in. A rule two domain modules share moves down here when it knows no domain.
//!
//! The modules: `limits` (the contract's numbers), `dates`, `date_text` (how a day, a month and a range of
//! days read on a page), `age`, `age_filter` (the talent map's age filter syntax), `geo`, `geohash`, `names`,
//! `fold` (name search keys), `html` (escaping, a page's head), `percent`, `paths`, `timestamps`,
//! `documents` (the limits a stored document keeps before a rule reads it), `validation` (field errors and
//! the e-mail rule), `auth_errors`, `firestore_errors`, `firestore_paths`, `cache`, `greeting`, `one_time_token` (the
//! tokens of one-time links, stored only as hashes), `sha256`,
//! `text` (sanitizing sent text), `rate_limit` (the open forms' counters), `write_plan` (the writes of one
//! save, as data the app applies: paths, data, the fields the server stamps, batches).
//!
//! No two modules use each other, even through a chain or only in tests; `skora-core`'s
//! `tests/module_graph.rs` checks it for this crate too.

pub mod age;
pub mod age_filter;
pub mod auth_errors;
pub mod cache;
pub mod date_text;
pub mod dates;
pub mod documents;
pub mod firestore_errors;
pub mod firestore_paths;
pub mod fold;
pub mod geo;
pub mod geohash;
pub mod greeting;
pub mod html;
pub mod limits;
pub mod names;
pub mod one_time_token;
pub mod paths;
pub mod percent;
pub mod rate_limit;
pub mod sha256;
pub mod text;
pub mod timestamps;
pub mod validation;
pub mod write_plan;
