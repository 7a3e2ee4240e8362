/**
 * Build-time settings of the web apps (Vite inlines `import.meta.env.VITE_*` at build time).
 * Every value has a local default, so `VITE_USE_EMULATORS=true vite build` is all a local build needs.
 */
export interface WebEnv {
  projectId: string;
  apiKey: string;
  authDomain: string;
  useEmulators: boolean;
  firestoreEmulator: { host: string; port: number };
  authEmulatorUrl: string;
  /** Origin prefix of the API; '' means same origin, where hosting (or the Vite proxy) serves `/api`. */
  apiBase: string;
  /**
   * Where the other apps live: the storefront whose address owners share with customers, and the
   * staff and kitchen apps named in instructions such as "type the pairing code on the kitchen screen".
   */
  appUrls: { customer: string; staff: string; kds: string; website: string };
  /**
   * Push messages (staff order alerts). On the emulator suite the local fake FCM's device channel
   * (fakes/src/fcm); elsewhere Firebase Cloud Messaging's web push, which needs the project's VAPID key.
   */
  push: { fakeFcmUrl: string; vapidKey: string };
}

type EnvSource = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const DEFAULT_PROJECT_ID = 'demo-restaurant-platform';

export function readWebEnv(source: EnvSource): WebEnv {
  const projectId = source.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  return {
    projectId,
    apiKey: source.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: source.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    // A `demo-` project exists only inside the emulators, so it can never mean production.
    useEmulators: source.VITE_USE_EMULATORS === 'true' || projectId.startsWith('demo-'),
    firestoreEmulator: parseHostPort(source.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'),
    authEmulatorUrl: source.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
    apiBase: (source.VITE_API_BASE ?? '').replace(/\/+$/, ''),
    // Local defaults are the emulator Hosting ports of the customer, staff and kitchen apps (see README).
    appUrls: {
      customer: (source.VITE_CUSTOMER_APP_URL || 'http://127.0.0.1:5005').replace(/\/+$/, ''),
      staff: (source.VITE_STAFF_APP_URL || 'http://127.0.0.1:5006').replace(/\/+$/, ''),
      kds: (source.VITE_KDS_APP_URL || 'http://127.0.0.1:5007').replace(/\/+$/, ''),
      // The website Hosting site: restaurant and store sites by path (`/sites/{r}/stores/{s}/`).
      website: (source.VITE_WEBSITE_URL || 'http://127.0.0.1:5008').replace(/\/+$/, ''),
    },
    push: {
      fakeFcmUrl: (source.VITE_FAKE_FCM_URL || 'http://127.0.0.1:12151').replace(/\/+$/, ''),
      vapidKey: source.VITE_FIREBASE_VAPID_KEY ?? '',
    },
  };
}

function parseHostPort(value: string): { host: string; port: number } {
  const separator = value.lastIndexOf(':');
  const port = Number(value.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`VITE_FIRESTORE_EMULATOR_HOST must look like "127.0.0.1:8080", got "${value}"`);
  }
  return { host: value.slice(0, separator), port };
}

export const webEnv: WebEnv = readWebEnv(import.meta.env);
