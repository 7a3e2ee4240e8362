/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_CUSTOMER_APP_URL?: string;
  readonly VITE_STAFF_APP_URL?: string;
  readonly VITE_KDS_APP_URL?: string;
  readonly VITE_WEBSITE_URL?: string;
  readonly VITE_FAKE_FCM_URL?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  /** Map tile URL template for the admin's delivery-area map; unset: no base tiles (offline grid). */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
