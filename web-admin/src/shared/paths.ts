/** Addresses of a restaurant's and a store's admin areas. */
export const restaurantPath = (restaurantId: string) => `/restaurants/${restaurantId}`;
export const storePath = (restaurantId: string, storeId: string) =>
  `/restaurants/${restaurantId}/stores/${storeId}`;
