/**
 * Spending loyalty credits on an online order, inside the placement transaction: the card is read
 * with the order's other reads (so racing checkouts of one customer serialise on it) and the quote is
 * worked out again from that balance, so the balance never goes below zero.
 */
import { type LoyaltyCard, loyaltyEntryId } from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { writeLedgerChange } from './loyaltyLedger';

export { loyaltyCardFromSnapshot, readLoyaltyCard } from './loyaltyLedger';

export function recordLoyaltyRedemption(
  tx: Transaction,
  input: {
    restaurantId: string;
    storeId: string;
    orderId: string;
    card: LoyaltyCard;
    credits: number;
    now: string;
  },
): void {
  if (input.credits > input.card.balance)
    throw new Error('The placement quote must refuse spending more than the balance');
  writeLedgerChange(tx, {
    restaurantId: input.restaurantId,
    card: input.card,
    kind: 'redeem',
    entryId: loyaltyEntryId('redeem', input.orderId),
    credits: -input.credits,
    orderId: input.orderId,
    storeId: input.storeId,
    description: 'Credits spent on an order',
    now: input.now,
    extra: { restoredSoFar: 0 },
  });
}
