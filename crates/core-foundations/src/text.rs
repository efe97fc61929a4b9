//! Sanitizing free text a stranger sends us (the contact form): what reaches the team's inbox must read
//! as it looks; and keeping stored text from turning the site's own text around it (the readers and the
//! HTML escaping strip the bidi overrides, the validators refuse them).
//!
//! Two kinds of characters are invisible yet change what a reader sees:
//! - control characters (C0, DEL, C1): a NUL, a bell, an escape sequence for a terminal;
//! - bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C):
//!   a right-to-left override makes `moc.evil@ana` display as `ana@live.com` ("Trojan Source").
//!
//! Both are removed, never refused: the sender cannot see them, so a refusal would be a riddle. Line
//! breaks are the one control a multi-line text keeps (`\r\n` and `\r` become `\n`), with tabs.

/// The bidirectional embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI,
/// PDI), U+202A–U+202E and U+2066–U+2069: each one turns the direction of everything after it until its
/// paragraph ends, so one in a player's name reverses the site's own text after the name (the CV page,
/// a directory card, the `<title>`, a link preview). No free text others see may hold one: the
/// validators refuse them at the field (the Firestore rules refuse the same, tests/rules' limits walk
/// checks both against [`BIDI_OVERRIDES`]), and the readers and the HTML escaping strip them from what
/// was stored before.
pub fn is_bidi_override(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Every character of [`is_bidi_override`], in order (the contract exports them to the rules tests).
pub const BIDI_OVERRIDES: [char; 9] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}',
];

/// What the validators say at a field holding a bidi override: the writer cannot see the character
/// (it came with pasted text), so the message says what it does and how to get rid of it.
pub const BIDI_OVERRIDE_MESSAGE: &str =
    "This text contains invisible characters that reverse its direction. Please type it again instead of pasting it.";

/// `text` without its bidi overrides ([`is_bidi_override`]): what a reader shows of stored text.
/// Borrowed when there is none, which is nearly always.
pub fn strip_bidi_overrides(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(is_bidi_override) {
        text.chars().filter(|&c| !is_bidi_override(c)).collect()
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// A bidirectional formatting character: the overrides and isolates of [`is_bidi_override`] and the
/// implicit marks (LRM, RLM, ALM), which only the contact form removes (a mark has no scope, and
/// right-to-left writers type them: stored text may keep them).
pub fn is_bidi_control(c: char) -> bool {
    is_bidi_override(c) || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}')
}

/// A character that is removed from sent text: a control (other than what `keep` allows) or a bidi
/// formatting character.
fn is_invisible(c: char, keep_lines: bool) -> bool {
    is_bidi_control(c) || (c.is_control() && !(keep_lines && (c == '\n' || c == '\t')))
}

/// `raw` as several lines: `\r\n` and `\r` become `\n`; tabs and line breaks stay; every other control
/// and bidi character is removed. Not trimmed: the caller decides.
pub fn sanitize_multiline(raw: &str) -> String {
    raw.replace("\r\n", "\n")
        .replace('\r', "\n")
        .chars()
        .filter(|&c| !is_invisible(c, true))
        .collect()
}

/// `raw` on one line: every control (line breaks and tabs included) and bidi character is removed.
/// Not trimmed: the caller decides.
pub fn sanitize_line(raw: &str) -> String {
    raw.chars().filter(|&c| !is_invisible(c, false)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bidi_overrides_and_isolates_are_removed() {
        // "Trojan Source": an RLO makes the address display reversed.
        assert_eq!(
            sanitize_line("ana\u{202E}moc.live@\u{202C}"),
            "anamoc.live@"
        );
        for c in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert!(is_bidi_control(c), "{c:?}");
            assert_eq!(sanitize_line(&format!("a{c}b")), "ab");
            assert_eq!(sanitize_multiline(&format!("a{c}\nb")), "a\nb");
        }
        // Right-to-left text itself stays: only the invisible formatting goes.
        assert_eq!(sanitize_line("مرحبا Ana"), "مرحبا Ana");
        assert!(!is_bidi_control('\u{200D}'));
    }

    #[test]
    fn the_overrides_are_the_nine_scoped_characters_and_are_stripped() {
        for c in BIDI_OVERRIDES {
            assert!(is_bidi_override(c) && is_bidi_control(c), "{c:?}");
            assert_eq!(strip_bidi_overrides(&format!("a{c}b{c}")), "ab");
        }
        let count = ('\u{0}'..=char::MAX)
            .filter(|&c| is_bidi_override(c))
            .count();
        assert_eq!(count, BIDI_OVERRIDES.len());
        // The marks and their neighbours stay: a mark has no scope, right-to-left writers type them.
        for c in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{2029}', '\u{2065}', '\u{206A}',
        ] {
            assert!(!is_bidi_override(c), "{c:?}");
        }
        assert_eq!(
            strip_bidi_overrides("\u{202E}Ana\u{200F} Silva\u{2066}"),
            "Ana\u{200F} Silva"
        );
        assert!(matches!(
            strip_bidi_overrides("Ana"),
            std::borrow::Cow::Borrowed("Ana")
        ));
    }

    #[test]
    fn controls_are_removed_but_lines_and_tabs_stay_in_multiline_text() {
        assert_eq!(
            sanitize_multiline("one\r\ntwo\rthree\u{0}\u{7}\u{1b}[31m\u{7f}\u{85}\tend"),
            "one\ntwo\nthree[31m\tend"
        );
        assert_eq!(sanitize_line("Ana\tSilva\n\u{0}"), "AnaSilva");
    }

    #[test]
    fn plain_text_is_unchanged() {
        let s = "Hello, I scout for CD Leganés 😀 — ¿puedo?";
        assert_eq!(sanitize_line(s), s);
        assert_eq!(sanitize_multiline(s), s);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn nothing_invisible_survives(s in any::<String>()) {
            let line = sanitize_line(&s);
            prop_assert!(!line.chars().any(|c| c.is_control() || is_bidi_control(c)));
            let text = sanitize_multiline(&s);
            prop_assert!(!text.chars().any(|c| is_bidi_control(c) || (c.is_control() && c != '\n' && c != '\t')));
            prop_assert!(!text.contains('\r'));
        }

        #[test]
        fn sanitizing_is_idempotent_and_only_removes(s in any::<String>()) {
            let line = sanitize_line(&s);
            prop_assert_eq!(sanitize_line(&line), line.clone());
            let text = sanitize_multiline(&s);
            prop_assert_eq!(sanitize_multiline(&text), text.clone());
            // Every kept character is one of the input's, in order (line breaks aside).
            let visible: String = s.chars().filter(|&c| !c.is_control() && !is_bidi_control(c)).collect();
            prop_assert_eq!(line, visible);
        }

        #[test]
        fn stripped_text_holds_no_override_and_keeps_everything_else(s in any::<String>()) {
            let stripped = strip_bidi_overrides(&s);
            prop_assert!(!stripped.chars().any(is_bidi_override));
            let kept: String = s.chars().filter(|&c| !is_bidi_override(c)).collect();
            prop_assert_eq!(stripped.as_ref(), kept.as_str());
        }

        #[test]
        fn visible_text_passes_through(s in "\\PC*") {
            let clean: String = s.chars().filter(|&c| !is_bidi_control(c)).collect();
            prop_assert_eq!(sanitize_line(&clean), clean.clone());
            prop_assert_eq!(sanitize_multiline(&clean), clean);
        }
    }
}
