//! Which cells hold a player, and how a cell is named.
//!
//! A cell is one residence country at one level: level 0 is the whole country (`ES`), levels 1–5 are the
//! geohash cells of the entry's coarse point, one character more each (`ES-e`, …, `ES-ezjmg`), and level 6
//! splits a level-5 cell into 16 shards by the uid's hash (`ES-ezjmg~a`), since the coarse points of a city's
//! players share one level-5 cell. Each cell lists its children by their key (`c`: the next geohash character,
//! or the shard's), so a reader descends from the country to the cells in view without a query.

use serde::{Deserialize, Serialize};

use crate::player_index::{IndexEntry, GEOHASH_PRECISION};
use skora_domain::countries::is_country;
use skora_domain::profile::Visibility;
use skora_foundations::firestore_paths::MAP_CELLS;
use skora_foundations::geo::LatLng;
use skora_foundations::geohash::{self, BASE32};
use skora_foundations::sha256::sha256;

/// The level of the shards: one below the finest geohash cell.
pub const SHARD_LEVEL: usize = GEOHASH_PRECISION + 1;

/// Who a set of cells is for: `public` holds the public entries (anyone reads it), `all` the public and the
/// members-only ones (verified members read it), as the index's own reads split them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum CellSet {
    Public,
    All,
}

impl CellSet {
    pub const ALL: [CellSet; 2] = [CellSet::Public, CellSet::All];

    pub fn as_str(self) -> &'static str {
        match self {
            CellSet::Public => "public",
            CellSet::All => "all",
        }
    }

    /// The collection of the set's cells: `mapCells/{set}/cells`.
    pub fn collection(self) -> String {
        format!("{MAP_CELLS}/{}/cells", self.as_str())
    }

    /// The set a reader reads: `members`, a verified member, who may see members-only entries.
    pub fn for_reader(members: bool) -> CellSet {
        if members {
            CellSet::All
        } else {
            CellSet::Public
        }
    }

    /// The sets an entry of this visibility counts in.
    pub fn of(visibility: Visibility) -> &'static [CellSet] {
        match visibility {
            Visibility::Public => &CellSet::ALL,
            Visibility::Members => &[CellSet::All],
        }
    }

    fn parse(text: &str) -> Option<CellSet> {
        CellSet::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// One cell: a country, a geohash prefix (empty at level 0) and, at `SHARD_LEVEL`, a shard.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CellId {
    country: String,
    hash: String,
    shard: Option<char>,
}

/// The shard of a uid: the first hex digit of its SHA-256, so a city's players spread evenly.
pub fn shard_of(uid: &str) -> char {
    let first = sha256(uid.as_bytes())[0] >> 4;
    char::from_digit(u32::from(first), 16).unwrap_or('0')
}

fn is_geohash(hash: &str) -> bool {
    hash.len() <= GEOHASH_PRECISION && hash.bytes().all(|b| BASE32.contains(&b))
}

impl CellId {
    /// A country's level-0 cell; `None` for anything but a known country code (uppercase).
    pub fn country(code: &str) -> Option<CellId> {
        is_country(code).then(|| CellId {
            country: code.to_string(),
            hash: String::new(),
            shard: None,
        })
    }

    pub fn level(&self) -> usize {
        self.hash.len() + usize::from(self.shard.is_some())
    }

    pub fn country_code(&self) -> &str {
        &self.country
    }

    /// The document id: `ES`, `ES-ezjm`, `ES-ezjmg~a`.
    pub fn id(&self) -> String {
        match (self.hash.is_empty(), self.shard) {
            (true, _) => self.country.clone(),
            (false, None) => format!("{}-{}", self.country, self.hash),
            (false, Some(s)) => format!("{}-{}~{s}", self.country, self.hash),
        }
    }

    /// The cell an id names, or `None` when it names none.
    pub fn parse(id: &str) -> Option<CellId> {
        let (country, rest) = id.split_once('-').unwrap_or((id, ""));
        let mut cell = CellId::country(country)?;
        if id.len() == country.len() {
            return Some(cell);
        }
        let (hash, shard) = match rest.split_once('~') {
            Some((hash, shard)) => (hash, Some(shard)),
            None => (rest, None),
        };
        if hash.is_empty() || !is_geohash(hash) {
            return None;
        }
        cell.hash = hash.to_string();
        if let Some(shard) = shard {
            let mut chars = shard.chars();
            let (Some(s), None) = (chars.next(), chars.next()) else {
                return None;
            };
            if hash.len() != GEOHASH_PRECISION || !s.is_ascii_hexdigit() || s.is_ascii_uppercase() {
                return None;
            }
            cell.shard = Some(s);
        }
        Some(cell)
    }

    /// The child of this cell under `key` (a geohash character, or a shard's hex digit under a level-5 cell).
    pub fn child(&self, key: &str) -> Option<CellId> {
        let mut chars = key.chars();
        let (Some(k), None) = (chars.next(), chars.next()) else {
            return None;
        };
        match self.level() {
            l if l < GEOHASH_PRECISION => {
                let hash = format!("{}{k}", self.hash);
                is_geohash(&hash).then(|| CellId {
                    hash,
                    ..self.clone()
                })
            }
            GEOHASH_PRECISION if k.is_ascii_hexdigit() && !k.is_ascii_uppercase() => Some(CellId {
                shard: Some(k),
                ..self.clone()
            }),
            _ => None,
        }
    }

    /// The geohash prefix of the cell (empty at level 0; a shard's is its level-5 cell's).
    pub fn geohash(&self) -> &str {
        &self.hash
    }

