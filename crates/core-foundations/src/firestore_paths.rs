//! Where a user's documents and files live: `players/{uid}` (and its `private/details`, its career and
//! honours entries `career/{NN}`, `honours/{NN}`), `users/{uid}`,
//! `profilePictures/{uid}` (and the uploads, `pictureUploads/{uid}`), `playerIndex/{uid}` and `newsletterSubscriptions/{email}`, built in one place.
//!
//! A path is built from an id the app did not choose (a uid from Firebase Auth, an address a visitor
//! typed), so an id that is not a valid Firestore document id is refused here: `a/b` would address
//! another document (`players/a/b` is a document of the `b` subcollection), and an empty id would
//! address the collection itself. Storage paths (`profilePictures/{uid}`) follow the same rule, since
//! `storage.rules` matches them by the same uid. The Firestore and Storage rules check the ids again;
//! this keeps a wrong path from being built at all.

/// The CV documents (`players/{uid}`), public or members-only, written by their owner.
pub const PLAYERS: &str = "players";
/// The private account records (`users/{uid}`).
pub const USERS: &str = "users";
/// A scout's profile, one document per scout account (its owner alone reads it).
pub const SCOUTS: &str = "scouts";
/// The profile pictures in Cloud Storage (`profilePictures/{uid}`): the SERVED pictures, written only by
/// the functions (a re-encoding of the owner's upload), read as the CV's visibility allows.
pub const PROFILE_PICTURES: &str = "profilePictures";
/// The owners' uploads in Cloud Storage (`pictureUploads/{uid}`): written by the owner, read by nobody,
/// re-encoded into `profilePictures/{uid}` and deleted by the functions.
pub const PICTURE_UPLOADS: &str = "pictureUploads";
/// The contact form's messages (`contactMessages/{autoId}`, ids chosen by Firestore).
pub const CONTACT_MESSAGES: &str = "contactMessages";
/// The newsletter sign-ups (`newsletterSubscriptions/{email}`).
pub const NEWSLETTER_SUBSCRIPTIONS: &str = "newsletterSubscriptions";
/// The player index (`playerIndex/{uid}`), written only by the functions.
pub const PLAYER_INDEX: &str = "playerIndex";
/// Outgoing e-mail, one document per message, sent by the "Trigger Email" extension in production
/// (functions only: no client reads or writes it).
pub const MAIL: &str = "mail";
/// Newsletter sign-ups waiting for their confirmation link, by the token's hash (functions only).
pub const NEWSLETTER_PENDING: &str = "newsletterPending";
/// The open forms' rate-limit counters, by hashed key (functions only).
pub const RATE_LIMITS: &str = "rateLimits";
/// Counts over the index (`aggregates/…`), written only by the functions.
pub const AGGREGATES: &str = "aggregates";
/// What players' index writes changed in the aggregates, one document per write (`aggregateDeltas/{autoId}`),
/// waiting to be folded into `aggregates/…` (functions only).
pub const AGGREGATE_DELTAS: &str = "aggregateDeltas";
/// Pages of deltas merged into one (`aggregateMerges/{autoId}`), the fold's second stage adds them into `aggregates/…`
/// (functions only).
pub const AGGREGATE_MERGES: &str = "aggregateMerges";
/// The map's cells (`mapCells/{public|all}/cells/{id}`): per residence country and geohash cell, the players' count,
/// counts per filter key and, while the cell is small, the rows the map draws (written only by the functions).
pub const MAP_CELLS: &str = "mapCells";
/// What players' index writes changed in the map's cells, one document per write (`mapCellDeltas/{autoId}`), waiting
/// to be folded into `mapCells/…` (functions only).
pub const MAP_CELL_DELTAS: &str = "mapCellDeltas";
/// Pages of cell deltas merged and cut into chunks (`mapCellMerges/{autoId}`), added into `mapCells/…` by the cells'
/// fold (functions only).
pub const MAP_CELL_MERGES: &str = "mapCellMerges";
/// `countedSeasons/{uid}`: what a player counts for in the season documents of the aggregates (functions only).
pub const COUNTED_SEASONS: &str = "countedSeasons";
/// The functions' long jobs' progress, so a run stopped by a failure resumes where it was (functions only). The
/// backfill's: `jobs/backfill`.
pub const BACKFILL_JOB: &str = "jobs/backfill";
/// The aggregates' rebuild's progress: `jobs/aggregatesRebuild`, its sums so far in `…/sums/{NN}`.
pub const REBUILD_JOB: &str = "jobs/aggregatesRebuild";
/// The map cells' rebuild's progress (`jobs/mapCellsRebuild`): the set and country it is on.
pub const MAP_CELLS_REBUILD_JOB: &str = "jobs/mapCellsRebuild";
/// The collection of the rebuild's sums, one document per aggregate document.
pub const REBUILD_SUMS: &str = "sums";
/// The owner-only part of a player's data, `players/{uid}/private/details`.
pub const PLAYER_PRIVATE_DETAILS: &str = "private/details";
/// The player's attributes (`playerStats/{uid}`): written by the owner, read like the CV.
pub const PLAYER_STATS: &str = "playerStats";
/// The CV's career, one document per club: `players/{uid}/career/{NN}`.
pub const CAREER: &str = "career";
/// The CV's honours, one document per honour: `players/{uid}/honours/{NN}`.
pub const HONOURS: &str = "honours";
/// A player's weekly stats, one document per ISO week: `players/{uid}/weeklyStats/{YYYY-Www}` (Contract W).
pub const WEEKLY_STATS: &str = "weeklyStats";
/// A season's public record of the weeks an official confirmed: `players/{uid}/confirmedWeeks/{season}` (the
/// season's starting year; the functions' alone to write).
pub const CONFIRMED_WEEKS: &str = "confirmedWeeks";
/// `players/{uid}/confirmedTests/measured`: the measured tests an official confirmed (functions only).
pub const CONFIRMED_TESTS: &str = "confirmedTests";
/// What scouts did about a player, counted per month by the functions: `players/{uid}/interest/{YYYY-MM}`.
pub const INTEREST: &str = "interest";

