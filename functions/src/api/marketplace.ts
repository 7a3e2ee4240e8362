/**
 * `/api/uber-eats` (SPEC.md section 7's `/api/{marketplace}`): the delivery marketplace.
 * - The marketplace: `POST /notifications/update`, its signed webhook (X-Uber-Signature over the raw
 *   body is the authentication; bad → 401), each event applied once.
 * - Store admins, under `/restaurants/{r}/stores/{s}`: `GET authorise-uri`, `POST merchant-authorisation`
 *   {code, state}, `GET stores` (the merchant's), `GET store`, `POST store/integrate` {marketplaceStoreId},
 *   `POST store/resume`, `POST store/pause`, `DELETE store`, `GET integration-details`,
 *   `POST revoke-access`; the menu: `GET menu-configuration` (delivery and pickup), `PUT menu/prices`,
 *   `POST menu/upload` {kinds}, `POST menu/rollback`.
 * - The store's staff: `GET orders`, `GET orders/{orderId}`, `POST orders/sync`, and per order
 *   `accept` {readyInMinutes?}, `deny` {reason, explanation}, `cancel` {reason, details},
 *   `mark-as-ready`, `delay` {delayInMinutes}, `adjust-price` {amountInCents, reason} (admins),
 *   `resolve-fulfillment-issue` {itemId, action}.
 */
