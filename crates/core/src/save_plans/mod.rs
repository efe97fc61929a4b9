//! The write plans of the owner's saves (see `write_plan`): one function per save, each taking what the
//! form produced and giving every write with its path and stamps, or why nothing may be written.
//!
//! - `weekly`: one week of the diary, saved or deleted;
//! - `profile`: the CV with its entries and the private details, in one batch;
//! - `stats`: the stats wizard's one document;
//! - `account`: the private account record a sign-up creates.

mod account;
mod profile;
mod stats;
mod weekly;

pub use account::account_create;
pub use profile::profile_save;
pub use stats::stats_save;
pub use weekly::{weekly_delete, weekly_save};
