/**
 * This browser as a push device: a registration token the server subscribes to topics
 * (`/api/push/topics/subscribe`), and the messages that arrive for it. Firebase Cloud Messaging's web
 * push in production (firebase/messaging with the project's VAPID key and a service worker that shows
 * notifications while the app is closed); on the emulator suite, where FCM has no emulator, the
 * local fake FCM's device channel (fakes/src/fcm: a token from it, messages as Server-Sent Events).
 */
import { webEnv } from '../config/env';
import { firebaseApp } from '../firebase/app';

export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

export interface PushDevice {
  token: string;
  /** True when this device was given a new token (its earlier subscriptions are gone). */
  renewed: boolean;
  /** Calls `onMessage` for each message while the page is open; returns the stop function. */
  listen(onMessage: (message: PushMessage) => void): () => void;
}

/** Why this browser cannot be a push device, in words. */
export class PushUnavailableError extends Error {}

const TOKEN_KEY = 'resto.push.deviceToken';

function messageFrom(payload: {
  notification?: { title?: string; body?: string } | undefined;
  data?: Record<string, string> | undefined;
}): PushMessage {
  return {
    title: payload.notification?.title ?? 'New order',
    body: payload.notification?.body ?? '',
    data: payload.data ?? {},
  };
}

async function fakeFcmDevice(baseUrl: string): Promise<PushDevice> {
  let token = localStorage.getItem(TOKEN_KEY);
  let renewed = false;
  const known = token
    ? await fetch(`${baseUrl}/_fake/web/registrations/${encodeURIComponent(token)}`).then(
        (response) => response.ok,
        () => false,
      )
    : false;
  if (!known) {
    const response = await fetch(`${baseUrl}/_fake/web/registrations`, { method: 'POST' }).catch(
      () => undefined,
    );
    if (!response?.ok)
      throw new PushUnavailableError('The local push service is not running (npm start runs it).');
    token = ((await response.json()) as { token: string }).token;
    localStorage.setItem(TOKEN_KEY, token);
    renewed = true;
  }
  const deviceToken = token as string;
  return {
    token: deviceToken,
    renewed,
    listen(onMessage) {
      const source = new EventSource(
        `${baseUrl}/_fake/web/registrations/${encodeURIComponent(deviceToken)}/stream`,
      );
      source.addEventListener('message', (event) => {
        try {
          onMessage(messageFrom(JSON.parse((event as MessageEvent<string>).data)));
        } catch {
          // A message that is not JSON is not one of ours.
        }
      });
      return () => source.close();
    },
  };
}

async function fcmDevice(vapidKey: string): Promise<PushDevice> {
  if (!vapidKey)
    throw new PushUnavailableError('Notifications are not set up for this app yet (no VAPID key).');
  const { getMessaging, getToken, isSupported, onMessage } = await import('firebase/messaging');
  if (!(await isSupported()) || !('serviceWorker' in navigator))
    throw new PushUnavailableError('This browser cannot receive notifications.');
  // Its own scope, so it never replaces the till's app-shell worker registered at '/'.
  const registration = await navigator.serviceWorker.register('/push-sw.js', { scope: '/push/' });
  const messaging = getMessaging(firebaseApp());
  const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
  const renewed = localStorage.getItem(TOKEN_KEY) !== token;
  localStorage.setItem(TOKEN_KEY, token);
  return {
    token,
    renewed,
    listen: (callback) => onMessage(messaging, (payload) => callback(messageFrom(payload))),
  };
}

/** This browser's push device (asks nothing of the person: permission is asked separately). */
export function openPushDevice(): Promise<PushDevice> {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined')
    return Promise.reject(new PushUnavailableError('This browser cannot receive notifications.'));
  return webEnv.useEmulators ? fakeFcmDevice(webEnv.push.fakeFcmUrl) : fcmDevice(webEnv.push.vapidKey);
}
