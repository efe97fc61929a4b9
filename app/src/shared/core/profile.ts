// The profile wasm module: the CV editor's form and rule, the tolerant reader of stored documents,
// completeness, the picture rule, ages, the cached document's safe parse, the CV's title and career seasons, and
// what a failed save or read tells the user. Loaded with the CV routes, and on demand by the session once someone
// signs in (the profile-complete flag).
export {
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
  validatePicture,
  validateProfileForm,
} from './pkg/profile/profile';
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
