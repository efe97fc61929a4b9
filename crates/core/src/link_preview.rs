//! What a link to a player's CV (`/p/{uid}`) shows before anyone opens it: the title, description and
//! picture that crawlers (chat apps, social networks, search engines) read from the page's meta tags
//! without running JavaScript. The link-preview function (`functions/`) answers `/p/**` with the
//! app's pre-rendered CV page and these tags, read from the player's index entry.
//!
//! Only a public entry is described: a members-only CV gets the generic page (its name is for members),
//! an unknown player the not-found one (status 404), and a player who deleted their account the gone one
//! (status 410, which tells search engines to drop the address for good). A child's public CV (under 16 on the day,
//! or of unknown age: `age::is_child`) is previewed without their town or club, and kept out of search engines: a
//! link shared on purpose still shows who they are, but a stranger searching a town or a club does not find them.
//! The entry is already bounded and cleaned (`player_index`); every value is escaped when it goes into the page
//! (`html`).

use crate::player_index::IndexEntry;
use skora_domain::countries::country_name;
use skora_domain::profile::Visibility;
use skora_domain::routes::player_page_path;
use skora_foundations::age::{age_in_birth_month, is_child};
use skora_foundations::firestore_paths::{is_document_id, picture_path};
use skora_foundations::html::{set_head, MetaTag};
use skora_foundations::percent::encode_component;

/// The site's name, at the end of every page title (as the app's `documentTitle` writes it).
pub const SITE_NAME: &str = "SKORA";

const MEMBERS_TITLE: &str = "A SKORA player CV";
const MEMBERS_DESCRIPTION: &str =
    "A football player's CV on SKORA, shared with signed-in members. Log in to read it.";
const NOT_FOUND_TITLE: &str = "Player not found";
const NOT_FOUND_DESCRIPTION: &str =
    "There is no player CV at this address: the link may be incomplete, or the player removed their CV.";

const GONE_TITLE: &str = "Player no longer on SKORA";
const GONE_DESCRIPTION: &str =
    "This player deleted their SKORA account, and their CV with it. Nothing of it is kept.";

/// Where the page and the pictures are served from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site<'a> {
    /// The site's origin, e.g. `https://skora.app` (no trailing slash).
    pub origin: &'a str,
    /// Cloud Storage's download origin: `https://firebasestorage.googleapis.com`, or the emulator's.
    pub storage_origin: &'a str,
    pub bucket: &'a str,
}

/// What a link to one player's page previews.
#[derive(Debug, Clone, PartialEq)]
pub struct Preview {
    /// 200; 404 for a player with no entry; 410 for one whose account was deleted.
    pub status: u16,
    /// Without the site's name.
    pub title: String,
    pub description: String,
    /// The player's picture; `None`: the site's default image stays.
    pub picture: Option<String>,
    /// A members-only, missing or deleted CV, and a child's, is kept out of search engines.
    pub noindex: bool,
    /// `profile` for a player, `website` otherwise.
    pub kind: &'static str,
}

/// The page's answer: its status and HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreviewPage {
    pub status: u16,
    pub html: String,
}

/// The picture's download URL in Cloud Storage (readable by anyone, `storage.rules`).
pub fn picture_url(site: &Site, uid: &str) -> Option<String> {
    let path = picture_path(uid)?;
    Some(format!(
        "{}/v0/b/{}/o/{}?alt=media",
        site.storage_origin,
        encode_component(site.bucket),
        encode_component(&path)
    ))
}

/// The player's age on `today`, from the entry's birth month (`None`: it has none).
fn age(entry: &IndexEntry, today: &str) -> Option<u8> {
    entry
        .birth_month
        .as_deref()
        .and_then(|month| age_in_birth_month(month, today))
}

/// One line about the player, from what the entry holds: position, age, club, home, availability. A child's names
/// no club and no town, only the country.
fn describe(entry: &IndexEntry, today: &str) -> String {
    let child = is_child(age(entry, today));
    let position = entry
        .main_position
        .map(|p| format!("{} ({})", p.label(), p.code()));
    let age = age(entry, today).map(|age| format!("{age} years old"));
    let city = entry.city.as_deref().filter(|_| !child);
    let club = entry.club.clone().filter(|_| !child);
    let home = match (
        city,
        entry.country_of_residence.as_deref().and_then(country_name),
    ) {
        (Some(city), Some(country)) => Some(format!("{city}, {country}")),
        (city, country) => city.or(country).map(str::to_string),
    };
    let facts: Vec<String> = [
        position,
        age,
        club,
        home,
        entry.availability.map(|a| a.label().to_string()),
    ]
    .into_iter()
    .flatten()
    .collect();
    if facts.is_empty() {
        format!("{}'s football CV on SKORA.", entry.display_name)
    } else {
        format!(
            "{}. {}'s football CV on SKORA.",
            facts.join(" · "),
            entry.display_name
        )
    }
}

