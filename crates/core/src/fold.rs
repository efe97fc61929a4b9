//! Case- and accent-insensitive name matching: "lucia" finds "Lucía", "SANTIAGO RIOS" finds "Santiago Ríos".
//!
//! A leaf of its own because the directory's query plan (the typed prefix) and the server-side player index
//! (its `searchKey`) fold names the same way: a prefix typed in the directory must find the key the index
//! stored.
//!
//! A hand-written table for the Latin letters players' names use (Latin-1, Latin Extended-A, the
//! Romanian and Vietnamese letters) instead of a Unicode normalisation crate: the wasm is on every page's
//! critical path and this is all the name search needs. Letters outside the table (Greek, Cyrillic, ...)
//! are kept as they are, so they still match themselves exactly.

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

/// Whether every word of `query` (already folded) appears somewhere in `name` (already folded), in any
/// order: "ferrer lucia" finds "Lucía Ferrer". An empty query matches every name. The name rule of the
/// talent map's in-memory filter (`talent_map`); the directory pages on the server with prefixes instead.
pub fn matches(name: &str, folded_query: &str) -> bool {
    folded_query.split(' ').all(|word| name.contains(word))
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
    fn every_query_word_must_appear_in_any_order() {
        let name = fold("Lucía Ferrer");
        assert!(matches(&name, &fold("lucia")));
        assert!(matches(&name, &fold("FERRER luc")));
        assert!(matches(&name, &fold("")));
        assert!(!matches(&name, &fold("lucia weber")));
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
            let name = fold(&s);
            for word in name.split(' ') {
                prop_assert!(matches(&name, word));
            }
        }
    }
}
