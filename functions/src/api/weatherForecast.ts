import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { storeWeather } from '../website/weather';
import { pathIds } from './params';

/** `GET /api/weather-forecast/restaurants/:r/stores/:s/current`: the store's weather, for its staff. */
export function weatherForecastRouter(): Router {
  const router = Router();
  router.get('/restaurants/:restaurantId/stores/:storeId/current', async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'user');
    res.json(await storeWeather(ids.restaurantId, ids.storeId));
  });
  return router;
}
