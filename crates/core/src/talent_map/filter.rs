//! The map's filters: the store's six fields (`activePosition`, `activeCountry`, `nationality`, `playerName`,
//! `playerAge`, `playerType`) read once per query into a `MapFilter`, then applied to the table's
//! columns. A field left empty does not filter; the fields combine with "and".
//!
//! - position: the player plays it, as main or secondary position (a scout looking for a left-back wants
//!   the midfielder who also plays there);
//! - "Based in" (`activeCountry`) and "Nationality": the directory's rule (`country_filter`), so both pages
//!   keep the same players: the country of residence (the map places players where they live, and reads only
//!   that country's entries), and either nationality, checked here on the entries read (no query depends on
//!   it, so it needs no index and reads nothing more); two letters, any case;
//! - name: the name rule of `fold` (`NameQuery::matches`), the directory's too, so a name typed on either
//!   page finds the same players: every typed word of 2 letters or more begins a word of the name, in any
//!   order, case and accents folded ("rodri" finds "Rodríguez", "ferrer" finds "Sánchez-Ferrer", "aberg"
//!   finds "Åberg");
//! - age: `age_filter` on `today`, from the birth month; a player without one never matches an age;
//! - type: `outfield` or `goalkeeper`;
//! - "Confirmed stats only": some of the newest season's minutes confirmed by an official (the entry's
//!   `confirmed`, the directory's filter too).

use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;
use skora_domain::store::StoreState;
use skora_foundations::age_filter::{parse_age_filter, AgeFilter};
use skora_foundations::dates::parse_date;
use skora_foundations::fold::NameQuery;
use skora_foundations::validation::FieldError;

use super::table::{position_bit, type_code, MapTable};
use crate::country_filter::CountryFilter;

/// A country column's code as text (`None` for the `[0, 0]` of no country).
fn code_text(code: &[u8; 2]) -> Option<&str> {
    std::str::from_utf8(code).ok().filter(|_| code[0] != 0)
}

/// The store's filters, read: what each row is tested against.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MapFilter {
    pub position: Option<Position>,
    /// "Based in" and "Nationality" (a code that is no country matches no row).
    pub countries: CountryFilter,
    /// The name search (empty: no name filter).
    pub name: NameQuery,
    pub age: Option<AgeFilter>,
    pub player_type: Option<PlayerType>,
    pub confirmed: bool,
}

