import type { SmsSender } from './smsSender';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID ("MG..."), which picks a sender per country. */
  from: string;
}

/**
 * The real adapter, on the official Twilio SDK. The SDK is loaded on first send, so instances that
 * never text (most requests) do not pay for loading it.
 */
export function twilioSmsSender(config: () => TwilioConfig): SmsSender {
  let client: Promise<import('twilio').Twilio> | undefined;
  return {
    async send({ to, body }) {
      const { accountSid, authToken, from } = config();
      if (!accountSid || !authToken || !from)
        throw new Error(
          'Twilio is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
        );
      client ??= import('twilio').then(({ default: twilio }) => twilio(accountSid, authToken));
      const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
      const message = await (await client).messages.create({ to, body, ...sender });
      return { id: message.sid };
    },
  };
}
