// The profile wasm module: the CV editor's form and rule, the tolerant reader of stored documents,
// completeness, the picture rule, ages, the cached document's safe parse, the CV's title and career seasons,
// what a failed save or read tells the user, and the player attributes (the stats wizard's fields, form and rule;
// the CV's attribute card). Loaded with the CV routes, and on demand by the session once someone
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
  attributeCard,
  attributeFields,
  attributesForm,
  attributesSaveErrorMessage,
  careerSeasons,
  mailtoHref,
  cvTitle,
  isPermissionDenied,
  isProfileComplete,
  playerDetailsPath,
  playerStatsPath,
  profileCompleteness,
  profileDraftKey,
  profileForm,
  profileSaveErrorMessage,
  readCachedDocument,
  readProfile,
  readProfileDraft,
  validateAttributesForm,
  validatePicture,
  validateProfileForm,
} = safe;
export type {
  AttributeCard,
  AttributeField,
  AttributeFields,
  AttributesForm,
  AttributeStep,
  Band,
  Better,
  CareerEntry,
  CareerForm,
  Completeness,
  Face,
  FaceCard,
  Group,
  Honour,
  HonourForm,
  LanguageForm,
  Link,
  LinkForm,
  MeasuredTest,
  Measurement,
  MissingItem,
  PlayerDetails,
  PlayerProfile,
  ProfileDocuments,
  ProfileForm,
  Session,
  StatsDocument,
  Step,
  TestForm,
} from './pkg/profile/profile';
