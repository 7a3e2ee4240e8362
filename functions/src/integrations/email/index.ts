import {
  emailFrom,
  emailSmtpHost,
  emailSmtpPassword,
  emailSmtpPort,
  emailSmtpTls,
  emailSmtpUser,
  isEmulated,
} from '../../config';
import { EmailSendError, type EmailSender } from './emailSender';
import { type SmtpConfig, smtpEmailSender } from './smtpEmailSender';

export {
  DEFAULT_RETRY_POLICY,
  type DeliverOptions,
  deliverEmail,
  type EmailDelivery,
  type EmailDeliveryStatus,
  type EmailDeliverySummary,
  type RetryPolicy,
  retryDueEmails,
  sendWithRetry,
  storeEmailDeliveryDoc,
} from './delivery';
export { type EmailMessage, EmailSendError, type EmailSender } from './emailSender';
export { type SmtpConfig, smtpEmailSender } from './smtpEmailSender';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The SMTP settings from params and the password secret. */
export function smtpConfigFromParams(): SmtpConfig {
  const tls = emailSmtpTls.value();
  return {
    host: emailSmtpHost.value().trim(),
    port: Number(emailSmtpPort.value()),
    tls: tls === 'implicit' || tls === 'none' ? tls : 'starttls',
    user: emailSmtpUser.value(),
    password: emailSmtpPassword.value(),
    from: emailFrom.value(),
  };
}

let sender: EmailSender | undefined;
let override: EmailSender | undefined;

/**
 * The SMTP adapter, everywhere: the provider's relay in the cloud, the local SMTP capture
 * (fakes/src/email) on the emulator suite, whose web page shows every email sent. On the emulator
 * a non-loopback host is refused, so a demo project never emails real people.
 */
export function emailSender(): EmailSender {
  if (override) return override;
  sender ??= smtpEmailSender(() => {
    const config = smtpConfigFromParams();
    if (isEmulated() && !LOOPBACK.has(config.host))
      throw new EmailSendError(
        `On the emulator suite email goes to the local capture only; EMAIL_SMTP_HOST is "${config.host}".`,
        false,
      );
    return config;
  });
  return sender;
}

/** Tests only: replace the sender (undefined restores the configured one). */
export function setEmailSenderForTests(replacement: EmailSender | undefined): void {
  override = replacement;
}
