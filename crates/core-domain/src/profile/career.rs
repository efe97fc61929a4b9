//! How the CV writes a career row's span of seasons, so the CV, its PDF and any card say it alike.

/// `2004 – 2021`, `2023 – present` for a club the player is still at (`to: None`), and a single
/// year when the stint began and ended in the same year. An en dash with spaces, as in print.
/// A `to` before `from` is written as given: the validator refuses it, and the CV shows what is stored.
pub fn career_seasons(from: u16, to: Option<u16>) -> String {
    match to {
        None => format!("{from} – present"),
        Some(to) if to == from => from.to_string(),
        Some(to) => format!("{from} – {to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_a_current_club_and_a_single_year() {
        assert_eq!(career_seasons(2004, Some(2021)), "2004 – 2021");
        assert_eq!(career_seasons(2023, None), "2023 – present");
        assert_eq!(career_seasons(2019, Some(2019)), "2019");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_text_starts_with_the_first_year_and_ends_with_the_last_or_present(
            from in any::<u16>(), to in prop::option::of(any::<u16>()),
        ) {
            let text = career_seasons(from, to);
            prop_assert!(text.starts_with(&from.to_string()));
            match to {
                None => prop_assert!(text.ends_with(" – present")),
                Some(to) if to == from => prop_assert_eq!(text, from.to_string()),
                Some(to) => prop_assert_eq!(text, format!("{from} – {to}")),
            }
        }
    }
}
