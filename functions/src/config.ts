import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Typed runtime configuration. Values come from Firebase params (and, for secrets, Secret Manager);
 * nothing secret lives in source. Locally the emulator reads functions/.env.<project>.
 */
export const REGION = 'australia-southeast1';

export const appEnvironment = defineString('APP_ENVIRONMENT', {
  default: 'local',
  description: 'One of local, ci, staging, qa1..qa6, prod.',
});

/** True inside the Firebase emulator suite (set by firebase-tools, also while it discovers functions). */
export function isEmulated(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

export const smsProvider = defineString('SMS_PROVIDER', {
  default: 'twilio',
  description: '"twilio" sends real text messages; "fake" records them in fakeSmsOutbox (CI, demos).',
});
export const twilioAccountSid = defineString('TWILIO_ACCOUNT_SID', {
  default: '',
  description: 'Twilio account SID (AC...).',
});
export const twilioFrom = defineString('TWILIO_FROM', {
  default: '',
  description: 'Sender: a Twilio number in E.164 or a Messaging Service SID (MG...).',
});
export const twilioAuthToken = defineSecret('TWILIO_AUTH_TOKEN');

/**
 * Secrets the api function binds. None on the emulator: it would try to reach Secret Manager, and
 * the fake SMS adapter needs no secret.
 */
export function apiSecrets() {
  return isEmulated() ? [] : [twilioAuthToken];
}
