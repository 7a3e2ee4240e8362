import { tooLong } from '@resto/domain';
import { type Request, Router } from 'express';
import { z } from 'zod';
import { isDeviceCaller } from '../access/devices';
import { type Caller, requireCaller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import type { SavedCard } from '../integrations/payments/port';
import { PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';
import {
  findProviderCustomerId,
  getOrCreateProviderCustomerId,
} from '../payments/customers/providerCustomers';
import { callProvider } from '../payments/providerErrors';
import { paymentPort } from '../payments/providerPort';
import { ZPathId } from './params';

/** A payment method id made by the provider's card form in the browser (`pm_...`). */
export const ZPaymentMethodId = z
  .string({ error: 'Missing card' })
  .trim()
  .max(255, tooLong('This is not a card from the card form'))
  .regex(/^[A-Za-z0-9_]{3,255}$/, 'This is not a card from the card form');

export const ZAddSavedCardRequest = z.object({ paymentMethodId: ZPaymentMethodId }).strict();

/** Only what a card picker shows: brand, last four digits and expiry. */
function publicCard(card: SavedCard) {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    ...(card.funding ? { funding: card.funding } : {}),
  };
}

/** Saved cards belong to people; POS terminals, kitchen screens and printers have none. */
function customerCaller(req: Request): Caller {
  const caller = requireCaller(req);
  if (isDeviceCaller(caller)) throw new ForbiddenError('Devices cannot save cards.');
  return caller;
}

async function attach(caller: Caller, paymentMethodId: string, requestId?: string) {
  const customerId = await getOrCreateProviderCustomerId(caller, requestId);
  const card = await callProvider(
    'save your card',
    () => paymentPort().attachPaymentMethod({ customerId, paymentMethodId }),
    { requestId, uid: caller.uid },
  );
  log.info('payments.card_saved', { requestId, uid: caller.uid, brand: card.brand });
  return publicCard(card);
}

/**
 * `/api/stripe/customers/sources`: the signed-in caller's saved cards (list, add, attach, remove).
 * Every route is scoped to the caller's own provider customer: another person's card is "not found".
 */
export function stripeCustomersRouter(): Router {
  const router = Router();

  router.get('/sources', async (req, res) => {
    const caller = customerCaller(req);
    const customerId = await findProviderCustomerId(caller.uid);
    if (!customerId) return void res.json({ sources: [] });
    const page = await callProvider('list your cards', () =>
      paymentPort().listPaymentMethods({ customerId, limit: 100 }),
    );
    res.json({ sources: page.items.map(publicCard) });
  });

  router.post('/sources', async (req, res) => {
    const caller = customerCaller(req);
    const { paymentMethodId } = ZAddSavedCardRequest.parse(req.body);
    res.status(201).json({ source: await attach(caller, paymentMethodId, req.requestId) });
  });

  /** SPEC's `/sources/{tokenId}`: attach the card the browser's card form just made. */
  router.post('/sources/:tokenId', async (req, res) => {
    const caller = customerCaller(req);
    const { tokenId } = z.object({ tokenId: ZPaymentMethodId }).parse(req.params);
    res.status(201).json({ source: await attach(caller, tokenId, req.requestId) });
  });

  router.delete('/sources/:sourceId', async (req, res) => {
    const caller = customerCaller(req);
    const { sourceId } = z.object({ sourceId: ZPathId }).parse(req.params);
    const notYours = new NotFoundError('We could not find this saved card.');
    const customerId = await findProviderCustomerId(caller.uid);
    if (!customerId) throw notYours;
    let card: SavedCard;
    try {
      card = await paymentPort().retrievePaymentMethod({ paymentMethodId: sourceId });
    } catch (error) {
      if (
        error instanceof PaymentProviderError &&
        (error.kind === 'notFound' || error.kind === 'invalidRequest')
      )
        throw notYours;
      throw error;
    }
    // Somebody else's card answers exactly like a card that does not exist.
    if (card.customerId !== customerId) throw notYours;
    await callProvider(
      'remove your card',
      () => paymentPort().detachPaymentMethod({ paymentMethodId: sourceId }),
      {
        requestId: req.requestId,
        uid: caller.uid,
      },
    );
    log.info('payments.card_removed', { requestId: req.requestId, uid: caller.uid });
    res.json({ removed: true, id: sourceId });
  });

  return router;
}
