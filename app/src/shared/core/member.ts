// Which module the session and the nav ask (`Member`: whether the account's profile is complete, where a scout profile
// is, the session this device last saw confirmed, the nav's counts). Both the small session module and the profile
// module hold the same handle (the profile crate links the session crate): a page that loads the profile module
// anyway (the player's own pages, a CV, the scout's lists) asks it, and every other signed-in page (the map, the
// directory…) the session module, so neither waits for a module it does not otherwise need.
import { wasmRequested } from './preload';
import type { Member as SessionMember } from './session';

/** The handle's calls (its static side, the same in both modules). */
export type MemberHandle = Pick<typeof SessionMember, 'read' | 'remember'>;

/** The `Member` of the module this page loads anyway: the profile module's when its route asked for it. */
export async function member(): Promise<MemberHandle> {
  return wasmRequested('profile') ? (await import('./profile')).Member : (await import('./session')).Member;
}
