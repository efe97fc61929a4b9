// The one entry to the Rust core. vite-plugin-wasm instantiates the module once, when this file is first
// evaluated (top-level await), so every importer sees a ready core. Types are generated from the Rust types.
import type { FieldError } from './pkg/skora_wasm';

export {
  ageOn,
  authActionTarget,
  authError,
  blogList,
  blogPost,
  cacheRead,
  cacheWrite,
  checkBlogPost,
  clearSkipPublicOnlyToast,
  clearUserCache,
  clipFromLink,
  contactTopics,
  CoreStore,
  countries,
  directoryQueryString,
  directorySearchText,
  displayName,
  featuredCards,
  flagEmoji,
  greetingName,
  guard,
  isDirectoryFiltered,
  isProfileComplete,
  pageWindow,
  parseDirectoryQuery,
  playerClips,
  playerClipsQueryLimit,
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
  validateContact,
  validateEmail,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateNewsletter,
  validatePicture,
  validateProfileForm,
  validateSignup,
  youtubeVideoId,
} from './pkg/skora_wasm';
export type {
  Access,
  AuthMessage,
  Availability,
  Background,
  BlogList,
  BlogPost,
  Bounds,
  CareerEntry,
  CareerForm,
  Clip,
  ClipList,
  Completeness,
  ContactForm,
  ContactMessage,
  ContactTopic,
  ContactTopicList,
  ContactTopicOption,
  Country,
  CountryList,
  Decision,
  DirectoryQuery,
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
  NewsletterForm,
  NewsletterSource,
  PageWindow,
  PlayerCard,
  PlayerCards,
  PlayerDoc,
  PlayerDocs,
  PlayerPin,
  PlayerProfile,
  PlayerType,
  Position,
  PositionInfo,
  PositionList,
  PositionTag,
  PostMeta,
  PostSource,
  PostSourceList,
  ProfileForm,
  RouteEntry,
  RouteInfo,
  Session,
  SignupForm,
  Sort,
  StoreState,
  TagCount,
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
