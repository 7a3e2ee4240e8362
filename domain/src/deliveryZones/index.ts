// Picking a delivery zone without a maps service (the storefront's checkout).
export * from './deliveryZones';
