// The one entry to the Rust core. vite-plugin-wasm instantiates the module once, when this file is first
// evaluated (top-level await), so every importer sees a ready core. Types are generated from the Rust types.
export {
  authActionTarget,
  cacheRead,
  cacheWrite,
  clearSkipPublicOnlyToast,
  clearUserCache,
  CoreStore,
  greetingName,
  guard,
  isProfileComplete,
  profileCacheKey,
  rememberedLocation,
  rememberLocation,
  routeInfo,
  routeTable,
  setSkipPublicOnlyToast,
  validateEmail,
} from './pkg/skora_wasm';
export type {
  Access,
  Background,
  Decision,
  LatLng,
  PlayerPin,
  RouteEntry,
  RouteInfo,
  Session,
  StoreState,
} from './pkg/skora_wasm';

/** A field error thrown by a core validator: an `Error` with the stable `code` and the `field`. */
export interface CoreFieldError extends Error {
  code: string;
  field: string;
}

export function isCoreFieldError(error: unknown): error is CoreFieldError {
  return error instanceof Error && typeof (error as Partial<CoreFieldError>).code === 'string';
}