/// How many entries a list stored as documents may hold: the entry ids `00`…`29` (the rules' id pattern
/// `^[0-2][0-9]$` bounds the count by itself), the core's most for career and honours alike.
pub const ENTRY_POSITIONS: usize = {
    assert!(crate::limits::CAREER_MAX_ENTRIES == 30 && crate::limits::HONOURS_MAX_ENTRIES == 30);
    30
};

/// Firestore's document id rules: not empty, at most 1500 bytes of UTF-8, no `/`, not `.` or `..`,
/// and not `__…__` (reserved by Firestore).
pub fn is_document_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 1500
        && !id.contains('/')
        && id != "."
        && id != ".."
        && !(id.len() >= 4 && id.starts_with("__") && id.ends_with("__"))
}

fn path(collection: &str, id: &str) -> Option<String> {
    is_document_id(id).then(|| format!("{collection}/{id}"))
}

/// `players/{uid}`: the player's CV; `None` for an id that is not a document id (empty, with `/`…).
pub fn player_path(uid: &str) -> Option<String> {
    path(PLAYERS, uid)
}

/// `users/{uid}`: the private account record written at sign-up.
pub fn user_path(uid: &str) -> Option<String> {
    path(USERS, uid)
}

/// `scouts/{uid}`: a scout's profile, whose existence makes the account a scout's.
pub fn scout_path(uid: &str) -> Option<String> {
    path(SCOUTS, uid)
}

/// `users/{uid}/shortlists`: a scout's lists, one document each.
pub fn shortlists_path(uid: &str) -> Option<String> {
    Some(format!("{}/shortlists", user_path(uid)?))
}

/// `users/{uid}/shortlists/{list}`: one list, for a list id `00`…`19`.
pub fn shortlist_path(uid: &str, list: &str) -> Option<String> {
    let valid = entry_position(list).is_some_and(|p| p < crate::limits::SHORTLISTS_MAX);
    valid
        .then(|| shortlists_path(uid))
        .flatten()
        .map(|lists| format!("{lists}/{list}"))
}

