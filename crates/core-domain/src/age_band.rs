//! Football's age groups (U15, U17, U19, U21, senior), from the birth year, as competitions set them: a season's
//! U19 are the players born in or after the year the season starts, less 18 (in 2025/26, born in 2007 or later).
//! A player keeps their group for the whole season, whatever their birthday, so a season's figures are compared
//! within one group, and a 15-year-old's are never ranked against adults'.

use serde::{Deserialize, Serialize};

/// An age group of a season. Ordered youngest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum AgeBand {
    U15,
    U17,
    U19,
    U21,
    Senior,
}

/// The youth groups with N of their U-N: a player is in the first whose N is above the year the season starts less
/// their birth year.
const YOUTH: [(AgeBand, i32); 4] = [
    (AgeBand::U15, 15),
    (AgeBand::U17, 17),
    (AgeBand::U19, 19),
    (AgeBand::U21, 21),
];

impl AgeBand {
    /// Every group, youngest first.
    pub const ALL: [AgeBand; 5] = [
        AgeBand::U15,
        AgeBand::U17,
        AgeBand::U19,
        AgeBand::U21,
        AgeBand::Senior,
    ];

    /// The group of a player born in `birth_year` in the season that starts in `season` (2025 is 2025/26); `None`
    /// for a birth after the season's first year, which no stored birth month gives.
    pub fn of(birth_year: i32, season: u16) -> Option<AgeBand> {
        let years = i32::from(season) - birth_year;
        if years < 0 {
            return None;
        }
        Some(
            YOUTH
                .iter()
                .find(|(_, n)| years < *n)
                .map_or(AgeBand::Senior, |(band, _)| *band),
        )
    }

    /// As it reads in a sentence: `U19`, or `senior`.
    pub fn label(self) -> &'static str {
        match self {
            AgeBand::U15 => "U15",
            AgeBand::U17 => "U17",
            AgeBand::U19 => "U19",
            AgeBand::U21 => "U21",
            AgeBand::Senior => "senior",
        }
    }

    /// The earliest birth year of the group in `season` (`None` for senior, which has none).
    pub fn born_from(self, season: u16) -> Option<i32> {
        YOUTH
            .iter()
            .find(|(band, _)| *band == self)
            .map(|(_, n)| i32::from(season) - n + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_season_s_groups_follow_the_birth_year() {
        // 2025/26: U19 is born in 2007 or later, U21 in 2005 or later.
        assert_eq!(AgeBand::of(2007, 2025), Some(AgeBand::U19));
        assert_eq!(AgeBand::of(2006, 2025), Some(AgeBand::U21));
        assert_eq!(AgeBand::of(2005, 2025), Some(AgeBand::U21));
        assert_eq!(AgeBand::of(2004, 2025), Some(AgeBand::Senior));
        assert_eq!(AgeBand::of(2011, 2025), Some(AgeBand::U15));
        assert_eq!(AgeBand::of(2010, 2025), Some(AgeBand::U17));
        // An 8-year-old plays in the youngest group.
        assert_eq!(AgeBand::of(2017, 2025), Some(AgeBand::U15));
        assert_eq!(AgeBand::of(1985, 2025), Some(AgeBand::Senior));
        assert_eq!(AgeBand::of(2026, 2025), None);
    }

    #[test]
    fn labels_and_first_birth_years() {
        assert_eq!(
            AgeBand::ALL.map(AgeBand::label),
            ["U15", "U17", "U19", "U21", "senior"]
        );
        assert_eq!(AgeBand::U19.born_from(2025), Some(2007));
        assert_eq!(AgeBand::U15.born_from(2025), Some(2011));
        assert_eq!(AgeBand::Senior.born_from(2025), None);
        assert_eq!(
            serde_json::to_value(AgeBand::U19).ok(),
            Some(serde_json::json!("u19"))
        );
    }

    proptest! {
        /// An older player is never in a younger group, and a group's first birth year is in it, the year before not.
        #[test]
        fn groups_grow_with_age(season in 1990u16..2100, birth in 1900i32..2100, older in 0i32..40) {
            if let (Some(a), Some(b)) = (AgeBand::of(birth, season), AgeBand::of(birth - older, season)) {
                prop_assert!(b >= a);
            }
            for band in AgeBand::ALL {
                if let Some(first) = band.born_from(season) {
                    prop_assert_eq!(AgeBand::of(first, season), Some(band));
                    prop_assert_ne!(AgeBand::of(first - 1, season), Some(band));
                }
            }
        }

        /// A group is the same for the whole season, and moves up by at most one group a season.
        #[test]
        fn a_group_lasts_a_season(season in 1990u16..2099, birth in 1900i32..2090) {
            let (Some(now), Some(next)) = (AgeBand::of(birth, season), AgeBand::of(birth, season + 1)) else {
                return Ok(());
            };
            let rank = |b: AgeBand| AgeBand::ALL.iter().position(|x| *x == b).unwrap_or(0);
            prop_assert!(rank(next) == rank(now) || rank(next) == rank(now) + 1);
        }
    }
}
