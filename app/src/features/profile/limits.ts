import { limits } from '../../shared/core/generated/limits';

/** The core's list sizes and bio length, for add buttons and hints (the core still checks on save). */
export function profileListLimits() {
  return {
    career: limits.career.max,
    honours: limits.honours.max,
    languages: limits.languages.max,
    links: limits.links.max,
    bio: limits.bio.max,
  };
}

/** The stored codes of the enumerated fields, in the core's order. */
export function profileChoices() {
  return {
    playerTypes: limits.playerTypes,
    preferredFeet: limits.preferredFeet,
    availability: limits.availability,
    visibility: limits.visibility,
  };
}
