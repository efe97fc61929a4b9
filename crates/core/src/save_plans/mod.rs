//! The write plans of the owner's saves (see `write_plan`): one function per save, each taking what the
//! form produced and giving every write with its path and stamps, or why nothing may be written.
//!
//! - `weekly`: one week of the diary, saved or deleted;
//! - `profile`: the CV with its entries and the private details, in one batch;
//! - `stats`: the stats wizard's one document;
//! - `account`: the private account record a sign-up creates;
//! - `photo`: the CV's photo flag, once the served picture is there or gone;
//! - `scout`: a scout's profile;
//! - `shortlist`: a scout's lists (a player saved or taken off, a note, a name).
//!
//! Each form's save also has a `*_form_save`: the form's rule and the plan in one call (the rule's field
//! errors, else the document and its plan), so a save crosses the boundary once.

mod account;
mod photo;
mod profile;
mod scout;
mod shortlist;
mod stats;
mod weekly;

pub use account::account_create;
pub use photo::photo_save;
pub use profile::{profile_form_save, profile_save};
pub use scout::{scout_form_save, scout_save};
pub use shortlist::{
    shortlist_add, shortlist_delete, shortlist_note, shortlist_remove, shortlist_rename,
};
pub use stats::{stats_form_save, stats_save};
pub use weekly::{weekly_delete, weekly_form_save, weekly_save};
