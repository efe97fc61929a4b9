//! The front matter of a blog post: a `---` block of `key: value` lines at the top of the Markdown file.
//!
//! Only the small YAML subset the posts use is read (plain, "double" or 'single' quoted scalars, and
//! lists written `[a, b]` or as `- item` lines). A full YAML parser would cost far more wasm (and npm
//! bundle) than six keys are worth, and a strict small grammar turns a typo into an error instead of
//! a silently different value.

use std::fmt;

/// One value of the block: a scalar or a list of scalars.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Scalar(String),
    List(Vec<String>),
}

/// Why a file's front matter could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FrontMatterError {
    /// The file does not start with a `---` line.
    MissingStart,
    /// No closing `---` line.
    MissingEnd,
    /// A line that is neither `key: value`, a `- item` of a list, a comment nor blank (1-based line number).
    BadLine(usize),
    DuplicateKey(String),
    /// A quoted value without its closing quote (1-based line number).
    UnclosedQuote(usize),
}

impl fmt::Display for FrontMatterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingStart => write!(f, "the post must start with a '---' front matter line"),
            Self::MissingEnd => write!(f, "the front matter has no closing '---' line"),
            Self::BadLine(n) => write!(f, "front matter line {n} is not 'key: value' or '- item'"),
            Self::DuplicateKey(k) => write!(f, "front matter key '{k}' appears twice"),
            Self::UnclosedQuote(n) => write!(f, "front matter line {n} has an unclosed quote"),
        }
    }
}

/// The keys in file order, and the Markdown body after the block (leading blank lines removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrontMatter<'a> {
    pub entries: Vec<(String, Value)>,
    pub body: &'a str,
}

impl FrontMatter<'_> {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

/// Splits `source` into its front matter and body.
pub fn parse(source: &str) -> Result<FrontMatter<'_>, FrontMatterError> {
    // Editors on Windows may save a byte-order mark and CRLF line ends; neither changes the meaning.
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let mut lines = LineIter { rest: source };
    match lines.next() {
        Some(first) if first.trim_end() == "---" => {}
        _ => return Err(FrontMatterError::MissingStart),
    }
    let mut entries: Vec<(String, Value)> = Vec::new();
    // The key whose value is an empty scalar so far: `- item` lines below it make it a list.
    let mut open_list: Option<usize> = None;
    let mut line_no = 1;
    loop {
        let Some(line) = lines.next() else {
            return Err(FrontMatterError::MissingEnd);
        };
        line_no += 1;
        let line = line.trim_end();
        if line == "---" {
            break;
        }
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if let Some(item) = trimmed.strip_prefix('-') {
            let index = open_list.ok_or(FrontMatterError::BadLine(line_no))?;
            if !item.is_empty() && !item.starts_with(' ') {
                return Err(FrontMatterError::BadLine(line_no));
            }
            let item = scalar(item.trim(), line_no)?;
            match &mut entries[index].1 {
                Value::List(items) => items.push(item),
                value => *value = Value::List(vec![item]),
            }
            continue;
        }
        let (key, raw) = trimmed
            .split_once(':')
            .ok_or(FrontMatterError::BadLine(line_no))?;
        if key.is_empty() || !key.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
            return Err(FrontMatterError::BadLine(line_no));
        }
        if !raw.is_empty() && !raw.starts_with(' ') {
            return Err(FrontMatterError::BadLine(line_no));
        }
        if entries.iter().any(|(k, _)| k == key) {
            return Err(FrontMatterError::DuplicateKey(key.to_string()));
        }
        let raw = raw.trim();
        let value = if let Some(inner) = raw.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            Value::List(flow_list(inner, line_no)?)
        } else {
            Value::Scalar(scalar(raw, line_no)?)
        };
        open_list = matches!(&value, Value::Scalar(s) if s.is_empty()).then_some(entries.len());
        entries.push((key.to_string(), value));
    }
    let mut body = lines.rest;
    while let Some(rest) = body
        .strip_prefix("\r\n")
        .or_else(|| body.strip_prefix('\n'))
    {
        body = rest;
    }
    Ok(FrontMatter { entries, body })
}

/// Lines without their `\n`, keeping the unread remainder so the body can be returned as a slice.
struct LineIter<'a> {
    rest: &'a str,
}

impl<'a> Iterator for LineIter<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let (line, rest) = match self.rest.find('\n') {
            Some(i) => (&self.rest[..i], &self.rest[i + 1..]),
            None => (self.rest, ""),
        };
        self.rest = rest;
        Some(line)
    }
}

