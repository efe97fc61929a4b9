// The profile feature's words for the failures Firebase reports (by their stable codes), in one place.

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export function isPermissionDenied(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'permission-denied' || code === 'firestore/permission-denied';
}

const KEPT = 'Your changes are still here.';

/** What a failed save tells the user. The form keeps its values whatever happened. */
export function saveErrorMessage(error: unknown): string {
  switch (codeOf(error)?.replace(/^firestore\//, '')) {
    case 'permission-denied':
      return `We could not save your CV: the server refused it. Check your details and try again. ${KEPT}`;
    case 'unauthenticated':
      return `We could not save your CV because you are signed out. Log in again in a new tab, then save. ${KEPT}`;
    case 'unavailable':
    case 'deadline-exceeded':
      return `We could not reach the server to save your CV. Check your connection and try again. ${KEPT}`;
    default:
      return `Something went wrong while saving your CV. Please try again. ${KEPT}`;
  }
}