/// The preview of player `uid` from their index entry (`None`: there is none; `gone`: their account was deleted)
/// on `today` (`YYYY-MM-DD`).
pub fn player_preview(
    uid: &str,
    entry: Option<&IndexEntry>,
    gone: bool,
    today: &str,
    site: &Site,
) -> Preview {
    match entry {
        Some(entry) if entry.visibility == Visibility::Public => Preview {
            status: 200,
            title: entry.display_name.clone(),
            description: describe(entry, today),
            picture: if entry.has_photo {
                picture_url(site, uid)
            } else {
                None
            },
            noindex: is_child(age(entry, today)),
            kind: "profile",
        },
        Some(_) => Preview {
            status: 200,
            title: MEMBERS_TITLE.to_string(),
            description: MEMBERS_DESCRIPTION.to_string(),
            picture: None,
            noindex: true,
            kind: "website",
        },
        None if gone => Preview {
            status: 410,
            title: GONE_TITLE.to_string(),
            description: GONE_DESCRIPTION.to_string(),
            picture: None,
            noindex: true,
            kind: "website",
        },
        None => Preview {
            status: 404,
            title: NOT_FOUND_TITLE.to_string(),
            description: NOT_FOUND_DESCRIPTION.to_string(),
            picture: None,
            noindex: true,
            kind: "website",
        },
    }
}

/// The page's full title, as the app's `documentTitle` writes it.
pub fn page_title(title: &str) -> String {
    format!("{title} | {SITE_NAME}")
}

/// The meta tags of a preview at `url`.
fn tags(preview: &Preview, url: &str) -> Vec<MetaTag> {
    let full_title = page_title(&preview.title);
    let text = |key: &'static str, attribute: &'static str, content: &str| MetaTag {
        attribute,
        key,
        content: Some(content.to_string()),
    };
    let mut tags = vec![
        text("description", "name", &preview.description),
        text("og:title", "property", &full_title),
        text("og:description", "property", &preview.description),
        text("og:type", "property", preview.kind),
        text("og:url", "property", url),
        text("twitter:title", "name", &full_title),
        text("twitter:description", "name", &preview.description),
        MetaTag {
            attribute: "name",
            key: "robots",
            content: preview.noindex.then(|| "noindex".to_string()),
        },
    ];
    if let Some(picture) = &preview.picture {
        let alt = format!("{}'s profile picture", preview.title);
        tags.extend([
            text("og:image", "property", picture),
            text("og:image:alt", "property", &alt),
            text("twitter:image", "name", picture),
            // A square portrait, not the site's 1200×630 banner.
            text("twitter:card", "name", "summary"),
            MetaTag {
                attribute: "property",
                key: "og:image:width",
                content: None,
            },
            MetaTag {
                attribute: "property",
                key: "og:image:height",
                content: None,
            },
        ]);
    }
    tags
}

