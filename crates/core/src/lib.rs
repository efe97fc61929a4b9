//! SKORA's domain rules: pure Rust, no I/O, no JS types.
//!
//! The wasm facades (`crates/wasm-*`) are the only place that talks to the browser; everything here is
//! plain data in, plain data out, so it can be unit- and property-tested natively.
//!
//! # Layers
//!
//! The modules form layers, bottom-up. A module uses modules of its own layer or of lower ones, never
//! of a higher one, and no two modules use each other, even through a chain or only in tests.
//! `tests/module_graph.rs` reads this list and the sources, and fails on a cycle, on an upward edge and
//! on a module missing here. Small modules, named by domain: a rule shared by two modules moves down
//! into a leaf rather than making one of them depend on the other.
//!
//! 1. Foundations, which know no domain: `limits` (the contract's numbers), `dates`, `date_text` (how a
//!    day, a month and a range of days read on a page), `age`, `age_filter`
//!    (the talent map's age filter syntax), `geo`,
//!    `geohash`, `names`, `fold` (name search keys), `html` (escaping, a page's head), `percent`,
//!    `paths`, `timestamps`, `documents` (the limits a stored document keeps before a rule reads it), `validation`
//!    (field errors and the e-mail rule), `auth_errors`, `firestore_errors`, `firestore_paths`, `cache`, `greeting`,
//!    `sha256`, `text` (sanitizing sent text), `rate_limit` (the open forms' counters), `write_plan` (the
//!    writes of one save, as data the app applies).
//! 2. Domain modules, one capability each: `accounts`, `attributes` (player stats: the wizard's rule,
//!    face attributes, overall), `auth_action`, `blog`, `clips`,
//!    `completeness`, `contact`, `countries`, `links`, `location`, `newsletter`,
//!    `newsletter_confirm` (the double opt-in: token, e-mail, expiry), `picture`,
//!    `positions`, `profile`, `routes`, `store` (the talent map's shared state: its centre and filters),
//!    `weekly` (weekly stats: ISO weeks and seasons, the form's rule, the tolerant reader, the maths).
//! 3. Compositions over several domains: `contract` (the limits document), `country_filter` (the player
//!    lists' "Based in" and "Nationality", one rule for the directory and the map), `directory`, `guards`,
//!    `labels`, `player_index` (the server-side summary of a player), `aggregates` (counts
//!    over the index), `index_update` (what the functions write when a player changes),
//!    `link_preview` (what a link to a player's CV shows crawlers), `attribute_card` (the CV's attribute
//!    card, percentiles among the position's players from the aggregates), `weekly_summary` (the CV's weekly
//!    stats section for a season, percentiles from the aggregates' per-90 histograms), `talent_map` (the
//!    map's loaded players in columns, filtered by the store's fields and sorted; its URL, shading and reads),
//!    `save_plans` (the write plans of the owner's saves: a week, the CV, the stats).
//! 4. The build's documents: `reference` (the static data), `firestore_indexes` (the composite indexes the
//!    directory's and the map's queries need).

pub mod accounts;
pub mod age;
pub mod age_filter;
pub mod aggregates;
pub mod attribute_card;
pub mod attributes;
pub mod auth_action;
pub mod auth_errors;
pub mod blog;
pub mod cache;
pub mod clips;
pub mod completeness;
pub mod contact;
pub mod contract;
pub mod countries;
pub mod country_filter;
pub mod date_text;
pub mod dates;
pub mod directory;
pub mod documents;
pub mod firestore_errors;
pub mod firestore_indexes;
pub mod firestore_paths;
pub mod fold;
pub mod geo;
pub mod geohash;
pub mod greeting;
pub mod guards;
pub mod html;
pub mod index_update;
pub mod labels;
pub mod limits;
pub mod link_preview;
pub mod links;
pub mod location;
pub mod names;
pub mod newsletter;
pub mod newsletter_confirm;
pub mod paths;
pub mod percent;
pub mod picture;
pub mod player_index;
pub mod positions;
pub mod profile;
pub mod rate_limit;
pub mod reference;
pub mod routes;
pub mod save_plans;
pub mod sha256;
pub mod store;
pub mod talent_map;
pub mod text;
pub mod timestamps;
pub mod validation;
pub mod weekly;
pub mod weekly_summary;
pub mod write_plan;
