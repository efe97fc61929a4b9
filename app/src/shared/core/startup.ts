// The startup wasm module: the rules the app shell needs on every page (guard, route background and remember
// rule, safe remembered location, greeting, auth-action target, cache keys, safe and checkout links, the blog's
// tag rule, the information pages' path key, and the paths of a user's Firestore documents and Storage files).
// Plain wasm-bindgen types, no serde: it stays small. vite-plugin-wasm instantiates it when this file is first
// evaluated (top-level await in the glue), so importers see a ready module. Nothing here touches `window` or storage.
export {
  authActionTarget,
  blogTag,
  greetingName,
  guard,
  isUserCacheKey,
  newsletterSubscriptionPath,
  normalizePagePath,
  picturePath,
  pictureUploadPath,
  playerPagePath,
  playerPath,
  profileCacheKey,
  routeAccess,
  routeBackground,
  safeCheckoutUrl,
  safeExternalUrl,
  safeLocation,
  shouldRemember,
  userPath,
} from './pkg/startup/startup';
export type { Access, Background, Decision } from './pkg/startup/startup';
