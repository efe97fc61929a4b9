// Cloud Functions called from the app (the open forms: functions/src/forms.js): the only importer of the Functions
// SDK. Loaded on demand, like the Firestore wrappers: a page loads it only when a form is sent. A callable carries the
// signed-in user's ID token by itself, so the function knows the sender without the app saying who they are, and an
// App Check token when the build runs App Check (app-check.ts).
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { startAppCheck } from './app-check';
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, useEmulators } from './config';

let instance: Functions | null = null;

function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    if (useEmulators) connectFunctionsEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  return instance;
}

/**
 * Calls the callable function `name` with `data` and resolves with its result. A refusal rejects with a
 * FirebaseError whose `code` is `functions/<status>` (`functions/resource-exhausted` when rate limited,
 * `functions/invalid-argument` with the core's field errors in `details.errors`).
 */
export async function callFunction<Request, Result>(name: string, data: Request, timeoutMs: number): Promise<Result> {
  // Before the Functions SDK, so its first request already carries a token where the deployment enforces App Check.
  await startAppCheck(firebaseApp());
  const call = httpsCallable<Request, Result>(functions(), name, { timeout: timeoutMs });
  return (await call(data)).data;
}
