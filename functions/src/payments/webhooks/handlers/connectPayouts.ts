import { applyPayoutInTransaction } from '../../connect/payoutMirror';
import { connectedAccountIndexDoc } from '../../paymentsPaths';
import type { WebhookEventHandler, WebhookHandlerMap } from '../handlerTypes';

/**
 * `payout.created|updated|paid|failed`: mirrors the payout to `restaurants/{r}/stores/{s}/payouts`.
 * The store is found from the connected account the event came from; a payout never moves back.
 */
const mirrorPayout: WebhookEventHandler = async (event, tx, ctx) => {
  if (event.data.kind !== 'payout') return ctx.setOutcome('ignored: not a payout');
  const payout = event.data.payout;
  const accountId = event.connectedAccountId ?? payout.connectedAccountId;
  if (!accountId) return ctx.setOutcome('ignored: no connected account');
  const index = await tx.get(connectedAccountIndexDoc(accountId));
  const restaurantId = index.get('restaurantId') as string | undefined;
  const storeId = index.get('storeId') as string | undefined;
  if (!restaurantId || !storeId) return ctx.setOutcome('ignored: unknown account');
  const createdSeconds = Math.floor(Date.parse(event.createdIsoDateTimeUtc) / 1000);
  const result = await applyPayoutInTransaction(
    tx,
    { restaurantId, storeId },
    payout,
    accountId,
    ctx.nowIsoDateTimeUtc,
    Number.isFinite(createdSeconds) ? createdSeconds : 0,
  );
  ctx.setOutcome(result === 'written' ? `payout ${payout.status}` : 'ignored: stored payout is newer');
};

export const connectPayoutHandlers: WebhookHandlerMap = {
  'payout.created': mirrorPayout,
  'payout.updated': mirrorPayout,
  'payout.paid': mirrorPayout,
  'payout.failed': mirrorPayout,
  'payout.canceled': mirrorPayout,
};
