import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../src/abuse/limits';
import { createApp } from '../src/app';
import { firestore } from './support/admin';
import { callApi, uniqueTestIp } from './support/emulators';
import { startLocalTwilio } from './support/localTwilio';
import { createTenant, devicesPath } from './support/tenants';

/**
 * Abuse limits through the real Express app in-process (as Cloud Run serves it, one proxy hop in
 * front): the last X-Forwarded-For entry is the address our proxy saw; everything left of it is the
 * client's own words and must not choose the bucket.
 */
let baseUrl: string;
let close: () => Promise<void>;
let twilio: Awaited<ReturnType<typeof startLocalTwilio>> | undefined;

beforeAll(async () => {
  // Text messages go through the Twilio SDK to an in-process fake Twilio, as on the emulator suite.
  twilio = await startLocalTwilio();
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close?.();
  twilio?.restoreEnv();
  await twilio?.close();
});

function pairingAttempt(forwardedFor: string) {
  return callApi('/api/kds/login', {
    baseUrl,
    body: { pairingCode: 'ZZZZ2345' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('device pairing attempts per address', () => {
  it('answers 429 in words with Retry-After once the window is used, however the client rewrites the header', async () => {
    const address = uniqueTestIp();
    const { points } = ABUSE_LIMITS.devicePairingPerIp;
    for (let attempt = 0; attempt < points; attempt += 1) {
      // A different forged leftmost entry every time: still one bucket.
      const answer = await pairingAttempt(`${uniqueTestIp()}, ${address}`);
      expect(answer.status, `attempt ${attempt + 1}`).not.toBe(429);
    }
    const limited = await pairingAttempt(`${uniqueTestIp()}, ${address}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      title: 'Too many attempts',
      message: expect.stringMatching(
        /tried too many pairing codes\. Please wait \d+ minutes and try again\./,
      ),
    });
    // Another address is unaffected.
    expect((await pairingAttempt(uniqueTestIp())).status).not.toBe(429);
  });

  it('counts only wrong codes: a store pairs more screens than the limit from one network', async () => {
    const address = uniqueTestIp();
    const tenant = await createTenant();
    const { points } = ABUSE_LIMITS.devicePairingPerIp;
    for (let screen = 0; screen < points + 2; screen += 1) {
      const created = await callApi(devicesPath('kds', tenant), {
        baseUrl,
        token: tenant.owner.idToken,
        body: { name: `Screen ${screen + 1}` },
      });
      expect(created.status).toBe(201);
      const login = await callApi('/api/kds/login', {
        baseUrl,
        body: { pairingCode: created.body.pairingCode },
        headers: { 'x-forwarded-for': address },
      });
      expect(login.status, `screen ${screen + 1}`).toBe(200);
    }
    // The wrong codes still run out the window for that network.
    for (let attempt = 0; attempt < points; attempt += 1)
      expect((await pairingAttempt(address)).status, `guess ${attempt + 1}`).toBe(401);
    expect((await pairingAttempt(address)).status).toBe(429);
  });

  it('counts across function instances: the window lives in Firestore', async () => {
    const address = uniqueTestIp();
    const other = createApp().listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => other.once('listening', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const { points } = ABUSE_LIMITS.devicePairingPerIp;
      const answers = await Promise.all(
        Array.from({ length: points + 2 }, (_, index) =>
          callApi('/api/kds/login', {
            baseUrl: index % 2 === 0 ? baseUrl : otherUrl,
            body: { pairingCode: 'ZZZZ2345' },
            headers: { 'x-forwarded-for': address },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2);
      const windows = await firestore()
        .collection('rateLimits')
        .where('key', '==', 'devicePairingPerIp')
        .get();
      expect(windows.docs.some((doc) => doc.get('points') === points + 2)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('hostile headers and keys', () => {
  it('a 2,000-character X-Forwarded-For is an unknown address, never a 500', async () => {
    const answer = await pairingAttempt(`${'9'.repeat(2000)}`);
    // A wrong code (401), or the shared bucket of unreadable addresses already used up (429).
    expect([401, 429]).toContain(answer.status);
    const phone = await callApi('/api/phone-auth/verification-code/send', {
      baseUrl,
      body: { phoneNumber: `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
      headers: { 'x-forwarded-for': `${'a'.repeat(1000)}, ${'b/'.repeat(600)}` },
    });
    expect(phone.status).toBe(200);
  });
});
