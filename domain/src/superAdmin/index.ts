export * from './batchUploads';
export * from './newOrders';
export * from './restaurantDirectory';
export * from './supportSessions';