/// An optional text field's value, trimmed; blank counts as not given.
fn given(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn field_error(field: &str, message: &str) -> FieldError {
    FieldError {
        field: field.into(),
        code: "invalid".into(),
        message: message.into(),
    }
}

impl MapFilter {
    /// The filter of the store's state, or the errors of the fields that do not read (each naming its
    /// store field, so the UI can put the message under that input). A country is not checked against
    /// the country list: one with no players is an empty map, not a mistake.
    pub fn from_state(state: &StoreState) -> Result<MapFilter, Vec<FieldError>> {
        let mut errors = Vec::new();
        let position = given(&state.active_position).and_then(|code| {
            let p = Position::from_code(&code.to_ascii_uppercase());
            if p.is_none() {
                errors.push(field_error(
                    "activePosition",
                    "Choose a position from the list.",
                ));
            }
            p
        });
        let countries = CountryFilter::new(given(&state.active_country), given(&state.nationality));
        let age = parse_age_filter(&state.player_age).unwrap_or_else(|e| {
            errors.push(e);
            None
        });
        let kind = state.player_type.trim();
        let player_type = (!kind.is_empty())
            .then(|| PlayerType::parse(&kind.to_ascii_lowercase()))
            .and_then(|t| {
                if t.is_none() {
                    errors.push(field_error(
                        "playerType",
                        "Choose outfield players or goalkeepers.",
                    ));
                }
                t
            });
        if errors.is_empty() {
            Ok(MapFilter {
                position,
                countries,
                name: NameQuery::parse(&state.player_name),
                age,
                player_type,
                confirmed: state.confirmed_only,
            })
        } else {
            Err(errors)
        }
    }
}

impl MapTable {
    /// The rows that pass `filter` on `today` (`YYYY-MM-DD`), in row order. With an age filter and a
    /// `today` that is no date, no row passes (no age can be known).
    pub fn filter(&self, filter: &MapFilter, today: &str) -> Vec<u32> {
        // The age range becomes a birth-month range once, so each row costs two comparisons.
        let months = match filter.age {
            None => None,
            Some(age) => match parse_date(today).and_then(|t| age.birth_months(t)) {
                Some(range) => Some(range),
                None => return Vec::new(),
            },
        };
        let countries = (!filter.countries.is_empty()).then_some(&filter.countries);
        let bit = filter.position.map(position_bit);
        let kind = filter.player_type.map(|t| type_code(Some(t)));
        let name = &filter.name;
        let mut out = Vec::new();
        for i in 0..self.len() {
            // Cheap columns first, the name (a few prefix tests) last.
            let passes = months.is_none_or(|(a, b)| (a..=b).contains(&self.birth[i]))
                && kind.is_none_or(|k| self.player_type[i] == k)
                && bit.is_none_or(|b| self.positions[i] & b != 0)
                && (!filter.confirmed || self.entries[i].confirmed.is_some_and(|c| c > 0))
                && countries.is_none_or(|c| {
                    let [first, second] = &self.nationalities[i];
                    c.matches(
                        code_text(&self.country[i]),
                        [first, second].map(|n| code_text(n)).into_iter().flatten(),
                    )
                })
                && (name.is_empty() || name.matches_words(&self.name_words[i]));
            if passes {
                // `load` keeps the table within `u32` rows.
                out.push(i as u32);
            }
        }
        out
    }

    /// The rows that pass the store's filters on `today`, or the fields' errors.
    pub fn filter_state(
        &self,
        state: &StoreState,
        today: &str,
    ) -> Result<Vec<u32>, Vec<FieldError>> {
        MapFilter::from_state(state).map(|f| self.filter(&f, today))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::IndexDoc;
    use crate::talent_map::table::fixtures::{data, doc};
    use serde_json::json;

    const TODAY: &str = "2025-06-01";

    /// An outfield player or goalkeeper (by the main position) with a birth month and residence.
    fn player(id: &str, name: &str, birth: &str, positions: &[&str], country: &str) -> IndexDoc {
        let kind = if positions.first() == Some(&"GK") {
            "goalkeeper"
        } else {
            "outfield"
        };
        doc(
            id,
            data(
                name,
                json!({"birthMonth": birth, "playerType": kind, "mainPosition": positions.first(),
                       "positions": positions, "countryOfResidence": country}),
            ),
        )
    }

    fn table() -> MapTable {
        let mut t = MapTable::new();
        t.load(&[
            player("a", "Lucía Ferrer", "2006-03", &["CM", "LB"], "ES"),
            player("b", "Jonas Weber", "1994-01", &["GK"], "DE"),
            player("c", "Sánchez-Ferrer Ana", "2009-08", &["LB"], "ES"),
            doc("d", data("Ana Nobody", json!({}))),
        ]);
        t
    }

    fn run(state: StoreState) -> Vec<u32> {
        table()
            .filter_state(&state, TODAY)
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn no_filter_keeps_everyone() {
        assert_eq!(run(StoreState::default()), [0, 1, 2, 3]);
    }

    #[test]
    fn each_field_narrows() {
        let s = StoreState::default;
        assert_eq!(
            run(StoreState {
                active_position: Some("lb".into()),
                ..s()
            }),
            [0, 2],
            "main or secondary"
        );
        assert_eq!(
            run(StoreState {
                active_country: Some("es".into()),
                ..s()
            }),
            [0, 2]
        );
        assert_eq!(
            run(StoreState {
                player_name: "FERRER".into(),
                ..s()
            }),
            [0, 2],
            "a substring anywhere"
        );
        assert_eq!(
            run(StoreState {
                player_name: "ana sanch".into(),
                ..s()
            }),
            [2],
            "every word, any order, accents folded"
        );
        assert_eq!(
            run(StoreState {
                player_age: "U17".into(),
                ..s()
            }),
            [2],
            "15; the player without a birth month is never in an age filter"
        );
        assert_eq!(
            run(StoreState {
                player_age: "30+".into(),
                ..s()
            }),
            [1]
        );
        assert_eq!(
            run(StoreState {
                player_type: "goalkeeper".into(),
                ..s()
            }),
            [1]
        );
        assert_eq!(
            run(StoreState {
                active_country: Some("ES".into()),
                active_position: Some("CM".into()),
                player_age: "18-21".into(),
                player_name: "luc".into(),
                player_type: "outfield".into(),
                ..s()
            }),
            [0]
        );
        assert_eq!(
            run(StoreState {
                active_country: Some("Spain".into()),
                ..s()
            }),
            Vec::<u32>::new()
        );
    }

    #[test]
    fn confirmed_stats_only_keeps_the_players_with_a_confirmed_share() {
        let mut t = MapTable::new();
        let with = |id: &str, confirmed: serde_json::Value| {
            doc(
                id,
                data(
                    id,
                    json!({"confirmed": confirmed, "season": {"season": 2025, "minutes": 900}}),
                ),
            )
        };
        t.load(&[
            with("a", json!(40)),
            with("b", json!(0)),
            doc("c", data("c", json!({}))),
        ]);
        let only = StoreState {
            confirmed_only: true,
            ..StoreState::default()
        };
        assert_eq!(t.filter_state(&only, TODAY).unwrap_or_default(), [0]);
        assert_eq!(
            t.filter_state(&StoreState::default(), TODAY)
                .unwrap_or_default(),
            [0, 1, 2]
        );
        // A row read from a map cell keeps the share.
        let row = crate::map_cells::MapRow::of(&t.entries[0]);
        assert_eq!(row.clone().into_entry().confirmed, Some(40));
    }

    #[test]
    fn a_surname_finds_its_players_as_the_directory_does() {
        let mut t = MapTable::new();
        t.load(&[
            player("a", "Tiago Moreira", "2000-11", &["CM"], "PT"),
            player("b", "Elsa Åberg", "2001-01", &["GK"], "SE"),
            player("c", "Ana Conceição", "2002-02", &["ST"], "BR"),
            player("d", "Omar Abdelrahman", "2003-03", &["LB"], "EG"),
            player("e", "Moreno Eira", "2003-03", &["LB"], "PT"),
        ]);
        let find = |name: &str| {
            t.filter_state(
                &StoreState {
                    player_name: name.into(),
                    ..StoreState::default()
                },
                TODAY,
            )
            .unwrap_or_default()
        };
        assert_eq!(find("Moreira"), [0]);
        assert_eq!(find("aberg"), [1]);
        assert_eq!(find("conceicao"), [2]);
        assert_eq!(find("ABDELRAHMAN"), [3]);
        assert_eq!(find("eira"), [4], "a word's beginning, not any substring");
        assert_eq!(find("mor"), [0, 4]);
    }

    #[test]
    fn an_age_filter_without_a_real_today_keeps_no_one() {
        let f = MapFilter {
            age: Some(AgeFilter::AtLeast(0)),
            ..MapFilter::default()
        };
        assert!(table().filter(&f, "today").is_empty());
        assert_eq!(table().filter(&MapFilter::default(), "today").len(), 4);
    }

    #[test]
    fn fields_that_do_not_read_are_named() {
        let errors = MapFilter::from_state(&StoreState {
            active_position: Some("XX".into()),
            player_age: "abc".into(),
            player_type: "striker".into(),
            ..StoreState::default()
        })
        .err()
        .unwrap_or_default();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["activePosition", "playerAge", "playerType"]);
        // Blank means no filter, not an error.
        assert!(MapFilter::from_state(&StoreState {
            active_position: Some(" ".into()),
            player_type: " ".into(),
            player_age: " ".into(),
            ..StoreState::default()
        })
        .is_ok());
    }
}
