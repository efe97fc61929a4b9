//! The stats wizard's steps (`/settings/player-stats/…`): their order, their URLs, the localStorage key of each
//! step's draft, and which players see which step.
//!
//! One table, so the route table (every step is its own route, behind the same guards as the wizard), the
//! wizard's step indicator and the drafts' keys cannot disagree.

use serde::{Deserialize, Serialize};

use crate::cache::{
    GOALKEEPER_TECHNICAL_STEP_KEY, PHYSICAL_STEP_KEY, PROFILE_IMAGE_KEY, TECHNICAL_STEP_KEY,
};
use crate::paths::normalize_path;

/// The wizard's own URL: it sends the player on to the first step.
pub const WIZARD_PATH: &str = "/settings/player-stats";
pub const PICTURE_STEP_PATH: &str = "/settings/player-stats/picture";
pub const PHYSICAL_STEP_PATH: &str = "/settings/player-stats/physical";
pub const TECHNICAL_STEP_PATH: &str = "/settings/player-stats/technical";
pub const GOALKEEPER_STEP_PATH: &str = "/settings/player-stats/goalkeeper";

/// One step of the wizard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum WizardStepKey {
    /// The profile picture (stored at once by its control; the draft key is cleared with the others).
    Picture,
    /// The measured tests and the physical self-ratings.
    Physical,
    /// The technical self-ratings, weak foot and skill moves.
    Technical,
    /// The goalkeeper's ratings: only for a goalkeeper's CV.
    Goalkeeper,
}

/// A step as the app shows it: its key, its URL, its draft's localStorage key, and whether only goalkeepers see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WizardStep {
    pub key: WizardStepKey,
    pub path: String,
    pub draft_key: String,
    pub goalkeeper_only: bool,
}

/// (key, path, draft key, goalkeeper only), in the wizard's order.
const STEPS: [(WizardStepKey, &str, &str, bool); 4] = [
    (
        WizardStepKey::Picture,
        PICTURE_STEP_PATH,
        PROFILE_IMAGE_KEY,
        false,
    ),
    (
        WizardStepKey::Physical,
        PHYSICAL_STEP_PATH,
        PHYSICAL_STEP_KEY,
        false,
    ),
    (
        WizardStepKey::Technical,
        TECHNICAL_STEP_PATH,
        TECHNICAL_STEP_KEY,
        false,
    ),
    (
        WizardStepKey::Goalkeeper,
        GOALKEEPER_STEP_PATH,
        GOALKEEPER_TECHNICAL_STEP_KEY,
        true,
    ),
];

/// The step paths, for the route table.
pub const STEP_PATHS: [&str; 4] = [
    PICTURE_STEP_PATH,
    PHYSICAL_STEP_PATH,
    TECHNICAL_STEP_PATH,
    GOALKEEPER_STEP_PATH,
];

/// Every step, in order (the goalkeeper's included): the app filters it with [`steps_for`]'s rule.
pub fn wizard_steps() -> Vec<WizardStep> {
    STEPS
        .iter()
        .map(|&(key, path, draft_key, goalkeeper_only)| WizardStep {
            key,
            path: path.to_string(),
            draft_key: draft_key.to_string(),
            goalkeeper_only,
        })
        .collect()
}

/// The steps a player goes through: an outfield player never sees the goalkeeper's step.
pub fn steps_for(goalkeeper: bool) -> Vec<WizardStepKey> {
    STEPS
        .iter()
        .filter(|&&(_, _, _, goalkeeper_only)| goalkeeper || !goalkeeper_only)
        .map(|&(key, ..)| key)
        .collect()
}

/// The step a path shows (query, hash and a trailing slash ignored); `None` for the wizard's own URL and any other.
pub fn step_of_path(path: &str) -> Option<WizardStepKey> {
    let path = normalize_path(path);
    STEPS
        .iter()
        .find(|&&(_, step_path, _, _)| step_path == path)
        .map(|&(key, ..)| key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cache::is_user_cache_key;

    #[test]
    fn the_steps_come_in_the_wizards_order_with_the_seeds_draft_keys() {
        let steps = wizard_steps();
        let keys: Vec<_> = steps.iter().map(|s| s.draft_key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "userStats_profileImage",
                "userStats_physicalStep",
                "userStats_technicalStep",
                "userStats_goalkeeperTechnicalStep"
            ]
        );
        assert_eq!(steps[0].path, "/settings/player-stats/picture");
        assert_eq!(steps[3].path, "/settings/player-stats/goalkeeper");
    }

    #[test]
    fn every_draft_key_is_cleared_at_logout() {
        for step in wizard_steps() {
            assert!(is_user_cache_key(&step.draft_key), "{}", step.draft_key);
        }
    }

    #[test]
    fn an_outfield_player_never_sees_the_goalkeeper_step() {
        assert_eq!(
            steps_for(false),
            [
                WizardStepKey::Picture,
                WizardStepKey::Physical,
                WizardStepKey::Technical
            ]
        );
        assert_eq!(steps_for(true).last(), Some(&WizardStepKey::Goalkeeper));
        assert_eq!(steps_for(true).len(), 4);
    }

    #[test]
    fn a_step_is_read_from_its_path() {
        assert_eq!(
            step_of_path("/settings/player-stats/technical/?x=1"),
            Some(WizardStepKey::Technical)
        );
        assert_eq!(
            step_of_path("/settings/player-stats/goalkeeper#top"),
            Some(WizardStepKey::Goalkeeper)
        );
        assert_eq!(step_of_path(WIZARD_PATH), None);
        assert_eq!(step_of_path("/settings/player-stats/Technical"), None);
        assert_eq!(step_of_path("/settings/player-stats/other"), None);
    }

    #[test]
    fn the_step_paths_are_the_tables() {
        let paths: Vec<_> = wizard_steps().into_iter().map(|s| s.path).collect();
        assert_eq!(paths, STEP_PATHS);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_path_reads_as_at_most_one_known_step(path in "(/settings/player-stats)?[/a-zA-Z?#]{0,24}") {
            if let Some(step) = step_of_path(&path) {
                prop_assert!(steps_for(true).contains(&step));
            }
        }

        #[test]
        fn a_goalkeeper_sees_every_step_an_outfield_player_sees(_x in 0u8..1) {
            let outfield = steps_for(false);
            let keeper = steps_for(true);
            prop_assert!(outfield.iter().all(|s| keeper.contains(s)));
            prop_assert!(outfield.len() < keeper.len());
        }
    }
}
