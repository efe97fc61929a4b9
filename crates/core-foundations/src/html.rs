//! Text into HTML, and the `<head>` of a page that is already HTML: what a server that answers with a
//! page it did not render (the link-preview function) needs to put values into it safely.
//!
//! Every value is escaped for both text and double- or single-quoted attributes, so one rule serves
//! `<title>` and `content="…"`; a value can never close its tag or attribute.

use crate::text::is_bidi_override;

/// `text` with `& < > " '` replaced by their entities (control characters other than tab and line
/// breaks dropped: they are not allowed in HTML text; bidi overrides dropped too: one in a player's name
/// would reverse the page's own text after it, in the `<title>` and the link preview's description).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || is_bidi_override(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// One `<meta>` of a page: `content: None` means the tag must not be there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetaTag {
    /// `name` or `property`.
    pub attribute: &'static str,
    pub key: &'static str,
    pub content: Option<String>,
}

/// `page` with its `<title>` text and the given meta tags set (replaced where the page has them,
/// added before `</head>` where it does not, removed when their content is `None`). The page is our
/// own build's HTML: tags are written `<meta {attribute}="{key}" content="…" />`, one per line.
pub fn set_head(page: &str, title: &str, tags: &[MetaTag]) -> String {
    let mut out = set_title(page, title);
    for tag in tags {
        out = set_meta(&out, tag);
    }
    out
}

fn set_title(page: &str, title: &str) -> String {
    let (Some(start), Some(end)) = (page.find("<title>"), page.find("</title>")) else {
        return page.to_string();
    };
    if end < start {
        return page.to_string();
    }
    format!(
        "{}<title>{}{}",
        &page[..start],
        escape_html(title),
        &page[end..]
    )
}

fn set_meta(page: &str, tag: &MetaTag) -> String {
    let opening = format!("<meta {}=\"{}\" content=\"", tag.attribute, tag.key);
    let written = tag.content.as_ref().map(|content| {
        format!(
            "<meta {}=\"{}\" content=\"{}\" />",
            tag.attribute,
            tag.key,
            escape_html(content)
        )
    });
    if let Some(start) = page.find(&opening) {
        let Some(close) = page[start..].find('>').map(|i| start + i + 1) else {
            return page.to_string();
        };
        // A removed tag takes its line's indentation and break with it.
        let (start, close) = if written.is_none() {
            let line_start = page[..start].trim_end_matches([' ', '\t']).len();
            let line_start = if page[..line_start].ends_with('\n') {
                line_start - 1
            } else {
                start
            };
            (line_start, close)
        } else {
            (start, close)
        };
        return format!(
            "{}{}{}",
            &page[..start],
            written.unwrap_or_default(),
            &page[close..]
        );
    }
    match (written, page.find("</head>")) {
        (Some(tag), Some(head_end)) => format!(
            "{}    {tag}\n  {}",
            page[..head_end].trim_end_matches(' '),
            &page[head_end..]
        ),
        _ => page.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) const PAGE: &str = "<html>\n  <head>\n    <title>Old</title>\n    <meta name=\"description\" content=\"old\" />\n    <meta property=\"og:image:width\" content=\"1200\" />\n  </head>\n  <body></body>\n</html>";

    pub(super) fn tag(
        attribute: &'static str,
        key: &'static str,
        content: Option<&str>,
    ) -> MetaTag {
        MetaTag {
            attribute,
            key,
            content: content.map(str::to_string),
        }
    }

    #[test]
    fn escapes_what_could_close_a_tag_or_an_attribute() {
        assert_eq!(
            escape_html(r#"<script>"x" & 'y'</script>"#),
            "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;"
        );
        assert_eq!(escape_html("Zé\u{0}\u{7}\nNovo"), "Zé Novo");
        // "Ana" then an RLO would show the site's own " | SKORA" reversed.
        assert_eq!(
            escape_html("Ana\u{202E} \u{2067}Silva\u{2069}\u{200F}"),
            "Ana Silva\u{200F}"
        );
    }

    #[test]
    fn sets_the_title_and_replaces_adds_and_removes_tags() {
        let out = set_head(
            PAGE,
            "Ana </title><script>",
            &[
                tag("name", "description", Some("Ana \"the wall\"")),
                tag("property", "og:title", Some("Ana")),
                tag("property", "og:image:width", None),
                tag("name", "robots", None),
            ],
        );
        assert!(
            out.contains("<title>Ana &lt;/title&gt;&lt;script&gt;</title>"),
            "{out}"
        );
        assert!(out.contains("<meta name=\"description\" content=\"Ana &quot;the wall&quot;\" />"));
        assert!(
            out.contains("    <meta property=\"og:title\" content=\"Ana\" />\n  </head>"),
            "{out}"
        );
        assert!(!out.contains("og:image:width"));
        assert!(!out.contains("robots"));
        assert_eq!(out.matches("<meta").count(), 2);
        assert!(
            out.contains(
                "<title>Ana &lt;/title&gt;&lt;script&gt;</title>\n    <meta name=\"description\""
            ),
            "{out}"
        );
    }

    #[test]
    fn a_page_without_head_or_title_is_left_alone() {
        assert_eq!(
            set_head("<p>x</p>", "T", &[tag("name", "a", Some("b"))]),
            "<p>x</p>"
        );
    }
}

#[cfg(test)]
mod props {
    use super::tests::{tag, PAGE};
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn escaped_text_never_holds_markup_or_quotes(s in any::<String>()) {
            let out = escape_html(&s);
            prop_assert!(!out.contains(['<', '>', '"', '\'']));
            prop_assert!(!out.chars().any(|c| c.is_control() || is_bidi_override(c)));
            // Every `&` starts one of the entities written here.
            for (i, _) in out.match_indices('&') {
                let rest = &out[i..];
                prop_assert!(["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].iter().any(|e| rest.starts_with(e)));
            }
        }

        #[test]
        fn no_bidi_override_reaches_the_page(s in "[a-z<&\u{202A}-\u{202E}\u{2066}-\u{2069}\u{200F}]{0,30}") {
            let out = set_head(PAGE, &s, &[tag("name", "description", Some(&s))]);
            prop_assert!(!out.chars().any(is_bidi_override));
        }

        #[test]
        fn any_value_stays_inside_its_tag(title in any::<String>(), text in any::<String>()) {
            let out = set_head(PAGE, &title, &[tag("name", "description", Some(&text)), tag("property", "og:title", Some(&text))]);
            // The page keeps exactly its own tags: nothing a value held became markup.
            prop_assert_eq!(out.matches('<').count(), PAGE.matches('<').count() + 1);
            prop_assert_eq!(out.matches("<title>").count(), 1);
        }
    }
}
