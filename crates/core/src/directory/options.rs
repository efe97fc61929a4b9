//! The words of the directory's select options (player type, sort), beside the query whose values
//! they show: the filter's plural wording ("Goalkeepers") differs from the CV's ("Goalkeeper").

use super::query::Sort;
use skora_domain::profile::PlayerType;

/// The player-type filter's option for a value; `None` is the option that filters nothing.
pub fn player_type_filter_label(value: Option<PlayerType>) -> &'static str {
    match value {
        None => "All players",
        Some(PlayerType::Outfield) => "Outfield players",
        Some(PlayerType::Goalkeeper) => "Goalkeepers",
    }
}

/// The sort select's option for an order.
pub fn sort_label(sort: Sort) -> &'static str {
    match sort {
        Sort::Name => "Surname (A–Z)",
        Sort::Youngest => "Youngest first",
        Sort::Oldest => "Oldest first",
        Sort::Updated => "Recently updated",
        Sort::Confirmed => "Most confirmed minutes",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_options_read_as_the_directory_shows_them() {
        assert_eq!(player_type_filter_label(None), "All players");
        assert_eq!(
            player_type_filter_label(Some(PlayerType::Outfield)),
            "Outfield players"
        );
        assert_eq!(
            player_type_filter_label(Some(PlayerType::Goalkeeper)),
            "Goalkeepers"
        );
        assert_eq!(sort_label(Sort::Name), "Surname (A–Z)");
        assert_eq!(sort_label(Sort::Updated), "Recently updated");
    }
}
