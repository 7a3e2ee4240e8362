import {
  ZDeviceName,
  ZPosOrderEditRequest,
  ZPosOrderId,
  ZPosOrderRequest,
  ZPosPromotionsRequest,
  ZPosRefundRequest,
  ZPosSettleRequest,
  ZPosTerminalOverrides,
  ZStashedOrderRequest,
} from '@resto/domain';
import type { Request } from 'express';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { requireDevice } from '../access/devices';
import { requireCaller } from '../http/auth';
import { ForbiddenError } from '../http/errors';
import { listCustomers } from '../loyalty/loyaltyQueries';
import { editPosOrder } from '../pos/editPosOrder';
import { placePosOrder } from '../pos/placePosOrder';
import { PosOrderProblemsError } from '../pos/posOrderErrors';
import { posPromotions } from '../pos/posPromotions';
import { checkOfferedCustomPayments } from '../pos/posSettingsChecks';
import { refundPosOrderPayment } from '../pos/refundPosOrderPayment';
import { settlePosOrderPayment } from '../pos/settlePosOrderPayment';
import { parkOrder } from '../pos/stashedOrders';
import { stripUndefined } from '../settings/stripUndefined';
import { addDeviceLoginRoute, addDeviceManagementRoutes } from './deviceRoutes';
import { pathIds } from './params';

/**
 * Renaming a terminal, and (from its settings page) its own POS settings: the groups it overrides;
 * a group left out follows the store's defaults. Without `settings` the stored overrides are kept.
 */
export const ZUpdatePosTerminalRequest = z
  .object({ name: ZDeviceName, settings: ZPosTerminalOverrides.optional() })
  .transform(({ name, settings }) => ({
    name,
    ...(settings ? { settings: stripUndefined(settings) } : {}),
  }));

