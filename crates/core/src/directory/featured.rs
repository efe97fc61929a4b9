//! The players the home page features: the CVs that make the best first impression.

use std::cmp::Ordering;

use super::player::DirectoryPlayer;

/// How strongly a player is featured: a photo first (a face draws the eye), then a complete CV, then
/// the fuller CV, then the most recently updated.
fn rank(a: &DirectoryPlayer, b: &DirectoryPlayer) -> Ordering {
    b.has_photo
        .cmp(&a.has_photo)
        .then(b.complete.cmp(&a.complete))
        .then(b.percent.cmp(&a.percent))
        .then_with(|| match (a.updated_at, b.updated_at) {
            (Some(x), Some(y)) => y.partial_cmp(&x).unwrap_or(Ordering::Equal),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        })
        .then_with(|| a.sort_key.cmp(&b.sort_key))
        .then_with(|| a.id.cmp(&b.id))
}

/// The indices of up to `n` players to feature, best first.
pub fn featured(players: &[DirectoryPlayer], n: usize) -> Vec<u32> {
    let mut order: Vec<u32> = (0..players.len())
        .filter_map(|i| u32::try_from(i).ok())
        .collect();
    let n = n.min(order.len());
    if n == 0 {
        return Vec::new();
    }
    // Only the best n need to be in order: select them in O(len), then sort those few.
    let by_rank = |a: &u32, b: &u32| rank(&players[*a as usize], &players[*b as usize]);
    order.select_nth_unstable_by(n - 1, by_rank);
    order.truncate(n);
    order.sort_unstable_by(by_rank);
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::filter::seed::players;

    #[test]
    fn photos_then_complete_cvs_come_first() {
        let mut all = players();
        all[3].has_photo = true; // Karim
        all[7].has_photo = true; // Kwame
        all[7].complete = false;
        all[5].complete = false; // Daan, no photo and incomplete: never featured over complete ones
        let picked: Vec<&str> = featured(&all, 4)
            .into_iter()
            .map(|i| all[i as usize].id.as_str())
            .collect();
        assert_eq!(picked[..2], ["demo-karim-benali", "demo-kwame-asante"]);
        assert_eq!(picked.len(), 4);
        assert!(!picked.contains(&"demo-daan-visser"));
        // Among equals, the most recently updated (the seed's last rows) come first.
        assert_eq!(picked[2..], ["demo-santiago-rios", "demo-mateo-quiroga"]);
    }

    #[test]
    fn fewer_players_than_asked_gives_them_all() {
        let all = players();
        assert_eq!(featured(&all[..2], 4).len(), 2);
        assert!(featured(&all, 0).is_empty());
        assert!(featured(&[], 4).is_empty());
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::directory::filter::seed::players;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn picks_the_best_n_distinct_players_in_rank_order(
            photos in prop::collection::vec(any::<bool>(), 12),
            complete in prop::collection::vec(any::<bool>(), 12),
            n in 0usize..20,
        ) {
            let mut all = players();
            for (i, p) in all.iter_mut().enumerate() {
                p.has_photo = photos[i];
                p.complete = complete[i];
            }
            let picked = featured(&all, n);
            prop_assert_eq!(picked.len(), n.min(all.len()));
            let mut sorted: Vec<u32> = (0..all.len() as u32).collect();
            sorted.sort_by(|a, b| rank(&all[*a as usize], &all[*b as usize]));
            prop_assert_eq!(&picked[..], &sorted[..picked.len()]);
        }
    }
}
