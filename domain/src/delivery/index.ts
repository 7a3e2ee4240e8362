// Delivery: the store's delivery settings, quoting an address, and picking a delivery zone without a
// maps service (the storefront's checkout).
export * from './delivery';
export * from './deliverySettings';
export * from './deliveryZones';
