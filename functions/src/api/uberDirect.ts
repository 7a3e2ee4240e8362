/**
 * `/api/uber-direct`: delivery by the courier service (SPEC section 7, the courier routes), see
 * functions/src/courier/courierDeliveries.ts.
 * - The checkout (anyone, like placement; limited per network address):
 *   `POST /restaurants/{r}/stores/{s}/quote/create` `{deliveryAddress}` → `{quoteId, fee, expiresIsoDateTimeUtc}`.
 * - Staff and the store's POS terminals: `POST .../delivery/create` `{orderId}` books (again) the
 *   courier of an accepted courier order; `POST .../delivery/{deliveryId}/cancel`;
 *   `GET .../deliveries/{deliveryId}/proof_of_delivery` → `{document (base64 PNG), contentType}`.
 *   A refusal by the courier is the catalogue's 'Uber Delivery Request Failed' (502) with what to do.
 * - The courier service: `POST /notifications/delivery-status` and `/notifications/courier-update`,
 *   signed (`x-uber-signature`: HMAC-SHA256 of the raw body); a bad signature is 401, and each event
 *   has one effect however often it comes.
 */
import { COURIER_REQUEST_SCHEMAS } from '@resto/domain';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit } from '../abuse/limits';
import {
  applyCourierWebhook,
  bookCourier,
  cancelCourierDelivery,
  courierProofOfDelivery,
  createCourierQuote,
} from '../courier/courierDeliveries';
import { requireCaller } from '../http/auth';
import { courierPort } from '../integrations/courier';
import { CourierError } from '../integrations/courier/port';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { OrderProblemsError } from '../onlineOrdering/orderProblemsError';
import { requireOrderActor } from '../orderOperations/actor';
import { pathIds } from './params';

const WEBHOOK_PATH = /\/uber-direct\/notifications\/(delivery-status|courier-update)\/?$/;

/** The notifications are verified on their exact bytes: they are read raw, before the JSON parser. */
export function courierWebhookRawBody(): RequestHandler {
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

export function uberDirectRouter(): Router {
  const router = Router();
  const store = '/restaurants/:restaurantId/stores/:storeId';

  router.post(`${store}/quote/create`, async (req, res) => {
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    const { deliveryAddress } = COURIER_REQUEST_SCHEMAS.quoteCreate.parse(req.body ?? {});
    await consumeLimit('courierQuotePerIp', clientAddress(req));
    const ordering = await readOrderingStore(restaurantId, storeId);
    try {
      res.json(await createCourierQuote(ordering, deliveryAddress));
    } catch (error) {
      if (!(error instanceof OrderProblemsError)) throw error;
      res.status(error.status).json(error.body());
    }
  });

  router.post(`${store}/delivery/create`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireOrderActor(caller, restaurantId, storeId);
    const { orderId } = COURIER_REQUEST_SCHEMAS.deliveryCreate.parse(req.body ?? {});
    const outcome = await bookCourier({ restaurantId, storeId, orderId, again: true });
    res.json(outcome);
  });

  router.post(`${store}/delivery/:deliveryId/cancel`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, deliveryId } = pathIds(req, ['restaurantId', 'storeId', 'deliveryId']);
    await requireOrderActor(caller, restaurantId, storeId);
    res.json({ courierDelivery: await cancelCourierDelivery(restaurantId, storeId, deliveryId) });
  });

  router.get(`${store}/deliveries/:deliveryId/proof_of_delivery`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, deliveryId } = pathIds(req, ['restaurantId', 'storeId', 'deliveryId']);
    await requireOrderActor(caller, restaurantId, storeId);
    res.json(await courierProofOfDelivery(restaurantId, storeId, deliveryId));
  });

  // A platform without the courier set up has no key to check a signature with: nothing verifies.
  const verifiedEvent = (rawBody: Buffer, signature: string | undefined) => {
    try {
      return courierPort().verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof CourierError && error.code === 'not_configured') return undefined;
      throw error;
    }
  };

  const notification = async (req: Request, res: Response) => {
    const rawBody = rawBodyOf(req);
    const event = rawBody ? verifiedEvent(rawBody, req.header('x-uber-signature')) : undefined;
    if (!event) {
      res.status(401).json({
        title: 'Signature does not verify',
        message: 'This notification is not signed by the courier service.',
      });
      return;
    }
    const outcome = await applyCourierWebhook(event);
    log.info('courier.notification', {
      eventId: event.eventId,
      kind: event.kind,
      deliveryId: event.deliveryId,
      ...outcome,
    });
    res.json({ received: true, ...outcome });
  };
  router.post('/notifications/delivery-status', notification);
  router.post('/notifications/courier-update', notification);

  return router;
}
