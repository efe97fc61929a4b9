// The profile wasm module: the CV editor's form and rule, the tolerant reader of stored documents,
// completeness, the picture rule, ages, the cached document's safe parse, the CV's title and career seasons, and
// what a failed save or read tells the user. Loaded with the CV routes, and on demand by the session once someone
// signs in (the profile-complete flag).
import * as api from './pkg/profile/profile';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/profile/profile_bg.js';
import * as instance from './pkg/profile/profile_bg.wasm';
import { recoverable } from './recovery';

// Every function goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('profile', glue as Parameters<typeof recoverable>[1], instance, api);
export const {
  ageInBirthMonth,
  careerSeasons,
  mailtoHref,
  cvTitle,
  isPermissionDenied,
  isProfileComplete,
  playerDetailsPath,
  profileCompleteness,
  profileDraftKey,
  profileForm,
  profileSaveErrorMessage,
  readCachedDocument,
  readProfile,
  readProfileDraft,
  statsSaveErrorMessage,
  validatePicture,
  validateProfileForm,
} = safe;
export type {
  CareerEntry,
  CareerForm,
  Completeness,
  Honour,
  HonourForm,
  LanguageForm,
  Link,
  LinkForm,
  MissingItem,
  PlayerDetails,
  PlayerProfile,
  ProfileDocuments,
  ProfileForm,
  Session,
} from './pkg/profile/profile';
