import { type PayoutRecord, shouldApplyPayoutUpdate, ZPayoutRecord } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../../admin';
import type { Payout } from '../../integrations/payments/port';
import { storePayouts } from '../paymentsPaths';
import type { StoreRef } from './connectedAccounts';
import { payoutRecordFrom } from './payoutRecords';

/**
 * Writes one payout into the store's mirror inside a transaction, unless what is stored is further
 * along (a late or replayed event never moves a payout back from paid to on its way). All reads
 * happen before the write, as webhook handlers must.
 */
export async function applyPayoutInTransaction(
  tx: Transaction,
  store: StoreRef,
  payout: Payout,
  accountId: string,
  nowIso: string,
  providerUpdatedUnixSeconds: number,
): Promise<'written' | 'stale'> {
  const ref = storePayouts(store.restaurantId, store.storeId).doc(payout.id);
  const stored = (await tx.get(ref)).data() as Partial<PayoutRecord> | undefined;
  const next = payoutRecordFrom(payout, accountId, nowIso, providerUpdatedUnixSeconds);
  if (stored?.status !== undefined) {
    if (!shouldApplyPayoutUpdate(stored.status, next.status)) return 'stale';
    if (
      stored.status === next.status &&
      (stored.providerUpdatedUnixSeconds ?? 0) > providerUpdatedUnixSeconds
    )
      return 'stale';
  }
  tx.set(ref, next);
  return 'written';
}

/** Mirrors a page the admin just listed, so the payouts page (which reads Firestore) shows it live. */
export async function mirrorPayouts(
  store: StoreRef,
  accountId: string,
  payouts: Payout[],
): Promise<PayoutRecord[]> {
  const now = new Date().toISOString();
  const providerNow = Math.floor(Date.now() / 1000);
  await Promise.all(
    payouts.map((payout) =>
      runContendedTransaction((tx) =>
        applyPayoutInTransaction(tx, store, payout, accountId, now, providerNow),
      ),
    ),
  );
  return payouts.map((payout) => ZPayoutRecord.parse(payoutRecordFrom(payout, accountId, now, providerNow)));
}