/// The collection of a list's saved players (and the collection group the functions query by `player`).
pub const SAVED_PLAYERS: &str = "saved";

/// `users/{uid}/shortlists/{list}/saved/{player}`: one player of a list, with the scout's note.
pub fn saved_player_path(uid: &str, list: &str, player: &str) -> Option<String> {
    let list = shortlist_path(uid, list)?;
    is_document_id(player).then(|| format!("{list}/{SAVED_PLAYERS}/{player}"))
}

/// The collection group of saved searches (the functions find the searches an index entry may newly match in it).
pub const SAVED_SEARCHES: &str = "searches";

/// `users/{uid}/searches`: a user's saved searches.
pub fn searches_path(uid: &str) -> Option<String> {
    Some(format!("{}/{SAVED_SEARCHES}", user_path(uid)?))
}

/// `users/{uid}/searches/{id}`: one saved search, for an id `00`…`19`.
pub fn search_path(uid: &str, id: &str) -> Option<String> {
    let valid = entry_position(id).is_some_and(|p| p < crate::limits::SAVED_SEARCHES_MAX);
    valid
        .then(|| searches_path(uid))
        .flatten()
        .map(|searches| format!("{searches}/{id}"))
}

/// The collection group of notifications (the daily digest finds the ones not yet sent in it).
pub const NOTIFICATIONS: &str = "notifications";

/// `users/{uid}/notifications`: what the functions tell a user (a player newly matching a saved search).
pub fn notifications_path(uid: &str) -> Option<String> {
    Some(format!("{}/{NOTIFICATIONS}", user_path(uid)?))
}

/// `users/{player}/inbox/{scout}`: the requests to contact a player, one per scout (the player's alone to read; the
/// functions write them).
pub const INBOX: &str = "inbox";
/// `users/{scout}/contacts/{player}`: the players who accepted a scout's request, with the e-mail they gave.
pub const CONTACTS: &str = "contacts";
/// `guardianLinks/{hash of the token}`: a guardian's one-time link to answer a request (the functions' alone).
pub const GUARDIAN_LINKS: &str = "guardianLinks";
/// `attestations/{id}`: a player's request to an official to confirm figures, with the snapshot of what to confirm
/// (the functions' alone: clients read a player's requests through a function).
pub const ATTESTATIONS: &str = "attestations";
/// `attestationLinks/{hash of the token}`: an official's one-time link to a request (the functions' alone).
pub const ATTESTATION_LINKS: &str = "attestationLinks";

/// `users/{player}/inbox`.
pub fn inbox_path(player: &str) -> Option<String> {
    Some(format!("{}/{INBOX}", user_path(player)?))
}

/// `users/{player}/inbox/{scout}`, or none when either id names no document or both are one account.
pub fn request_path(player: &str, scout: &str) -> Option<String> {
    (is_document_id(scout) && scout != player)
        .then(|| inbox_path(player))
        .flatten()
        .map(|inbox| format!("{inbox}/{scout}"))
}

/// `users/{scout}/contacts`.
pub fn contacts_path(scout: &str) -> Option<String> {
    Some(format!("{}/{CONTACTS}", user_path(scout)?))
}

/// `users/{scout}/contacts/{player}`.
pub fn contact_path(scout: &str, player: &str) -> Option<String> {
    (is_document_id(player) && scout != player)
        .then(|| contacts_path(scout))
        .flatten()
        .map(|contacts| format!("{contacts}/{player}"))
}

/// `players/{uid}/interest`: the player's months of interest (how many scouts shortlisted them, asked to contact them).
pub fn interest_path(uid: &str) -> Option<String> {
    path(PLAYERS, uid).map(|player| format!("{player}/{INTEREST}"))
}

/// `profilePictures/{uid}`: the player's picture in Cloud Storage.
pub fn picture_path(uid: &str) -> Option<String> {
    path(PROFILE_PICTURES, uid)
}