/// The app's pre-rendered CV page (`template`) for player `uid`, with the preview's title and tags.
/// An id that is no document id is an unknown player.
pub fn player_page(
    template: &str,
    uid: &str,
    entry: Option<&IndexEntry>,
    gone: bool,
    today: &str,
    site: &Site,
) -> PreviewPage {
    let known = is_document_id(uid);
    let entry = if known { entry } else { None };
    let preview = player_preview(uid, entry, known && gone, today, site);
    let url = format!("{}{}", site.origin, player_page_path(uid));
    let full_title = page_title(&preview.title);
    PreviewPage {
        status: preview.status,
        html: set_head(template, &full_title, &tags(&preview, &url)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player_index::player_index_entry;
    use serde_json::json;

    const TODAY: &str = "2026-11-23";
    const SITE: Site = Site {
        origin: "https://skora.app",
        storage_origin: "https://firebasestorage.googleapis.com",
        bucket: "skora.appspot.com",
    };
    const TEMPLATE: &str = "<head>\n    <title>Player profile | SKORA</title>\n    <meta name=\"description\" content=\"x\" />\n    <meta property=\"og:image\" content=\"https://skora.app/og-image.png\" />\n    <meta property=\"og:image:width\" content=\"1200\" />\n  </head><body><div id=\"root\"><p>skeleton</p></div></body>";

    fn entry(cv: serde_json::Value) -> IndexEntry {
        player_index_entry("ana", &cv.to_string(), None, TODAY, true, None).expect("an entry")
    }

    fn ana(visibility: &str) -> IndexEntry {
        entry(json!({
            "firstName": "Ana", "lastName": "Silva", "visibility": visibility, "birthMonth": "2004-12",
            "mainPosition": "ST", "currentClub": "Benfica B", "city": "Lisbon", "countryOfResidence": "PT",
            "availability": "open-to-offers", "hasPhoto": true,
        }))
    }

    #[test]
    fn a_public_player_is_described_from_the_entry() {
        let preview = player_preview("ana", Some(&ana("public")), false, TODAY, &SITE);
        assert_eq!(preview.status, 200);
        assert_eq!(preview.title, "Ana Silva");
        assert_eq!(
            preview.description,
            "Striker (ST) · 21 years old · Benfica B · Lisbon, Portugal · Open to offers. Ana Silva's football CV on SKORA."
        );
        assert_eq!(
            preview.picture.as_deref(),
            Some("https://firebasestorage.googleapis.com/v0/b/skora.appspot.com/o/profilePictures%2Fana?alt=media")
        );
        assert!(!preview.noindex);
    }

    #[test]
    fn a_child_is_previewed_without_town_or_club_and_kept_out_of_search_engines() {
        let leo = |birth_month: &str| {
            entry(json!({
                "firstName": "Leo", "lastName": "Costa", "visibility": "public", "birthMonth": birth_month,
                "mainPosition": "GK", "currentClub": "SC Braga U13", "city": "Braga", "countryOfResidence": "PT",
                "hasPhoto": true,
            }))
        };
        let child = player_preview("leo", Some(&leo("2014-03")), false, TODAY, &SITE);
        assert_eq!(
            child.description,
            "Goalkeeper (GK) · 12 years old · Portugal. Leo Costa's football CV on SKORA."
        );
        assert!(child.noindex);
        // The link still shows who it is: the name and the picture.
        assert_eq!((child.status, child.title.as_str()), (200, "Leo Costa"));
        assert!(child.picture.is_some());
        let page = player_page(TEMPLATE, "leo", Some(&leo("2014-03")), false, TODAY, &SITE).html;
        assert!(page.contains(r#"<meta name="robots" content="noindex" />"#));
        assert!(!page.contains("Braga") && !page.contains("SC Braga"));
        // The month of the 16th birthday still counts as 15 (from its last day); the month after, no longer.
        assert!(player_preview("leo", Some(&leo("2010-11")), false, TODAY, &SITE).noindex);
        let sixteen = player_preview("leo", Some(&leo("2010-10")), false, TODAY, &SITE);
        assert!(!sixteen.noindex);
        assert!(sixteen
            .description
            .contains("SC Braga U13 · Braga, Portugal"));
        // An age nobody can tell gets a child's preview.
        let unknown = entry(
            json!({"firstName": "Leo", "visibility": "public", "currentClub": "SC Braga U13"}),
        );
        let preview = player_preview("leo", Some(&unknown), false, TODAY, &SITE);
        assert!(preview.noindex && !preview.description.contains("Braga"));
    }

    #[test]
    fn a_sparse_entry_still_reads_well() {
        let bare = entry(json!({"firstName": "Ana", "visibility": "public"}));
        let preview = player_preview("ana", Some(&bare), false, TODAY, &SITE);
        assert_eq!(preview.description, "Ana's football CV on SKORA.");
        assert_eq!(preview.picture, None);
    }

    #[test]
    fn members_only_and_missing_players_get_generic_pages() {
        let members = player_preview("ana", Some(&ana("members")), false, TODAY, &SITE);
        assert_eq!(
            (members.status, members.title.as_str(), members.picture),
            (200, MEMBERS_TITLE, None)
        );
        assert!(members.noindex && !members.description.contains("Ana"));
        let missing = player_preview("ana", None, false, TODAY, &SITE);
        assert_eq!(
            (missing.status, missing.title.as_str()),
            (404, NOT_FOUND_TITLE)
        );
        assert!(missing.noindex);
    }

    #[test]
    fn a_deleted_account_is_gone_for_good_unless_an_entry_says_otherwise() {
        let page = player_page(TEMPLATE, "ana", None, true, TODAY, &SITE);
        assert_eq!(page.status, 410);
        assert!(page
            .html
            .contains("<title>Player no longer on SKORA | SKORA</title>"));
        assert!(page
            .html
            .contains("<meta name=\"robots\" content=\"noindex\" />"));
        assert!(!page.html.contains("profilePictures"));
        // An entry is what the page describes: a stale word of deletion never hides a listed player.
        assert_eq!(
            player_page(TEMPLATE, "ana", Some(&ana("public")), true, TODAY, &SITE).status,
            200
        );
    }

    #[test]
    fn the_page_carries_the_preview_in_its_head() {
        let page = player_page(TEMPLATE, "ana", Some(&ana("public")), false, TODAY, &SITE);
        assert_eq!(page.status, 200);
        let html = page.html;
        assert!(html.contains("<title>Ana Silva | SKORA</title>"), "{html}");
        assert!(html.contains("<meta property=\"og:url\" content=\"https://skora.app/p/ana\" />"));
        assert!(html.contains("<meta property=\"og:image\" content=\"https://firebasestorage.googleapis.com/v0/b/skora.appspot.com/o/profilePictures%2Fana?alt=media\" />"));
        assert!(html.contains("<meta name=\"twitter:card\" content=\"summary\" />"));
        assert!(!html.contains("og:image:width") && !html.contains("robots"));
        assert!(html.ends_with("<div id=\"root\"><p>skeleton</p></div></body>"));
    }

    #[test]
    fn a_hostile_name_is_escaped_everywhere() {
        let hostile = entry(json!({
            "firstName": "<script>alert(1)</script>", "lastName": "\"/><img src=x onerror=alert(2)>",
            "visibility": "public", "currentClub": "O'Neil & Sons </title>", "birthMonth": "2000-01",
        }));
        let html = player_page(TEMPLATE, "ana", Some(&hostile), false, TODAY, &SITE).html;
        assert!(
            !html.contains("<script") && !html.contains("<img") && !html.contains("</title><"),
            "{html}"
        );
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;/&gt;&lt;img src=x onerror=alert(2)&gt; | SKORA</title>"), "{html}");
        assert!(html.contains("O&#39;Neil &amp; Sons &lt;/title&gt;"));
    }

    #[test]
    fn an_id_that_names_no_document_is_not_found() {
        let page = player_page(TEMPLATE, "a/b", Some(&ana("public")), true, TODAY, &SITE);
        assert_eq!(page.status, 404);
        assert!(!page.html.contains("Ana"));
        assert!(page
            .html
            .contains("<meta name=\"robots\" content=\"noindex\" />"));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::player_index::player_index_entry;
    use proptest::prelude::*;
    use serde_json::json;

    proptest! {
        #[test]
        fn any_entry_gives_a_page_with_only_the_templates_markup(
            first in any::<String>(), last in any::<String>(), club in any::<String>(), city in any::<String>(),
            public in any::<bool>(), uid in any::<String>(), gone in any::<bool>(),
        ) {
            let template = "<head><title>t</title><meta name=\"description\" content=\"d\" /></head><body></body>";
            let cv = json!({"firstName": first, "lastName": last, "currentClub": club, "city": city,
                "visibility": if public { "public" } else { "members" }, "hasPhoto": true});
            let entry = player_index_entry("u", &cv.to_string(), None, "2026-11-23", true, None);
            let site = Site { origin: "https://skora.app", storage_origin: "https://s", bucket: "b" };
            let page = player_page(template, &uid, entry.as_ref(), gone, "2026-11-23", &site);
            // Title and description are replaced, every other tag is added once: no value became markup.
            prop_assert_eq!(page.html.matches('<').count(), page.html.matches("<meta ").count() + 6);
            prop_assert!(page.status == 200 || page.status == 404 || page.status == 410);
            prop_assert_eq!(page.status == 410, gone && entry.is_none() && is_document_id(&uid));
            if !public || entry.is_none() {
                prop_assert!(page.html.contains("noindex"));
            }
        }
    }
}
