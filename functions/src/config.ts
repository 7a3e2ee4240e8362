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
export const twilioApiBaseUrl = defineString('TWILIO_API_BASE_URL', {
  default: '',
  description:
    'Empty = https://api.twilio.com. The emulator suite points the Twilio SDK at the local fake (fakes/src/twilio).',
});

/**
 * Email over SMTP (any provider's relay: SES, SendGrid, Postmark, Mailgun...). On the emulator suite
 * the host is the local SMTP capture in fakes/src/email, where every email can be read.
 */
export const emailSmtpHost = defineString('EMAIL_SMTP_HOST', {
  default: '',
  description: "The provider's SMTP relay host (e.g. email-smtp.ap-southeast-2.amazonaws.com).",
});
export const emailSmtpPort = defineString('EMAIL_SMTP_PORT', {
  default: '587',
  description: '587 (STARTTLS) or 465 (implicit TLS).',
});
export const emailSmtpTls = defineString('EMAIL_SMTP_TLS', {
  default: 'starttls',
  description:
    '"starttls" (upgrade required, port 587), "implicit" (TLS from the start, port 465) or "none" (loopback only: the local capture).',
});
export const emailSmtpUser = defineString('EMAIL_SMTP_USER', {
  default: '',
  description: 'SMTP login; its password is the EMAIL_SMTP_PASSWORD secret.',
});
export const emailFrom = defineString('EMAIL_FROM', {
  default: '',
  description: 'Sender of every email, e.g. "Orders <orders@example.com>" (a domain the provider verified).',
});
export const emailSmtpPassword = defineSecret('EMAIL_SMTP_PASSWORD');

/**
 * Card payments (Stripe). Host/port/protocol point the official SDK at the local fake on the emulator
 * suite (empty = real Stripe). Secrets come from Secret Manager in the cloud and from
 * functions/.secret.local on the emulator (written by scripts/lib/fakeStripe.mjs, gitignored).
 */
export const stripeApiHost = defineString('STRIPE_API_HOST', {
  default: '',
  description: 'Empty = api.stripe.com.',
});
export const stripeApiPort = defineString('STRIPE_API_PORT', { default: '', description: 'Empty = 443.' });
export const stripeApiProtocol = defineString('STRIPE_API_PROTOCOL', {
  default: '',
  description: 'http or https; empty = https.',
});
export const stripePublishableKey = defineString('STRIPE_PUBLISHABLE_KEY', {
  default: '',
  description: 'pk_... handed to browsers for card entry.',
});
export const platformApplicationFeeBasisPoints = defineString('PLATFORM_APPLICATION_FEE_BASIS_POINTS', {
  default: '100',
  description: "Platform's percentage cut of each card payment in basis points (100 = 1%).",
});
export const platformApplicationFeeFixedCents = defineString('PLATFORM_APPLICATION_FEE_FIXED_CENTS', {
  default: '10',
  description: "Platform's fixed cut of each card payment in cents.",
});
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecretConnect = defineSecret('STRIPE_WEBHOOK_SECRET_CONNECT');
export const stripeWebhookSecretPlatform = defineSecret('STRIPE_WEBHOOK_SECRET_PLATFORM');

/** Every secret the payment port reads (stripeAdapterConfigFromParams reads all three). */
const paymentSecrets = () => [stripeSecretKey, stripeWebhookSecretConnect, stripeWebhookSecretPlatform];

/**
 * Secrets a function binds. In the cloud a function reads only the secrets it binds, so every
 * function that emails, texts or calls the card provider binds what it uses. None on the emulator:
 * binding would try to reach Secret Manager, and the emulator injects every key of
 * functions/.secret.local into the environment whether bound or not (the local fakes' keys: Stripe's,
 * the Twilio auth token, the SMTP password).
 */
function bound<T>(secrets: () => T[]): T[] {
  return isEmulated() ? [] : secrets();
}

/** The api function: texts, email, card payments and webhooks. */
export function apiSecrets() {
  return bound(() => [twilioAuthToken, emailSmtpPassword, ...paymentSecrets()]);
}

/** The paid-order trigger: the confirmation email and the processor-fee lookup at the card provider. */
export function paidOrderSecrets() {
  return bound(() => [emailSmtpPassword, ...paymentSecrets()]);
}

/** Functions that only send email (the retry sweep). */
export function emailSecrets() {
  return bound(() => [emailSmtpPassword]);
}
