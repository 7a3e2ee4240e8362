export const storeBasePath = (restaurantId: string, storeId: string) =>
  `/restaurants/${restaurantId}/stores/${storeId}`;
