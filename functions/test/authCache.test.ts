import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticate, requireCaller, VERIFIED_TOKEN_TTL_MS } from '../src/http/auth';
import { errorHandler } from '../src/http/errorHandler';
import { requestId } from '../src/http/requestId';
import { adminAuth } from './support/admin';
import { signInWithPassword, signUpTestUser } from './support/emulators';

/**
 * The per-instance cache of verified ID tokens (src/http/auth.ts), through a real middleware chain
 * against the Auth emulator, with the cache's clock in the test's hands.
 */
let clock = Date.now();
let baseUrl = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(requestId);
  app.use(authenticate({ now: () => clock }));
  app.get('/whoami', (req, res) => {
    res.json({ uid: requireCaller(req).uid });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

async function whoami(idToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/whoami`, { headers: { authorization: `Bearer ${idToken}` } });
  await response.text();
  return response.status;
}

const second = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('verified-token cache', () => {
  it('checks a token with Auth once, then trusts it for the TTL', async () => {
    const user = await signUpTestUser('authcache');
    const lookups = vi.spyOn(adminAuth(), 'getUser');
    expect(await whoami(user.idToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    for (let call = 0; call < 5; call++) expect(await whoami(user.idToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    // Past the TTL the token is checked in full again.
    clock += VERIFIED_TOKEN_TTL_MS + 1;
    expect(await whoami(user.idToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
  });

  it('a new sign-in is a new token: checked in full at once', async () => {
    const user = await signUpTestUser('authcache-new');
    expect(await whoami(user.idToken)).toBe(200);
    await second(); // tokens carry their issue time in seconds
    const again = await signInWithPassword(user.email);
    const lookups = vi.spyOn(adminAuth(), 'getUser');
    expect(await whoami(again.idToken)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('revoked sessions and disabled accounts are refused once the TTL has passed, never later', async () => {
    const revoked = await signUpTestUser('authcache-revoked');
    const disabled = await signUpTestUser('authcache-disabled');
    expect(await whoami(revoked.idToken)).toBe(200);
    expect(await whoami(disabled.idToken)).toBe(200);
    await second(); // revocation counts from the second after the sign-in
    await adminAuth().revokeRefreshTokens(revoked.uid);
    await adminAuth().updateUser(disabled.uid, { disabled: true });
    // Within the TTL the instance still trusts what it checked: this is the documented bound.
    clock += VERIFIED_TOKEN_TTL_MS - 1_000;
    expect(await whoami(revoked.idToken)).toBe(200);
    expect(await whoami(disabled.idToken)).toBe(200);
    clock += 1_001;
    expect(await whoami(revoked.idToken)).toBe(401);
    expect(await whoami(disabled.idToken)).toBe(401);
    // A refusal is not cached as a success: it stays refused.
    expect(await whoami(revoked.idToken)).toBe(401);
  });

  it('a token Auth rejects is never cached, and the cache can be turned off', async () => {
    const user = await signUpTestUser('authcache-off');
    expect(await whoami(`${user.idToken}x`)).toBe(401);
    const app = express();
    app.use(authenticate({ verifiedTokenTtlMs: 0 }));
    app.get('/whoami', (req, res) => {
      res.json({ uid: requireCaller(req).uid });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/whoami`;
    const lookups = vi.spyOn(adminAuth(), 'getUser');
    for (let call = 0; call < 3; call++)
      expect((await fetch(url, { headers: { authorization: `Bearer ${user.idToken}` } })).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(3);
    lookups.mockRestore();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  });
});
