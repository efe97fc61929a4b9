//! What a percentile compares, said with it: "71st percentile among 143 U19 centre-backs, 2025/26". A rank means
//! little without its peers, and nothing among a handful of them: under `MIN_PEERS` the figure is not shown, and the
//! text says why instead.

use serde::Serialize;

use serde_json::Value;
use skora_domain::age_band::AgeBand;
use skora_domain::positions::Position;
use skora_domain::weekly::{season_label, season_of, IsoWeek};
use skora_foundations::dates::date_of;
use skora_foundations::timestamps::timestamp_millis;

/// The fewest peers a percentile is shown among (the attribute card's and the weekly figures' too).
pub const MIN_PEERS: u64 = 20;

/// What the peers did in the season to be counted: logged weeks, or rated themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    Logged,
    Rated,
    /// Logged weeks that an official confirmed: the "confirmed stats only" view.
    Confirmed,
}

impl Counted {
    fn verb(self) -> &'static str {
        match self {
            Counted::Logged => "logged",
            Counted::Rated => "rated themselves in",
            Counted::Confirmed => "in",
        }
    }
}

/// The season a player rated themselves in: that of the stats' last save (`updatedAt`), `None` without one.
pub fn rating_season(stats_doc: &Value) -> Option<u16> {
    let ms = timestamp_millis(stats_doc.get("updatedAt"))?;
    let days = i64::try_from((ms / 86_400_000.0).floor() as i128).ok()?;
    IsoWeek::of_date(date_of(days)).map(season_of)
}

/// Who a player's figures are compared with: the players of one position and age group who logged the season.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeerGroup {
    pub position: Position,
    pub band: AgeBand,
    /// The season's first year (2025 is 2025/26).
    pub season: u16,
    /// How many players the group counts.
    pub peers: u64,
    pub counted: Counted,
}

/// A percentile with its peer group, as the CV states it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum PeerRank {
    /// `text`: "71st percentile among 143 U19 centre-backs, 2025/26".
    Ranked { percentile: u8, text: String },
    /// Fewer peers than `MIN_PEERS`: no percentile, and `text` says why.
    TooFew { peers: u64, text: String },
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`, …
pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl PeerGroup {
    /// The group's players in a sentence: "U19 centre-backs", "senior goalkeepers" (one: "U19 centre-back").
    pub fn players(&self) -> String {
        let position = self.position.label().to_lowercase();
        let plural = if self.peers == 1 { "" } else { "s" };
        let with = match self.counted {
            Counted::Confirmed => " with confirmed figures",
            Counted::Logged | Counted::Rated => "",
        };
        format!("{} {position}{plural}{with}", self.band.label())
    }

    /// `percentile` (0–100, `aggregates::percentile_rank`) among this group, or why it is not shown.
    pub fn rank(&self, percentile: u8) -> PeerRank {
        let season = season_label(self.season);
        if self.peers < MIN_PEERS {
            return PeerRank::TooFew {
                peers: self.peers,
                text: format!(
                    "No percentile yet: {} {} {} {season}, and a comparison needs at least {MIN_PEERS}.",
                    self.peers,
                    self.players(),
                    self.counted.verb(),
                ),
            };
        }
        let percentile = percentile.min(100);
        PeerRank::Ranked {
            percentile,
            text: format!(
                "{} percentile among {} {}, {season}",
                ordinal(percentile),
                self.peers,
                self.players()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn group(position: Position, band: AgeBand, peers: u64) -> PeerGroup {
        PeerGroup {
            position,
            band,
            season: 2025,
            peers,
            counted: Counted::Logged,
        }
    }

    #[test]
    fn a_percentile_names_its_peers() {
        assert_eq!(
            group(Position::Cb, AgeBand::U19, 143).rank(71),
            PeerRank::Ranked {
                percentile: 71,
                text: "71st percentile among 143 U19 centre-backs, 2025/26".into()
            }
        );
        assert_eq!(
            group(Position::Gk, AgeBand::Senior, 20).rank(12),
            PeerRank::Ranked {
                percentile: 12,
                text: "12th percentile among 20 senior goalkeepers, 2025/26".into()
            }
        );
    }

    #[test]
    fn the_confirmed_view_says_its_peers_have_confirmed_figures() {
        let g = PeerGroup {
            counted: Counted::Confirmed,
            ..group(Position::St, AgeBand::U19, 3)
        };
        assert_eq!(
            g.rank(50),
            PeerRank::TooFew {
                peers: 3,
                text: "No percentile yet: 3 U19 strikers with confirmed figures in 2025/26, and a comparison needs at least 20.".into()
            }
        );
    }

    #[test]
    fn under_twenty_peers_it_says_why_instead() {
        assert_eq!(
            group(Position::Lwb, AgeBand::U15, 12).rank(90),
            PeerRank::TooFew {
                peers: 12,
                text: "No percentile yet: 12 U15 left wing-backs logged 2025/26, and a comparison needs at least 20.".into()
            }
        );
        assert_eq!(
            group(Position::St, AgeBand::U21, 1).players(),
            "U21 striker"
        );
    }

    #[test]
    fn ordinals() {
        let said: Vec<String> = [0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 99, 100, 101, 111]
            .map(ordinal)
            .to_vec();
        assert_eq!(
            said,
            [
                "0th", "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "99th", "100th", "101st", "111th"
            ]
        );
    }

    proptest! {
        /// A percentile shows exactly from `MIN_PEERS` peers, never above 100, and its text names the count, the
        /// group and the season.
        #[test]
        fn shown_from_twenty_peers(peers in 0u64..10_000, percentile in any::<u8>(), band in 0usize..5, position in 0usize..15) {
            let position = skora_domain::positions::positions()[position].code;
            let g = PeerGroup { position, band: AgeBand::ALL[band], season: 2025, peers, counted: Counted::Logged };
            match g.rank(percentile) {
                PeerRank::Ranked { percentile: p, text } => {
                    prop_assert!(peers >= MIN_PEERS);
                    prop_assert!(p <= 100);
                    prop_assert!(text.ends_with(&format!("among {peers} {}, 2025/26", g.players())), "{}", text);
                }
                PeerRank::TooFew { text, .. } => {
                    prop_assert!(peers < MIN_PEERS);
                    prop_assert!(text.contains(&g.players()), "{}", text);
                }
            }
        }
    }
}
