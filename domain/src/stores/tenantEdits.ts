import type { z } from 'zod';
import { isTimezoneOfCountry } from '../common/countries';
import { ZRestaurant } from './restaurant';
import { ZStore } from './store';

/**
 * What an admin may change on an existing restaurant or store (ids, creation time and creator stay as
 * they are). Shared by the edit forms and the `PUT` routes, so both explain a problem the same way;
 * creating a restaurant (`POST /api/restaurants`) takes the same fields as editing one.
 */

export const ZRestaurantEdit = ZRestaurant.pick({
  name: true,
  description: true,
  timezone: true,
  country: true,
  logo: true,
  contactEmail: true,
}).refine((restaurant) => isTimezoneOfCountry(restaurant.timezone, restaurant.country.code), {
  path: ['timezone'],
  message: 'Choose a timezone of the chosen country',
});
export type RestaurantEdit = z.infer<typeof ZRestaurantEdit>;

export const ZStoreEdit = ZStore.omit({ restaurantId: true })
  .refine((store) => isTimezoneOfCountry(store.timezone, store.address.country.code), {
    path: ['timezone'],
    message: 'Choose a timezone of the country of the address',
  })
  .refine((store) => store.status !== 'OFFLINE' || (store.offlineReason ?? '').trim() !== '', {
    path: ['offlineReason'],
    message: 'Tell customers why the store is offline',
  });
export type StoreEdit = z.infer<typeof ZStoreEdit>;
