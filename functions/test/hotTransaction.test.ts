import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, runHotTransaction } from '../src/firestore/hotTransaction';
import { TooManyRequestsError } from '../src/http/errors';
import { firestore } from './support/admin';

/** What Firestore throws when it gives up on a lock: the attempt committed nothing. */
function lockTimeout(): Error {
  return Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
}

describe('a hot transaction', () => {
  it('tries again after lock timeouts and answers with the transaction that got through', async () => {
    const ref = firestore().collection('hotTransactionTests').doc(crypto.randomUUID());
    let attempts = 0;
    const result = await runHotTransaction(async (tx) => {
      attempts += 1;
      await tx.get(ref);
      if (attempts < 3) throw lockTimeout();
      tx.set(ref, { attempts });
      return attempts;
    });
    expect(result).toBe(3);
    expect((await ref.get()).get('attempts')).toBe(3);
  });

  it('stops within its budget with a clear "try again" (429, Retry-After), never a gateway timeout', async () => {
    const ref = firestore().collection('hotTransactionTests').doc(crypto.randomUUID());
    const started = Date.now();
    const refusal = await runHotTransaction(async (tx) => {
      await tx.get(ref);
      throw lockTimeout();
    }, 600).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect(refusal).toMatchObject({ status: 429, message: BUSY_MESSAGE, retryAfterSeconds: 3 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await ref.get()).exists).toBe(false);
  });
});
