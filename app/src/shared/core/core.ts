// The one entry to the Rust core. vite-plugin-wasm instantiates the module once, when this file is first
// evaluated (top-level await), so every importer sees a ready core. Types are generated from the Rust types.
import type { FieldError } from './pkg/skora_wasm';

export {
  ageOn,
  authActionTarget,
  authError,
  cacheRead,
  cacheWrite,
  clearSkipPublicOnlyToast,
  clearUserCache,
  CoreStore,
  countries,
  displayName,
  flagEmoji,
  greetingName,
  guard,
  isProfileComplete,
  positions,
  profileCacheKey,
  profileCompleteness,
  profileForm,
  profileLimits,
  readProfile,
  rememberedLocation,
  rememberLocation,
  routeInfo,
  routeTable,
  safeExternalUrl,
  setSkipPublicOnlyToast,
  validateEmail,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validatePicture,
  validateProfileForm,
  validateSignup,
} from './pkg/skora_wasm';
export type {
  Access,
  AuthMessage,
  Availability,
  Background,
  Bounds,
  CareerEntry,
  CareerForm,
  Completeness,
  Country,
  CountryList,
  Decision,
  FieldError,
  Foot,
  ForgotPasswordForm,
  Honour,
  HonourForm,
  LanguageForm,
  LatLng,
  Limits,
  Line,
  Link,
  LinkForm,
  LoginForm,
  MissingItem,
  NewPasswordForm,
  PlayerPin,
  PlayerProfile,
  PlayerType,
  Position,
  PositionInfo,
  PositionList,
  ProfileForm,
  RouteEntry,
  RouteInfo,
  Session,
  SignupForm,
  StoreState,
  Visibility,
} from './pkg/skora_wasm';

/**
 * What every core validator throws: an `Error` whose `message`, `field` and `fieldCode` are those of the first
 * problem, `code` is `"invalid-form"`, and `fieldErrors` lists every problem (`field` is a react-hook-form path).
 */
export interface CoreFormError extends Error {
  code: 'invalid-form';
  field: string;
  fieldCode: string;
  fieldErrors: FieldError[];
}

export function isCoreFormError(error: unknown): error is CoreFormError {
  return (
    error instanceof Error &&
    (error as Partial<CoreFormError>).code === 'invalid-form' &&
    Array.isArray((error as Partial<CoreFormError>).fieldErrors)
  );
}

/** An error from the core with a stable `code` (validators: `"invalid-form"`) and the `field` it concerns. */
export interface CoreFieldError extends Error {
  code: string;
  field: string;
}

export function isCoreFieldError(error: unknown): error is CoreFieldError {
  return error instanceof Error && typeof (error as Partial<CoreFieldError>).code === 'string';
}
