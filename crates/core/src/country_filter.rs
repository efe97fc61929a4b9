//! The two country filters of the player lists, one rule for the directory (`/player`) and the talent map
//! (`/map`), so the same filters give the same players on both pages:
//!
//! - **Based in**: the country of residence (the entry's `countryOfResidence`): where the player lives, and
//!   where the map places them;
//! - **Nationality**: either of the player's nationalities (the entry's `nationalities`).
//!
//! Both given: both must hold (a Portuguese player based in Spain is `basedIn=ES&nationality=PT`).
//!
//! One filter type (`CountryFilter`), one matcher (`CountryFilter::matches`), and one query plan: "Based in" is
//! the equality `countryOfResidence == code` on the server (`directory::based_in_clause`: the map's country read,
//! the directory's page), and
//! "Nationality" is the `filterKeys` tag `n:code` (`player_index::filter_key`), which the directory asks for
//! with its one `array-contains`; the map reads a country's residents whole or by view and checks the
//! nationality itself on the entries it read (`talent_map::filter`), so no query depends on it.
//!
//! In the URL both pages write `basedIn=PT` and `nationality=PT`. A link from before the two filters, with
//! `country=PT`, reads as "Based in": what the map's `country` always meant (the directory's old filter
//! matched either country; the residence is the one both pages agree on). `basedIn` wins over `country`.

use crate::player_index::{filter_key, IndexEntry};
use skora_domain::countries::is_country;
use skora_domain::positions::Position;

/// The URL key of "Based in".
pub const BASED_IN_PARAM: &str = "basedIn";
/// The URL key of "Nationality".
pub const NATIONALITY_PARAM: &str = "nationality";
/// The URL key older links use for a country: read as "Based in", never written.
pub const LEGACY_COUNTRY_PARAM: &str = "country";

/// The entry's field "Based in" asks for, with an equality (`directory::based_in_clause`).
pub const RESIDENCE_FIELD: &str = "countryOfResidence";

/// The filters' labels, as both pages show them.
pub const BASED_IN_LABEL: &str = "Based in";
pub const NATIONALITY_LABEL: &str = "Nationality";

/// The countries asked for: each an ISO alpha-2 code (uppercase) or `None` (no filter).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct CountryFilter {
    pub based_in: Option<String>,
    pub nationality: Option<String>,
}

/// A country as asked for: trimmed and uppercased; blank is no filter. Anything else is kept, so a code
/// that is no country matches no player (an empty map, not everyone).
fn asked(code: Option<&str>) -> Option<String> {
    code.map(|c| c.trim().to_ascii_uppercase())
        .filter(|c| !c.is_empty())
}

/// Whether a stored country `have` is the asked `code` (stored codes are uppercase; any case reads).
fn same(code: &str, have: &str) -> bool {
    have.trim().eq_ignore_ascii_case(code)
}

impl CountryFilter {
    pub fn new(based_in: Option<&str>, nationality: Option<&str>) -> CountryFilter {
        CountryFilter {
            based_in: asked(based_in),
            nationality: asked(nationality),
        }
    }

    /// The filter with the codes that are no country dropped: what a URL's reading keeps.
    pub fn known(self) -> CountryFilter {
        let keep = |c: Option<String>| c.filter(|c| is_country(c));
        CountryFilter {
            based_in: keep(self.based_in),
            nationality: keep(self.nationality),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.based_in.is_none() && self.nationality.is_none()
    }

    /// The rule: a player living in `residence` with these `nationalities` passes when they live in the
    /// "Based in" country and one of their nationalities is the "Nationality" one (each only when asked).
    pub fn matches<'a>(
        &self,
        residence: Option<&str>,
        nationalities: impl IntoIterator<Item = &'a str>,
    ) -> bool {
        self.based_in
            .as_deref()
            .is_none_or(|c| residence.is_some_and(|r| same(c, r)))
            && self
                .nationality
                .as_deref()
                .is_none_or(|c| nationalities.into_iter().any(|n| same(c, n)))
    }

    /// The `filterKeys` tag covering `position` and "Nationality" (the directory's one `array-contains`),
    /// or `None` when neither is asked for.
    pub fn tag(&self, position: Option<Position>) -> Option<String> {
        filter_key(position, self.nationality.as_deref())
    }

    /// `matches` on an index entry's countries.
    pub fn matches_entry(&self, entry: &IndexEntry) -> bool {
        self.matches(
            entry.country_of_residence.as_deref(),
            entry.nationalities.iter().map(String::as_str),
        )
    }

