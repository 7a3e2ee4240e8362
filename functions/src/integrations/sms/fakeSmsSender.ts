import { nowIso } from '../../admin';
import { fakeSmsOutbox } from '../../firestore/paths';
import { log } from '../../log';
import type { SmsSender } from './smsSender';

/**
 * Records the message in `fakeSmsOutbox` instead of sending it. Only for in-process tests that set
 * SMS_PROVIDER=fake and run without the fake Twilio (functions/test/abuseLimits, everyRoute); the
 * emulator suite sends through the real Twilio adapter to the fake Twilio (fakes/src/twilio), and
 * test/support/fakeTwilio.ts gives in-process tests the same. Delete once no test sets it.
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
