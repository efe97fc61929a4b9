//! The entry's query keys: what the directory's server-side queries filter and order on.
//!
//! Firestore allows one `array-contains` per query, and the directory filters by position (main or
//! secondary: an array) and by nationality (either of two: an array too). So the entry carries
//! `filterKeys`, one tag per position, per nationality and per (position, nationality) pair, and a query
//! asks for the one tag that covers both filters. The tags are written here and asked for by the
//! directory's plan through the same function, so the two can never disagree. "Based in" (the residence,
//! one value) needs no tag: it is an equality on `countryOfResidence` (`country_filter`).

use skora_domain::positions::Position;
use skora_foundations::fold::fold;

/// The name order's key keeps this many characters: enough to order any real list of surnames, and it
/// keeps the entry small (players whose keys tie on all of them are ordered by uid).
pub const SORT_KEY_MAX_CHARS: usize = 32;

/// The tag an entry carries for a position, a nationality (ISO alpha-2) or both; `None` without either.
pub fn filter_key(position: Option<Position>, nationality: Option<&str>) -> Option<String> {
    match (position, nationality) {
        (Some(p), Some(c)) => Some(format!("p:{}/n:{c}", p.code())),
        (Some(p), None) => Some(format!("p:{}", p.code())),
        (None, Some(c)) => Some(format!("n:{c}")),
        (None, None) => None,
    }
}

/// Every tag of a player with these positions and nationalities (repeats are ignored): at most
/// 5 + 2 + 10 = 17 short strings.
pub fn filter_keys(positions: &[Position], countries: &[&str]) -> Vec<String> {
    let mut distinct: Vec<&str> = Vec::new();
    for c in countries {
        if !distinct.contains(c) {
            distinct.push(c);
        }
    }
    let mut keys: Vec<String> = Vec::new();
    let mut push = |key: Option<String>| {
        if let Some(key) = key.filter(|k| !keys.contains(k)) {
            keys.push(key);
        }
    };
    for &p in positions {
        push(filter_key(Some(p), None));
    }
    for &c in &distinct {
        push(filter_key(None, Some(c)));
    }
    for &p in positions {
        for &c in &distinct {
            push(filter_key(Some(p), Some(c)));
        }
    }
    keys
}

/// The tag's suffix, and the whole tag without other filters, for "Confirmed stats": a player whose newest season an
/// official confirmed in part carries each of their tags again with it, so the one `array-contains` still covers
/// every filter (at most 2 × 17 + 1 = 35 short strings).
pub const CONFIRMED_TAG: &str = "c";

/// The tag for `tag` (a position's, a nationality's, their pair's, or none) among confirmed players only.
pub fn confirmed_key(tag: Option<&str>) -> String {
    tag.map_or_else(
        || CONFIRMED_TAG.to_string(),
        |t| format!("{t}/{CONFIRMED_TAG}"),
    )
}

/// `keys` with their confirmed tags, for a player some of whose minutes are confirmed.
pub fn with_confirmed_keys(keys: &[String]) -> Vec<String> {
    let mut all = keys.to_vec();
    all.push(confirmed_key(None));
    all.extend(keys.iter().map(|k| confirmed_key(Some(k))));
    all
}

/// Whether `key` is a confirmed tag (`with_confirmed_keys` added it).
pub fn is_confirmed_key(key: &str) -> bool {
    key == CONFIRMED_TAG || key.ends_with(&format!("/{CONFIRMED_TAG}"))
}

/// The name order's key: "last first" folded (the directory lists by surname, as squad lists do), cut
/// to `SORT_KEY_MAX_CHARS` characters.
pub fn sort_key(first: &str, last: &str) -> String {
    let folded = fold(&format!("{} {}", last.trim(), first.trim()));
    folded.trim().chars().take(SORT_KEY_MAX_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_cover_each_position_each_country_and_each_pair() {
        let keys = filter_keys(&[Position::Lw, Position::St], &["ES", "AR", "ES"]);
        assert_eq!(
            keys,
            [
                "p:LW",
                "p:ST",
                "n:ES",
                "n:AR",
                "p:LW/n:ES",
                "p:LW/n:AR",
                "p:ST/n:ES",
                "p:ST/n:AR"
            ]
        );
        assert!(filter_keys(&[], &[]).is_empty());
        assert_eq!(filter_key(None, None), None);
    }

    #[test]
    fn a_confirmed_player_carries_every_tag_again_for_the_confirmed_filter() {
        let keys = filter_keys(&[Position::St], &["ES"]);
        let all = with_confirmed_keys(&keys);
        assert_eq!(
            all,
            [
                "p:ST",
                "n:ES",
                "p:ST/n:ES",
                "c",
                "p:ST/c",
                "n:ES/c",
                "p:ST/n:ES/c"
            ]
        );
        assert_eq!(
            confirmed_key(filter_key(Some(Position::St), None).as_deref()),
            "p:ST/c"
        );
        assert!(all.iter().filter(|k| is_confirmed_key(k)).count() == 4);
        assert!(!is_confirmed_key("p:ST") && !is_confirmed_key("n:CA"));
    }

    #[test]
    fn the_sort_key_is_the_folded_surname_first_and_short() {
        assert_eq!(sort_key("Lucía", "Ferrer"), "ferrer lucia");
        assert_eq!(sort_key("", "Ríos"), "rios");
        assert_eq!(sort_key("Ana", ""), "ana");
        assert_eq!(
            sort_key("A", &"Ö".repeat(60)).chars().count(),
            SORT_KEY_MAX_CHARS
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_player_carries_the_tag_of_every_filter_they_pass(
            positions in prop::collection::vec(prop::sample::select(Position::ALL.to_vec()), 0..6),
            countries in prop::collection::vec(prop::sample::select(vec!["PT", "BR", "NG", "FR"]), 0..3),
            asked_p in prop::option::of(prop::sample::select(Position::ALL.to_vec())),
            asked_c in prop::option::of(prop::sample::select(vec!["PT", "BR", "NG", "FR"])),
        ) {
            let keys = filter_keys(&positions, &countries);
            prop_assert!(keys.len() <= 17 || positions.len() > 5);
            let mut unique = keys.clone();
            unique.sort();
            unique.dedup();
            prop_assert_eq!(unique.len(), keys.len());
            if let Some(tag) = filter_key(asked_p, asked_c) {
                let passes = asked_p.is_none_or(|p| positions.contains(&p))
                    && asked_c.is_none_or(|c| countries.contains(&c));
                prop_assert_eq!(keys.contains(&tag), passes);
            }
        }
    }
}