/** `/api/pos`: POS terminals of a store, their pairing login, and the orders they ring up. */
export function posRouter(): Router {
  const router = Router();
  addDeviceLoginRoute(router, 'posTerminal');
  addDeviceManagementRoutes(router, {
    kind: 'posTerminal',
    segment: 'pos_terminals',
    listKey: 'posTerminals',
    updateBody: ZUpdatePosTerminalRequest,
    checkUpdate: (tx, ids, body) =>
      checkOfferedCustomPayments(
        tx,
        ids,
        (body.settings as { payments?: { customPaymentIds: string[] } } | undefined)?.payments
          ?.customPaymentIds ?? [],
        'settings.payments.customPaymentIds',
      ),
  });

  /**
   * `PUT .../pos_orders/{posOrderId}`: the terminal's outbox sends each order here until it has an
   * answer; the id is the terminal's, so a repeat is applied once (200 with `repeated: true`).
   * Only a paired POS terminal of this very store may ring up orders (not its staff's browsers: an
   * order needs the terminal and the employee signed in on it).
   */
  router.put('/restaurants/:restaurantId/stores/:storeId/pos_orders/:posOrderId', async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const terminal = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
    if (!terminal) throw new ForbiddenError("Only this store's POS terminal can do this.");
    const posOrderId = ZPosOrderId.parse(req.params.posOrderId);
    const request = ZPosOrderRequest.parse(req.body);
    await answerProblems(res, async () => {
      const answer = await placePosOrder({
        ...ids,
        posOrderId,
        terminal: { id: caller.posTerminal?.deviceId ?? '', name: terminal.name },
        request,
      });
      res.status(answer.repeated ? 200 : 201).json(answer);
    });
  });

  /**
   * `POST .../pos_orders/{posOrderId}/payments/{paymentId}`: pays a pay-later order once, by the
   * terminal's payment id (sent through the outbox like an order); any terminal of the store may.
   */
  router.post(
    '/restaurants/:restaurantId/stores/:storeId/pos_orders/:posOrderId/payments/:paymentId',
    async (req, res) => {
      const caller = requireCaller(req);
      const ids = pathIds(req, ['restaurantId', 'storeId']);
      const terminal = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
      if (!terminal) throw new ForbiddenError("Only this store's POS terminal can do this.");
      const posOrderId = ZPosOrderId.parse(req.params.posOrderId);
      const paymentId = ZPosOrderId.parse(req.params.paymentId);
      const request = ZPosSettleRequest.parse(req.body);
      await answerProblems(res, async () => {
        const answer = await settlePosOrderPayment({
          ...ids,
          posOrderId,
          paymentId,
          posTerminalId: caller.posTerminal?.deviceId ?? '',
          request,
        });
        res.status(answer.repeated ? 200 : 201).json(answer);
      });
    },
  );

  /**
   * `PUT .../pos_orders/{posOrderId}/versions/{versionId}`: an edit of an open or paid order, applied
   * once by the till's version id (posOrderEdit.ts: versions, extra payment, voids).
   */
  router.put(
    '/restaurants/:restaurantId/stores/:storeId/pos_orders/:posOrderId/versions/:versionId',
    async (req, res) => {
      const { ids, terminal } = await requireTill(req);
      const posOrderId = ZPosOrderId.parse(req.params.posOrderId);
      const versionId = ZPosOrderId.parse(req.params.versionId);
      const request = ZPosOrderEditRequest.parse(req.body);
      await answerProblems(res, async () => {
        const answer = await editPosOrder({ ...ids, posOrderId, versionId, posTerminal: terminal, request });
        res.status(answer.repeated ? 200 : 201).json(answer);
      });
    },
  );

  /**
   * `PUT .../pos_orders/{posOrderId}/refunds/{refundId}`: money given back (full or partial) with a
   * reason and an authorised employee's approval, applied once by the till's refund id.
   */
  router.put(
    '/restaurants/:restaurantId/stores/:storeId/pos_orders/:posOrderId/refunds/:refundId',
    async (req, res) => {
      const { ids, terminal } = await requireTill(req);
      const posOrderId = ZPosOrderId.parse(req.params.posOrderId);
      const refundId = ZPosOrderId.parse(req.params.refundId);
      const request = ZPosRefundRequest.parse(req.body);
      await answerProblems(res, async () => {
        const answer = await refundPosOrderPayment({
          ...ids,
          posOrderId,
          refundId,
          posTerminal: terminal,
          request,
        });
        res.status(answer.repeated ? 200 : 201).json(answer);
      });
    },
  );

  /**
   * `POST .../pos_promotions`: a coupon's terms and a customer's loyalty card, asked when the cashier
   * applies them (posPromotions.ts); nothing is reserved until the sale is stored.
   */
  router.post('/restaurants/:restaurantId/stores/:storeId/pos_promotions', async (req, res) => {
    const { ids } = await requireTill(req);
    const request = ZPosPromotionsRequest.parse(req.body);
    res.json(await posPromotions(ids.restaurantId, request));
  });

  /** `PUT .../stashed_orders/{stashId}`: parks an order (or saves a newer revision of it) for any till. */
  router.put('/restaurants/:restaurantId/stores/:storeId/stashed_orders/:stashId', async (req, res) => {
    const { ids, terminal } = await requireTill(req);
    const stashId = ZPosOrderId.parse(req.params.stashId);
    const request = ZStashedOrderRequest.parse(req.body);
    await answerProblems(res, async () => {
      res.status(200).json(await parkOrder({ ...ids, stashId, posTerminalId: terminal.id }, request));
    });
  });

  /**
   * `GET .../customers?search=`: known customers of the restaurant by name or phone, for the till's
   * customer field (a Firestore query on the customer file's search terms; the till cannot read the
   * customer file itself). A few fields of the first 8 matches.
   */
  router.get('/restaurants/:restaurantId/stores/:storeId/customers', async (req, res) => {
    const { ids } = await requireTill(req);
    const { search } = ZPosCustomerLookupQuery.parse(req.query);
    const page = await listCustomers(ids.restaurantId, { search, pageSize: 8 });
    res.json({
      customers: page.customers.map((customer) => ({
        customerKey: customer.customerKey,
        name: customer.name,
        phoneNumber: customer.mobileNumberE164 || customer.phoneNumberE164 || '',
        previousOrderCount: customer.previousOrderCount,
        ...(customer.loyaltyBalance !== undefined ? { loyaltyBalance: customer.loyaltyBalance } : {}),
      })),
    });
  });

  return router;
}

/** `?search=` of the till's customer lookup: a name or a phone number, two characters at least. */
export const ZPosCustomerLookupQuery = z.object({
  search: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Search for at most 100 characters'),
});

/** The caller must be a paired POS terminal of the store in the path. */
export async function requireTill(req: Request) {
  const caller = requireCaller(req);
  const ids = pathIds(req, ['restaurantId', 'storeId']);
  const device = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
  if (!device) throw new ForbiddenError("Only this store's POS terminal can do this.");
  return { ids, terminal: { id: caller.posTerminal?.deviceId ?? '', name: device.name } };
}

export async function answerProblems(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof PosOrderProblemsError)) throw error;
    res.status(error.status).json(error.body());
  }
}
