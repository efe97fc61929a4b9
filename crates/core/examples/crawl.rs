//! Prints what search engines are told, for the build (`scripts/lib/seo.mjs`), which writes `sitemap.xml` and
//! `robots.txt` from it: `{"sitemapPaths": [...], "robotsDisallowed": [...]}`.

fn main() {
    let rules = serde_json::json!({
        "sitemapPaths": skora_core::crawl::sitemap_paths(),
        "robotsDisallowed": skora_core::crawl::robots_disallowed(),
    });
    println!("{rules}");
}
