import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { db } from '../admin';
import { websiteFormKeyDoc } from './paths';

/**
 * The inquiry form's time stamp, signed so a robot cannot write its own: "issuedAtMs.signature".
 * The key lives in a server-only document, made on first use (one winner when two instances race),
 * and is kept per instance.
 */
let key: Promise<Buffer> | undefined;

function formKey(): Promise<Buffer> {
  key ??= db()
    .runTransaction(async (tx) => {
      const ref = websiteFormKeyDoc();
      const snapshot = await tx.get(ref);
      const existing = snapshot.get('key');
      if (typeof existing === 'string') return Buffer.from(existing, 'base64');
      const fresh = randomBytes(32);
      tx.set(ref, { key: fresh.toString('base64') });
      return fresh;
    })
    .catch((error: unknown) => {
      key = undefined;
      throw error;
    });
  return key;
}

function sign(secret: Buffer, scope: string, issuedAtMs: number): string {
  return createHmac('sha256', secret).update(`${scope}:${issuedAtMs}`).digest('base64url');
}

/** A token for a form of `scope` (the store) shown now. */
export async function issueFormToken(scope: string, nowMs = Date.now()): Promise<string> {
  return `${nowMs}.${sign(await formKey(), scope, nowMs)}`;
}

/** When the form was shown, or undefined when the token is missing, malformed or forged. */
export async function formTokenIssuedAt(scope: string, token: string): Promise<number | undefined> {
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{20,64})$/.exec(token);
  if (!match) return undefined;
  const issuedAtMs = Number(match[1]);
  const expected = Buffer.from(sign(await formKey(), scope, issuedAtMs));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAtMs : undefined;
}
