//! Prints the blog's build-time document (see `skora_wasm_common::blog_index`) as JSON for the Markdown posts
//! in the folder given as the first argument (`<slug>.md` files).
//!
//!   cargo run -q -p skora-wasm-common --example blog_index -- app/src/features/blog/posts

use std::path::Path;

use skora_core::blog::PostSource;

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: blog_index <posts folder>");
        std::process::exit(2);
    };
    let mut sources = match read_posts(Path::new(&dir)) {
        Ok(sources) => sources,
        Err(e) => {
            eprintln!("cannot read the posts in {dir}: {e}");
            std::process::exit(1);
        }
    };
    // The core keeps the first file of a repeated slug: make "first" independent of the file system.
    sources.sort_by(|a, b| a.slug.cmp(&b.slug));
    match serde_json::to_string(&skora_wasm_common::blog_index::blog_document(&sources)) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the blog index: {e}");
            std::process::exit(1);
        }
    }
}

fn read_posts(dir: &Path) -> std::io::Result<Vec<PostSource>> {
    let mut sources = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("md") {
            continue;
        }
        let slug = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        sources.push(PostSource {
            slug,
            source: std::fs::read_to_string(&path)?,
        });
    }
    Ok(sources)
}
