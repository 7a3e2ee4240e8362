import {
  COUNTRIES,
  type CountryCode,
  PAYMENT_ACCOUNT_STATUS_LABELS,
  ZEmail,
  ZPayoutSchedule,
} from '@resto/domain';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { requireStoreAccess } from '../access/guards';
import { storeDoc } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { log } from '../log';
import {
  archivePaymentAccount,
  createOrConnectAccount,
  refreshPaymentAccount,
  requireConnectedAccountId,
  type StoredPaymentAccount,
  type StoreRef,
  storeProviderAccount,
} from '../payments/connect/connectedAccounts';
import { mirrorPayouts } from '../payments/connect/payoutMirror';
import { paymentAdminBaseUrl } from '../payments/paymentsConfig';
import { callProvider } from '../payments/providerErrors';
import { paymentPort } from '../payments/providerPort';
import { republishStore } from '../settings/republish';
import { pathIds, ZPathId } from './params';

/** `POST account/active`: optional details the provider's form would otherwise ask for first. */
export const ZConnectAccountRequest = z
  .object({
    email: ZEmail.optional(),
    businessName: z
      .string()
      .trim()
      .min(1, 'Business name must be 1 to 100 characters')
      .max(100, 'Business name must be 1 to 100 characters')
      .optional(),
  })
  .strict();

/** `GET payouts?limit=&startingAfter=`: the provider's cursor paging. */
export const ZPayoutPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be from 1 to 100')
    .max(100, 'limit must be from 1 to 100')
    .default(10),
  startingAfter: z.string().trim().min(1).max(255).optional(),
});

export const ZExternalAccountRequest = z.object({ defaultForCurrency: z.boolean().default(true) }).strict();

/** Hides the stored bookkeeping fields; the document itself is what store admins read. */
function publicAccount(account: StoredPaymentAccount) {
  const { generation: _generation, providerEventIsoDateTimeUtc: _event, ...rest } = account;
  return { ...rest, statusLabel: PAYMENT_ACCOUNT_STATUS_LABELS[account.status] };
}

async function storeAdmin(req: Request): Promise<StoreRef & { uid: string }> {
  const caller = requireCaller(req);
  const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
  await requireStoreAccess(caller, restaurantId, storeId, 'admin');
  return { restaurantId, storeId, uid: caller.uid };
}

async function storeCurrency(store: StoreRef): Promise<string> {
  const code = (await storeDoc(store.restaurantId, store.storeId).get()).get('address.country.code') as
    | CountryCode
    | undefined;
  return (code && COUNTRIES[code] ? COUNTRIES[code].currencyCode : 'AUD').toLowerCase();
}

/** Where the provider's hosted forms send the admin back: the store's payment settings page. */
function adminReturnUrls(store: StoreRef) {
  const page = `${paymentAdminBaseUrl()}/restaurants/${encodeURIComponent(store.restaurantId)}/stores/${encodeURIComponent(store.storeId)}/settings/payments`;
  return { returnUrl: `${page}?account=returned`, refreshUrl: `${page}?account=refresh` };
}

/**
 * `/api/stripe/connect/restaurants/:restaurantId/stores/:storeId/...`: the store's connected card
 * provider account (SPEC.md section 7). Store admins and restaurant admins only.
 */
