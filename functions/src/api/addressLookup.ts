import { COUNTRY_CODES, type GeocodedPlace } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { requireRestaurantAdmin } from '../access/guards';
import { requireCaller } from '../http/auth';
import { HttpError } from '../http/errors';
import { GeocoderUnavailableError, geocodeAddress } from '../integrations/geocoding';
import { pathIds } from './params';

/** `POST /api/address-lookup/restaurants/:restaurantId`: an address as the owner types it. */
export const ZAddressLookupRequest = z.object({
  query: z.string().trim().min(3, 'Type the street address and suburb').max(200, 'At most 200 characters'),
  countryCode: z.enum(COUNTRY_CODES),
});

/** Places offered to pick from: enough to choose, few enough to read. */
const MAX_PLACES = 5;

function placeJson(place: GeocodedPlace) {
  return {
    formattedAddress: place.formattedAddress,
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    countryCode: place.countryCode,
    geoPoint: place.geoPoint,
    ...(place.placeId ? { googlePlaceId: place.placeId } : {}),
    /** Street-level (a pin on the building) or only the area: the admin says which. */
    streetLevel: place.precision !== 'approximate',
  };
}

/**
 * Address lookup for the store forms: the owner types an address and picks the place, instead of
 * typing latitude and longitude. Goes through the same geocoding port (and cache) as delivery
 * pricing, so the store's pin and the delivery checks agree. Restaurant admins only: it spends
 * geocoder quota.
 */
export function addressLookupRouter(): Router {
  const router = Router();
  router.post('/restaurants/:restaurantId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const body = ZAddressLookupRequest.parse(req.body);
    try {
      const outcome = await geocodeAddress({ query: body.query, countryCode: body.countryCode });
      res.json({ places: outcome.found ? outcome.places.slice(0, MAX_PLACES).map(placeJson) : [] });
    } catch (error) {
      if (error instanceof GeocoderUnavailableError)
        throw new HttpError(
          503,
          'Address lookup is unavailable',
          "We can't look addresses up right now. Type the address and its map position instead, or try again in a few minutes.",
        );
      throw error;
    }
  });
  return router;
}
