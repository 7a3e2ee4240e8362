import { paymentAccountFromProvider } from '../../connect/accountFields';
import { parseStoredAccount } from '../../connect/connectedAccounts';
import { connectedAccountIndexDoc, paymentAccountDoc } from '../../paymentsPaths';
import type { WebhookHandlerMap } from '../handlerTypes';

/**
 * `account.updated`: a store's connected account changed (verification, charges or payouts switched
 * on or off). The account's new state is stored unless the store has since archived or replaced it,
 * or a newer state is already stored (events arrive out of order).
 */
export const connectAccountHandlers: WebhookHandlerMap = {
  'account.updated': async (event, tx, ctx) => {
    if (event.data.kind !== 'account') return ctx.setOutcome('ignored: not an account');
    const account = event.data.account;
    const index = await tx.get(connectedAccountIndexDoc(account.id));
    const restaurantId = index.get('restaurantId') as string | undefined;
    const storeId = index.get('storeId') as string | undefined;
    if (!restaurantId || !storeId) return ctx.setOutcome('ignored: unknown account');
    const ref = paymentAccountDoc(restaurantId, storeId);
    const stored = parseStoredAccount((await tx.get(ref)).data());
    if (stored.accountId !== account.id) return ctx.setOutcome('ignored: not the store’s current account');
    if (stored.status === 'archived') return ctx.setOutcome('ignored: account archived');
    if (
      stored.providerEventIsoDateTimeUtc &&
      stored.providerEventIsoDateTimeUtc > event.createdIsoDateTimeUtc
    )
      return ctx.setOutcome('ignored: older than the stored state');
    const next = paymentAccountFromProvider(account, ctx.nowIsoDateTimeUtc, stored);
    tx.set(ref, {
      ...next,
      generation: stored.generation,
      providerEventIsoDateTimeUtc: event.createdIsoDateTimeUtc,
    });
    ctx.setOutcome(`account ${next.status}`);
  },
};
