//! Inside each of the core's crates (skora-foundations, skora-domain, skora-core), the modules stay
//! acyclic: this test reads the three crates' sources, builds each one's module graph and fails, naming
//! the cycle, when two modules use each other.
//!
//! Why a test and not a convention: the direction between the layers is Cargo's (each layer is a crate,
//! and a crate cannot name one that depends on it), but inside a crate a cycle between two modules is
//! one `use` away and compiles fine, and once two modules lean on each other neither can be understood,
//! tested or moved alone. The graph is built from paths in code (`crate::x`, `super::x`, `self::x`, `use`
//! trees), tests included, with comments and string literals ignored; paths into another crate
//! (`skora_foundations::dates`) are Cargo's and left out. Two levels are checked, in each crate:
//! - the top-level modules of its `lib.rs` (an edge `a -> b` when any file of `a` names `b`);
//! - the submodules of each folder module (`directory::page -> directory::card`), which must name
//!   their siblings directly rather than through the parent's re-exports, so every edge is visible.
//!
//! The parser is deliberately small (no `syn`: the core keeps its dependencies few); its own tests below
//! pin what it sees, so a parser that quietly found nothing could not make the graph look clean.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------------------------
// Source cleaning and tokens

/// `src` with comments, string and char literals blanked out (newlines kept, so lines still count).
fn strip(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(i + k).copied().unwrap_or('\0');
        let prev_ident = i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_');
        if at(0) == '/' && at(1) == '/' {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if at(0) == '/' && at(1) == '*' {
            let mut depth = 0;
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if let Some((prefix, hashes)) = raw_string_start(&c[i..], prev_ident) {
            // A raw string: r"…", r#"…"#, br"…"; it ends at a quote followed by as many `#`.
            for _ in 0..prefix {
                out.push(' ');
            }
            i += prefix;
            while i < c.len() {
                if c[i] == '"' && (1..=hashes).all(|h| c.get(i + h) == Some(&'#')) {
                    for _ in 0..=hashes {
                        out.push(' ');
                    }
                    i += hashes + 1;
                    break;
                }
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if at(0) == '"' || (at(0) == 'b' && at(1) == '"' && !prev_ident) {
            if at(0) == 'b' {
                out.push(' ');
                i += 1;
            }
            out.push(' ');
            i += 1;
            while i < c.len() {
                match c[i] {
                    '\\' => {
                        out.push(' ');
                        if let Some(&next) = c.get(i + 1) {
                            blank(&mut out, next);
                        }
                        i += 2;
                    }
                    '"' => {
                        out.push(' ');
                        i += 1;
                        break;
                    }
                    ch => {
                        blank(&mut out, ch);
                        i += 1;
                    }
                }
            }
        } else if at(0) == '\'' {
            // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a, 'static).
            if at(1) == '\\' {
                // Skip the escaped char first, so '\'' ends at its last quote.
                let mut k = 3;
                while i + k < c.len() && c[i + k] != '\'' {
                    k += 1;
                }
                for _ in 0..=k {
                    out.push(' ');
                }
                i += k + 1;
            } else if at(2) == '\'' {
                out.push_str("   ");
                i += 3;
            } else {
                out.push(' ');
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// At a raw string literal (`r"`, `r#"`, `br"`…): the length of its opening and its number of `#`.
fn raw_string_start(c: &[char], prev_ident: bool) -> Option<(usize, usize)> {
    let start = match c {
        ['r', ..] => 1,
        ['b', 'r', ..] => 2,
        _ => return None,
    };
    let hashes = c[start..].iter().take_while(|&&ch| ch == '#').count();
    (!prev_ident && c.get(start + hashes) == Some(&'"')).then_some((start + hashes + 1, hashes))
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Open,
    Close,
    Comma,
    Star,
    Semi,
    Other,
}

/// Identifiers and the punctuation paths are made of, each with its 1-based line.
fn tokens(clean: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = clean.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(c[start..i].iter().collect()), line));
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push((Tok::PathSep, line));
            i += 2;
        } else {
            out.push((
                match ch {
                    '{' => Tok::Open,
                    '}' => Tok::Close,
                    ',' => Tok::Comma,
                    '*' => Tok::Star,
                    ';' => Tok::Semi,
                    _ => Tok::Other,
                },
                line,
            ));
            i += 1;
        }
    }
    out
}

/// The paths of a path or `use` tree starting at `toks[i]`, one per leaf (`a::{b, c::d}` gives
/// `a::b` and `a::c::d`), and the index after it.
fn path_tree(toks: &[(Tok, usize)], mut i: usize) -> (Vec<Vec<String>>, usize) {
    let mut segs: Vec<String> = Vec::new();
    loop {
        match toks.get(i).map(|t| &t.0) {
            Some(Tok::Ident(word)) => {
                segs.push(word.clone());
                i += 1;
                if toks.get(i).map(|t| &t.0) == Some(&Tok::PathSep) {
                    i += 1;
                    continue;
                }
                if toks.get(i).map(|t| &t.0) == Some(&Tok::Ident("as".into())) {
                    i += 2;
                }
                return (vec![segs], i);
            }
            Some(Tok::Open) => {
                i += 1;
                let mut all = Vec::new();
                loop {
                    match toks.get(i).map(|t| &t.0) {
                        None => return (all, i),
                        Some(Tok::Close) => return (all, i + 1),
                        Some(Tok::Comma) => i += 1,
                        _ => {
                            let (subs, next) = path_tree(toks, i);
                            // A malformed group must not loop forever.
                            i = if next > i { next } else { i + 1 };
                            for sub in subs {
                                let mut full = segs.clone();
                                // `{self, …}` names the group's prefix itself.
                                full.extend(sub.into_iter().filter(|s| s != "self"));
                                all.push(full);
                            }
                        }
                    }
                }
            }
            Some(Tok::Star) => return (vec![segs], i + 1),
            _ => return (vec![segs], i),
        }
    }
}

/// A module path written in `file_module` (the file's own module path plus any inline `mod`s around
/// the reference), made absolute: `None` for paths that leave the crate (`super` past the root).
fn resolve(segs: &[String], here: &[String]) -> Option<Vec<String>> {
    match segs.first().map(String::as_str) {
        Some("crate") => Some(segs[1..].to_vec()),
        Some("self") => Some(here.iter().chain(&segs[1..]).cloned().collect()),
        Some("super") => {
            let up = segs.iter().take_while(|s| *s == "super").count();
            let base = here.len().checked_sub(up)?;
            Some(here[..base].iter().chain(&segs[up..]).cloned().collect())
        }
        _ => None,
    }
}

/// One reference to a crate path, with where it was written.
#[derive(Debug, Clone)]
struct Reference {
    target: Vec<String>,
    line: usize,
}

/// The absolute crate paths a file names, and the `mod name;` declarations of its top level.
fn scan(src: &str, file_module: &[String]) -> (Vec<Reference>, Vec<String>) {
    let toks = tokens(&strip(src));
    let mut refs = Vec::new();
    let mut declared = Vec::new();
    // Inline modules (`mod tests { … }`), with the brace depth inside them.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let (tok, line) = &toks[i];
        match tok {
            Tok::Open => depth += 1,
            Tok::Close => {
                depth = depth.saturating_sub(1);
                while inline.last().is_some_and(|(_, d)| *d > depth) {
                    inline.pop();
                }
            }
            Tok::Ident(word) if word == "mod" => {
                if let Some((Tok::Ident(name), _)) = toks.get(i + 1) {
                    match toks.get(i + 2).map(|t| &t.0) {
                        Some(Tok::Open) => {
                            inline.push((name.clone(), depth + 1));
                            depth += 1;
                            i += 3;
                            continue;
                        }
                        Some(Tok::Semi) if inline.is_empty() && depth == 0 => {
                            declared.push(name.clone())
                        }
                        _ => {}
                    }
                }
            }
            Tok::Ident(word)
                if matches!(word.as_str(), "crate" | "super" | "self")
                    && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::PathSep)
                    && (i == 0 || toks[i - 1].0 != Tok::PathSep) =>
            {
                let here: Vec<String> = file_module
                    .iter()
                    .cloned()
                    .chain(inline.iter().map(|(n, _)| n.clone()))
                    .collect();
                let (paths, next) = path_tree(&toks, i);
                for segs in paths {
                    if let Some(target) = resolve(&segs, &here) {
                        refs.push(Reference {
                            target,
                            line: *line,
                        });
                    }
                }
                i = next.max(i + 1);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (refs, declared)
}

// ---------------------------------------------------------------------------------------------
// The crate's modules

/// One source file: its module path (`["directory", "filter"]`) and where it is.
struct SourceFile {
    module: Vec<String>,
    path: PathBuf,
    src: String,
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The file of module `name` declared in a file whose children live in `dir`.
fn module_file(dir: &Path, name: &str) -> (PathBuf, PathBuf) {
    let flat = dir.join(format!("{name}.rs"));
    if flat.exists() {
        (flat, dir.join(name))
    } else {
        (dir.join(name).join("mod.rs"), dir.join(name))
    }
}

/// Every file of the crate under `module`, recursively through `mod name;` declarations.
fn load(module: Vec<String>, path: PathBuf, children_dir: PathBuf, files: &mut Vec<SourceFile>) {
    let src = read(&path);
    let (_, declared) = scan(&src, &module);
    files.push(SourceFile {
        module: module.clone(),
        path,
        src,
    });
    for child in declared {
        let (file, dir) = module_file(&children_dir, &child);
        let mut m = module.clone();
        m.push(child);
        load(m, file, dir, files);
    }
}

/// The core's crates, bottom-up, by folder under `crates/`.
const CRATES: [&str; 3] = ["core-foundations", "core-domain", "core"];

/// The folder of the crate `name` (one of `CRATES`).
fn crate_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name)
}

fn crate_files(name: &str) -> Vec<SourceFile> {
    let src = crate_dir(name).join("src");
    let mut files = Vec::new();
    load(Vec::new(), src.join("lib.rs"), src, &mut files);
    files
}

/// A graph with, for each edge, the first place that creates it (for the failure message).
#[derive(Default)]
struct Graph {
    nodes: BTreeSet<String>,
    edges: BTreeMap<String, BTreeMap<String, String>>,
}

impl Graph {
    fn add(&mut self, from: &str, to: &str, why: String) {
        self.nodes.insert(from.to_string());
        self.nodes.insert(to.to_string());
        self.edges
            .entry(from.to_string())
            .or_default()
            .entry(to.to_string())
            .or_insert(why);
    }

    fn plain(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut g: BTreeMap<String, BTreeSet<String>> = self
            .nodes
            .iter()
            .map(|n| (n.clone(), BTreeSet::new()))
            .collect();
        for (from, tos) in &self.edges {
            g.entry(from.clone())
                .or_default()
                .extend(tos.keys().cloned());
        }
        g
    }

    fn why(&self, from: &str, to: &str) -> &str {
        self.edges
            .get(from)
            .and_then(|t| t.get(to))
            .map_or("?", String::as_str)
    }

    /// `a -> b -> a`, with where each edge is written.
    fn explain(&self, cycle: &[String]) -> String {
        let steps: Vec<String> = cycle
            .windows(2)
            .map(|w| format!("  {} -> {} ({})", w[0], w[1], self.why(&w[0], &w[1])))
            .collect();
        format!("{}\n{}", cycle.join(" -> "), steps.join("\n"))
    }
}

/// The graphs the tests check for one crate: its top-level modules, each folder module's submodules, and
/// the places where a submodule reaches a sibling through its parent's re-exports.
struct Graphs {
    top: Graph,
    folders: BTreeMap<String, Graph>,
    through_parent: Vec<String>,
}

fn graphs(name: &str) -> Graphs {
    let files = crate_files(name);
    let top_names: BTreeSet<String> = files
        .iter()
        .filter(|f| f.module.len() == 1)
        .map(|f| f.module[0].clone())
        .collect();
    let children: BTreeMap<String, BTreeSet<String>> = top_names
        .iter()
        .map(|t| {
            let kids = files
                .iter()
                .filter(|f| f.module.len() == 2 && &f.module[0] == t)
                .map(|f| f.module[1].clone())
                .collect();
            (t.clone(), kids)
        })
        .collect();
    let mut top = Graph::default();
    top.nodes.extend(top_names.iter().cloned());
    let mut folders: BTreeMap<String, Graph> = BTreeMap::new();
    let mut through_parent = Vec::new();
    // Paths in messages relative to `crates/`, so they name the crate (`core-domain/src/profile/form.rs`).
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for file in files.iter().filter(|f| !f.module.is_empty()) {
        let (refs, _) = scan(&file.src, &file.module);
        let rel = file
            .path
            .strip_prefix(&root)
            .unwrap_or(&file.path)
            .display();
        let from = &file.module[0];
        for r in refs {
            let Some(to) = r.target.first() else { continue };
            let why = format!("{rel}:{} names `{}`", r.line, r.target.join("::"));
            if to != from {
                if top_names.contains(to) {
                    top.add(from, to, why);
                }
                continue;
            }
            // Inside one top-level module: only a submodule's file has sibling edges; the folder's own
            // root file declares and re-exports its children, so it depends on all of them anyway.
            let Some(child) = file.module.get(1) else {
                continue;
            };
            let kids = &children[from];
            match r.target.get(1) {
                Some(sibling) if kids.contains(sibling) => {
                    if sibling != child {
                        folders.entry(from.clone()).or_default().add(
                            &format!("{from}::{child}"),
                            &format!("{from}::{sibling}"),
                            why,
                        );
                    }
                }
                _ => through_parent.push(why),
            }
        }
        if let Some(child) = file.module.get(1) {
            folders
                .entry(from.clone())
                .or_default()
                .nodes
                .insert(format!("{from}::{child}"));
        }
    }
    Graphs {
        top,
        folders,
        through_parent,
    }
}

// ---------------------------------------------------------------------------------------------
// Cycles and layers

/// A cycle of `graph` as `[a, b, …, a]`, or `None` when it is acyclic (depth-first search, nodes and
/// edges in sorted order so the same cycle is reported every time).
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<String, Mark>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        marks.insert(node.to_string(), Mark::Open);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match marks.get(next).copied().unwrap_or(Mark::New) {
                Mark::Open => {
                    let start = stack.iter().position(|n| n == next).unwrap_or(0);
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Mark::New => {
                    if let Some(cycle) = visit(next, graph, marks, stack) {
                        return Some(cycle);
                    }
                }
                Mark::Done => {}
            }
        }
        stack.pop();
        marks.insert(node.to_string(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in graph.keys() {
        if marks.get(node).copied().unwrap_or(Mark::New) == Mark::New {
            if let Some(cycle) = visit(node, graph, &mut marks, &mut Vec::new()) {
                return Some(cycle);
            }
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// The checks on the real crate

#[test]
fn the_modules_of_each_crate_form_no_cycle() {
    for name in CRATES {
        let g = graphs(name).top;
        if let Some(cycle) = find_cycle(&g.plain()) {
            panic!("module cycle in crates/{name}: {}", g.explain(&cycle));
        }
    }
}

#[test]
fn the_submodules_of_each_folder_module_form_no_cycle() {
    for name in CRATES {
        for (folder, g) in graphs(name).folders {
            if let Some(cycle) = find_cycle(&g.plain()) {
                panic!(
                    "module cycle inside `{folder}` (crates/{name}): {}",
                    g.explain(&cycle)
                );
            }
        }
    }
}

#[test]
fn submodules_name_their_siblings_not_the_parents_reexports() {
    // Reaching `crate::profile::ProfileForm` from inside `profile` hides which sibling is used, and
    // the parent re-exports every child, so the hidden edge would be a cycle through the parent.
    let through: Vec<String> = CRATES
        .iter()
        .flat_map(|name| graphs(name).through_parent)
        .collect();
    assert!(
        through.is_empty(),
        "name the submodule (`super::form::…`, `crate::profile::model::…`) instead of the parent's \
         re-export:\n  {}",
        through.join("\n  ")
    );
}

#[test]
fn the_graph_sees_the_edges_the_code_is_known_to_have() {
    // If the parser stopped seeing paths, every check above would pass on an empty graph.
    for (name, from, to) in [
        ("core-foundations", "geohash", "geo"),
        ("core-foundations", "age", "dates"),
        ("core-domain", "location", "routes"),
        ("core-domain", "completeness", "profile"),
        ("core", "labels", "contract"),
        ("core", "directory", "player_index"),
    ] {
        let g = graphs(name).top;
        assert!(
            g.edges.get(from).is_some_and(|t| t.contains_key(to)),
            "expected an edge {from} -> {to} in crates/{name}"
        );
    }
    let core = graphs("core");
    assert!(core.folders["directory"]
        .edges
        .get("directory::page")
        .is_some_and(|t| t.contains_key("directory::card")));
    for (name, at_least) in [("core-foundations", 20), ("core-domain", 15), ("core", 10)] {
        let nodes = graphs(name).top.nodes;
        assert!(nodes.len() >= at_least, "crates/{name}: {nodes:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// The checker's own tests: it must see cycles and paths, or the checks above prove nothing

fn graph(edges: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for &(a, b) in edges {
        g.entry(a.into()).or_default().insert(b.into());
        g.entry(b.into()).or_default();
    }
    g
}

#[test]
fn a_hand_made_cycle_is_found_and_named() {
    let g = graph(&[
        ("leaf", "base"),
        ("routes", "paths"),
        ("routes", "location"),
        ("location", "guards"),
        ("guards", "routes"),
    ]);
    assert_eq!(
        find_cycle(&g),
        Some(vec![
            "guards".to_string(),
            "routes".into(),
            "location".into(),
            "guards".into()
        ])
    );
    assert_eq!(
        find_cycle(&graph(&[("a", "b"), ("b", "a")])),
        Some(vec!["a".to_string(), "b".into(), "a".into()])
    );
}

#[test]
fn an_acyclic_graph_passes() {
    let g = graph(&[("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")]);
    assert_eq!(find_cycle(&g), None);
}

#[test]
fn a_cycle_in_sources_is_found_end_to_end() {
    // The same pipeline as the real check, on two hand-written files that call each other.
    let mut g = Graph::default();
    for (module, src) in [
        ("routes", "use crate::location::should_remember;\nfn f() {}"),
        ("location", "fn g() { crate::routes::access_of(\"/\"); }"),
    ] {
        let (refs, _) = scan(src, &[module.to_string()]);
        for r in refs {
            g.add(module, &r.target[0], format!("line {}", r.line));
        }
    }
    let cycle = find_cycle(&g.plain());
    assert!(cycle.is_some());
    let message = g.explain(&cycle.unwrap_or_default());
    assert!(
        message.contains("location -> routes -> location"),
        "{message}"
    );
}

fn targets(src: &str, module: &[&str]) -> Vec<String> {
    let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
    scan(src, &module)
        .0
        .into_iter()
        .map(|r| r.target.join("::"))
        .collect()
}

#[test]
fn paths_are_read_from_code_not_from_comments_or_strings() {
    let src = r##"
        //! See [`crate::doc_link`].
        use crate::{dates::{parse_date, Date}, geo::LatLng as Point};
        use crate::directory::{self, Sort};
        /* crate::block /* nested crate::inner */ still comment crate::x */
        fn f<'a>(s: &'a str) -> char {
            let _ = "crate::in_string";
            let _ = r#"crate::in_raw "string""#;
            let _ = crate::limits::MAX_AGE;
            let _ = my_crate::not_ours;
            '"'
        }
        fn g() { crate::age::age_on::<u8>(); }
    "##;
    assert_eq!(
        targets(src, &["store"]),
        [
            "dates::parse_date",
            "dates::Date",
            "geo::LatLng",
            "directory",
            "directory::Sort",
            "limits::MAX_AGE",
            "age::age_on",
        ]
    );
}

#[test]
fn super_and_self_resolve_against_the_file_and_its_inline_modules() {
    let src = "
        use super::fold::fold;
        use self::inner::X;
        mod tests {
            use super::*;
            use super::super::player::fixtures::doc;
            mod deeper { use super::super::seed; }
        }
        use super::query::Sort;
        mod seed;
    ";
    assert_eq!(
        targets(src, &["directory", "filter"]),
        [
            "directory::fold::fold",
            "directory::filter::inner::X",
            "directory::filter",
            "directory::player::fixtures::doc",
            "directory::filter::seed",
            "directory::query::Sort",
        ]
    );
    assert_eq!(
        scan(src, &[]).1,
        ["seed"],
        "only top-level `mod x;` declares a child file"
    );
}
