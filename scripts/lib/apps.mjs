import { PORTS, PROJECT_ID } from './emulators.mjs';

/** The four single-page apps, their hosting port and the demo path worth opening first. */
export const APPS = [
  { name: 'admin', dir: 'web-admin', port: PORTS.hosting.admin, devPort: 5173, title: 'Admin & sign-up' },
  { name: 'customer', dir: 'web-customer', port: PORTS.hosting.customer, devPort: 5174, title: 'Customer storefront' },
  { name: 'staff', dir: 'web-staff', port: PORTS.hosting.staff, devPort: 5175, title: 'Staff & POS' },
  { name: 'kds', dir: 'web-kds', port: PORTS.hosting.kds, devPort: 5176, title: 'Kitchen display' },
];

/** Build-time env that points the apps at the local emulator suite. */
export const EMULATOR_BUILD_ENV = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${PORTS.auth}`,
};
