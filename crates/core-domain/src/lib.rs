//! SKORA's domain modules, one capability each. Pure Rust, no I/O, no JS types.
//!
//! The middle of the core's three crates (skora-foundations → skora-domain → skora-core): a module here
//! uses `skora_foundations` and its siblings, never a composition (Cargo refuses the edge, the crate
//! does not depend on skora-core). `skora-core` re-exports every module under its own name
//! (`skora_core::profile`), so the wasm facades need not know which crate a rule lives in. A rule two
//! modules here share moves down into a leaf (here, or into skora-foundations when it knows no domain)
//! rather than making one of them depend on the other.
//!
//! The modules: `accounts`, `age_band` (football's age groups of a season, from the birth year), `attributes`
//! (player stats: the wizard's rule, face attributes, overall), `auth_action`, `blog`, `clips`, `completeness`,
//! `confirmation` (an official confirms what a player logged: the request's rule, the one-time link, the request's
//! life), `contact`, `contact_request` (the signs that a scout's message asks a player for money), `countries`, `crawl` (the
//! sitemap's pages and robots.txt's prefixes, from the route table), `links`, `location`, `newsletter`,
//! `newsletter_confirm` (the double opt-in: token, e-mail, expiry), `number_field` (one number field's rule: range,
//! decimals, unit; the stats wizard's and the weekly form's fields), `picture`, `positions`, `profile`, `provenance` (whose word
//! a figure is: self-rated, corrected by measured tests, or reported by the player), `routes`,
//! `scout` (who an account is for, and a scout's short profile), `shortlist` (a scout's lists: names, notes, the CSV
//! export), `store` (the talent map's shared state: its centre and filters), `weekly` (weekly stats: ISO weeks and
//! seasons, the form's rule, the tolerant reader, the maths).
//!
//! No two modules use each other, even through a chain or only in tests; `skora-core`'s
//! `tests/module_graph.rs` checks it for this crate too.

pub mod accounts;
pub mod age_band;
pub mod attributes;
pub mod auth_action;
pub mod blog;
pub mod clips;
pub mod completeness;
pub mod confirmation;
pub mod contact;
pub mod contact_request;
pub mod countries;
pub mod crawl;
pub mod links;
pub mod location;
pub mod newsletter;
pub mod newsletter_confirm;
pub mod number_field;
pub mod picture;
pub mod positions;
pub mod profile;
pub mod provenance;
pub mod routes;
pub mod scout;
pub mod shortlist;
pub mod store;
pub mod weekly;
