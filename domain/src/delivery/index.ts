// Delivery: the store's delivery settings, quoting an address, where a typed address is (geocoded by
// the server, checked against a shared location), and the storefront's zone preview.
export * from './courier';
export * from './delivery';
export * from './deliveryLocation';
export * from './deliveryRadius';
export * from './deliverySettings';
export * from './deliveryZones';