    /// The cell one level up (`None` at level 0).
    pub fn parent(&self) -> Option<CellId> {
        if self.shard.is_some() {
            return Some(CellId {
                shard: None,
                ..self.clone()
            });
        }
        let mut hash = self.hash.clone();
        hash.pop()?;
        Some(CellId {
            hash,
            ..self.clone()
        })
    }

    /// This cell's key in its parent's children (`None` at level 0).
    pub fn key(&self) -> Option<String> {
        match self.shard {
            Some(s) => Some(s.to_string()),
            None => self.hash.chars().last().map(String::from),
        }
    }

    /// The cell's corners (south-west, north-east); `None` at level 0, which is the whole country.
    pub fn bounds(&self) -> Option<(LatLng, LatLng)> {
        if self.hash.is_empty() {
            return None;
        }
        geohash::bounds(&self.hash)
    }

    /// `mapCells/{set}/cells/{id}`.
    pub fn path(&self, set: CellSet) -> String {
        format!("{}/{}", set.collection(), self.id())
    }

    /// The set and cell a document path names, or `None` when it is no cell's.
    pub fn read_path(path: &str) -> Option<(CellSet, CellId)> {
        let rest = path.strip_prefix(MAP_CELLS)?.strip_prefix('/')?;
        let (set, rest) = rest.split_once('/')?;
        let id = rest.strip_prefix("cells/")?;
        Some((CellSet::parse(set)?, CellId::parse(id)?))
    }
}

/// The cells holding an entry of player `uid`, from the country down (empty when its residence is no country):
/// the country alone for an entry without a point, else every level to its shard.
pub fn cells_of(uid: &str, entry: &IndexEntry) -> Vec<CellId> {
    let Some(country) = entry
        .country_of_residence
        .as_deref()
        .and_then(CellId::country)
    else {
        return Vec::new();
    };
    let hash = entry
        .geohash
        .as_deref()
        .filter(|h| h.len() == GEOHASH_PRECISION && is_geohash(h));
    let mut chain = vec![country];
    if let Some(hash) = hash {
        for len in 1..=GEOHASH_PRECISION {
            let parent = chain.last().cloned();
            chain.extend(parent.and_then(|p| p.child(&hash[len - 1..len])));
        }
        let finest = chain.last().cloned();
        chain.extend(finest.and_then(|c| c.child(&shard_of(uid).to_string())));
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_name_each_level_and_read_back() {
        let es = CellId::country("ES").unwrap_or_else(|| panic!("a country"));
        assert_eq!((es.id(), es.level(), es.key()), ("ES".into(), 0, None));
        assert_eq!(es.parent(), None);
        let mut cell = es.clone();
        for (k, id) in [
            ("e", "ES-e"),
            ("z", "ES-ez"),
            ("j", "ES-ezj"),
            ("m", "ES-ezjm"),
            ("g", "ES-ezjmg"),
            ("a", "ES-ezjmg~a"),
        ] {
            cell = cell.child(k).unwrap_or_else(|| panic!("a child {k}"));
            assert_eq!(cell.id(), id);
            assert_eq!(cell.key().as_deref(), Some(k));
            assert_eq!(CellId::parse(id).as_ref(), Some(&cell), "{id}");
            assert_eq!(cell.parent().and_then(|p| p.child(k)).as_ref(), Some(&cell));
        }
        assert_eq!(cell.level(), SHARD_LEVEL);
        assert_eq!(cell.child("0"), None, "a shard has no children");
        assert_eq!(
            cell.path(CellSet::All),
            "mapCells/all/cells/ES-ezjmg~a".to_string()
        );
        assert_eq!(
            CellId::read_path("mapCells/public/cells/ES-ezj"),
            Some((
                CellSet::Public,
                CellId::parse("ES-ezj").unwrap_or_else(|| panic!("id"))
            ))
        );
    }

    #[test]
    fn what_is_no_cell_reads_as_none() {
        for id in [
            "",
            "ZZ",
            "es",
            "ES-",
            "ES-a",
            "ES-ezjmgh",
            "ES-ezj~a",
            "ES-ezjmg~",
            "ES-ezjmg~ab",
            "ES-ezjmg~A",
            "ES-ezjmg~g",
            "ES-e/z",
        ] {
            assert_eq!(CellId::parse(id), None, "{id}");
        }
        assert_eq!(es_child("ES", "ab"), None);
        assert_eq!(es_child("ES", "i"), None, "i is no geohash character");
        for path in [
            "mapCells/x/cells/ES",
            "mapCells/all/ES",
            "aggregates/countries",
            "mapCells/all/cells/ES/x",
        ] {
            assert_eq!(CellId::read_path(path), None, "{path}");
        }
    }

    fn es_child(id: &str, key: &str) -> Option<CellId> {
        CellId::parse(id)?.child(key)
    }

    #[test]
    fn the_sets_follow_the_visibility_and_the_reader() {
        assert_eq!(
            CellSet::of(Visibility::Public),
            &[CellSet::Public, CellSet::All]
        );
        assert_eq!(CellSet::of(Visibility::Members), &[CellSet::All]);
        assert_eq!(CellSet::for_reader(false), CellSet::Public);
        assert_eq!(CellSet::for_reader(true), CellSet::All);
    }

    #[test]
    fn shards_are_hex_digits_spread_over_uids() {
        let shards: std::collections::BTreeSet<char> =
            (0..400).map(|i| shard_of(&format!("uid{i}"))).collect();
        assert_eq!(shards.len(), 16);
        assert!(shards.iter().all(|c| c.is_ascii_hexdigit()));
    }
}
