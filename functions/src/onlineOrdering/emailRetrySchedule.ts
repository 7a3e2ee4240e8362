import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emailSecrets } from '../config';
import { log } from '../log';

/**
 * Every 5 minutes: resend the emails (order confirmations, invoices) whose delivery record is
 * `retrying` and due after a provider's temporary failure (see retryDueEmails; the query needs the
 * collection-group index on emailDeliveries status + nextAttemptIsoDateTimeUtc). Racing runs are
 * safe: each record is claimed in a transaction before it is sent. Binds the SMTP password; the email
 * code loads on the first run, so other functions' instances never load it.
 */
export const emailRetrySchedule = onSchedule(
  { schedule: 'every 5 minutes', retryCount: 0, secrets: emailSecrets() },
  async () => {
    const { emailSender, retryDueEmails } = await import('../integrations/email');
    const counts = await retryDueEmails(emailSender());
    if (counts.tried > 0) log.info('email.retry_sweep', counts);
  },
);
