import { SmsSendError, type SmsSender } from './smsSender';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID ("MG..."), which picks a sender per country. */
  from: string;
  /**
   * Where the REST API lives. Empty = Twilio itself (https://api.twilio.com). The emulator suite
   * and the contract tests set the local fake's URL (fakes/src/twilio).
   */
  apiBaseUrl?: string;
  /** Twilio POSTs each later status of the message here, signed with X-Twilio-Signature. */
  statusCallbackUrl?: string;
}

type TwilioModule = typeof import('twilio');

/**
 * An SDK HTTP client that sends every request to `baseUrl` instead of https://*.twilio.com, the way
 * Twilio's own docs customise the client (advanced-examples/custom-http-client.md): the SDK still
 * builds, authenticates and parses every request and response itself.
 */
function baseUrlClient(twilio: TwilioModule, baseUrl: string) {
  const inner = new twilio.RequestClient();
  const target = baseUrl.replace(/\/+$/, '');
  return Object.assign(Object.create(inner) as InstanceType<TwilioModule['RequestClient']>, {
    request(opts: Parameters<InstanceType<TwilioModule['RequestClient']>['request']>[0]) {
      return inner.request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]*\.twilio\.com/, target) });
    },
  });
}

/**
 * The real adapter, on the official Twilio SDK. The SDK is loaded on first send, so instances that
 * never text (most requests) do not pay for loading it. Refusals come back as SmsSendError with
 * Twilio's code.
 */
export function twilioSmsSender(config: () => TwilioConfig): SmsSender {
  let cached: { key: string; client: Promise<import('twilio').Twilio> } | undefined;
  return {
    async send({ to, body, statusCallbackUrl: perMessageCallback }) {
      const { accountSid, authToken, from, apiBaseUrl, statusCallbackUrl } = config();
      if (!accountSid || !authToken || !from)
        throw new Error(
          'Twilio is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
        );
      const key = `${accountSid}:${authToken}:${apiBaseUrl ?? ''}`;
      if (cached?.key !== key) {
        cached = {
          key,
          client: import('twilio').then(({ default: twilio }) =>
            twilio(
              accountSid,
              authToken,
              apiBaseUrl ? { httpClient: baseUrlClient(twilio, apiBaseUrl) } : {},
            ),
          ),
        };
      }
      const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
      try {
        const message = await (await cached.client).messages.create({
          to,
          body,
          ...sender,
          ...(perMessageCallback || statusCallbackUrl
            ? { statusCallback: perMessageCallback ?? statusCallbackUrl }
            : {}),
        });
        return { id: message.sid };
      } catch (error) {
        const { code, status, message } = (error ?? {}) as {
          code?: unknown;
          status?: unknown;
          message?: unknown;
        };
        if (typeof code === 'number' || typeof status === 'number')
          throw new SmsSendError(
            String(message ?? 'Twilio refused the message'),
            typeof code === 'number' ? code : undefined,
            typeof status === 'number' ? status : undefined,
          );
        throw error;
      }
    },
  };
}
