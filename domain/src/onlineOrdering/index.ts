// Online ordering: the place-order contract and the pure quote the server and storefront share.
import { ZPlaceOrderRequest, ZSendOrderInvoiceEmailRequest } from './placeOrderRequest';

export * from './collectionTime';
export * from './onlineOrderDocument';
export * from './orderInvoice';
export * from './orderProblems';
export * from './orderSize';
export * from './placeOrderRequest';
export * from './quoteOnlineOrder';

/** What the online ordering routes parse from a request (see common/inputBounds.ts). */
export const ONLINE_ORDERING_REQUEST_SCHEMAS = { ZPlaceOrderRequest, ZSendOrderInvoiceEmailRequest };
