//! How a person's name is written: one rule for the Firebase display name, the CV, the directory's
//! cards and the clips gallery, so the same player never appears under two spellings.

/// The CV page's title while no CV is loaded, and for a CV without a name.
pub const CV_TITLE_FALLBACK: &str = "Player profile";

/// The display name: both names trimmed, joined by single spaces (inner runs collapse too).
pub fn display_name(first: &str, last: &str) -> String {
    first
        .split_whitespace()
        .chain(last.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The title of a player's CV page: their display name, or [`CV_TITLE_FALLBACK`] when the stored
/// document has no name to show (an early or damaged CV still gets a page title).
pub fn cv_title(first: &str, last: &str) -> String {
    let name = display_name(first, last);
    if name.is_empty() {
        CV_TITLE_FALLBACK.to_string()
    } else {
        name
    }
}

/// A display name split back into a CV's first and last name, for a CV that has none yet: the last word is the
/// last name, the words before it the first name; a single word is a first name only. Trimmed, inner runs of
/// spaces collapsed, so joining the two with [`display_name`] gives the same name back.
pub fn split_display_name(name: &str) -> (String, String) {
    let words: Vec<&str> = name.split_whitespace().collect();
    match words.split_last() {
        None => (String::new(), String::new()),
        Some((only, [])) => ((*only).to_string(), String::new()),
        Some((last, first)) => (first.join(" "), (*last).to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_name_joins_with_one_space() {
        assert_eq!(display_name("  Lionel ", " Messi  "), "Lionel Messi");
        assert_eq!(
            display_name("Lionel  Andrés", "Messi"),
            "Lionel Andrés Messi"
        );
        assert_eq!(display_name("", " Messi"), "Messi");
        assert_eq!(display_name(" ", ""), "");
    }

    #[test]
    fn a_display_name_splits_at_its_last_word() {
        let split = |s: &str| {
            let (f, l) = split_display_name(s);
            (f, l)
        };
        assert_eq!(split("Rui Carvalho"), ("Rui".into(), "Carvalho".into()));
        assert_eq!(
            split("  Lionel  Andrés   Messi "),
            ("Lionel Andrés".into(), "Messi".into())
        );
        assert_eq!(split(" Pelé "), ("Pelé".into(), String::new()));
        assert_eq!(split(""), (String::new(), String::new()));
        assert_eq!(split(" \t\n"), (String::new(), String::new()));
    }

    #[test]
    fn the_cv_title_is_the_name_or_the_fallback() {
        assert_eq!(cv_title("Lionel ", " Messi"), "Lionel Messi");
        assert_eq!(cv_title("", "Messi"), "Messi");
        assert_eq!(cv_title("", ""), "Player profile");
        assert_eq!(cv_title(" \t", "\n"), "Player profile");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_split_name_joins_back_to_the_same_display_name(name in any::<String>()) {
            let (first, last) = split_display_name(&name);
            prop_assert_eq!(display_name(&first, &last), display_name(&name, ""));
            prop_assert_eq!(first.trim(), first.as_str());
            prop_assert!(!last.contains(char::is_whitespace));
            if first.is_empty() { prop_assert!(last.is_empty()); }
        }

        #[test]
        fn display_name_is_trimmed_with_single_spaces(first in any::<String>(), last in any::<String>()) {
            let name = display_name(&first, &last);
            prop_assert_eq!(name.trim(), name.as_str());
            prop_assert!(!name.contains("  "));
            prop_assert_eq!(display_name(&name, ""), name.clone());
        }

        #[test]
        fn the_cv_title_is_never_blank(first in any::<String>(), last in any::<String>()) {
            let title = cv_title(&first, &last);
            prop_assert!(!title.trim().is_empty());
            let name = display_name(&first, &last);
            prop_assert_eq!(title == CV_TITLE_FALLBACK, name.is_empty() || name == CV_TITLE_FALLBACK);
        }
    }
}
