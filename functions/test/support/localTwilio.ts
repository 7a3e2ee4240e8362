/**
 * Text messages in tests, for real: the production Twilio adapter (official SDK) against the fake
 * Twilio (fakes/src/twilio). `SUITE_TWILIO_URL` is the fake of the fakes process the emulator suite's
 * functions text through; `startLocalTwilio()` runs one in-process on a free port and points the
 * functions' SMS params (TWILIO_*) at it, for tests that build the Express app in-process.
 */
import { type FakeTwilio, type FakeTwilioMessage, startFakeTwilio } from '../../../fakes/src/twilio';

export const SUITE_TWILIO_URL = process.env.FAKE_TWILIO_URL ?? 'http://127.0.0.1:12112';

/** Messages a fake Twilio holds for a number, oldest first (its /_fake/messages control). */
export async function textsTo(twilioUrl: string, to: string): Promise<FakeTwilioMessage[]> {
  const response = await fetch(`${twilioUrl}/_fake/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The fake Twilio answered ${response.status}`);
  return ((await response.json()) as { messages: FakeTwilioMessage[] }).messages;
}

export const LOCAL_TWILIO = {
  accountSid: `AC${'7'.repeat(32)}`,
  authToken: 'f'.repeat(32),
  from: '+61480000099',
};

export async function startLocalTwilio(
  options: { incomingWebhookUrl?: string } = {},
): Promise<FakeTwilio & { restoreEnv(): void }> {
  const fake = await startFakeTwilio({
    ...options,
    port: 0,
    statusStepMs: 1,
    accounts: [
      {
        sid: LOCAL_TWILIO.accountSid,
        authToken: LOCAL_TWILIO.authToken,
        senders: [LOCAL_TWILIO.from],
        messagingServices: {},
      },
    ],
  });
  const names = [
    'SMS_PROVIDER',
    'TWILIO_API_BASE_URL',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
  ];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, {
    SMS_PROVIDER: 'twilio',
    TWILIO_API_BASE_URL: fake.url,
    TWILIO_ACCOUNT_SID: LOCAL_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: LOCAL_TWILIO.authToken,
    TWILIO_FROM: LOCAL_TWILIO.from,
  });
  return Object.assign(fake, {
    restoreEnv() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  });
}
