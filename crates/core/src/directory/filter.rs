//! Filtering, sorting and paging the directory: indices into the loaded players, never copies of them.

use std::cmp::Ordering;

use super::player::DirectoryPlayer;
use super::query::{DirectoryQuery, Sort};
use crate::dates::{parse_date, Date};
use crate::fold::{fold, matches};

/// Whether `player` passes every filter of `query` on `today` (`None`: no readable date, so no ages;
/// an age filter then matches nobody rather than everybody).
fn keeps(
    player: &DirectoryPlayer,
    query: &DirectoryQuery,
    folded_q: &str,
    today: Option<Date>,
) -> bool {
    if query.player_type.is_some() && player.player_type != query.player_type {
        return false;
    }
    if query.position.is_some_and(|p| !player.plays(p)) {
        return false;
    }
    if query
        .country
        .as_deref()
        .is_some_and(|c| !player.in_country(c))
    {
        return false;
    }
    if query.min_age.is_some() || query.max_age.is_some() {
        let Some(age) = player.age_on(today) else {
            return false;
        };
        if query.min_age.is_some_and(|min| age < min) || query.max_age.is_some_and(|max| age > max)
        {
            return false;
        }
    }
    folded_q.is_empty() || matches(&player.search_key, folded_q)
}

/// Players without the sorted-on value go last whichever way the sort runs: "oldest first" should not
/// open on someone whose age is unknown.
fn known_first<T: PartialOrd>(a: Option<T>, b: Option<T>, descending: bool) -> Ordering {
    match (a, b) {
        (Some(a), Some(b)) => {
            let order = a.partial_cmp(&b).unwrap_or(Ordering::Equal);
            if descending {
                order.reverse()
            } else {
                order
            }
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// The order of `sort`, ending on surname, first name and id so it is total: the same players always
/// come out in the same order, and pages never overlap.
pub fn compare(a: &DirectoryPlayer, b: &DirectoryPlayer, sort: Sort) -> Ordering {
    let first = match sort {
        Sort::Name => Ordering::Equal,
        // Youngest first = the latest birth date first.
        Sort::Youngest => known_first(a.birth, b.birth, true),
        Sort::Oldest => known_first(a.birth, b.birth, false),
        Sort::Updated => known_first(a.updated_at, b.updated_at, true),
    };
    first
        .then(a.name_rank.cmp(&b.name_rank))
        .then_with(|| a.sort_key.cmp(&b.sort_key))
        .then_with(|| a.id.cmp(&b.id))
}

/// Numbers the players in (`sort_key`, `id`) order, once at load time, so `compare` settles most
/// comparisons on an integer. Consistent with the keys, so the order is the same as without ranks.
pub fn rank_by_name(players: &mut [DirectoryPlayer]) {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by(|&a, &b| {
        let (a, b) = (&players[a], &players[b]);
        a.sort_key.cmp(&b.sort_key).then_with(|| a.id.cmp(&b.id))
    });
    for (rank, i) in order.into_iter().enumerate() {
        players[i].name_rank = u32::try_from(rank).unwrap_or(u32::MAX);
    }
}

/// The indices of the players matching every filter of `query`, in its sort order. `today` is the
/// caller's `YYYY-MM-DD`. O(n log n): one pass to filter, one sort of the matches.
pub fn filter_and_sort(
    players: &[DirectoryPlayer],
    query: &DirectoryQuery,
    today: &str,
) -> Vec<u32> {
    let today = parse_date(today);
    let folded_q = fold(&query.q);
    let mut hits: Vec<u32> = players
        .iter()
        .enumerate()
        .filter(|(_, p)| keeps(p, query, &folded_q, today))
        .filter_map(|(i, _)| u32::try_from(i).ok())
        .collect();
    // Two records can tie on every key (the same id loaded twice); the index settles it, so the order never
    // depends on the unstable sort, nor on whether the names were ranked (rank_by_name breaks ties by index too).
    hits.sort_unstable_by(|&a, &b| {
        compare(&players[a as usize], &players[b as usize], query.sort).then(a.cmp(&b))
    });
    hits
}

#[cfg(test)]
pub(crate) mod seed {
    use super::super::player::fixtures::{doc, player};
    use super::*;
    use serde_json::json;

    /// The twelve demo players of scripts/seed.mjs (names, births, countries, types, positions).
    pub fn players() -> Vec<DirectoryPlayer> {
        let rows = [
            (
                "demo-player",
                "Demo",
                "Player",
                "2002-05-14",
                "PT",
                "PT",
                "outfield",
                "CM",
            ),
            (
                "demo-tiago-moreira",
                "Tiago",
                "Moreira",
                "2000-11-02",
                "PT",
                "PT",
                "goalkeeper",
                "GK",
            ),
            (
                "demo-lucia-ferrer",
                "Lucía",
                "Ferrer",
                "2003-03-21",
                "ES",
                "ES",
                "outfield",
                "LW",
            ),
            (
                "demo-karim-benali",
                "Karim",
                "Benali",
                "1999-08-09",
                "MA",
                "FR",
                "outfield",
                "CAM",
            ),
            (
                "demo-jonas-weber",
                "Jonas",
                "Weber",
                "1998-01-30",
                "DE",
                "DE",
                "outfield",
                "CB",
            ),
            (
                "demo-daan-visser",
                "Daan",
                "Visser",
                "2004-06-17",
                "NL",
                "NL",
                "outfield",
                "RB",
            ),
            (
                "demo-chinedu-okafor",
                "Chinedu",
                "Okafor",
                "2001-12-05",
                "NG",
                "NG",
                "outfield",
                "ST",
            ),
            (
                "demo-kwame-asante",
                "Kwame",
                "Asante",
                "2002-09-13",
                "GH",
                "GH",
                "goalkeeper",
                "GK",
            ),
            (
                "demo-moussa-diallo",
                "Moussa",
                "Diallo",
                "2000-04-26",
                "SN",
                "SN",
                "outfield",
                "CDM",
            ),
            (
                "demo-rafael-campos",
                "Rafael",
                "Campos",
                "2003-07-08",
                "BR",
                "BR",
                "outfield",
                "RW",
            ),
            (
                "demo-mateo-quiroga",
                "Mateo",
                "Quiroga",
                "1997-10-19",
                "AR",
                "AR",
                "outfield",
                "LB",
            ),
            (
                "demo-santiago-rios",
                "Santiago",
                "Ríos",
                "2005-02-11",
                "CO",
                "CO",
                "goalkeeper",
                "GK",
            ),
        ];
        rows.iter()
            .enumerate()
            .map(|(i, &(id, first, last, born, nat, res, kind, main))| {
                let mut d = doc(first, last, born, nat, kind, main);
                d["countryOfResidence"] = json!(res);
                d["updatedAt"] = json!(1_700_000_000_000.0 + i as f64 * 1000.0);
                player(id, &d)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::seed::players;
    use super::*;
    use crate::directory::query::parse_query;

    const TODAY: &str = "2025-06-01";

    fn ids(search: &str) -> Vec<String> {
        let all = players();
        filter_and_sort(&all, &parse_query(search), TODAY)
            .into_iter()
            .map(|i| all[i as usize].id.trim_start_matches("demo-").to_string())
            .collect()
    }

    #[test]
    fn no_filter_lists_everyone_by_surname() {
        assert_eq!(
            ids(""),
            [
                "kwame-asante",
                "karim-benali",
                "rafael-campos",
                "moussa-diallo",
                "lucia-ferrer",
                "tiago-moreira",
                "chinedu-okafor",
                "player",
                "mateo-quiroga",
                "santiago-rios",
                "daan-visser",
                "jonas-weber"
            ]
        );
    }

    #[test]
    fn the_name_search_ignores_case_and_accents() {
        assert_eq!(ids("q=lucia"), ["lucia-ferrer"]);
        assert_eq!(ids("q=RIOS"), ["santiago-rios"]);
        assert_eq!(ids("q=ferrer+luc"), ["lucia-ferrer"]);
        assert_eq!(ids("q=zzz"), Vec::<String>::new());
    }

    #[test]
    fn each_filter_narrows_as_the_seed_predicts() {
        assert_eq!(
            ids("type=goalkeeper"),
            ["kwame-asante", "tiago-moreira", "santiago-rios"]
        );
        assert_eq!(ids("position=GK").len(), 3);
        assert_eq!(ids("position=LW"), ["lucia-ferrer"]);
        // Portugal: two Portuguese players; France: Karim lives there.
        assert_eq!(ids("country=PT"), ["tiago-moreira", "player"]);
        assert_eq!(ids("country=FR"), ["karim-benali"]);
        assert_eq!(ids("country=MA"), ["karim-benali"]);
        // On 2025-06-01: Santiago 20, Daan 20, Lucía 22, Rafael 21.
        assert_eq!(
            ids("maxAge=21"),
            ["rafael-campos", "santiago-rios", "daan-visser"]
        );
        assert_eq!(ids("minAge=27"), ["mateo-quiroga", "jonas-weber"]);
        assert_eq!(
            ids("minAge=21&maxAge=22&type=outfield"),
            ["rafael-campos", "lucia-ferrer"]
        );
    }

    #[test]
    fn age_sorts_put_the_youngest_or_the_oldest_first() {
        assert_eq!(
            ids("sort=youngest")[..3],
            ["santiago-rios", "daan-visser", "rafael-campos"]
        );
        assert_eq!(ids("sort=oldest")[..2], ["mateo-quiroga", "jonas-weber"]);
        assert_eq!(ids("sort=updated")[0], "santiago-rios");
    }

    #[test]
    fn a_secondary_position_counts_for_the_position_filter() {
        let mut all = players();
        all[0].secondary_positions = vec![crate::positions::Position::Lw];
        let hits = filter_and_sort(&all, &parse_query("position=LW"), TODAY);
        assert_eq!(hits.len(), 2);
    }

    #[test]
    fn without_a_readable_today_age_filters_match_nobody() {
        let all = players();
        assert!(filter_and_sort(&all, &parse_query("minAge=8"), "not a date").is_empty());
        assert_eq!(
            filter_and_sort(&all, &parse_query(""), "not a date").len(),
            12
        );
    }

    #[test]
    fn unknown_values_sort_last_in_both_directions() {
        let mut all = players();
        all[0].birth = None;
        for sort in ["youngest", "oldest"] {
            let hits = filter_and_sort(&all, &parse_query(&format!("sort={sort}")), TODAY);
            assert_eq!(hits.last(), Some(&0), "{sort}");
        }
    }

    #[test]
    fn ranking_by_name_keeps_every_order_the_same() {
        let plain = players();
        let mut ranked = players();
        rank_by_name(&mut ranked);
        assert_eq!(ranked[11].name_rank, 9, "Ríos is tenth by surname");
        for search in [
            "",
            "sort=youngest",
            "sort=oldest",
            "sort=updated",
            "type=goalkeeper",
        ] {
            let q = parse_query(search);
            assert_eq!(
                filter_and_sort(&plain, &q, TODAY),
                filter_and_sort(&ranked, &q, TODAY),
                "{search}"
            );
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::directory::player::fixtures::{doc, player};
    use crate::positions::Position;
    use crate::profile::PlayerType;
    use proptest::prelude::*;
    use serde_json::json;

    fn any_player() -> impl Strategy<Value = (String, DirectoryPlayer)> {
        (
            "[a-c]{1,2}",
            prop_oneof![
                Just("Lucía"),
                Just("Ana"),
                Just("José"),
                Just("Ørjan"),
                Just("")
            ],
            prop_oneof![Just("Ferrer"), Just("Ríos"), Just("Silva"), Just("")],
            prop::option::of((1990u16..2015, 1u8..=12, 1u8..=28)),
            prop::sample::select(vec!["ES", "PT", "FR", "XX"]),
            prop::sample::select(PlayerType::ALL.to_vec()),
            prop::sample::select(Position::ALL.to_vec()),
            prop::option::of(0u32..100),
        )
            .prop_filter_map(
                "needs a name",
                |(id, first, last, born, country, kind, pos, updated)| {
                    if first.is_empty() && last.is_empty() {
                        return None;
                    }
                    let born = born
                        .map(|(y, m, d)| format!("{y:04}-{m:02}-{d:02}"))
                        .unwrap_or_default();
                    let mut d = doc(first, last, &born, country, kind.as_str(), pos.code());
                    if let Some(u) = updated {
                        d["updatedAt"] = json!(f64::from(u));
                    }
                    Some((id.clone(), player(&id, &d)))
                },
            )
    }

    fn any_query() -> impl Strategy<Value = DirectoryQuery> {
        (
            prop_oneof![
                Just(""),
                Just("luc"),
                Just("RIOS"),
                Just("a s"),
                Just("ørjan"),
                Just("x")
            ],
            prop::option::of(prop::sample::select(Position::ALL.to_vec())),
            prop::option::of(prop::sample::select(vec!["ES", "PT", "FR"])),
            prop::option::of(8u8..=50),
            prop::option::of(8u8..=50),
            prop::option::of(prop::sample::select(PlayerType::ALL.to_vec())),
            prop::sample::select(Sort::ALL.to_vec()),
        )
            .prop_map(
                |(q, position, country, min_age, max_age, player_type, sort)| {
                    DirectoryQuery {
                        q: q.into(),
                        position,
                        country: country.map(str::to_string),
                        min_age,
                        max_age,
                        player_type,
                        sort,
                        cursor: None,
                    }
                    .normalised()
                },
            )
    }

    fn players() -> impl Strategy<Value = Vec<DirectoryPlayer>> {
        prop::collection::vec(any_player().prop_map(|(_, p)| p), 0..40)
    }

    const TODAY: &str = "2025-06-01";

    proptest! {
        #[test]
        fn results_are_distinct_indices_of_matching_players_in_sort_order(all in players(), q in any_query()) {
            let hits = filter_and_sort(&all, &q, TODAY);
            let today = parse_date(TODAY);
            let folded = fold(&q.q);
            let mut seen = std::collections::HashSet::new();
            for &i in &hits {
                prop_assert!((i as usize) < all.len());
                prop_assert!(seen.insert(i));
                let p = &all[i as usize];
                prop_assert!(keeps(p, &q, &folded, today));
                if let Some(t) = q.player_type { prop_assert_eq!(p.player_type, Some(t)); }
                if let Some(pos) = q.position { prop_assert!(p.plays(pos)); }
                if let Some(c) = &q.country { prop_assert!(p.in_country(c)); }
                if let Some(min) = q.min_age { prop_assert!(p.age_on(today).is_some_and(|a| a >= min)); }
                if let Some(max) = q.max_age { prop_assert!(p.age_on(today).is_some_and(|a| a <= max)); }
            }
            // Nobody who matches is left out.
            let expected = all.iter().filter(|p| keeps(p, &q, &folded, today)).count();
            prop_assert_eq!(hits.len(), expected);
            for pair in hits.windows(2) {
                let (a, b) = (&all[pair[0] as usize], &all[pair[1] as usize]);
                prop_assert_ne!(compare(a, b, q.sort), Ordering::Greater);
            }
        }

        #[test]
        fn ranks_do_not_change_the_order(all in players(), q in any_query()) {
            let mut ranked = all.clone();
            rank_by_name(&mut ranked);
            prop_assert_eq!(filter_and_sort(&ranked, &q, TODAY), filter_and_sort(&all, &q, TODAY));
        }

        #[test]
        fn filtering_is_idempotent(all in players(), q in any_query()) {
            let hits = filter_and_sort(&all, &q, TODAY);
            let kept: Vec<DirectoryPlayer> = hits.iter().map(|&i| all[i as usize].clone()).collect();
            let again = filter_and_sort(&kept, &q, TODAY);
            prop_assert_eq!(again, (0..kept.len() as u32).collect::<Vec<_>>());
        }

        #[test]
        fn a_narrower_query_never_finds_more(all in players(), q in any_query(), t in prop::sample::select(PlayerType::ALL.to_vec())) {
            let wide = filter_and_sort(&all, &q, TODAY);
            let narrow = filter_and_sort(&all, &DirectoryQuery { player_type: Some(t), ..q.clone() }, TODAY);
            prop_assert!(narrow.iter().all(|i| wide.contains(i)) || q.player_type.is_some_and(|x| x != t));
        }

        #[test]
        fn never_panics_on_any_today(all in players(), q in any_query(), today in "\\PC{0,12}") {
            let _ = filter_and_sort(&all, &q, &today);
        }

    }
}
