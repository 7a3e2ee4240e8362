// Orders received from the delivery marketplace (their statuses are in status/marketplace.ts).
export * from './marketplaceOrder';
export * from './marketplaceOrderDocument';
export * from './uberEats';
