// Firebase configuration, from Vite environment variables alone (see .env.example).
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-skora.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-skora',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-skora.appspot.com',
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

export const firestoreDatabaseId: string = env.VITE_FIRESTORE_DATABASE_ID || 'skora';

/** On by default in development; a build uses the emulators only when told to. */
export const useEmulators: boolean =
  env.VITE_USE_EMULATORS === undefined || env.VITE_USE_EMULATORS === ''
    ? env.DEV
    : env.VITE_USE_EMULATORS === 'true';

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;
