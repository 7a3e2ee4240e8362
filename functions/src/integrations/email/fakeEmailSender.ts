import { db, nowIso } from '../../admin';
import { log } from '../../log';
import type { EmailSender } from './emailSender';

/** Emulator only: what the fake email adapter "sent" (server-only; tests and developers read it). */
export function fakeEmailOutbox() {
  return db().collection('fakeEmailOutbox');
}

/**
 * The local stand-in for the email provider: "sends" by recording the whole message in
 * `fakeEmailOutbox`, where a developer opens the HTML or a test reads it. Nothing leaves the machine.
 */
export function fakeEmailSender(): EmailSender {
  return {
    async send(message) {
      const ref = fakeEmailOutbox().doc();
      await ref.create({ id: ref.id, ...message, tags: message.tags ?? {}, sentIsoDateTimeUtc: nowIso() });
      log.info('email.fake_sent', { kind: message.kind, messageId: ref.id, ...message.tags });
      return { id: ref.id };
    },
  };
}
