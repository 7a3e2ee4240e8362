import { isEmulated, pushFcmEndpoint } from '../../config';
import { fcmPushSender } from './fcmPushSender';
import type { PushSender } from './pushSender';

export { type FcmConfig, fcmPushSender } from './fcmPushSender';
export { type PushNotification, PushSendError, type PushSender, type TopicTokenFailure } from './pushSender';

let sender: PushSender | undefined;

/**
 * Firebase Cloud Messaging through firebase-admin, everywhere: FCM itself in the cloud, the local
 * fake FCM (fakes/src/fcm, PUSH_FCM_ENDPOINT) on the emulator suite, where every message can be read
 * at its /_fake/messages. On the emulator an empty endpoint is refused, so a demo project never
 * pushes to real devices.
 */
export function pushSender(): PushSender {
  sender ??= fcmPushSender(() => {
    const endpoint = pushFcmEndpoint.value().trim();
    if (isEmulated() && !endpoint)
      throw new Error('On the emulator suite pushes go to the local fake FCM only: set PUSH_FCM_ENDPOINT.');
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
    return { endpoint, projectId };
  });
  return sender;
}