/// The uid whose picture a Storage object name (`profilePictures/{uid}`) is, or `None` for any other
/// object: the Storage triggers reindex that player and ignore everything else.
pub fn picture_owner(name: &str) -> Option<&str> {
    let uid = name.strip_prefix(PROFILE_PICTURES)?.strip_prefix('/')?;
    is_document_id(uid).then_some(uid)
}

/// `pictureUploads/{uid}`: where the owner uploads a new picture (the functions re-encode it).
pub fn picture_upload_path(uid: &str) -> Option<String> {
    path(PICTURE_UPLOADS, uid)
}

/// The uid whose upload a Storage object name (`pictureUploads/{uid}`) is, or `None` for any other
/// object: the re-encoding function processes that upload and ignores everything else.
pub fn picture_upload_owner(name: &str) -> Option<&str> {
    let uid = name.strip_prefix(PICTURE_UPLOADS)?.strip_prefix('/')?;
    is_document_id(uid).then_some(uid)
}

/// `playerIndex/{uid}`: the player's index entry.
pub fn player_index_path(uid: &str) -> Option<String> {
    path(PLAYER_INDEX, uid)
}

/// `players/{uid}/private/details`: the exact birth date and location, the contact email.
pub fn player_private_path(uid: &str) -> Option<String> {
    Some(format!("{}/{PLAYER_PRIVATE_DETAILS}", player_path(uid)?))
}

/// `playerStats/{uid}`: the player's measured tests and self-ratings.
pub fn player_stats_path(uid: &str) -> Option<String> {
    path(PLAYER_STATS, uid)
}

/// The document id of the entry at `position` of a list stored as documents: two digits, `00`…`29`, so
/// the ids' order (a query's default order) is the list's order. `None` past the last position.
pub fn entry_id(position: usize) -> Option<String> {
    (position < ENTRY_POSITIONS).then(|| format!("{position:02}"))
}

/// The position an entry document's id stands for (`"07"` → 7), or `None` for any other id.
pub fn entry_position(id: &str) -> Option<usize> {
    let b = id.as_bytes();
    (b.len() == 2 && b.iter().all(u8::is_ascii_digit))
        .then(|| usize::from(b[0] - b'0') * 10 + usize::from(b[1] - b'0'))
        .filter(|p| *p < ENTRY_POSITIONS)
}

/// `players/{uid}/career`: the collection of the player's career entries (read with one query).
pub fn career_path(uid: &str) -> Option<String> {
    Some(format!("{}/{CAREER}", player_path(uid)?))
}

/// `players/{uid}/honours`: the collection of the player's honours (read with one query).
pub fn honours_path(uid: &str) -> Option<String> {
    Some(format!("{}/{HONOURS}", player_path(uid)?))
}

/// `players/{uid}/{list}/{NN}`: the entry at `position` of `list` (`CAREER` or `HONOURS`).
pub fn entry_path(uid: &str, list: &str, position: usize) -> Option<String> {
    Some(format!(
        "{}/{list}/{}",
        player_path(uid)?,
        entry_id(position)?
    ))
}

/// `players/{uid}/weeklyStats`: the collection of the player's weekly entries (a season is one id-range query).
pub fn weekly_stats_path(uid: &str) -> Option<String> {
    Some(format!("{}/{WEEKLY_STATS}", player_path(uid)?))
}

/// `players/{uid}/weeklyStats/{week}` for a document id `week` (the caller checks it is an ISO week:
/// `weekly` knows weeks, this leaf only paths).
pub fn weekly_entry_path(uid: &str, week: &str) -> Option<String> {
    is_document_id(week).then_some(())?;
    Some(format!("{}/{week}", weekly_stats_path(uid)?))
}

/// `players/{uid}/confirmedWeeks/{season}`: the season's record of confirmed weeks.
pub fn confirmed_weeks_path(uid: &str, season: u16) -> Option<String> {
    Some(format!("{}/{CONFIRMED_WEEKS}/{season}", player_path(uid)?))
}

