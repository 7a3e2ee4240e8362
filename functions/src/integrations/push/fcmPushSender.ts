import { Agent as HttpsAgent } from 'node:https';
import { connect, type Socket } from 'node:net';
import type { App, AppOptions, Credential } from 'firebase-admin/app';
import { PushSendError, type PushSender, type TopicTokenFailure } from './pushSender';

export interface FcmConfig {
  /**
   * `host:port` of a local FCM (the fake on the emulator suite); empty = Firebase Cloud Messaging
   * with the default app's credentials.
   */
  endpoint: string;
  projectId: string;
}

/**
 * An HTTPS agent for firebase-admin's `httpAgent` app option that opens a plain TCP connection to the
 * local FCM instead of a TLS one to fcm.googleapis.com / iid.googleapis.com. The SDK still builds,
 * authenticates and parses every request and response itself (FCM's send and topic URLs are fixed in
 * the SDK; `httpAgent` is its documented way to route them, e.g. through a proxy).
 */
class LocalFcmAgent extends HttpsAgent {
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    super({ keepAlive: true });
  }

  override createConnection(): Socket {
    return connect({ host: this.host, port: this.port });
  }
}

/** The local FCM takes any bearer token: an access token that is only ever sent to loopback. */
const localCredential: Credential = {
  getAccessToken: async () => ({ access_token: 'local-fcm-access-token', expires_in: 3600 }),
};

const APP_NAME = 'push';

function messagingError(error: unknown): PushSendError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return new PushSendError(
    String(message ?? 'The messaging service refused the call'),
    typeof code === 'string' ? code : undefined,
  );
}

/**
 * The real adapter, on firebase-admin's messaging (the SDK is loaded on first use, so instances that
 * never push do not pay for it). Topic sends use `send()` (HTTP/1.1); per-token topic failures come
 * back as results, other refusals as PushSendError with the SDK's code.
 */
export function fcmPushSender(config: () => FcmConfig): PushSender {
  let cached: { key: string; app: Promise<App> } | undefined;

  async function messaging() {
    const { endpoint, projectId } = config();
    const key = `${endpoint}|${projectId}`;
    if (cached?.key !== key) {
      cached = {
        key,
        app: import('firebase-admin/app').then(({ getApps, initializeApp }) => {
          const existing = getApps().find((app) => app.name === `${APP_NAME}:${key}`);
          if (existing) return existing;
          const [host, port] = endpoint.split(':');
          const options: AppOptions = endpoint
            ? {
                projectId,
                credential: localCredential,
                httpAgent: new LocalFcmAgent(host ?? '127.0.0.1', Number(port ?? 443)),
              }
            : { projectId };
          return initializeApp(options, `${APP_NAME}:${key}`);
        }),
      };
    }
    const [{ getMessaging }, app] = await Promise.all([import('firebase-admin/messaging'), cached.app]);
    return getMessaging(app);
  }

  async function manage(tokens: string[], topic: string, add: boolean): Promise<TopicTokenFailure[]> {
    if (tokens.length === 0) return [];
    try {
      const client = await messaging();
      const response = add
        ? await client.subscribeToTopic(tokens, topic)
        : await client.unsubscribeFromTopic(tokens, topic);
      return response.errors.map(({ index, error }) => ({
        token: tokens[index] ?? '',
        reason: error.code,
      }));
    } catch (error) {
      throw messagingError(error);
    }
  }

  return {
    subscribe: (tokens, topic) => manage(tokens, topic, true),
    unsubscribe: (tokens, topic) => manage(tokens, topic, false),
    async sendToTopic(topic, { title, body, data, link }) {
      try {
        const id = await (await messaging()).send({
          topic,
          notification: { title, body },
          ...(data ? { data } : {}),
          webpush: {
            headers: { Urgency: 'high', TTL: '3600' },
            notification: { tag: data?.orderId ?? topic, renotify: true },
            // FCM opens only HTTPS links from a web notification.
            ...(link?.startsWith('https://') ? { fcmOptions: { link } } : {}),
          },
        });
        return { id };
      } catch (error) {
        throw messagingError(error);
      }
    },
  };
}
