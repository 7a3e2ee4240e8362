import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { REVIEW_TOKEN_PATTERN } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db, nowIso } from '../admin';
import { reviewInvitationDoc } from './reviewPaths';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 letters and digits from the system's secure random source (about 143 bits). */
export function newReviewToken(): string {
  let token = '';
  for (let index = 0; index < 24; index += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

export function hashReviewKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a token matched. */
export function sameToken(given: string | undefined, stored: unknown): boolean {
  if (!given || typeof stored !== 'string' || !REVIEW_TOKEN_PATTERN.test(stored)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The order's review token, made on first need inside the caller's transaction (emails, print jobs
 * and the review page all ask for the same order's token, so racing askers agree on one). The token
 * lives only in the server-only invitation document: staff-readable orders never carry it.
 */
export async function reviewTokenIn(
  tx: Transaction,
  ids: { restaurantId: string; storeId: string; orderId: string },
): Promise<string> {
  const ref = reviewInvitationDoc(ids.restaurantId, ids.storeId, ids.orderId);
  const snapshot = await tx.get(ref);
  const stored: unknown = snapshot.get('token');
  if (typeof stored === 'string' && REVIEW_TOKEN_PATTERN.test(stored)) return stored;
  const token = newReviewToken();
  tx.set(ref, { orderId: ids.orderId, token, createdIsoDateTimeUtc: nowIso() }, { merge: true });
  return token;
}

/** The order's review token in a transaction of its own. */
export function ensureReviewToken(ids: {
  restaurantId: string;
  storeId: string;
  orderId: string;
}): Promise<string> {
  return db().runTransaction((tx) => reviewTokenIn(tx, ids));
}
