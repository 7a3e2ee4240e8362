// Online ordering: the place-order contract and the pure quote the server and storefront share.

export * from './collectionTime';
export * from './onlineOrderDocument';
export * from './orderInvoice';
export * from './orderProblems';
export * from './placeOrderRequest';
export * from './quoteOnlineOrder';
