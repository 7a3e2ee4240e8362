import type { ApiPath } from '@resto/web-common';

/** `/api/loyalty/restaurants/{r}/{rest}` */
export function loyaltyApiPath(restaurantId: string, rest: string): ApiPath {
  return `/api/loyalty/restaurants/${encodeURIComponent(restaurantId)}/${rest}`;
}
