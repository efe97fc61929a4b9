//! Prints the core's route table as JSON, for the build (`vite.config.ts` → `scripts/lib/seo.mjs`), which
//! writes `sitemap.xml` from it: the sitemap then lists exactly the routes the app serves.

fn main() {
    match serde_json::to_string_pretty(&skora_core::routes::route_table()) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("cannot serialise the route table: {e}");
            std::process::exit(1);
        }
    }
}
