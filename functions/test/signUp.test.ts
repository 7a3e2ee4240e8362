import { describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin';
import { AUTH_URL, callApi, signInWithPassword, uniqueTestIp } from './support/emulators';
import { SUITE_EMAIL_URL, sentEmails } from './support/localEmail';

const freshEmail = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function accountExists(email: string): Promise<boolean> {
  return adminAuth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );
}

describe('POST /api/user/sign-up', () => {
  it('refuses a weak password by the same rule as the page, and makes no account', async () => {
    const email = freshEmail();
    const { status, body } = await callApi('/api/user/sign-up', {
      body: { displayName: 'Olivia Owner', email, password: 'pizza123' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'password', message: 'Use at least 10 characters.' }]);
    const guessable = await callApi('/api/user/sign-up', {
      body: { displayName: 'Olivia Owner', email, password: 'pizza12345!' },
    });
    expect(guessable.status).toBe(400);
    expect(await accountExists(email)).toBe(false);
  });

  it('creates an account that can sign in, unverified, with the name given', async () => {
    const email = freshEmail();
    const { status, body } = await callApi('/api/user/sign-up', {
      body: { displayName: 'Olivia Owner', email, password: 'correct-horse-battery' },
    });
    expect(status).toBe(201);
    const user = await adminAuth().getUserByEmail(email);
    expect(user.uid).toBe(body.uid);
    expect(user).toMatchObject({ displayName: 'Olivia Owner', emailVerified: false });
    expect((await signInWithPassword(email)).uid).toBe(user.uid);
  });

  it("emails a verification link to the admin's own confirmation page, which confirms the address", async () => {
    const email = freshEmail();
    await callApi('/api/user/sign-up', {
      body: { displayName: 'Olivia Owner', email, password: 'correct-horse-battery' },
    });
    const [message, ...others] = await sentEmails(SUITE_EMAIL_URL, { to: email, kind: 'emailVerification' });
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Confirm your email address');
    const link = /http:\/\/127\.0\.0\.1:5000\/auth\/action\?mode=verifyEmail&oobCode=[^\s"]+/.exec(
      message?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const oobCode = new URL(link ?? '').searchParams.get('oobCode');
    // What the page does with the code (applyActionCode): Auth marks the address verified.
    const applied = await fetch(
      `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode }),
      },
    );
    expect(applied.ok).toBe(true);
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    // Asked again once verified: nothing to send.
    const signedIn = await signInWithPassword(email);
    const again = await callApi('/api/user/verification-email', { token: signedIn.idToken, body: {} });
    expect(again).toMatchObject({ status: 200, body: { sent: false, alreadyVerified: true } });
  });

  it('says the email is taken with 409, and limits accounts per network address', async () => {
    const email = freshEmail();
    const first = { displayName: 'Olivia Owner', email, password: 'correct-horse-battery' };
    expect((await callApi('/api/user/sign-up', { body: first })).status).toBe(201);
    const again = await callApi('/api/user/sign-up', { body: first });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);

    const ip = uniqueTestIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await callApi('/api/user/sign-up', {
        headers: { 'x-forwarded-for': ip },
        body: { ...first, email: freshEmail() },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
