import { defineString } from 'firebase-functions/params';
import { isEmulated } from '../../config';
import type { EmailSender } from './emailSender';
import { fakeEmailSender } from './fakeEmailSender';
import { productionEmailSender } from './productionEmailSender';

export type { EmailMessage, EmailSender } from './emailSender';
export { fakeEmailOutbox } from './fakeEmailSender';

export const emailProvider = defineString('EMAIL_PROVIDER', {
  default: 'production',
  description:
    '"fake" records emails in fakeEmailOutbox (CI, demos); "production" uses the production adapter.',
});

let sender: EmailSender | undefined;
let override: EmailSender | undefined;

/** The fake on the emulator suite (or with EMAIL_PROVIDER=fake), the production adapter otherwise. */
export function emailSender(): EmailSender {
  if (override) return override;
  sender ??= isEmulated() || emailProvider.value() === 'fake' ? fakeEmailSender() : productionEmailSender();
  return sender;
}

/** Tests only: replace the sender (undefined restores the configured one). */
export function setEmailSenderForTests(replacement: EmailSender | undefined): void {
  override = replacement;
}