/// `players/{uid}/confirmedTests/measured`: the public record of the player's measured tests an official confirmed.
pub fn confirmed_tests_path(uid: &str) -> Option<String> {
    Some(format!("{}/{CONFIRMED_TESTS}/measured", player_path(uid)?))
}

/// `newsletterSubscriptions/{email}`, for an address already normalised by `newsletter_email`.
pub fn newsletter_subscription_path(email: &str) -> Option<String> {
    path(NEWSLETTER_SUBSCRIPTIONS, email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekly_stats_paths() {
        assert_eq!(
            weekly_stats_path("u1").as_deref(),
            Some("players/u1/weeklyStats")
        );
        assert_eq!(
            weekly_entry_path("u1", "2026-W47").as_deref(),
            Some("players/u1/weeklyStats/2026-W47")
        );
        assert_eq!(
            confirmed_weeks_path("u1", 2026).as_deref(),
            Some("players/u1/confirmedWeeks/2026")
        );
        assert_eq!(weekly_stats_path("a/b"), None);
        assert_eq!(weekly_entry_path("u1", "x/y"), None);
        assert_eq!(weekly_entry_path("", "2026-W47"), None);
    }

    #[test]
    fn document_ids_follow_firestore_rules() {
        for ok in [
            "a@b.co",
            "_",
            "__",
            "___",
            "__a",
            "a__",
            ".a",
            "...",
            &"é".repeat(750),
        ] {
            assert!(is_document_id(ok), "{ok}");
        }
        for bad in ["", "a/b", "/", ".", "..", "__a__", "____", &"é".repeat(751)] {
            assert!(!is_document_id(bad), "{bad}");
        }
    }

    #[test]
    fn paths_are_the_collection_and_the_id() {
        let uid = "Xk3pQ9aZ0bT7yW2mN4cR8dF1gH5j";
        assert_eq!(player_path(uid), Some(format!("players/{uid}")));
        assert_eq!(user_path(uid), Some(format!("users/{uid}")));
        assert_eq!(picture_path(uid), Some(format!("profilePictures/{uid}")));
        assert_eq!(player_index_path(uid), Some(format!("playerIndex/{uid}")));
        assert_eq!(player_stats_path(uid), Some(format!("playerStats/{uid}")));
        assert_eq!(picture_owner(&format!("profilePictures/{uid}")), Some(uid));
        assert_eq!(
            picture_upload_path(uid),
            Some(format!("pictureUploads/{uid}"))
        );
        assert_eq!(
            picture_upload_owner(&format!("pictureUploads/{uid}")),
            Some(uid)
        );
        assert_eq!(
            player_private_path(uid),
            Some(format!("players/{uid}/private/details"))
        );
        assert_eq!(
            newsletter_subscription_path("fan@example.com").as_deref(),
            Some("newsletterSubscriptions/fan@example.com")
        );
    }

    #[test]
    fn entries_are_numbered_by_position_with_two_digits() {
        assert_eq!(entry_id(0).as_deref(), Some("00"));
        assert_eq!(entry_id(7).as_deref(), Some("07"));
        assert_eq!(entry_id(29).as_deref(), Some("29"));
        assert_eq!(entry_id(30), None);
        assert_eq!(career_path("u1").as_deref(), Some("players/u1/career"));
        assert_eq!(honours_path("u1").as_deref(), Some("players/u1/honours"));
        assert_eq!(
            entry_path("u1", CAREER, 3).as_deref(),
            Some("players/u1/career/03")
        );
        assert_eq!(
            entry_path("u1", HONOURS, 29).as_deref(),
            Some("players/u1/honours/29")
        );
        assert_eq!(entry_path("u1", CAREER, 30), None);
        assert_eq!(entry_path("a/b", CAREER, 0), None);
        assert_eq!(career_path(""), None);
        for bad in ["", "7", "007", "30", "99", "-1", "a1", "1a", "٠١"] {
            assert_eq!(entry_position(bad), None, "{bad}");
        }
    }

    #[test]
    fn other_storage_objects_have_no_owner() {
        for name in [
            "profilePictures/",
            "profilePictures/a/b",
            "profilePictures",
            "other/abc",
            "profilePicturesX/abc",
            "/profilePictures/abc",
        ] {
            assert_eq!(picture_owner(name), None, "{name}");
        }
    }

    #[test]
    fn an_upload_is_never_a_served_picture_and_the_other_way_round() {
        // The served path is written only by the functions: an owner's upload must never land there.
        assert_eq!(picture_owner("pictureUploads/abc"), None);
        assert_eq!(picture_upload_owner("profilePictures/abc"), None);
        for name in [
            "pictureUploads/",
            "pictureUploads/a/b",
            "pictureUploads",
            "/pictureUploads/abc",
            "pictureUploadsX/a",
        ] {
            assert_eq!(picture_upload_owner(name), None, "{name}");
        }
    }

    #[test]
    fn an_empty_or_slashed_id_builds_no_path() {
        for bad in ["", "a/b", "/", "../x", ".", "..", "__name__"] {
            assert_eq!(player_path(bad), None, "{bad}");
            assert_eq!(user_path(bad), None, "{bad}");
            assert_eq!(picture_path(bad), None, "{bad}");
            assert_eq!(picture_upload_path(bad), None, "{bad}");
            assert_eq!(player_index_path(bad), None, "{bad}");
            assert_eq!(player_private_path(bad), None, "{bad}");
            assert_eq!(player_stats_path(bad), None, "{bad}");
            assert_eq!(newsletter_subscription_path(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_path_has_exactly_two_segments_the_second_being_the_id(id in any::<String>()) {
            for (collection, built) in [
                (PLAYERS, player_path(&id)),
                (USERS, user_path(&id)),
                (PROFILE_PICTURES, picture_path(&id)),
                (PICTURE_UPLOADS, picture_upload_path(&id)),
                (PLAYER_INDEX, player_index_path(&id)),
                (NEWSLETTER_SUBSCRIPTIONS, newsletter_subscription_path(&id)),
            ] {
                prop_assert_eq!(built.is_some(), is_document_id(&id));
                if let Some(p) = built {
                    prop_assert_eq!(p.split('/').collect::<Vec<_>>(), vec![collection, id.as_str()]);
                }
            }
        }

        #[test]
        fn a_picture_s_owner_is_exactly_the_id_its_path_was_built_from(name in any::<String>(), id in any::<String>()) {
            if let Some(path) = picture_path(&id) {
                prop_assert_eq!(picture_owner(&path), Some(id.as_str()));
            }
            if let Some(owner) = picture_owner(&name) {
                prop_assert_eq!(picture_path(owner), Some(name.clone()));
            }
            if let Some(path) = picture_upload_path(&id) {
                prop_assert_eq!(picture_upload_owner(&path), Some(id.as_str()));
                prop_assert_eq!(picture_owner(&path), None);
            }
            if let Some(owner) = picture_upload_owner(&name) {
                prop_assert_eq!(picture_upload_path(owner), Some(name.clone()));
            }
        }

        #[test]
        fn an_entry_id_reads_back_as_its_position_and_ids_sort_like_positions(a in 0usize..40, b in 0usize..40) {
            if let (Some(x), Some(y)) = (entry_id(a), entry_id(b)) {
                prop_assert_eq!(entry_position(&x), Some(a));
                prop_assert_eq!(x.cmp(&y), a.cmp(&b));
            } else {
                prop_assert!(a >= ENTRY_POSITIONS || b >= ENTRY_POSITIONS);
            }
        }

        #[test]
        fn an_entry_position_is_only_read_from_its_own_id(id in any::<String>()) {
            if let Some(p) = entry_position(&id) {
                prop_assert_eq!(entry_id(p), Some(id.clone()));
            }
        }

        #[test]
        fn an_id_with_a_slash_is_never_a_document_id(a in any::<String>(), b in any::<String>()) {
            let id = format!("{a}/{b}");
            prop_assert!(!is_document_id(&id));
        }
    }
}
