import { publicLoyaltyProgramme } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { requireRestaurantAdmin, requireRestaurantRole } from '../access/guards';
import { restaurantDoc } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { listCustomers, listLoyaltyCards, loyaltyCardWithEntries } from '../loyalty/loyaltyQueries';
import { readLoyaltySettingsOf, saveLoyaltySettings } from '../loyalty/loyaltySettingsStore';
import { pathIds } from './params';

export const ZPageQuery = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
  after: z.string().trim().min(1).max(200).optional(),
});

async function requireRestaurant(restaurantId: string): Promise<void> {
  if (!(await restaurantDoc(restaurantId).get()).exists)
    throw new NotFoundError('We could not find this restaurant.');
}

/**
 * `/api/loyalty/restaurants/{r}/...`: the loyalty settings (restaurant members read, admins save),
 * the cards with their history (restaurant members), and `my-card` for a signed-in customer.
 */
export function loyaltyRouter(): Router {
  const router = Router();

  router.get('/restaurants/:restaurantId/settings', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    res.json(await readLoyaltySettingsOf(restaurantId));
  });

  router.put('/restaurants/:restaurantId/settings', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    res.json(await saveLoyaltySettings(restaurantId, req.body, caller.uid));
  });

  router.get('/restaurants/:restaurantId/cards', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    res.json(await listLoyaltyCards(restaurantId, ZPageQuery.parse(req.query)));
  });

  router.get('/restaurants/:restaurantId/cards/:customerUid', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, customerUid } = pathIds(req, ['restaurantId', 'customerUid']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    const found = await loyaltyCardWithEntries(restaurantId, customerUid);
    if (!found) throw new NotFoundError('This customer has no loyalty card yet.');
    res.json(found);
  });

  /** The caller's own card (none yet: balance 0) and the programme's public terms. */
  router.get('/restaurants/:restaurantId/my-card', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurant(restaurantId);
    const [{ settings }, found] = await Promise.all([
      readLoyaltySettingsOf(restaurantId),
      loyaltyCardWithEntries(restaurantId, caller.uid, 20),
    ]);
    res.json({
      programme: publicLoyaltyProgramme(settings),
      // The rules of what can be spent (loyalty.ts), so checkout prices credits exactly as the server will.
      settings,
      balance: found?.card.balance ?? 0,
      totalEarned: found?.card.totalEarned ?? 0,
      entries: found?.entries ?? [],
    });
  });

  return router;
}

/** `/api/restaurant-customers/restaurants/{r}/customers`: the customer list (restaurant members). */
export function restaurantCustomersRouter(): Router {
  const router = Router();
  router.get('/restaurants/:restaurantId/customers', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantRole(caller, restaurantId, 'user');
    res.json(await listCustomers(restaurantId, ZPageQuery.parse(req.query)));
  });
  return router;
}
