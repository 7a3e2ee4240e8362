import { defineString } from 'firebase-functions/params';

/**
 * Typed runtime configuration. Values come from Firebase params (and, for secrets, Secret Manager);
 * nothing secret lives in source. Locally the emulator supplies the defaults below.
 */
export const REGION = 'australia-southeast1';

export const appEnvironment = defineString('APP_ENVIRONMENT', {
  default: 'local',
  description: 'One of local, ci, staging, qa1..qa6, prod.',
});

/** True inside the Firebase emulator suite (set by firebase-tools). */
export function isEmulated(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
