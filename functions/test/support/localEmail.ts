/**
 * Email in tests, for real: the production SMTP adapter (nodemailer) sending to the local SMTP
 * capture (fakes/src/email), read back through the capture's JSON API. `startLocalEmail()` runs an
 * in-process capture on free ports and makes it the functions' email sender until `close()`;
 * `SUITE_EMAIL_URL` is the capture of the fakes process the emulator suite's functions send to
 * (triggers run there, not in the test process).
 */
import { type CapturedEmail, type FakeEmail, startFakeEmail } from '../../../fakes/src/email';
import { type EmailSender, setEmailSenderForTests, smtpEmailSender } from '../../src/integrations/email';

export const SUITE_EMAIL_URL = process.env.FAKE_EMAIL_URL ?? 'http://127.0.0.1:12114';

/** A captured email in the shape tests read: the port's fields back from the wire. */
export interface SentEmail {
  to: string;
  replyTo: string | undefined;
  from: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  tags: Record<string, string>;
  receivedIsoDateTimeUtc: string;
}

function sentEmailOf(captured: CapturedEmail): SentEmail {
  return {
    to: captured.to[0] ?? '',
    replyTo: captured.replyTo[0],
    from: captured.from,
    subject: captured.subject,
    html: captured.html ?? '',
    text: captured.text,
    kind: captured.headers['x-resto-kind'] ?? '',
    tags: Object.fromEntries(new URLSearchParams(captured.headers['x-resto-tags'] ?? '')),
    receivedIsoDateTimeUtc: captured.receivedIsoDateTimeUtc,
  };
}

export interface EmailQuery {
  to?: string;
  kind?: string;
  /** Every given tag must match, e.g. { orderId }. */
  tags?: Record<string, string>;
}

/** The emails a capture (its base URL) holds that match, oldest first. */
export async function sentEmails(captureUrl: string, query: EmailQuery = {}): Promise<SentEmail[]> {
  const params = new URLSearchParams();
  if (query.to) params.set('to', query.to);
  if (query.kind) params.append('header', `X-Resto-Kind:${query.kind}`);
  const response = await fetch(`${captureUrl}/messages?${params.toString()}`);
  if (!response.ok) throw new Error(`The email capture answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: CapturedEmail[] };
  return messages
    .map(sentEmailOf)
    .filter((email) => Object.entries(query.tags ?? {}).every(([name, value]) => email.tags[name] === value));
}

/** Waits (polling) until at least `count` matching emails arrived; returns them all. */
export async function waitForEmails(
  captureUrl: string,
  query: EmailQuery,
  count = 1,
  timeoutMs = 20_000,
): Promise<SentEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await sentEmails(captureUrl, query);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface LocalEmail {
  capture: FakeEmail;
  /** The SMTP adapter pointed at the capture. */
  sender: EmailSender;
  /** Emails this capture received, oldest first. */
  sent(query?: EmailQuery): Promise<SentEmail[]>;
  close(): Promise<void>;
}

export const TEST_SMTP_LOGIN = { user: 'test-mailer', password: 'test-mailer-password' };

/** An in-process capture plus the SMTP adapter pointed at it; installs it as the email sender. */
export async function startLocalEmail(options: { install?: boolean } = {}): Promise<LocalEmail> {
  const capture = await startFakeEmail({
    smtpPort: 0,
    httpPort: 0,
    users: { [TEST_SMTP_LOGIN.user]: TEST_SMTP_LOGIN.password },
  });
  const sender = smtpEmailSender(() => ({
    host: '127.0.0.1',
    port: capture.smtpPort,
    tls: 'none',
    user: TEST_SMTP_LOGIN.user,
    password: TEST_SMTP_LOGIN.password,
    from: 'Test Platform <orders@platform.test>',
  }));
  const install = options.install ?? true;
  if (install) setEmailSenderForTests(sender);
  return {
    capture,
    sender,
    sent: (query) => sentEmails(capture.url, query),
    async close() {
      if (install) setEmailSenderForTests(undefined);
      await capture.close();
    },
  };
}
