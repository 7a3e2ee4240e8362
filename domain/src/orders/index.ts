// Orders as stored: the cart every channel builds and the order placed online.
export * from './cart';
export * from './displayNumber';
export * from './websiteOrder';
