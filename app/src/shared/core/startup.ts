// The startup wasm module: what the app shell needs on every page, as three handles. `Site`: the guard, a route's
// facts (page key, access, background), what the site accepts of an outside value for one purpose (a CV's link, a
// checkout link, the blog's tag, the greeting's name) and where an e-mail action link continues. `User`: every path of
// a user's Firestore documents and Storage files, and the player page's link. `Memory`: what the tab keeps in
// sessionStorage (the remembered location, the skip flag), which the module reads and writes itself (a refused or
// throwing storage reads as nothing stored; the guard reads both); the keys and the remember rule are the core's.
// Plain wasm-bindgen types, no serde: it stays small.
// vite-plugin-wasm instantiates it when this file is first evaluated (top-level await in the glue), so importers see
// a ready module.
export { Memory, Site, User } from './pkg/startup/startup';
export type { Access, Background, Decision, Purpose, RouteFacts, UserPaths } from './pkg/startup/startup';
