/**
 * Contract suite for the email port: the real SMTP adapter (nodemailer) against the local SMTP
 * capture (fakes/src/email) started in-process, then the delivery record on top of it (durable
 * retries, a summary staff can see) against the Firestore emulator.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverEmail,
  type EmailMessage,
  EmailSendError,
  retryDueEmails,
  sendWithRetry,
  smtpEmailSender,
  storeEmailDeliveryDoc,
} from '../src/integrations/email';
import { firestore } from './support/admin';
import { type LocalEmail, startLocalEmail, TEST_SMTP_LOGIN } from './support/localEmail';

let local: LocalEmail;

const FAST = { baseDelayMs: 1, retryAfterMs: 0 };

function message(to: string, fields: Partial<EmailMessage> = {}): EmailMessage {
  return {
    to,
    subject: 'Bella Vista: your order A-17 ($20.50)',
    html: '<h1>Thanks for your order</h1><p>1 × Margherita <b>$20.50</b></p>',
    text: 'Thanks for your order\n1 × Margherita $20.50',
    replyTo: 'hello@bellavista.example',
    kind: 'orderConfirmation',
    tags: { restaurantId: 'r1', storeId: 's1', orderId: `o-${crypto.randomUUID()}` },
    ...fields,
  };
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  local = await startLocalEmail({ install: false });
});
afterAll(async () => {
  await local?.close();
});

describe('SMTP adapter against the capture', () => {
  it('delivers every field of the port, logged in, and returns the message id', async () => {
    const to = unique('sam');
    const sent = message(to);
    const { id } = await local.sender.send(sent);
    expect(id).toMatch(/^<.+@.+>$/);
    const [captured, ...others] = local.capture.messages({ to });
    expect(others).toEqual([]);
    expect(captured).toMatchObject({
      messageId: id,
      from: 'orders@platform.test',
      to: [to],
      replyTo: ['hello@bellavista.example'],
      subject: sent.subject,
      html: sent.html,
      smtpUser: TEST_SMTP_LOGIN.user,
      envelope: { from: 'orders@platform.test', to: [to] },
    });
    expect(captured?.text.trim()).toBe(sent.text);
    expect(captured?.headers['x-resto-kind']).toBe('orderConfirmation');
    expect(Object.fromEntries(new URLSearchParams(captured?.headers['x-resto-tags']))).toEqual(sent.tags);
    // What tests read through the JSON API is the same message.
    expect(await local.sent({ to, tags: { orderId: sent.tags?.orderId ?? '' } })).toMatchObject([
      { to, kind: 'orderConfirmation', subject: sent.subject, replyTo: 'hello@bellavista.example' },
    ]);
  });

  it('keeps non-ASCII words intact (UTF-8 subject and bodies)', async () => {
    const to = unique('zoe');
    await local.sender.send(message(to, { subject: 'Crème brûlée × 2 — 🍕', text: 'Jalapeño, 4½ slices' }));
    const [captured] = local.capture.messages({ to });
    expect(captured?.subject).toBe('Crème brûlée × 2 — 🍕');
    expect(captured?.text.trim()).toBe('Jalapeño, 4½ slices');
  });

  it('a refused login is a permanent EmailSendError (535)', async () => {
    const wrong = smtpEmailSender(() => ({
      host: '127.0.0.1',
      port: local.capture.smtpPort,
      tls: 'none',
      user: TEST_SMTP_LOGIN.user,
      password: 'not-the-password',
      from: 'orders@platform.test',
    }));
    const error = await wrong.send(message(unique('x'))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailSendError);
    expect(error).toMatchObject({ transient: false, responseCode: 535 });
    // The words are safe to show staff: no password in them.
    expect(String((error as Error).message)).not.toContain('not-the-password');
  });

  it('4xx from the provider is transient, 5xx permanent', async () => {
    const to = unique('flaky');
    local.capture.failNext('tempfail', { to });
    await expect(local.sender.send(message(to))).rejects.toMatchObject({
      transient: true,
      responseCode: 451,
    });
    local.capture.failNext('reject', { to });
    await expect(local.sender.send(message(to))).rejects.toMatchObject({
      transient: false,
      responseCode: 550,
    });
    expect(local.capture.messages({ to })).toEqual([]);
  });

  it('a provider that cannot be reached is transient', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const nowhere = smtpEmailSender(() => ({
      host: '127.0.0.1',
      port: closedPort,
      tls: 'none',
      user: '',
      password: '',
      from: 'orders@platform.test',
    }));
    await expect(nowhere.send(message(unique('x')))).rejects.toMatchObject({ transient: true });
  });

  it('refuses to run unconfigured, or without TLS to a remote host', async () => {
    const unconfigured = smtpEmailSender(() => ({
      host: '',
      port: 587,
      tls: 'starttls',
      user: '',
      password: '',
      from: '',
    }));
    await expect(unconfigured.send(message(unique('x')))).rejects.toMatchObject({
      transient: false,
      message: expect.stringContaining('EMAIL_SMTP_HOST'),
    });
    const plainRemote = smtpEmailSender(() => ({
      host: 'smtp.example.com',
      port: 25,
      tls: 'none',
      user: 'u',
      password: 'p',
      from: 'orders@platform.test',
    }));
    await expect(plainRemote.send(message(unique('x')))).rejects.toMatchObject({
      message: expect.stringContaining('only allowed for a loopback host'),
    });
  });
});

describe('sendWithRetry', () => {
  it('retries a transient failure and succeeds', async () => {
    const to = unique('retry');
    local.capture.failNext('tempfail', { to, count: 2 });
    const result = await sendWithRetry(local.sender, message(to), { immediateAttempts: 3, baseDelayMs: 1 });
    expect(result.attempts).toBe(3);
    expect(local.capture.messages({ to })).toHaveLength(1);
  });

  it('does not retry a permanent failure', async () => {
    const to = unique('rejected');
    local.capture.failNext('reject', { to, count: 3 });
    await expect(
      sendWithRetry(local.sender, message(to), { immediateAttempts: 3, baseDelayMs: 1 }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    // Two refusals are left: only one attempt was made.
    await expect(local.sender.send(message(to))).rejects.toMatchObject({ responseCode: 550 });
    await expect(local.sender.send(message(to))).rejects.toMatchObject({ responseCode: 550 });
    await local.sender.send(message(to));
    expect(local.capture.messages({ to })).toHaveLength(1);
  });
});

describe('deliverEmail: one send per record, durable retries, a summary staff see', () => {
  const store = () => ({ restaurantId: `r-${crypto.randomUUID().slice(0, 8)}`, storeId: 's1' });

  it('sends once, however often it is asked, and mirrors the summary onto the order', async () => {
    const { restaurantId, storeId } = store();
    const to = unique('once');
    const order = firestore().doc(`restaurants/${restaurantId}/stores/${storeId}/orders/o1`);
    await order.set({ id: 'o1' });
    const ref = storeEmailDeliveryDoc(restaurantId, storeId, 'orderConfirmation_o1');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        deliverEmail(ref, message(to), {
          sender: local.sender,
          summaryOn: { ref: order, field: 'confirmationEmail' },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'sent').length).toBeGreaterThanOrEqual(1);
    expect(local.capture.messages({ to })).toHaveLength(1);
    const again = await deliverEmail(ref, message(to), { sender: local.sender });
    expect(again).toMatchObject({ status: 'sent', attempts: 1 });
    expect(local.capture.messages({ to })).toHaveLength(1);
    const stored = (await ref.get()).data();
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      kind: 'orderConfirmation',
      to,
      lastError: null,
    });
    expect((await order.get()).get('confirmationEmail')).toMatchObject({
      status: 'sent',
      attempts: 1,
      deliveryPath: ref.path,
      sentIsoDateTimeUtc: expect.any(String),
    });
  });

  it('a provider outage leaves it retrying (visible), and the sweep sends it later', async () => {
    const { restaurantId, storeId } = store();
    const to = unique('outage');
    const order = firestore().doc(`restaurants/${restaurantId}/stores/${storeId}/orders/o2`);
    const ref = storeEmailDeliveryDoc(restaurantId, storeId, 'orderConfirmation_o2');
    local.capture.failNext('tempfail', { to, count: 3 });
    const first = await deliverEmail(ref, message(to), {
      sender: local.sender,
      summaryOn: { ref: order, field: 'confirmationEmail' },
      policy: { ...FAST, retryAfterMs: 60_000 },
    });
    expect(first).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: expect.stringContaining('try again later'),
      nextAttemptIsoDateTimeUtc: expect.any(String),
    });
    expect((await order.get()).get('confirmationEmail')).toMatchObject({ status: 'retrying', attempts: 1 });
    // Not due yet: the sweep leaves it alone.
    const early = await retryDueEmails(local.sender, { policy: FAST });
    expect((await ref.get()).get('status')).toBe('retrying');
    expect(early.tried).toBe(0);
    // Due now (as if the minute had passed): the sweep sends it.
    await ref.update({ nextAttemptIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() });
    const swept = await retryDueEmails(local.sender, { policy: FAST });
    expect(swept.sent).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).data()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await order.get()).get('confirmationEmail')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(local.capture.messages({ to })).toHaveLength(1);
  });

  it('a refused recipient fails at once, with the reason in words', async () => {
    const { restaurantId, storeId } = store();
    const to = unique('bounced');
    const order = firestore().doc(`restaurants/${restaurantId}/stores/${storeId}/orders/o3`);
    const ref = storeEmailDeliveryDoc(restaurantId, storeId, 'orderConfirmation_o3');
    local.capture.failNext('reject', { to });
    const result = await deliverEmail(ref, message(to), {
      sender: local.sender,
      summaryOn: { ref: order, field: 'confirmationEmail' },
      policy: FAST,
    });
    expect(result).toMatchObject({ status: 'failed', attempts: 1, nextAttemptIsoDateTimeUtc: null });
    expect((await order.get()).get('confirmationEmail')).toMatchObject({
      status: 'failed',
      lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
    });
  });

  it('gives up after the last durable attempt', async () => {
    const { restaurantId, storeId } = store();
    const to = unique('down');
    const ref = storeEmailDeliveryDoc(restaurantId, storeId, 'orderInvoice_o4');
    local.capture.failNext('tempfail', { to, count: 100 });
    const policy = { ...FAST, immediateAttempts: 1, maxDeliveryAttempts: 2 };
    expect((await deliverEmail(ref, message(to), { sender: local.sender, policy })).status).toBe('retrying');
    expect((await deliverEmail(ref, message(to), { sender: local.sender, policy })).status).toBe('failed');
    expect((await deliverEmail(ref, message(to), { sender: local.sender, policy })).attempts).toBe(2);
  });
});
