//! SKORA's domain rules: pure Rust, no I/O, no JS types.
//!
//! The wasm facade (`crates/wasm`) is the only place that talks to the browser; everything here is
//! plain data in, plain data out, so it can be unit- and property-tested natively.

pub mod accounts;
pub mod age;
pub mod auth_action;
pub mod auth_errors;
pub mod blog;
pub mod cache;
pub mod clips;
pub mod completeness;
pub mod contact;
pub mod contract;
pub mod countries;
pub mod dates;
pub mod directory;
pub mod geo;
pub mod greeting;
pub mod guards;
pub mod limits;
pub mod links;
pub mod location;
pub mod names;
pub mod newsletter;
pub mod paths;
pub mod percent;
pub mod picture;
pub mod positions;
pub mod profile;
pub mod routes;
pub mod store;
pub mod validation;
