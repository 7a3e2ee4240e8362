import { nowIso } from '../../admin';
import { fakeSmsOutbox } from '../../firestore/paths';
import { log } from '../../log';
import type { SmsSender } from './smsSender';

/**
 * The local stand-in for the SMS provider: "sends" by recording the message in `fakeSmsOutbox`, where
 * a developer (or a test) reads the code. Used on the emulator suite; nothing leaves the machine.
 */
export function fakeSmsSender(): SmsSender {
  return {
    async send({ to, body }) {
      const ref = fakeSmsOutbox().doc();
      await ref.create({ id: ref.id, to, body, sentIsoDateTimeUtc: nowIso() });
      log.info('sms.fake_sent', { to, messageId: ref.id });
      return { id: ref.id };
    },
  };
}
