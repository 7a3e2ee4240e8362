import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callApi, FUNCTIONS_DIRECT_URL, PROJECT_ID, signUpTestUser } from './support/emulators';

function firestore() {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

describe('the api function on the emulator suite', () => {
  it('answers /api/health through the Hosting rewrite of every site', async () => {
    for (const port of [5000, 5005, 5006, 5007]) {
      const { status, body } = await callApi('/api/health', { baseUrl: `http://127.0.0.1:${port}` });
      expect(status).toBe(200);
      expect(body.ok).toBe(true);
    }
  });

  it('serves every site with the security headers', async () => {
    for (const port of [5000, 5005, 5006, 5007]) {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, `site on ${port}`).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers /health on the function URL directly', async () => {
    const { status, body } = await callApi('/health', { baseUrl: FUNCTIONS_DIRECT_URL });
    expect(status).toBe(200);
    expect(body.environment).toBe('local');
  });

  it('rejects a forged ID token with 401', async () => {
    const { status, body } = await callApi('/api/user/get-or-create', { token: 'not-a-token', body: {} });
    expect(status).toBe(401);
    expect(body.title).toBe('Sign in required');
  });

  it('creates the caller profile once and returns it unchanged afterwards', async () => {
    const user = await signUpTestUser('profile');
    const first = await callApi('/api/user/get-or-create', {
      token: user.idToken,
      body: { displayName: 'Ada Cook' },
    });
    expect(first.status).toBe(201);
    expect(first.body.profile).toMatchObject({ uid: user.uid, email: user.email, displayName: 'Ada Cook' });

    const again = await callApi('/api/user/get-or-create', {
      token: user.idToken,
      body: { displayName: 'Other' },
    });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.profile).toMatchObject({ displayName: 'Ada Cook' });

    const stored = await firestore().collection('users').doc(user.uid).get();
    expect(stored.data()).toMatchObject({ email: user.email, displayName: 'Ada Cook' });
  });

  it('creates exactly one profile when two devices sign in at the same moment', async () => {
    const user = await signUpTestUser('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => callApi('/api/user/get-or-create', { token: user.idToken, body: {} })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 201]);
  });

  it('explains an invalid body field by field', async () => {
    const user = await signUpTestUser('invalid');
    const { status, body } = await callApi('/api/user/get-or-create', {
      token: user.idToken,
      body: { displayName: '   ' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'displayName', message: 'Please enter your name' }]);
  });
});
