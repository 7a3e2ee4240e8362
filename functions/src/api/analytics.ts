import {
  type MonthlyOrderStat,
  monthlyOrderStat,
  monthsBack,
  PLATFORM_ROLLUP_SHARDS,
  ZMonthlyOrderListQuery,
} from '@resto/domain';
import { type Request, Router } from 'express';
import { requireRestaurantAdmin } from '../access/guards';
import { db } from '../admin';
import { requireCaller, requireSuperAdmin } from '../http/auth';
import { pathIds } from './params';

const RESTAURANT_SHARDS = 4;

function currentMonth(): string {
  // Months are the stores' business months; a day either side of the UTC month is close enough to
  // choose which months to list (each month's figures are the stores' own).
  return new Date().toISOString().slice(0, 7);
}

function monthsOf(req: Request): string[] {
  const { months } = ZMonthlyOrderListQuery.parse({ ...req.query });
  return monthsBack(currentMonth(), months);
}

/**
 * Monthly order statistics (SPEC.md section 7, Analytics), from the monthly rollups the order
 * trigger keeps: `GET /api/analytics/restaurants/:restaurantId/monthly-order/list?months=12` (the
 * restaurant's admins: every store, one row per store) and `GET /api/analytics/monthly-order/list`
 * (super admins: the platform, one row per restaurant). Newest month first.
 */
export function analyticsRouter(): Router {
  const router = Router();

  router.get('/restaurants/:restaurantId/monthly-order/list', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const months = monthsOf(req);
    const restaurant = db().collection('restaurants').doc(restaurantId);
    const refs = months.flatMap((month) =>
      Array.from({ length: RESTAURANT_SHARDS }, (_, shard) =>
        restaurant.collection('monthlyRollups').doc(`${month}_${shard}`),
      ),
    );
    const [snapshots, stores] = await Promise.all([
      db().getAll(...refs),
      restaurant.collection('stores').select('name').get(),
    ]);
    const names = Object.fromEntries(stores.docs.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)]));
    const stats: MonthlyOrderStat[] = months.map((month) =>
      monthlyOrderStat(
        month,
        snapshots
          .filter((snapshot) => snapshot.id.startsWith(`${month}_`))
          .map((snapshot) => snapshot.get('tally')),
        'stores',
        names,
      ),
    );
    res.json({ months: stats });
  });

  router.get('/monthly-order/list', async (req, res) => {
    requireSuperAdmin(req);
    const months = monthsOf(req);
    const refs = months.flatMap((month) =>
      Array.from({ length: PLATFORM_ROLLUP_SHARDS }, (_, shard) =>
        db().collection('monthlyOrderStats').doc(`${month}_${shard}`),
      ),
    );
    const snapshots = await db().getAll(...refs);
    const raw = months.map((month) =>
      monthlyOrderStat(
        month,
        snapshots
          .filter((snapshot) => snapshot.id.startsWith(`${month}_`))
          .map((snapshot) => snapshot.get('tally')),
        'restaurants',
      ),
    );
    // Names for the restaurants shown (the top 20 of each month), read once.
    const shown = [...new Set(raw.flatMap((stat) => stat.rows.slice(0, 20).map((row) => row.key)))];
    const named =
      shown.length > 0
        ? await db().getAll(...shown.map((id) => db().collection('restaurants').doc(id)), {
            fieldMask: ['name'],
          })
        : [];
    const names = Object.fromEntries(named.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)]));
    res.json({
      months: raw.map((stat) => ({
        ...stat,
        restaurantCount: stat.rows.length,
        rows: stat.rows.slice(0, 20).map((row) => ({ ...row, name: names[row.key] ?? row.key })),
      })),
    });
  });

  return router;
}
