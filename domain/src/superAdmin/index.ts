export * from './restaurantDirectory';
