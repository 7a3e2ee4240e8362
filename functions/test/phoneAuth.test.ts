import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { callApi, signInWithCustomToken, uniqueTestIp } from './support/emulators';
import { SUITE_TWILIO_URL, textsTo } from './support/localTwilio';

const sendPath = '/api/phone-auth/verification-code/send';
const verifyPath = '/api/phone-auth/verification-code/verify';

/** A fresh Australian mobile number, so tests never share a number's rate limit or code. */
function freshNumber(): string {
  return `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Sends from a fresh IP unless one is given, so the per-IP limit only bites where a test wants it. */
function send(phoneNumber: string, ip = uniqueTestIp()) {
  return callApi(sendPath, { body: { phoneNumber }, headers: { 'x-forwarded-for': ip } });
}

function verify(phoneNumber: string, code: string) {
  return callApi(verifyPath, { body: { phoneNumber, code } });
}

/** The code from the newest text the functions sent this number (through Twilio's SDK to the fake Twilio). */
async function codeSentTo(phoneNumber: string): Promise<string> {
  const newest = (await textsTo(SUITE_TWILIO_URL, phoneNumber)).at(-1);
  const code = /\b(\d{6})\b/.exec(String(newest?.body))?.[1];
  if (!code) throw new Error(`No code was sent to ${phoneNumber}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/phone-auth/verification-code/send', () => {
  it('refuses numbers outside the platform countries and malformed ones', async () => {
    const india = await send('+919876543210');
    expect(india.status).toBe(400);
    expect(india.body.issues).toEqual([
      {
        path: 'phoneNumber',
        message:
          'We can only send codes to numbers in Australia, United States, United Kingdom and New Zealand',
      },
    ]);
    const national = await send('0412 345 678');
    expect(national.status).toBe(400);
    expect(national.body.issues).toEqual([
      { path: 'phoneNumber', message: 'Enter the phone number with its country code, like +61412345678' },
    ]);
  });

  it('texts a 6-digit code and stores only its hash', async () => {
    const phoneNumber = freshNumber();
    const { status, body } = await send(phoneNumber.replace(/^(\+61)(\d{3})/, '$1 $2 '));
    expect(status).toBe(200);
    expect(body).toMatchObject({ sent: true, resendAfterSeconds: 60 });
    const code = await codeSentTo(phoneNumber);
    const stored = (await firestore().doc(`phoneVerifications/${phoneNumber}`).get()).data();
    expect(stored).toMatchObject({ phoneNumber, attempts: 0, sentCount: 1 });
    expect(JSON.stringify(stored)).not.toContain(code);
    const expiresInMs = Date.parse(String(stored?.expiresIsoDateTimeUtc)) - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it('allows one send a minute per number (429 with Retry-After)', async () => {
    const phoneNumber = freshNumber();
    expect((await send(phoneNumber)).status).toBe(200);
    const again = await send(phoneNumber);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many codes requested\. Try again in \d+ seconds\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('allows five sends an hour per number', async () => {
    const phoneNumber = freshNumber();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await firestore()
      .doc(`rateLimits/phoneCodeSend:number:${phoneNumber}`)
      .set({ hitsIsoDateTimeUtc: [50, 40, 30, 20, 10].map(minutesAgo) });
    const sixth = await send(phoneNumber);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes requested. Try again in 10 minutes.');
    await firestore()
      .doc(`rateLimits/phoneCodeSend:number:${phoneNumber}`)
      .set({ hitsIsoDateTimeUtc: [61, 40, 30, 20, 10].map(minutesAgo) });
    expect((await send(phoneNumber)).status).toBe(200);
  });

  it('allows 20 sends an hour per IP', async () => {
    const ip = uniqueTestIp();
    for (let index = 0; index < 20; index++) expect((await send(freshNumber(), ip)).status).toBe(200);
    const blocked = await send(freshNumber(), ip);
    expect(blocked.status).toBe(429);
    expect((await send(freshNumber())).status).toBe(200);
  });
});

describe('POST /api/phone-auth/verification-code/verify', () => {
  it('explains a malformed code', async () => {
    const { status, body } = await verify(freshNumber(), '12ab');
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'code', message: 'Enter the 6-digit code' }]);
  });

  it('signs the customer in with the texted code, once', async () => {
    const phoneNumber = freshNumber();
    await send(phoneNumber);
    const code = await codeSentTo(phoneNumber);
    const { status, body } = await verify(phoneNumber, code);
    expect(status).toBe(200);
    const session = await signInWithCustomToken(String(body.customToken));
    expect(session.uid).toBe(`phone:${phoneNumber}`);
    expect((await adminAuth().getUser(session.uid)).phoneNumber).toBe(phoneNumber);

    const reused = await verify(phoneNumber, code);
    expect(reused.status).toBe(400);
    expect(reused.body.issues).toEqual([
      { path: 'code', message: 'There is no code waiting for this number. Ask for a new code.' },
    ]);

    // Signing in again later keeps the same customer identity.
    await firestore().doc(`rateLimits/phoneCodeSend:number:${phoneNumber}`).delete();
    await send(phoneNumber);
    const again = await verify(phoneNumber, await codeSentTo(phoneNumber));
    expect((await signInWithCustomToken(String(again.body.customToken))).uid).toBe(session.uid);
  });

  it('caps wrong guesses at 5: after that even the right code is refused', async () => {
    const phoneNumber = freshNumber();
    await send(phoneNumber);
    const code = await codeSentTo(phoneNumber);
    for (const left of [4, 3, 2, 1]) {
      const wrong = await verify(phoneNumber, otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.issues).toEqual([
        { path: 'code', message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` },
      ]);
    }
    const fifth = await verify(phoneNumber, otherCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many incorrect codes. Ask for a new code.');
    expect((await verify(phoneNumber, code)).status).toBe(429);
  });

  it('refuses an expired code', async () => {
    const phoneNumber = freshNumber();
    await send(phoneNumber);
    const code = await codeSentTo(phoneNumber);
    await firestore()
      .doc(`phoneVerifications/${phoneNumber}`)
      .update({ expiresIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() });
    const { status, body } = await verify(phoneNumber, code);
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'code', message: 'This code has expired. Ask for a new code.' }]);
  });

  it('never hands out a staff or admin account that holds the number: the customer gets their own', async () => {
    const phoneNumber = freshNumber();
    const staff = await adminAuth().createUser({
      email: `staff-${crypto.randomUUID()}@example.com`,
      password: 'staff-pass-1234',
      phoneNumber,
    });
    await adminAuth().setCustomUserClaims(staff.uid, { superAdmin: true });
    await send(phoneNumber);
    const { status, body } = await verify(phoneNumber, await codeSentTo(phoneNumber));
    expect(status).toBe(200);
    const session = await signInWithCustomToken(String(body.customToken));
    expect(session.uid).toBe(`phone:${phoneNumber}`);
    expect(session.uid).not.toBe(staff.uid);
    expect((await adminAuth().getUser(staff.uid)).customClaims).toEqual({ superAdmin: true });
  });

  it('reuses a plain phone sign-in account for the number', async () => {
    const phoneNumber = freshNumber();
    const earlier = await adminAuth().createUser({ phoneNumber });
    await send(phoneNumber);
    const { body } = await verify(phoneNumber, await codeSentTo(phoneNumber));
    expect((await signInWithCustomToken(String(body.customToken))).uid).toBe(earlier.uid);
  });
});
