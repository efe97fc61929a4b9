//! The module's browser tests, one binary (each test binary starts a browser of its own).

mod players;
mod reads;
mod store;
mod world;