export function stripeConnectRouter(): Router {
  const router = Router();
  const base = '/restaurants/:restaurantId/stores/:storeId';

  router.get(`${base}/account/active`, async (req, res) => {
    const store = await storeAdmin(req);
    const account = await refreshPaymentAccount(store, req.requestId);
    res.json({ account: publicAccount(account) });
  });

  router.post(`${base}/account/active`, async (req, res) => {
    const store = await storeAdmin(req);
    const body = ZConnectAccountRequest.parse(req.body ?? {});
    const { account, created } = await createOrConnectAccount(store, body, req.requestId);
    res.status(created ? 201 : 200).json({ account: publicAccount(account), created });
  });

  router.get(`${base}/balance`, async (req, res) => {
    const store = await storeAdmin(req);
    const connectedAccountId = await requireConnectedAccountId(store);
    const [balance, currency] = await Promise.all([
      callProvider('read the balance', () => paymentPort().retrieveBalance({ connectedAccountId }), store),
      storeCurrency(store),
    ]);
    const sum = (entries: { amountInCents: number; currency: string }[]) =>
      entries
        .filter((entry) => entry.currency === currency)
        .reduce((total, entry) => total + entry.amountInCents, 0);
    res.json({
      currency: currency.toUpperCase(),
      availableInCents: sum(balance.available),
      pendingInCents: sum(balance.pending),
    });
  });

  router.get(`${base}/payouts`, async (req, res) => {
    const store = await storeAdmin(req);
    const query = ZPayoutPageQuery.parse(req.query);
    const connectedAccountId = await requireConnectedAccountId(store);
    const page = await callProvider(
      'list payouts',
      () =>
        paymentPort().listPayouts({
          connectedAccountId,
          limit: query.limit,
          ...(query.startingAfter ? { startingAfter: query.startingAfter } : {}),
        }),
      store,
    );
    const payouts = await mirrorPayouts(store, connectedAccountId, page.items);
    res.json({ payouts, hasMore: page.hasMore, nextCursor: page.nextCursor ?? null });
  });

  for (const kind of ['verification', 'update'] as const) {
    router.post(`${base}/account/links/${kind}`, async (req, res) => {
      const store = await storeAdmin(req);
      const connectedAccountId = await requireConnectedAccountId(store);
      const link = await callProvider(
        'open the account form',
        () => paymentPort().createAccountLink({ connectedAccountId, kind, ...adminReturnUrls(store) }),
        store,
      );
      log.info('payments.account_link_created', { requestId: req.requestId, ...store, kind });
      res.status(201).json({ url: link.url, expiresIsoDateTimeUtc: link.expiresIsoDateTimeUtc });
    });
  }

  router.post(`${base}/account/archive`, async (req, res) => {
    const store = await storeAdmin(req);
    const account = await archivePaymentAccount(store, store.uid, req.requestId);
    // Card checkout was switched off in the payment settings: customers must see that at once.
    await republishStore(store.restaurantId, store.storeId, req.requestId);
    res.json({ account: publicAccount(account) });
  });

  router.post(`${base}/account/external_account/:tokenId`, async (req, res) => {
    const store = await storeAdmin(req);
    const { tokenId } = z.object({ tokenId: ZPathId }).parse(req.params);
    const body = ZExternalAccountRequest.parse(req.body ?? {});
    const connectedAccountId = await requireConnectedAccountId(store);
    const external = await callProvider(
      'add the bank account',
      () =>
        paymentPort().createExternalAccount({
          connectedAccountId,
          token: tokenId,
          defaultForCurrency: body.defaultForCurrency,
        }),
      store,
    );
    const provider = await callProvider('look up the store’s account', () =>
      paymentPort().retrieveConnectedAccount({ connectedAccountId }),
    );
    const account = await storeProviderAccount(store, provider);
    log.info('payments.external_account_added', { requestId: req.requestId, ...store, kind: external.kind });
    res.status(201).json({
      externalAccount: {
        id: external.id,
        kind: external.kind,
        last4: external.last4,
        bankName: external.bankName ?? null,
        defaultForCurrency: external.defaultForCurrency,
      },
      account: publicAccount(account),
    });
  });

  const updateSchedule = async (req: Request, res: Response) => {
    const store = await storeAdmin(req);
    const schedule = ZPayoutSchedule.parse(req.body);
    const connectedAccountId = await requireConnectedAccountId(store);
    const provider = await callProvider(
      'change the payout schedule',
      () => paymentPort().updatePayoutSchedule({ connectedAccountId, schedule }),
      store,
    );
    const account = await storeProviderAccount(store, provider);
    log.info('payments.payout_schedule_changed', {
      requestId: req.requestId,
      ...store,
      interval: schedule.interval,
    });
    res.json({ account: publicAccount(account) });
  };
  router.post(`${base}/account/payout_schedule`, updateSchedule);
  router.put(`${base}/account/payout_schedule`, updateSchedule);

  return router;
}
