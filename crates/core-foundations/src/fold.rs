//! Case- and accent-insensitive names, and THE name search rule the directory and the talent map share.
//!
//! `fold`: "lucia" finds "Lucía", "SANTIAGO RIOS" finds "Santiago Ríos". A hand-written table for the Latin
//! letters players' names use (Latin-1, Latin Extended-A, the Romanian and Vietnamese letters) instead of a
//! Unicode normalisation crate: the wasm is on every page's critical path and this is all the name search
//! needs. Letters outside the table (Greek, Cyrillic, ...) are kept (lowercased by the word split below).
//!
//! # The name rule
//!
//! A name matches a typed text when **every typed word of at least 2 letters is the beginning of a word of
//! the name**, in any order, case and accents folded away (`NameQuery::matches`):
//! - a name's words are the folded name split at everything that is not a letter or a digit, so a compound
//!   surname's parts are words ("Sánchez-Ferrer" → `sanchez`, `ferrer`; "O'Brien" → `brien`), words of one
//!   letter are left out, repeats count once, and the first `MAX_NAME_WORDS` words count (no real name has
//!   more; a longer one keeps the index entry small);
//! - the typed text is split the same way; its one-letter words are ignored (one letter would match half the
//!   players), so "Lucía F" looks for `lucia`, and "a" alone searches nothing;
//! - "cristiano ron" finds "Cristiano Ronaldo" (and "Ronaldo Cristiano"); "aberg" finds "Åberg",
//!   "conceicao" finds "Conceição", "moreira" finds "Tiago Moreira", "rodri" finds "Rodríguez" but "eira"
//!   does not find "Moreira" (word beginnings, not substrings: that is what an index can look up).
//!
//! The talent map applies it in memory. The directory pages on the server, where a query can ask for one
//! value of an array (`array-contains`): the index entry stores `name_keys`, every beginning of 2 letters up
//! to `NAME_KEY_MAX_BYTES` of each name word, and the query asks for `NameQuery::key`, the longest typed
//! word cut the same way. A name that matches always holds the key (proptest), so the server never leaves a
//! match out; when the key is the whole typed text (one word of at most `NAME_KEY_MAX_BYTES`) the server's
//! answer is exactly the rule's, otherwise the directory's page checks the rest with `NameQuery::matches`.

/// Base letters of U+00C0–U+00FF; `*` marks a letter folded to two letters or kept (see `fold_char`).
const LATIN_1: &[u8; 64] = b"aaaaaa*ceeeeiiiidnooooo*ouuuuy**aaaaaa*ceeeeiiiidnooooo*ouuuuy*y";

/// Base letters of U+0100–U+017F (Latin Extended-A); `*` marks Ĳ ĳ Œ œ.
const LATIN_EXTENDED_A: &[u8; 128] = b"aaaaaaccccccccdd\
ddeeeeeeeeeegggg\
gggghhhhiiiiiiii\
ii**jjkkklllllll\
lllnnnnnnnnnoooo\
oo**rrrrrrssssss\
ssttttttuuuuuuuu\
uuuuwwyyyzzzzzzs";

/// Appends the folded form of `c` to `out`: lowercase, without accents; combining marks vanish, so a
/// decomposed "i\u{301}" folds like "í".
fn fold_char(c: char, out: &mut String) {
    let code = u32::from(c);
    let two = match c {
        'Æ' | 'æ' => Some("ae"),
        'Þ' | 'þ' => Some("th"),
        'ß' => Some("ss"),
        'Ĳ' | 'ĳ' => Some("ij"),
        'Œ' | 'œ' => Some("oe"),
        _ => None,
    };
    if let Some(two) = two {
        out.push_str(two);
        return;
    }
    let base = match code {
        0x41..=0x5A => Some(c.to_ascii_lowercase() as u8),
        0xC0..=0xFF => Some(LATIN_1[(code - 0xC0) as usize]),
        0x100..=0x17F => Some(LATIN_EXTENDED_A[(code - 0x100) as usize]),
        // Ơ ơ, Ư ư (Vietnamese), Ș ș, Ț ț (Romanian), Ə ə (Azerbaijani).
        0x1A0 | 0x1A1 => Some(b'o'),
        0x1AF | 0x1B0 => Some(b'u'),
        0x218 | 0x219 => Some(b's'),
        0x21A | 0x21B => Some(b't'),
        0x18F | 0x259 => Some(b'e'),
        // Latin Extended Additional: the Vietnamese vowels with tone marks.
        0x1EA0..=0x1EB7 => Some(b'a'),
        0x1EB8..=0x1EC7 => Some(b'e'),
        0x1EC8..=0x1ECB => Some(b'i'),
        0x1ECC..=0x1EE3 => Some(b'o'),
        0x1EE4..=0x1EF1 => Some(b'u'),
        0x1EF2..=0x1EF9 => Some(b'y'),
        // Combining diacritical marks: the accent of a decomposed letter.
        0x300..=0x36F => return,
        _ => None,
    };
    match base {
        // × and ÷ sit inside Latin-1 but are not letters: keep them.
        Some(b'*') | None => out.push(c),
        Some(letter) => out.push(char::from(letter)),
    }
}

