import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, runHotTransaction } from '../src/firestore/hotTransaction';
import { errorHandler } from '../src/http/errorHandler';
import { TooManyRequestsError } from '../src/http/errors';
import { requestId } from '../src/http/requestId';
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

describe('a transaction Firestore aborted, past any retry', () => {
  it('is answered 503 with Retry-After (nothing saved, safe to send again), never a 500', async () => {
    const ref = firestore().collection('hotTransactionTests').doc(crypto.randomUUID());
    const app = express();
    app.use(requestId);
    app.post('/contended', async (_req, res) => {
      // One attempt: the SDK's own retries of an aborted transaction are not what this is about.
      await firestore().runTransaction(
        async (tx) => {
          await tx.get(ref);
          tx.set(ref, { saved: true });
          throw lockTimeout();
        },
        { maxAttempts: 1 },
      );
      res.json({ saved: true });
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contended`, {
        method: 'POST',
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3');
      expect(await response.json()).toMatchObject({
        title: 'Busy',
        message: expect.stringContaining('Nothing was saved'),
        requestId: expect.any(String),
      });
      expect((await ref.get()).exists).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