    /// Reads one URL pair into the filter; returns whether the key was one of its own. `basedIn` and
    /// `nationality`: the first value wins (as `URLSearchParams.get` does); `country` (older links) is
    /// "Based in" unless `basedIn` is given anywhere in the URL, which `read_query` settles.
    fn read_pair(&mut self, legacy: &mut Option<String>, key: &str, value: &str) -> bool {
        let slot = match key {
            BASED_IN_PARAM => &mut self.based_in,
            NATIONALITY_PARAM => &mut self.nationality,
            LEGACY_COUNTRY_PARAM => legacy,
            _ => return false,
        };
        if slot.is_none() {
            *slot = Some(value.to_string());
        }
        true
    }

    /// The filter of a URL's pairs (the other keys are left alone), codes that are no country dropped.
    pub fn read_query(pairs: &[(String, String)]) -> CountryFilter {
        let mut filter = CountryFilter::default();
        let mut legacy = None;
        for (key, value) in pairs {
            filter.read_pair(&mut legacy, key, value);
        }
        let based_in = filter.based_in.or(legacy);
        CountryFilter::new(based_in.as_deref(), filter.nationality.as_deref()).known()
    }

    /// The URL pairs of the filter (`basedIn=…`, then `nationality=…`), known countries only.
    pub fn query_parts(&self) -> Vec<String> {
        let known = self.clone().known();
        [
            (BASED_IN_PARAM, known.based_in),
            (NATIONALITY_PARAM, known.nationality),
        ]
        .into_iter()
        .filter_map(|(key, code)| code.map(|c| format!("{key}={c}")))
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skora_foundations::percent::query_pairs;

    fn read(search: &str) -> CountryFilter {
        CountryFilter::read_query(&query_pairs(search))
    }

    #[test]
    fn based_in_is_the_residence_and_nationality_either_nationality() {
        let based_in = CountryFilter::new(Some("pt"), None);
        assert!(based_in.matches(Some("PT"), ["BR"]));
        assert!(!based_in.matches(Some("ES"), ["PT"]));
        assert!(!based_in.matches(None, ["PT"]));
        let nationality = CountryFilter::new(None, Some("PT"));
        assert!(nationality.matches(Some("ES"), ["BR", "PT"]));
        assert!(!nationality.matches(Some("PT"), ["BR"]));
        let both = CountryFilter::new(Some("ES"), Some("PT"));
        assert!(both.matches(Some("ES"), ["PT"]));
        assert!(!both.matches(Some("PT"), ["PT"]));
        // No filter keeps everyone, a player without countries included.
        assert!(CountryFilter::default().matches(None, []));
        // A code that is no country matches no one; blank is no filter.
        assert!(!CountryFilter::new(Some("Spain"), None).matches(Some("ES"), []));
        assert!(CountryFilter::new(Some("  "), None).is_empty());
    }

    #[test]
    fn the_url_names_both_and_an_old_country_link_is_based_in() {
        assert_eq!(
            read("basedIn=pt&nationality=br"),
            CountryFilter::new(Some("PT"), Some("BR"))
        );
        assert_eq!(read("country=PT"), CountryFilter::new(Some("PT"), None));
        assert_eq!(
            read("country=PT&basedIn=ES"),
            CountryFilter::new(Some("ES"), None)
        );
        // `basedIn` is given, so the old key is not read, and codes that are no country are dropped.
        assert_eq!(
            read("basedIn=ZZ&nationality=Spain&country=NG"),
            CountryFilter::default()
        );
        assert_eq!(
            read("nationality=PT&nationality=BR"),
            CountryFilter::new(None, Some("PT"))
        );
        assert_eq!(
            CountryFilter::new(Some("pt"), Some("BR")).query_parts(),
            ["basedIn=PT", "nationality=BR"]
        );
        assert!(CountryFilter::new(Some("Spain"), None)
            .query_parts()
            .is_empty());
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_foundations::percent::query_pairs;

    proptest! {
        #[test]
        fn the_url_round_trips(based_in in prop::option::of("PT|BR|es|ZZ|"), nationality in prop::option::of("PT|NG|x")) {
            let f = CountryFilter::new(based_in.as_deref(), nationality.as_deref()).known();
            let search = f.query_parts().join("&");
            prop_assert_eq!(CountryFilter::read_query(&query_pairs(&search)), f);
        }
    }
}
