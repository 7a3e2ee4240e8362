// Server-side pricing: line prices from the menu, cart totals and GST.
export * from './cartTotals';
export * from './catalogue';
export * from './gst';
export * from './linePrice';
export * from './marketplacePrice';
export * from './priceCart';
export type { LineProblem, LineProblemReason, Priced } from './problems';
