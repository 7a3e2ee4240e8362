export * from './newOrders';
export * from './restaurantDirectory';
