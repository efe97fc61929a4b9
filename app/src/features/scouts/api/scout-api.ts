// The scouts feature's data calls: the scout's profile (scouts/{uid}, its owner alone reads it) and the editor's
// unsaved values on this device. Firebase is reached only through the shared wrappers; every rule (the profile's,
// its path, its plan, the device's key) is the core's.
import { Device, Scout, type ScoutForm, type WritePlan } from '../../../shared/core/profile';

/** scouts/{uid} as Firestore returns it: untyped data, read only through the core (`Scout.read`). */
export type ScoutDocument = Record<string, unknown>;

/** The account's scout profile, or null when it has none (or the core builds no path for `uid`). */
export async function fetchScout(uid: string): Promise<ScoutDocument | null> {
  const path = Scout.read({ uid }).path;
  if (!path) return null;
  const { getDocument } = await import('../../../shared/firebase/documents');
  return getDocument<ScoutDocument>(path);
}

/** Writes the core's plan for the profile (one document) through the one writer. */
export async function saveScout(plan: WritePlan): Promise<void> {
  const { applyWritePlan } = await import('../../../shared/firebase/write-plan');
  await applyWritePlan(plan);
}

/** The profile this account typed and the server has not confirmed, or null (a corrupt one reads as none). */
export function storedScoutDraft(uid: string): ScoutForm | null {
  return Device.read({ scoutDraft: uid }).scoutDraft ?? null;
}

export function keepScoutDraft(uid: string, form: ScoutForm): boolean {
  return Device.keep({ scoutDraft: { uid, form } }) > 0;
}

export function forgetScoutDraft(uid: string): void {
  Device.keep({ scoutDraft: { uid } });
}
