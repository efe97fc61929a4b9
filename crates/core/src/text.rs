//! Sanitizing free text a stranger sends us (the contact form): what reaches the team's inbox must read
//! as it looks.
//!
//! Two kinds of characters are invisible yet change what a reader sees:
//! - control characters (C0, DEL, C1): a NUL, a bell, an escape sequence for a terminal;
//! - bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C):
//!   a right-to-left override makes `moc.evil@ana` display as `ana@live.com` ("Trojan Source").
//!
//! Both are removed, never refused: the sender cannot see them, so a refusal would be a riddle. Line
//! breaks are the one control a multi-line text keeps (`\r\n` and `\r` become `\n`), with tabs.

/// A bidirectional formatting character: the embeddings and overrides (LRE, RLE, PDF, LRO, RLO),
/// the isolates (LRI, RLI, FSI, PDI) and the implicit marks (LRM, RLM, ALM).
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
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
        fn visible_text_passes_through(s in "\\PC*") {
            let clean: String = s.chars().filter(|&c| !is_bidi_control(c)).collect();
            prop_assert_eq!(sanitize_line(&clean), clean.clone());
            prop_assert_eq!(sanitize_multiline(&clean), clean);
        }
    }
}
