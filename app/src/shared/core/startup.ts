// The startup wasm module: the rules the app shell needs on every page (guard, route background and access,
// greeting, auth-action target, safe and checkout links, the blog's tag rule, the information pages' path key, and
// the paths of a user's Firestore documents and Storage files), and what every page keeps in sessionStorage: the
// remembered location and the skip flag. The module reads and writes them itself (a refused or throwing storage
// reads as nothing stored; the guard reads both); the keys and the remember rule are the core's. Plain wasm-bindgen types, no serde: it stays small.
// vite-plugin-wasm instantiates it when this file is first evaluated (top-level await in the glue), so importers see
// a ready module.
export {
  authActionTarget,
  blogTag,
  clearSkipPublicOnlyToast,
  greetingName,
  guard,
  newsletterSubscriptionPath,
  normalizePagePath,
  picturePath,
  pictureUploadPath,
  playerPagePath,
  playerPath,
  rememberedLocation,
  rememberLocation,
  routeAccess,
  routeBackground,
  safeCheckoutUrl,
  safeExternalUrl,
  setSkipPublicOnlyToast,
  userPath,
} from './pkg/startup/startup';
export type { Access, Background, Decision } from './pkg/startup/startup';