import {
  ZMarketplaceAcceptRequest,
  ZMarketplaceAdjustPriceRequest,
  ZMarketplaceCancelRequest,
  ZMarketplaceDelayRequest,
  ZMarketplaceDenyRequest,
  ZMarketplaceIntegrateStoreRequest,
  ZMarketplaceMenuUploadRequest,
  ZMarketplaceMerchantAuthorisationRequest,
  ZMarketplacePriceEditsRequest,
  ZMarketplaceResolveIssueRequest,
} from '@resto/domain';
import express, { type Request, type RequestHandler, Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { marketplaceConfigured } from '../integrations/marketplace';
import {
  authoriseUri,
  completeAuthorisation,
  deleteStore,
  integrateStore,
  integrationDetails,
  listMerchantStores,
  revokeAccess,
  setStoreActive,
} from '../marketplace/connect';
import { menuConfiguration, rollbackMenu, savePriceEdits, uploadMenu } from '../marketplace/menu';
import {
  acceptMarketplaceOrder,
  adjustMarketplaceOrderPrice,
  cancelMarketplaceOrder,
  delayMarketplaceOrder,
  denyMarketplaceOrder,
  markMarketplaceOrderReady,
  resolveMarketplaceIssue,
  syncMarketplaceOrders,
} from '../marketplace/orders';
import { receiveMarketplaceWebhook } from '../marketplace/webhook';
import { requireOrderActor } from '../orderOperations/actor';
import { orderDoc, storeOrders } from '../orderOperations/paths';
import { pathIds } from './params';

const WEBHOOK_PATH = /\/uber-eats\/notifications\/update\/?$/;

/** Keeps the marketplace webhook's body as raw bytes (the signature covers them). */
export function marketplaceWebhookRawBody(): RequestHandler {
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

export function marketplaceRouter(): Router {
  const router = Router();
  const store = '/restaurants/:restaurantId/stores/:storeId';
  const order = `${store}/orders/:orderId`;
  const storeIds = (req: Request) => pathIds(req, ['restaurantId', 'storeId']);

  router.post('/notifications/update', async (req, res) => {
    if (!marketplaceConfigured()) {
      res.status(401).end();
      return;
    }
    const outcome = await receiveMarketplaceWebhook(rawBodyOf(req), req.header('x-uber-signature'));
    // The marketplace expects 200 with an empty body; a refusal says nothing more.
    res.status(outcome.status).end();
  });

  async function admin(req: Request) {
    const caller = requireCaller(req);
    const ids = storeIds(req);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    return { caller, ids };
  }

  async function staff(req: Request) {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    return {
      ids: { restaurantId: ids.restaurantId, storeId: ids.storeId },
      orderId: ids.orderId,
      actor,
      caller,
    };
  }

  router.get(`${store}/authorise-uri`, async (req, res) => {
    const { caller, ids } = await admin(req);
    res.json(await authoriseUri(ids, caller.uid));
  });

  router.post(`${store}/merchant-authorisation`, async (req, res) => {
    const { caller, ids } = await admin(req);
    const body = ZMarketplaceMerchantAuthorisationRequest.parse(req.body);
    res.json(await completeAuthorisation(ids, caller.uid, body));
  });

  router.get(`${store}/stores`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await listMerchantStores(ids));
  });

  router.get(`${store}/store`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await integrationDetails(ids));
  });

  router.post(`${store}/store/integrate`, async (req, res) => {
    const { caller, ids } = await admin(req);
    const { marketplaceStoreId } = ZMarketplaceIntegrateStoreRequest.parse(req.body);
    res.json(await integrateStore(ids, caller.uid, marketplaceStoreId));
  });

  router.post(`${store}/store/resume`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await setStoreActive(ids, true));
  });

  router.post(`${store}/store/pause`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await setStoreActive(ids, false));
  });

  router.delete(`${store}/store`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await deleteStore(ids));
  });

  router.get(`${store}/integration-details`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await integrationDetails(ids));
  });

  router.post(`${store}/revoke-access`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await revokeAccess(ids));
  });

  router.get(`${store}/menu-configuration`, async (req, res) => {
    const { ids } = await admin(req);
    res.json(await menuConfiguration(ids));
  });

  router.put(`${store}/menu/prices`, async (req, res) => {
    const { ids } = await admin(req);
    const { prices } = ZMarketplacePriceEditsRequest.parse(req.body);
    res.json(await savePriceEdits(ids, prices));
  });

  router.post(`${store}/menu/upload`, async (req, res) => {
    const { caller, ids } = await admin(req);
    const { kinds } = ZMarketplaceMenuUploadRequest.parse(req.body ?? {});
    res.json(await uploadMenu(ids, caller.uid, kinds));
  });

  router.post(`${store}/menu/rollback`, async (req, res) => {
    const { caller, ids } = await admin(req);
    res.json(await rollbackMenu(ids, caller.uid));
  });

  router.get(`${store}/orders`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = storeIds(req);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const snapshot = await storeOrders(ids.restaurantId, ids.storeId)
      .where('source', '==', 'uberEats')
      .orderBy('placedIsoDateTimeUtc', 'desc')
      .limit(50)
      .get();
    res.json({ orders: snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })) });
  });

  router.post(`${store}/orders/sync`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = storeIds(req);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    res.json(await syncMarketplaceOrders(ids));
  });

  router.get(order, async (req, res) => {
    const { ids, orderId } = await staff(req);
    const snapshot = await orderDoc(ids.restaurantId, ids.storeId, orderId).get();
    if (!snapshot.exists || snapshot.get('source') !== 'uberEats')
      throw new NotFoundError('This Uber Eats order was not found in this store.');
    res.json({ order: { id: snapshot.id, ...snapshot.data() } });
  });

  router.post(`${order}/accept`, async (req, res) => {
    const { ids, orderId, actor } = await staff(req);
    const { readyInMinutes } = ZMarketplaceAcceptRequest.parse(req.body ?? {});
    res.json(await acceptMarketplaceOrder(ids, orderId, actor, readyInMinutes));
  });

  router.post(`${order}/deny`, async (req, res) => {
    const { ids, orderId, actor } = await staff(req);
    const { reason, explanation } = ZMarketplaceDenyRequest.parse(req.body);
    res.json(await denyMarketplaceOrder(ids, orderId, actor, reason, explanation));
  });

  router.post(`${order}/cancel`, async (req, res) => {
    const { ids, orderId, actor } = await staff(req);
    const { reason, details } = ZMarketplaceCancelRequest.parse(req.body);
    res.json(await cancelMarketplaceOrder(ids, orderId, actor, reason, details));
  });

  router.post(`${order}/mark-as-ready`, async (req, res) => {
    const { ids, orderId } = await staff(req);
    res.json(await markMarketplaceOrderReady(ids, orderId));
  });

  router.post(`${order}/delay`, async (req, res) => {
    const { ids, orderId } = await staff(req);
    const { delayInMinutes } = ZMarketplaceDelayRequest.parse(req.body);
    res.json(await delayMarketplaceOrder(ids, orderId, delayInMinutes));
  });

  router.post(`${order}/adjust-price`, async (req, res) => {
    const { ids, orderId, caller } = await staff(req);
    // Money back to a customer is a store admin's call.
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const { amountInCents, reason } = ZMarketplaceAdjustPriceRequest.parse(req.body);
    res.json(await adjustMarketplaceOrderPrice(ids, orderId, amountInCents, reason));
  });

  router.post(`${order}/resolve-fulfillment-issue`, async (req, res) => {
    const { ids, orderId } = await staff(req);
    const { itemId, action } = ZMarketplaceResolveIssueRequest.parse(req.body);
    res.json(await resolveMarketplaceIssue(ids, orderId, itemId, action));
  });

  return router;
}