/// `text` lowercased and stripped of accents, with runs of whitespace collapsed to one space and no
/// leading or trailing space.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        let start = out.len();
        if start > 0 {
            out.push(' ');
        }
        let letters = out.len();
        for c in word.chars() {
            fold_char(c, &mut out);
        }
        // A "word" of nothing but combining marks folds to nothing: drop its space too.
        if out.len() == letters {
            out.truncate(start);
        }
    }
    out
}

/// Name words and typed words shorter than this (in characters) do not count.
pub const NAME_WORD_MIN_CHARS: usize = 2;
/// The words of a name that count (see the module's rule).
pub const MAX_NAME_WORDS: usize = 8;
/// The longest key, in UTF-8 bytes: 8 Latin letters, 4 Cyrillic or Greek ones, 2 of anything else. Two
/// characters are at most 8 bytes, so every word of 2 letters has a key.
pub const NAME_KEY_MAX_BYTES: usize = 8;

/// The words of `text` by the rule: folded, lowercased, split at every character that is not a letter or a
/// digit, one-letter words left out, repeats once, in order (no cap on their number).
fn words_of(text: &str) -> Vec<String> {
    // Lowercase first (character by character, so the same letter always gives the same word), then fold:
    // letters the table does not know (Greek, Cyrillic) are lowercased, and a lowercase form the table knows
    // (the Ångström sign's å) is folded too.
    let lower: String = text.chars().flat_map(char::to_lowercase).collect();
    let folded = fold(&lower);
    let mut words: Vec<String> = Vec::new();
    for word in folded.split(|c: char| !c.is_alphanumeric()) {
        if word.chars().count() >= NAME_WORD_MIN_CHARS && !words.iter().any(|w| w == word) {
            words.push(word.to_string());
        }
    }
    words
}

/// The words of a name that the rule looks at: at most `MAX_NAME_WORDS`, in the name's order.
pub fn name_words(name: &str) -> Vec<String> {
    let mut words = words_of(name);
    words.truncate(MAX_NAME_WORDS);
    words
}

/// The longest beginning of `word` of at most `NAME_KEY_MAX_BYTES` bytes, on a character boundary.
fn key_of(word: &str) -> &str {
    let mut end = 0;
    for (i, c) in word.char_indices() {
        if i + c.len_utf8() > NAME_KEY_MAX_BYTES {
            break;
        }
        end = i + c.len_utf8();
    }
    &word[..end]
}

/// The index entry's `nameKeys`: every beginning of every name word from 2 characters up to
/// `NAME_KEY_MAX_BYTES` bytes, each once. At most `MAX_NAME_WORDS` × 7 short strings (448 bytes of JSON
/// for eight long Latin words), whatever the name.
pub fn name_keys(name: &str) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for word in name_words(name) {
        let longest = key_of(&word);
        let ends = longest.char_indices().map(|(i, c)| i + c.len_utf8());
        for end in ends.skip(NAME_WORD_MIN_CHARS - 1) {
            let key = &longest[..end];
            if !keys.iter().any(|k| k == key) {
                keys.push(key.to_string());
            }
        }
    }
    keys
}

/// A typed name search, read by the rule.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NameQuery {
    words: Vec<String>,
}

impl NameQuery {
    pub fn parse(text: &str) -> NameQuery {
        NameQuery {
            words: words_of(text),
        }
    }

    /// No word of 2 letters or more was typed: the search does not narrow anything.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The one value the directory's `array-contains` asks `nameKeys` for: the longest typed word (the most
    /// selective; the first of equals) cut to `NAME_KEY_MAX_BYTES`. `None` for an empty search.
    pub fn key(&self) -> Option<&str> {
        self.words
            .iter()
            .map(|w| key_of(w))
            .fold(None, |best: Option<&str>, k| match best {
                Some(b) if b.len() >= k.len() => Some(b),
                _ => Some(k),
            })
    }

