//! How a person's name is written: one rule for the Firebase display name, the CV, the directory's
//! cards and the clips gallery, so the same player never appears under two spellings.

/// The display name: both names trimmed, joined by single spaces (inner runs collapse too).
pub fn display_name(first: &str, last: &str) -> String {
    first
        .split_whitespace()
        .chain(last.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
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
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn display_name_is_trimmed_with_single_spaces(first in any::<String>(), last in any::<String>()) {
            let name = display_name(&first, &last);
            prop_assert_eq!(name.trim(), name.as_str());
            prop_assert!(!name.contains("  "));
            prop_assert_eq!(display_name(&name, ""), name.clone());
        }
    }
}
