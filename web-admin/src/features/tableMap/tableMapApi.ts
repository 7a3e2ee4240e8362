import type { ApiPath } from '@resto/web-common';

/** `/api/dine-in/restaurants/:r/stores/:s/table-maps/:mapId`. */
export function tableMapPath(restaurantId: string, storeId: string, mapId: string): ApiPath {
  return `/api/dine-in/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/table-maps/${encodeURIComponent(mapId)}`;
}
