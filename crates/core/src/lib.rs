//! SKORA's domain rules: pure Rust, no I/O, no JS types.
//!
//! The wasm facades (`crates/wasm-*`) are the only place that talks to the browser; everything here is
//! plain data in, plain data out, so it can be unit- and property-tested natively.
//!
//! # Layers
//!
//! The rules form layers, bottom-up, and each lower layer is its own crate, so Cargo refuses an upward
//! edge: a crate cannot name a crate that depends on it.
//!
//! 1. Foundations, which know no domain: the crate `skora-foundations` (`crates/core-foundations`):
//!    `limits`, `dates`, `date_text`, `age`, `age_filter`, `geo`, `geohash`, `names`, `fold`, `html`,
//!    `percent`, `paths`, `timestamps`, `documents`, `validation`, `auth_errors`, `firestore_errors`,
//!    `firestore_paths`, `cache`, `greeting`, `sha256`, `text`, `rate_limit`, `write_plan` (the writes of one
//!    save, as data the app applies).
//! 2. Domain modules, one capability each: the crate `skora-domain` (`crates/core-domain`): `accounts`,
//!    `age_band`, `attributes`, `auth_action`, `blog`, `clips`, `completeness`, `contact`, `contact_request`,
//!    `countries`, `links`, `location`, `newsletter`, `newsletter_confirm`, `number_field`, `picture`,
//!    `positions`, `profile`, `routes`, `store`, `weekly`; also `confirmation` (an official confirms a player's
//!    figures: the request, its link and its life) and `provenance` (whose word a figure is).
//! 3. Compositions over several domains, in this crate: `contract` (the limits document), `country_filter`
//!    (the player lists' "Based in" and "Nationality", one rule for the directory and the map), `directory`,
//!    `guards`, `labels`, `player_index` (the server-side summary of a player), `aggregates` (counts over
//!    the index), `index_update` (what the functions write when a player changes), `index_changes` (which
//!    document changes can change an entry, so a trigger skips the rest), `link_preview` (what a
//!    link to a player's CV shows crawlers), `attribute_card` (the CV's attribute card, percentiles among
//!    the position's players from the aggregates), `weekly_summary` (the CV's weekly stats section for a
//!    season, percentiles from the aggregates' per-90 histograms), `map_cells` (what a country's map view
//!    reads: per country and geohash cell, counts and the rows the map draws), `talent_map` (the map's loaded
//!    players in columns, filtered by the store's fields and sorted; its URL, shading and reads), `peer_group`
//!    (what a percentile compares: position, age group, season and how many peers, or why it is not shown),
//!    `confirmed_weeks` (which weeks an official confirmed, and how much of a season that is),
//!    `confirmed_tests` (which measured tests an official confirmed),
//!    `confirmation_requests` (a player's request to an official: what is stored and mailed, or why not),
//!    `confirmation_answers` (the official's one-time link: what it shows, and the one answer it takes),
//!    `confirmation_owner` (a player's own requests as their page lists them, and a withdrawal),
//!    `save_plans` (the write plans of the owner's saves: a week, the CV, the stats, a scout's lists), `shortlist_page` (a scout's
//!    lists as the lists page reads them: a page in the chosen order, its cards, the export), `search_alerts`
//!    (saved searches, their keys, and which of them a changed index entry newly matches), `player_interest` (how
//!    many scouts shortlisted a player or asked to contact them, per month), `contact_requests` (a scout's request
//!    to contact a player: what is delivered, who answers, what each side sees), `account_deletion` (who may delete
//!    an account, and everything that goes with it).
//! 4. The build's documents, in this crate: `reference` (the static data), `firestore_indexes` (the
//!    composite indexes the directory's and the map's queries need).
//!
//! This crate re-exports the lower crates' modules under their own names (`skora_core::dates`,
//! `skora_core::profile`), so the facades, the examples and the build see one core whichever crate a rule
//! lives in. Inside a crate, no two modules use each other, even through a chain or only in tests:
//! `tests/module_graph.rs` reads the three crates' sources and fails on such a cycle. Small modules, named
//! by domain: a rule shared by two modules moves down into a leaf rather than making one of them depend on
//! the other.

pub use skora_foundations::{
    age, age_filter, auth_errors, cache, date_text, dates, documents, firestore_errors,
    firestore_paths, fold, geo, geohash, greeting, html, limits, names, one_time_token, paths,
    percent, rate_limit, sha256, text, timestamps, validation, write_plan,
};

pub use skora_domain::{
    accounts, age_band, attributes, auth_action, blog, clips, completeness, confirmation, contact,
    contact_request, countries, crawl, links, location, newsletter, newsletter_confirm,
    number_field, picture, positions, profile, provenance, routes, scout, shortlist, store, weekly,
};

pub mod account_deletion;
pub mod aggregates;
pub mod attribute_card;
pub mod confirmation_answers;
pub mod confirmation_owner;
pub mod confirmation_requests;
pub mod confirmed_tests;
pub mod confirmed_weeks;
pub mod contact_requests;
pub mod contract;
pub mod country_filter;
pub mod directory;
pub mod firestore_indexes;
pub mod guards;
pub mod index_changes;
pub mod index_update;
pub mod labels;
pub mod link_preview;
pub mod map_cells;
pub mod peer_group;
pub mod player_index;
pub mod player_interest;
pub mod reference;
pub mod save_plans;
pub mod search_alerts;
pub mod shortlist_page;
pub mod talent_map;
pub mod weekly_summary;