/// `a, "b, c", 'd'` → the three items; blank items (from `[]` or a trailing comma) are dropped.
fn flow_list(inner: &str, line_no: usize) -> Result<Vec<String>, FrontMatterError> {
    let mut items = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    for c in inner.chars() {
        match (quote, c) {
            (None, ',') => {
                items.push(std::mem::take(&mut current));
                continue;
            }
            (None, '"' | '\'') if current.trim().is_empty() => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        current.push(c);
    }
    if quote.is_some() {
        return Err(FrontMatterError::UnclosedQuote(line_no));
    }
    items.push(current);
    items
        .iter()
        .map(|item| item.trim())
        .filter(|item| !item.is_empty())
        .map(|item| scalar(item, line_no))
        .collect()
}

/// A trimmed scalar: quotes removed (`\"` and `\\` inside double quotes, `''` inside single quotes).
fn scalar(raw: &str, line_no: usize) -> Result<String, FrontMatterError> {
    if let Some(inner) = raw.strip_prefix('"') {
        let inner = inner
            .strip_suffix('"')
            .filter(|i| !i.ends_with('\\') || i.ends_with("\\\\"))
            .ok_or(FrontMatterError::UnclosedQuote(line_no))?;
        let mut out = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some(escaped @ ('"' | '\\')) => out.push(escaped),
                    Some(other) => {
                        out.push('\\');
                        out.push(other);
                    }
                    None => out.push('\\'),
                }
            } else {
                out.push(c);
            }
        }
        return Ok(out);
    }
    if let Some(inner) = raw.strip_prefix('\'') {
        let inner = inner
            .strip_suffix('\'')
            .ok_or(FrontMatterError::UnclosedQuote(line_no))?;
        return Ok(inner.replace("''", "'"));
    }
    Ok(raw.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn scalar_of(fm: &FrontMatter<'_>, key: &str) -> String {
        match fm.get(key) {
            Some(Value::Scalar(s)) => s.clone(),
            other => panic!("{key}: {other:?}"),
        }
    }

    #[test]
    fn reads_scalars_quotes_lists_and_the_body() {
        let source = "---\ntitle: \"Trials: a 4-week plan\"\nauthor: 'Ana O''Neil'\ndate: 2025-03-01\n# a comment\n\ntags: [trials, \"fitness\"]\n---\n\n## Week one\nRun.\n";
        let fm = parse(source).expect("valid");
        assert_eq!(scalar_of(&fm, "title"), "Trials: a 4-week plan");
        assert_eq!(scalar_of(&fm, "author"), "Ana O'Neil");
        assert_eq!(scalar_of(&fm, "date"), "2025-03-01");
        assert_eq!(
            fm.get("tags"),
            Some(&Value::List(vec!["trials".into(), "fitness".into()]))
        );
        assert_eq!(fm.body, "## Week one\nRun.\n");
    }

    #[test]
    fn block_lists_follow_an_empty_key() {
        let fm = parse("---\ntags:\n  - cv\n  - scouting\ntitle: x\n---\nbody").expect("valid");
        assert_eq!(
            fm.get("tags"),
            Some(&Value::List(vec!["cv".into(), "scouting".into()]))
        );
        assert_eq!(scalar_of(&fm, "title"), "x");
        assert_eq!(fm.body, "body");
    }

    #[test]
    fn crlf_and_a_byte_order_mark_are_accepted() {
        let fm = parse("\u{feff}---\r\ntitle: Hello\r\n---\r\n\r\nText").expect("valid");
        assert_eq!(scalar_of(&fm, "title"), "Hello");
        assert_eq!(fm.body, "Text");
    }

    #[test]
    fn escaped_double_quotes_stay_in_the_value() {
        let fm = parse("---\ntitle: \"The \\\"number 1\\\" shirt\"\n---\n").expect("valid");
        assert_eq!(scalar_of(&fm, "title"), "The \"number 1\" shirt");
    }

    #[test]
    fn malformed_blocks_are_errors_with_the_line() {
        assert_eq!(parse("title: x\n"), Err(FrontMatterError::MissingStart));
        assert_eq!(parse(""), Err(FrontMatterError::MissingStart));
        assert_eq!(parse("---\ntitle: x\n"), Err(FrontMatterError::MissingEnd));
        assert_eq!(
            parse("---\njust words\n---\n"),
            Err(FrontMatterError::BadLine(2))
        );
        assert_eq!(
            parse("---\nTitle: x\n---\n"),
            Err(FrontMatterError::BadLine(2))
        );
        assert_eq!(
            parse("---\ntitle:x\n---\n"),
            Err(FrontMatterError::BadLine(2))
        );
        assert_eq!(
            parse("---\n- orphan\n---\n"),
            Err(FrontMatterError::BadLine(2))
        );
        assert_eq!(
            parse("---\ntitle: a\ntitle: b\n---\n"),
            Err(FrontMatterError::DuplicateKey("title".into()))
        );
        assert_eq!(
            parse("---\ntitle: \"open\n---\n"),
            Err(FrontMatterError::UnclosedQuote(2))
        );
        assert_eq!(
            parse("---\ntags: [\"a, b]\n---\n"),
            Err(FrontMatterError::UnclosedQuote(2))
        );
    }

    proptest! {
        #[test]
        fn never_panics(s in any::<String>()) {
            let _ = parse(&s);
        }

        #[test]
        fn never_panics_inside_a_block(s in "[-a-z:\"' \\[\\],#\n]{0,80}") {
            let _ = parse(&format!("---\n{s}\n---\nbody"));
        }

        #[test]
        fn a_plain_value_reads_back_trimmed(value in "[A-Za-z0-9][A-Za-z0-9 .,!?-]{0,40}") {
            let source = format!("---\ntitle: {value}\n---\n");
            let fm = parse(&source).expect("valid");
            prop_assert_eq!(fm.get("title"), Some(&Value::Scalar(value.trim().to_string())));
        }

        #[test]
        fn the_body_is_the_text_after_the_block(body in "[^\n\r][^\r]{0,200}") {
            let source = format!("---\ntitle: x\n---\n{body}");
            prop_assert_eq!(parse(&source).expect("valid").body, body.as_str());
        }
    }
}
