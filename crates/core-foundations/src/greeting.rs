//! The short name shown in the header greeting ("Hi, Lionel Messi").
//!
//! The header has room for about two short words, so long names are cut rather than wrapped.

/// Shown when the account has no usable display name.
const FALLBACK: &str = "User";
/// More words than this do not fit the header.
const MAX_WORDS: usize = 2;
/// Words up to this many chars are shown whole.
const MAX_WORD_CHARS: usize = 15;
/// A longer word keeps this many chars, then the ellipsis (12 + 3 = 15, the same width as a whole word).
const CUT_CHARS: usize = 12;
const ELLIPSIS: &str = "...";

/// The greeting name for a display name: at most two words, long words cut, `...` when words were dropped.
pub fn greeting_name(display_name: Option<&str>) -> String {
    // `split_whitespace` splits on Unicode White_Space, so no-break and ideographic spaces count too.
    let words: Vec<&str> = display_name.unwrap_or("").split_whitespace().collect();
    if words.is_empty() {
        return FALLBACK.to_string();
    }
    let mut shown: Vec<String> = words.iter().take(MAX_WORDS).map(|w| shorten(w)).collect();
    if words.len() > MAX_WORDS {
        if let Some(last) = shown.last_mut() {
            last.push_str(ELLIPSIS);
        }
    }
    shown.join(" ")
}

/// Cuts a word by chars (never bytes) so multi-byte letters are never split.
fn shorten(word: &str) -> String {
    if word.chars().count() > MAX_WORD_CHARS {
        let mut cut: String = word.chars().take(CUT_CHARS).collect();
        cut.push_str(ELLIPSIS);
        cut
    } else {
        word.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_short_words_are_kept_as_they_are() {
        assert_eq!(greeting_name(Some("Lionel Messi")), "Lionel Messi");
    }

    #[test]
    fn more_than_two_words_keep_two_and_add_ellipsis() {
        assert_eq!(
            greeting_name(Some("Cristiano Ronaldo dos Santos")),
            "Cristiano Ronaldo..."
        );
    }

    #[test]
    fn long_word_is_cut_to_twelve_chars_and_ellipsis() {
        assert_eq!(
            greeting_name(Some("Maximilianusschmidt Ek")),
            "Maximilianus... Ek"
        );
    }

    #[test]
    fn dropped_words_ellipsis_follows_the_second_word_after_its_cut() {
        assert_eq!(
            greeting_name(Some("Maximilianusschmidt Ek Foo")),
            "Maximilianus... Ek..."
        );
        assert_eq!(
            greeting_name(Some("Ek Maximilianusschmidt Foo")),
            "Ek Maximilianus......"
        );
    }

    #[test]
    fn blank_or_missing_name_is_user() {
        assert_eq!(greeting_name(Some("  ")), "User");
        assert_eq!(greeting_name(Some("")), "User");
        assert_eq!(greeting_name(Some("\t\n\u{3000}")), "User");
        assert_eq!(greeting_name(None), "User");
    }

    #[test]
    fn word_of_exactly_fifteen_chars_is_kept_whole() {
        assert_eq!(greeting_name(Some("Abcdefghijklmno")), "Abcdefghijklmno");
        assert_eq!(greeting_name(Some("Abcdefghijklmnop")), "Abcdefghijkl...");
    }

    #[test]
    fn one_word_is_kept() {
        assert_eq!(greeting_name(Some("Pelé")), "Pelé");
    }

    #[test]
    fn extra_whitespace_collapses_to_one_space() {
        assert_eq!(greeting_name(Some("  Lionel \t  Messi \n")), "Lionel Messi");
    }

    #[test]
    fn multibyte_words_are_cut_by_chars_not_bytes() {
        // 16 chars, 32 bytes: cut after 12 chars, never inside a char.
        let name = "ŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁ";
        assert_eq!(greeting_name(Some(name)), "ŁŁŁŁŁŁŁŁŁŁŁŁ...");
        // 15 chars but 30 bytes: kept whole.
        assert_eq!(greeting_name(Some("ŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁ")), "ŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁ");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_empty_and_never_panics(s in any::<String>()) {
            prop_assert!(!greeting_name(Some(&s)).is_empty());
        }

        #[test]
        fn at_most_two_words_each_at_most_eighteen_chars(s in any::<String>()) {
            let g = greeting_name(Some(&s));
            let words: Vec<&str> = g.split(' ').collect();
            prop_assert!(words.len() <= 2);
            for w in words {
                prop_assert!(!w.is_empty());
                prop_assert!(w.chars().count() <= 18, "{w:?}");
            }
        }

        #[test]
        fn words_come_from_the_input_in_order(s in "[a-zA-Zé ]{0,60}") {
            let g = greeting_name(Some(&s));
            let input: Vec<&str> = s.split_whitespace().collect();
            if input.is_empty() {
                prop_assert_eq!(g, "User");
            } else {
                for (shown, original) in g.split(' ').zip(input) {
                    let stem = shown.trim_end_matches('.');
                    prop_assert!(original.starts_with(stem));
                }
            }
        }

        #[test]
        fn short_names_are_a_fixed_point(words in prop::collection::vec("[\\p{L}]{1,15}", 1..=2)) {
            let name = words.join(" ");
            let g = greeting_name(Some(&name));
            prop_assert_eq!(&g, &name);
            prop_assert_eq!(greeting_name(Some(&g)), g);
        }

        #[test]
        fn output_with_short_words_is_a_fixed_point(s in any::<String>()) {
            // Re-greeting is stable whenever nothing in the output is long enough to be cut again.
            let g = greeting_name(Some(&s));
            if g.split(' ').all(|w| w.chars().count() <= MAX_WORD_CHARS) {
                prop_assert_eq!(greeting_name(Some(&g)), g);
            }
        }
    }
}