    /// Whether the server's `array-contains` on `key()` is the whole rule: one typed word, no longer than a key.
    pub fn is_exact_key(&self) -> bool {
        matches!(self.words.as_slice(), [w] if key_of(w) == w)
    }

    /// The rule: every typed word begins a word of `name` (a display name, folded here). An empty search
    /// matches every name.
    pub fn matches(&self, name: &str) -> bool {
        self.matches_words(&name_words(name))
    }

    /// `matches` for a name's words already split (`name_words`): the map splits each name once.
    pub fn matches_words(&self, name_words: &[String]) -> bool {
        self.words
            .iter()
            .all(|typed| name_words.iter().any(|w| w.starts_with(typed.as_str())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_accents_fold_away() {
        assert_eq!(fold("Lucía Ferrer"), "lucia ferrer");
        assert_eq!(fold("SANTIAGO RÍOS"), "santiago rios");
        assert_eq!(fold("Étoile de Médina"), "etoile de medina");
        assert_eq!(fold("Łukasz Żółć"), "lukasz zolc");
        assert_eq!(fold("Dvořák Šťastný"), "dvorak stastny");
        assert_eq!(fold("Çağlar Söyüncü"), "caglar soyuncu");
        assert_eq!(fold("Ødegaard Åge"), "odegaard age");
        assert_eq!(fold("Nguyễn Công Phượng"), "nguyen cong phuong");
        assert_eq!(fold("Ștefan Țurcanu"), "stefan turcanu");
        assert_eq!(fold("Đorđe İlkay"), "dorde ilkay");
    }

    #[test]
    fn ligatures_and_sharp_s_become_two_letters() {
        assert_eq!(fold("Straße"), "strasse");
        assert_eq!(fold("Æsir Œuvre Þór"), "aesir oeuvre thor");
        assert_eq!(fold("Ĳssel"), "ijssel");
    }

    #[test]
    fn decomposed_accents_fold_like_composed_ones() {
        assert_eq!(fold("Luci\u{301}a"), "lucia");
        assert_eq!(fold("Lucía"), fold("Luci\u{301}a"));
    }

    #[test]
    fn every_latin_letter_of_the_tables_folds_to_ascii() {
        let letters = (0xC0u32..=0x17F)
            .chain(0x1EA0..=0x1EF9)
            .filter_map(char::from_u32)
            .filter(|c| !matches!(c, '×' | '÷'));
        for c in letters {
            let folded = fold(&c.to_string());
            assert!(
                !folded.is_empty() && folded.bytes().all(|b| b.is_ascii_lowercase()),
                "{c} (U+{:04X}) folds to {folded:?}",
                u32::from(c)
            );
        }
        assert_eq!(fold("×÷"), "×÷");
    }

    #[test]
    fn whitespace_is_collapsed_and_trimmed() {
        assert_eq!(fold("  Jonas \t  Weber\n"), "jonas weber");
        assert_eq!(fold("   "), "");
    }

    #[test]
    fn other_scripts_are_kept_as_they_are() {
        assert_eq!(fold("Μέσι Пеле 孫"), "Μέσι Пеле 孫");
    }

    #[test]
    fn every_typed_word_begins_a_name_word_in_any_order() {
        let q = |t: &str| NameQuery::parse(t);
        assert!(q("lucia").matches("Lucía Ferrer"));
        assert!(q("FERRER luc").matches("Lucía Ferrer"));
        assert!(q("").matches("Lucía Ferrer"));
        assert!(!q("lucia weber").matches("Lucía Ferrer"));
        assert!(
            !q("errer").matches("Lucía Ferrer"),
            "a beginning, not a substring"
        );
        assert!(q("cristiano ron").matches("Cristiano Ronaldo dos Santos Aveiro"));
        assert!(q("aveiro").matches("Cristiano Ronaldo dos Santos Aveiro"));
    }

    #[test]
    fn surnames_with_accents_and_compound_parts_are_found() {
        let q = |t: &str| NameQuery::parse(t);
        assert!(q("moreira").matches("Tiago Moreira"));
        assert!(q("Abdelrahman").matches("Omar Abdelrahman"));
        assert!(q("aberg").matches("Elsa Åberg"));
        assert!(q("ÅBERG").matches("Elsa Aberg"));
        assert!(q("conceicao").matches("Ana Conceição"));
        assert!(q("ferrer").matches("Ana Sánchez-Ferrer"));
        assert!(q("sanchez-ferrer").matches("Ana Sánchez-Ferrer"));
        assert!(q("sayed").matches("Omar El Sayed"));
        assert!(q("brien").matches("Liam O'Brien"));
    }

    #[test]
    fn one_letter_words_do_not_count() {
        assert!(NameQuery::parse("a").is_empty());
        assert!(NameQuery::parse("Lucía F").matches("Lucía Weber"));
        assert_eq!(name_words("J. R. Smith-Rowe"), ["smith", "rowe"]);
        assert!(name_keys("A B").is_empty());
    }

    #[test]
    fn keys_are_the_beginnings_of_each_word_up_to_eight_bytes() {
        assert_eq!(
            name_keys("Ana Conceição"),
            ["an", "ana", "co", "con", "conc", "conce", "concei", "conceic", "conceica"]
        );
        assert_eq!(name_keys("Ана Ж"), ["ан", "ана"]);
        assert_eq!(name_keys("𝔇𝔇𝔇"), ["𝔇𝔇"]);
        assert_eq!(name_keys("Ana ana ANA"), ["an", "ana"]);
        // Only the first eight words count.
        let long = "aa bb cc dd ee ff gg hh ii";
        assert_eq!(name_words(long).len(), MAX_NAME_WORDS);
        assert!(!NameQuery::parse("ii").matches(long));
    }

    #[test]
    fn the_query_key_is_its_longest_word_cut_to_a_key() {
        assert_eq!(NameQuery::parse("cristiano ron").key(), Some("cristian"));
        assert_eq!(NameQuery::parse("ron ana").key(), Some("ron"));
        assert_eq!(NameQuery::parse("Åberg").key(), Some("aberg"));
        assert_eq!(NameQuery::parse("x").key(), None);
        assert!(NameQuery::parse("Moreira").is_exact_key());
        assert!(!NameQuery::parse("Abdelrahman").is_exact_key());
        assert!(!NameQuery::parse("ana lu").is_exact_key());
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn folding_is_idempotent(s in any::<String>()) {
            let once = fold(&s);
            prop_assert_eq!(fold(&once), once);
        }

        #[test]
        fn ascii_folds_to_its_lowercase(s in "[ -~]{0,30}") {
            let expected = s.split_whitespace().map(str::to_ascii_lowercase).collect::<Vec<_>>().join(" ");
            prop_assert_eq!(fold(&s), expected);
        }

        #[test]
        fn a_name_always_matches_any_of_its_own_words(s in "\\PC{0,30}") {
            for word in name_words(&s) {
                prop_assert!(NameQuery::parse(&word).matches(&s));
            }
        }

        /// The directory and the map agree: for any name and any typed text, the map's match is "the entry's
        /// `nameKeys` hold the query's key" and, when the key is not the whole text, the page's check.
        #[test]
        fn the_index_keys_answer_the_rule(
            name in "([A-Za-zÅåÇçÃãÉéØøŁłßЖж' -]{0,12}|\\PC{0,16})",
            typed in "([A-Za-zÅåÇçÃãÉéØøŁłßЖж' -]{0,8}|\\PC{0,8})",
        ) {
            let query = NameQuery::parse(&typed);
            let keys = name_keys(&name);
            let server = query.key().is_none_or(|k| keys.iter().any(|x| x == k));
            let map = query.matches(&name);
            // The server never leaves out a match ...
            prop_assert!(!map || server, "{:?} {:?} {:?}", name, typed, keys);
            // ... and with one short word it is the whole rule.
            if query.is_exact_key() {
                prop_assert_eq!(server, map);
            }
            // Every key is a beginning of a counted word, 2 characters to 8 bytes.
            let words = name_words(&name);
            for k in &keys {
                prop_assert!(k.chars().count() >= 2 && k.len() <= NAME_KEY_MAX_BYTES);
                prop_assert!(words.iter().any(|w| w.starts_with(k.as_str())));
            }
        }

        #[test]
        fn a_word_typed_from_any_name_word_s_beginning_finds_it(
            name in "\\PC{0,40}", pick in any::<prop::sample::Index>(), cut in 2usize..12,
        ) {
            let words = name_words(&name);
            if !words.is_empty() {
                let word = &words[pick.index(words.len())];
                let typed: String = word.chars().take(cut).collect();
                let query = NameQuery::parse(&typed);
                prop_assert!(query.matches(&name));
                prop_assert!(query.key().is_some_and(|k| name_keys(&name).iter().any(|x| x == k)));
            }
        }
    }
}
