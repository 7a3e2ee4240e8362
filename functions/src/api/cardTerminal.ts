/**
 * `/api/anz-worldline` (SPEC.md section 7's `/api/{terminal}`): card terminals.
 * - Store admins: `POST .../pin-pad/pair` {pairingCode, name, posTerminalId} and
 *   `DELETE .../pin-pads/{cardTerminalId}` (the pin pad's id is its till's id: one per till).
 * - The till the pin pad is paired with: `POST .../pin-pads/{id}/purchase` {posOrderId, amountInCents,
 *   attemptId}, `/refund` {posOrderId, refundId, amountInCents, attemptId}, `/cancel-transaction`
 *   {paymentId}, `/retry` {paymentId} (asks the terminal what became of the last attempt: the step
 *   before any new charge), `/reprint-receipt` {paymentId?} (only that payment's, when it is the
 *   terminal's last). Progress is read from the payment document
 *   (`cardTerminalPayments/{paymentId}`) by snapshot.
 * - The provider: `POST /api/anz-worldline/webhooks/transactions`, a signed result message; the
 *   signature over the raw body is its authentication, and each result is applied once.
 */
import {
  cardPaymentIdOf,
  ZCardTerminalPaymentRequest,
  ZCardTerminalPurchaseRequest,
  ZCardTerminalRefundRequest,
  ZCardTerminalReprintRequest,
  ZPairPinPadRequest,
} from '@resto/domain';
import express, { type Request, type RequestHandler, Router } from 'express';
import { requireDevice } from '../access/devices';
import { requireStoreAccess } from '../access/guards';
import {
  applyResultEvent,
  cancelPayment,
  pairPinPad,
  readPinPad,
  refundGuard,
  reprintReceipt,
  resolveFromTerminal,
  startPayment,
  unpairPinPad,
} from '../cardTerminal/cardPayments';
import { cardTerminalPayments } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { cardTerminalPort } from '../integrations/cardTerminal';
import { log } from '../log';
import { pathIds } from './params';

const WEBHOOK_PATH = /\/anz-worldline\/webhooks\/transactions\/?$/;

/** Keeps the result message's body as raw bytes (the signature covers them). */
export function cardTerminalWebhookRawBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: '256kb' });
  return (req, res, next) => {
    if (req.method === 'POST' && WEBHOOK_PATH.test(req.path)) raw(req, res, next);
    else next();
  };
}

function rawBodyOf(req: Request): Buffer | undefined {
  const fromFramework = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(fromFramework)) return fromFramework;
  if (Buffer.isBuffer(req.body)) return req.body;
  return undefined;
}

export function cardTerminalRouter(): Router {
  const router = Router();
  const store = '/restaurants/:restaurantId/stores/:storeId';
  const pinPad = `${store}/pin-pads/:cardTerminalId`;

  const storeIds = (req: Request) => pathIds(req, ['restaurantId', 'storeId']);

  /** The till the pin pad is paired with (its id is the pin pad's id). */
  async function pairedTill(req: Request) {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'cardTerminalId']);
    const till = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
    if (!till) throw new ForbiddenError("Only this store's POS terminal can take card payments.");
    if (till.id !== ids.cardTerminalId)
      throw new ForbiddenError('This card terminal is paired with another till.');
    return { ids, till };
  }

  /** The payment named in the body must be this till's, on this pin pad. */
  async function tillPayment(req: Request) {
    const { ids, till } = await pairedTill(req);
    const { paymentId } = ZCardTerminalPaymentRequest.parse(req.body);
    const snapshot = await cardTerminalPayments(ids.restaurantId, ids.storeId).doc(paymentId).get();
    if (!snapshot.exists || snapshot.get('cardTerminalId') !== ids.cardTerminalId)
      throw new NotFoundError('This card payment was not found on this terminal.');
    return { ids, till, paymentId };
  }

  router.post(`${store}/pin-pad/pair`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = storeIds(req);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const request = ZPairPinPadRequest.parse(req.body);
    const paired = await pairPinPad(ids, caller.uid, request);
    res.status(201).json({ cardTerminal: paired });
  });

  router.delete(pinPad, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'cardTerminalId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    await unpairPinPad(ids, ids.cardTerminalId);
    res.status(204).end();
  });

  router.post(`${pinPad}/purchase`, async (req, res) => {
    const { ids, till } = await pairedTill(req);
    const request = ZCardTerminalPurchaseRequest.parse(req.body);
    const answer = await startPayment(ids, till, ids.cardTerminalId, {
      type: 'purchase',
      paymentId: cardPaymentIdOf(request),
      ...request,
    });
    res.status(answer.repeated ? 200 : 201).json(answer);
  });

  router.post(`${pinPad}/refund`, async (req, res) => {
    const { ids, till } = await pairedTill(req);
    const request = ZCardTerminalRefundRequest.parse(req.body);
    const answer = await startPayment(ids, till, ids.cardTerminalId, {
      type: 'credit',
      paymentId: cardPaymentIdOf(request),
      ...request,
      guard: refundGuard(ids, request),
    });
    res.status(answer.repeated ? 200 : 201).json(answer);
  });

  router.post(`${pinPad}/cancel-transaction`, async (req, res) => {
    const { ids, paymentId } = await tillPayment(req);
    res.json({ payment: await cancelPayment(ids, paymentId) });
  });

  router.post(`${pinPad}/retry`, async (req, res) => {
    const { ids, paymentId } = await tillPayment(req);
    res.json({ payment: await resolveFromTerminal(ids, paymentId) });
  });

  router.post(`${pinPad}/reprint-receipt`, async (req, res) => {
    const { ids } = await pairedTill(req);
    const { paymentId } = ZCardTerminalReprintRequest.parse(req.body ?? {});
    await readPinPad(ids, ids.cardTerminalId);
    res.json(await reprintReceipt(ids, ids.cardTerminalId, paymentId));
  });

  router.post('/webhooks/transactions', async (req, res) => {
    const rawBody = rawBodyOf(req);
    let event: ReturnType<ReturnType<typeof cardTerminalPort>['verifyResult']>;
    try {
      event = rawBody
        ? cardTerminalPort().verifyResult(rawBody, req.header('x-worldline-signature'))
        : undefined;
    } catch {
      event = undefined;
    }
    if (!event) {
      res.status(400).json({ error: 'Signature does not verify' });
      return;
    }
    const { applied, known } = await applyResultEvent(event);
    log.info('card terminal result', { eventId: event.eventId, applied, known });
    res.json({ received: true, applied });
  });

  return router;
}
