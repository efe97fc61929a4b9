//! The player CV: the stored document, its edit form, and the rules between them.

mod career;
mod entries;
mod form;
mod model;
mod read;
mod split;
mod validate;

pub use career::career_seasons;
pub use entries::{
    cv_writes, entry_ids, with_entries, CvWrites, DocumentWrite, EntryDocument, StoredEntries,
};
pub use form::*;
pub use model::*;
pub use read::read_profile;
pub use split::{
    apply_migration, edit_form, migrate_player, split_profile, Migration, ProfileDocuments,
};
pub use validate::validate_profile_form;

// The test CV every module's tests start from (completeness', the validator's, and under the `fixtures` feature
// the compositions' in skora-core, such as the contract's).
#[cfg(any(test, feature = "fixtures"))]
pub use model::fixtures;
