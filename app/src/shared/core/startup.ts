// The startup wasm module: the rules the app shell needs on every page (guard, route background and remember
// rule, safe remembered location, greeting, auth-action target, cache keys, safe links, the blog's tag rule).
// Plain wasm-bindgen types, no serde: it stays small. vite-plugin-wasm instantiates it when this file is first evaluated (top-level
// await in the glue), so importers see a ready module. Nothing here touches `window` or storage.
export {
  authActionTarget,
  blogTag,
  greetingName,
  guard,
  isUserCacheKey,
  profileCacheKey,
  routeAccess,
  routeBackground,
  safeExternalUrl,
  safeLocation,
  shouldRemember,
} from './pkg/startup/startup';
export type { Access, Background, Decision } from './pkg/startup/startup';
