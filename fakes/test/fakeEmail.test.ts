import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEmail, startFakeEmail } from '../src/email';

let fake: FakeEmail;

function transport(auth?: { user: string; pass: string }) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: fake.smtpPort,
    secure: false,
    ...(auth ? { auth } : {}),
  });
}

const message = (to: string, fields: Record<string, unknown> = {}) => ({
  from: 'Orders <orders@platform.example>',
  to,
  subject: 'Your order 1234',
  text: 'Thanks for your order.\nTotal $20.50',
  html: '<h1>Thanks</h1><p>Total <b>$20.50</b></p>',
  replyTo: 'hello@pizzeria.example',
  headers: { 'X-Resto-Kind': 'orderConfirmation' },
  ...fields,
});

async function getJson(path: string) {
  const response = await fetch(`${fake.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  fake = await startFakeEmail({ smtpPort: 0, httpPort: 0, users: { mailer: 'secret-pass' } });
});
afterAll(async () => {
  await fake?.close();
});

describe('fake email (SMTP capture)', () => {
  it('accepts an authenticated message and serves it parsed through the JSON API', async () => {
    const info = await transport({ user: 'mailer', pass: 'secret-pass' }).sendMail(
      message('sam@example.com'),
    );
    expect(info.accepted).toEqual(['sam@example.com']);
    expect(info.response).toMatch(/^250 /);
    const { body } = await getJson('/messages?to=SAM@example.com');
    const [captured, ...others] = body.messages as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(captured).toMatchObject({
      from: 'orders@platform.example',
      to: ['sam@example.com'],
      replyTo: ['hello@pizzeria.example'],
      subject: 'Your order 1234',
      smtpUser: 'mailer',
      envelope: { from: 'orders@platform.example', to: ['sam@example.com'] },
      html: '<h1>Thanks</h1><p>Total <b>$20.50</b></p>',
    });
    expect(String(captured?.text)).toContain('Total $20.50');
    expect((captured?.headers as Record<string, string> | undefined)?.['x-resto-kind']).toBe(
      'orderConfirmation',
    );
    const one = await getJson(`/messages/${String(captured?.id)}`);
    expect(one.body.subject).toBe('Your order 1234');
  });

  it('refuses a wrong password with 535, as a relay does', async () => {
    await expect(
      transport({ user: 'mailer', pass: 'wrong' }).sendMail(message('nobody@example.com')),
    ).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
    await expect(transport().sendMail(message('nobody@example.com'))).rejects.toMatchObject({
      responseCode: 530,
    });
    expect(fake.messages({ to: 'nobody@example.com' })).toEqual([]);
  });

  it('filters by header and subject', async () => {
    const auth = { user: 'mailer', pass: 'secret-pass' };
    await transport(auth).sendMail(
      message('filter@example.com', { subject: 'Invoice 77', headers: { 'X-Resto-Kind': 'orderInvoice' } }),
    );
    await transport(auth).sendMail(message('filter@example.com'));
    const invoices = await getJson('/messages?to=filter@example.com&header=X-Resto-Kind:orderInvoice');
    expect((invoices.body.messages as { subject: string }[]).map((m) => m.subject)).toEqual(['Invoice 77']);
    const bySubject = await getJson('/messages?to=filter@example.com&subject=order%201234');
    expect(bySubject.body.messages).toHaveLength(1);
  });

  it('injected failures: 451 is temporary, 550 permanent, then delivery works again', async () => {
    const auth = { user: 'mailer', pass: 'secret-pass' };
    const failing = await fetch(`${fake.url}/_fake/smtp/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'tempfail', to: 'flaky@example.com' }),
    });
    expect(failing.status).toBe(200);
    await expect(transport(auth).sendMail(message('flaky@example.com'))).rejects.toMatchObject({
      responseCode: 451,
    });
    fake.failNext('reject', { to: 'flaky@example.com' });
    await expect(transport(auth).sendMail(message('flaky@example.com'))).rejects.toMatchObject({
      responseCode: 550,
    });
    await transport(auth).sendMail(message('flaky@example.com'));
    expect(fake.messages({ to: 'flaky@example.com' })).toHaveLength(1);
  });

  it('serves a readable page per message, the HTML body sandboxed, and the source', async () => {
    const [captured] = fake.messages({ to: 'sam@example.com' });
    const list = await (await fetch(`${fake.url}/`)).text();
    expect(list).toContain(`/view/${captured?.id}`);
    expect(list).toContain('Your order 1234');
    const page = await (await fetch(`${fake.url}/view/${captured?.id}`)).text();
    expect(page).toContain('sam@example.com');
    expect(page).toContain('Total $20.50');
    expect(page).toContain(`<iframe sandbox title="HTML body" src="/messages/${captured?.id}/html">`);
    const html = await fetch(`${fake.url}/messages/${captured?.id}/html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(await html.text()).toContain('<b>$20.50</b>');
    const raw = await (await fetch(`${fake.url}/messages/${captured?.id}/raw`)).text();
    expect(raw).toMatch(/^Subject: Your order 1234$/m);
    expect((await fetch(`${fake.url}/view/nope`)).status).toBe(404);
  });

  it('forgets everything on DELETE /messages', async () => {
    expect((await fetch(`${fake.url}/messages`, { method: 'DELETE' })).status).toBe(200);
    expect((await getJson('/messages')).body.messages).toEqual([]);
    expect((await getJson('/_fake/health')).body).toMatchObject({ ok: true, messages: 0 });
  });
});
