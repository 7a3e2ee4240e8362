import type { ApiPath } from '@resto/web-common';

const storePart = (restaurantId: string, storeId: string) =>
  `restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;

/** `/api/dine-in/restaurants/:r/stores/:s/tables` (and `/:tableId`). */
export function tablesPath(restaurantId: string, storeId: string, tableId?: string): ApiPath {
  const base: ApiPath = `/api/dine-in/${storePart(restaurantId, storeId)}/tables`;
  return tableId ? `${base}/${encodeURIComponent(tableId)}` : base;
}

/** `/api/table-bookings/restaurants/:r/stores/:s/bookings/:bookingId/{accept|cancel|edit}`. */
export function bookingActionPath(
  restaurantId: string,
  storeId: string,
  bookingId: string,
  action: 'accept' | 'cancel' | 'edit' | 'remind',
): ApiPath {
  return `/api/table-bookings/${storePart(restaurantId, storeId)}/bookings/${encodeURIComponent(bookingId)}/${action}`;
}
