//! The module's browser tests, one binary (each test binary starts a browser of its own).

mod attributes;
mod compat;
mod hostile;
mod plans;
mod profile;
mod scout;
mod scouting;
mod stats_paths;
mod storage;
mod weekly;
