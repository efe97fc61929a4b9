//! The module's browser tests, one binary (each test binary starts a browser of its own).

mod member;
