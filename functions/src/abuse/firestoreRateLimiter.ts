/**
 * rate-limiter-flexible's fixed-window limiter, stored in Firestore (`rateLimits/{hash}`, server-only)
 * so every function instance counts the same hits: an in-memory counter would let each of N instances
 * grant the full allowance. The key is hashed, so any caller-supplied text (an IP header, a phone
 * number, a code) makes a valid, bounded document id.
 */
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { db } from '../admin';
import { HOT_TRANSACTION_BUDGET_MS, runHotTransaction } from '../firestore/hotTransaction';

interface StoredWindow {
  points: number;
  /** Epoch milliseconds the window ends at; null for a key that never expires. */
  expire: number | null;
}

const BUSY_LIMIT_MESSAGE = 'Many requests are arriving at this moment. Please try again in a few seconds.';

function windowDoc(rlKey: string) {
  return db().collection('rateLimits').doc(createHash('sha256').update(rlKey).digest('hex'));
}

function storedWindow(data: FirebaseFirestore.DocumentData | undefined): StoredWindow | null {
  if (!data || typeof data.points !== 'number') return null;
  const expire = typeof data.expireMs === 'number' ? data.expireMs : null;
  if (expire !== null && expire <= Date.now()) return null;
  return { points: data.points, expire };
}

export class FirestoreRateLimiter extends RateLimiterStoreAbstract {
  constructor(options: { keyPrefix: string; points: number; duration: number }) {
    // The store client is Firestore itself (db() per call), so no client object is handed over.
    super({ ...options, storeClient: {}, inMemoryBlockOnConsumed: 0 });
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredWindow): RateLimiterRes {
    const consumedPoints = result.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      result.expire === null ? -1 : Math.max(result.expire - Date.now(), 0),
      consumedPoints,
      changedPoints === consumedPoints,
    );
  }

  async _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<StoredWindow> {
    const ref = windowDoc(rlKey);
    // A burst on one key (one customer's checkouts, one network's sign-ins) contends on this
    // document: past a short budget the caller gets a 429 to retry, never a 500 for a lock timeout.
    return runHotTransaction(
      async (tx) => {
        const current = forceExpire ? null : storedWindow((await tx.get(ref)).data());
        const next: StoredWindow = current
          ? { points: current.points + points, expire: current.expire }
          : { points, expire: msDuration > 0 ? Date.now() + msDuration : null };
        tx.set(ref, {
          key: this.keyPrefix,
          points: next.points,
          expireMs: next.expire,
          // A TTL policy on this field lets Firestore delete finished windows in production.
          ...(next.expire === null ? {} : { expiresAt: new Date(next.expire) }),
        });
        return next;
      },
      HOT_TRANSACTION_BUDGET_MS,
      BUSY_LIMIT_MESSAGE,
    );
  }

  async _get(rlKey: string): Promise<StoredWindow | null> {
    return storedWindow((await windowDoc(rlKey).get()).data());
  }

  async _delete(rlKey: string): Promise<boolean> {
    await windowDoc(rlKey).delete();
    return true;
  }
}
