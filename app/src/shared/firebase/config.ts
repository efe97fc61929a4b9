// Firebase configuration, from Vite environment variables alone (see .env.example). Each variable is read by
// its full name so Vite inlines only these, not the whole environment object.

export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-skora.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-skora',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-skora.appspot.com',
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: import.meta.env.VITE_FIREBASE_APP_ID || undefined,
};

/** The reCAPTCHA Enterprise site key for App Check (app-check.ts); empty: the app runs no App Check. */
export const appCheckSiteKey: string = import.meta.env.VITE_APP_CHECK_SITE_KEY || '';

export const firestoreDatabaseId: string = import.meta.env.VITE_FIRESTORE_DATABASE_ID || 'skora';

/** On by default in development; a build uses the emulators only when told to. */
export const useEmulators: boolean =
  import.meta.env.VITE_USE_EMULATORS === undefined || import.meta.env.VITE_USE_EMULATORS === ''
    ? import.meta.env.DEV
    : import.meta.env.VITE_USE_EMULATORS === 'true';

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 } as const;

/** The Cloud Functions' region (functions/src/index.js sets none, so the default). */
export const FUNCTIONS_REGION = 'us-central1';
