import {
  COLLECTION_TYPES,
  COUPON_STATUSES,
  couponStatus,
  localDateAt,
  ZClientOrderId,
  ZCouponDocument,
  ZCouponSuggestRequest,
} from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit } from '../abuse/limits';
import { requireDevice } from '../access/devices';
import { requireRestaurantAdmin, requireRestaurantRole, requireStoreAccess } from '../access/guards';
import { couponDoc } from '../coupons/couponPaths';
import { countCoupons, listCoupons, listRedemptions, publicCoupons } from '../coupons/couponQueries';
import { redeemCouponForOrder } from '../coupons/couponRedemptions';
import {
  COUPON_NOT_FOUND,
  createCoupon,
  deleteCoupon,
  newCouponId,
  parseCouponDefinition,
  updateCoupon,
} from '../coupons/couponWrites';
import { suggestCoupon } from '../coupons/suggestCoupon';
import { restaurantDoc } from '../firestore/paths';
import { type Caller, requireCaller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { locateDelivery } from '../onlineOrdering/locateDelivery';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { pathIds } from './params';

export const ZCouponListQuery = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  status: z.enum(COUPON_STATUSES, { error: 'Status is scheduled, active, expired or usedUp' }).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 coupons per page').default(20),
});

export const ZRedemptionsQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  after: z.string().trim().min(1).max(128).optional(),
});

/** A POS (or staff) redemption: the order as the till priced it. */
export const ZRedeemRequest = z.object({
  orderId: ZClientOrderId,
  couponCode: z.string().trim().min(1, 'Enter the coupon code').max(50),
  collectionType: z.enum(COLLECTION_TYPES, { error: 'Choose pickup, delivery or dine-in' }),
  itemTotal: z.number().int().min(0, 'Amounts cannot be negative'),
  deliveryCharge: z.number().int().min(0, 'Amounts cannot be negative').default(0),
  customerKey: z.string().trim().min(1).max(128).optional(),
  customerName: z.string().trim().max(100).optional(),
  mobile: z.string().trim().max(20).optional(),
});

/** Store staff (any role) and the store's own POS terminals may redeem at the counter. */
async function requireRedeemer(caller: Caller, restaurantId: string, storeId: string): Promise<void> {
  if (caller.posTerminal) {
    await requireDevice(caller, 'posTerminal', restaurantId, storeId);
    return;
  }
  if (caller.kdsDevice || caller.printer)
    throw new ForbiddenError('Only store staff and POS terminals can redeem coupons.');
  await requireStoreAccess(caller, restaurantId, storeId, 'user');
}

/**
 * `/api/coupons` (SPEC.md section 7: public list, public active list, list, count, suggest, redeem),
 * plus the admin's create / change / delete. Restaurant members read; restaurant admins write;
 * customers see only public coupons' terms, never limits or counts.
 */
export function couponsRouter(): Router {
  const router = Router();

  // ---- storefront (no sign-in needed)
  router.get('/restaurants/:restaurantId/stores/:storeId/public', async (req, res) => {
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ coupons: await publicCoupons(restaurantId, storeId, 'current') });
  });

  router.get('/restaurants/:restaurantId/stores/:storeId/public/active', async (req, res) => {
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ coupons: await publicCoupons(restaurantId, storeId, 'active') });
  });

  router.post('/restaurants/:restaurantId/stores/:storeId/suggest', async (req, res) => {
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await consumeLimit('couponSuggestPerIp', clientAddress(req));
    const store = await readOrderingStore(restaurantId, storeId);
    // Priced like placement: delivery from where the typed address geocodes, not the browser's point.
    const request = await locateDelivery(store, ZCouponSuggestRequest.parse(req.body));
    res.json(await suggestCoupon(store, request, req.caller?.uid));
  });

  // ---- POS and staff
  router.post('/restaurants/:restaurantId/stores/:storeId/redeem', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireRedeemer(caller, restaurantId, storeId);
    const body = ZRedeemRequest.parse(req.body);
    const redemption = await redeemCouponForOrder({ ...body, restaurantId, storeId, source: 'pos' });
    res.json({ redemption });
  });

  // ---- restaurant admin
  router.get('/restaurants/:restaurantId/coupons', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    res.json(await listCoupons(restaurantId, ZCouponListQuery.parse(req.query)));
  });

  router.get('/restaurants/:restaurantId/coupons/count', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    const { search } = ZCouponListQuery.pick({ search: true }).parse(req.query);
    res.json(await countCoupons(restaurantId, search));
  });

  router.get('/restaurants/:restaurantId/coupons/:couponId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, couponId } = pathIds(req, ['restaurantId', 'couponId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    const [snapshot, restaurant] = await Promise.all([
      couponDoc(restaurantId, couponId).get(),
      restaurantDoc(restaurantId).get(),
    ]);
    if (!snapshot.exists) throw new NotFoundError(COUPON_NOT_FOUND);
    const coupon = ZCouponDocument.parse({ ...snapshot.data(), id: snapshot.id });
    const timezone = String(restaurant.get('timezone') ?? 'UTC');
    res.json({ coupon: { ...coupon, status: couponStatus(coupon, localDateAt(new Date(), timezone)) } });
  });

  router.get('/restaurants/:restaurantId/coupons/:couponId/redemptions', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, couponId } = pathIds(req, ['restaurantId', 'couponId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    const { pageSize, after } = ZRedemptionsQuery.parse(req.query);
    if (!(await couponDoc(restaurantId, couponId).get()).exists) throw new NotFoundError(COUPON_NOT_FOUND);
    res.json(await listRedemptions(restaurantId, couponId, pageSize, after));
  });

  router.post('/restaurants/:restaurantId/coupons', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const definition = parseCouponDefinition(req.body, newCouponId(restaurantId));
    res.status(201).json({ coupon: await createCoupon(restaurantId, definition, caller.uid) });
  });

  router.put('/restaurants/:restaurantId/coupons/:couponId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, couponId } = pathIds(req, ['restaurantId', 'couponId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const definition = parseCouponDefinition(req.body, couponId);
    res.json({ coupon: await updateCoupon(restaurantId, definition, caller.uid) });
  });

  router.delete('/restaurants/:restaurantId/coupons/:couponId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, couponId } = pathIds(req, ['restaurantId', 'couponId']);
    await requireRestaurantAdmin(caller, restaurantId);
    await deleteCoupon(restaurantId, couponId, caller.uid);
    res.status(204).end();
  });

  return router;
}
