// Coupons: the stored coupon, whether it applies to a cart, redemption and the storefront's suggestion.
import { ZCouponDefinition } from './couponAdmin';
import { ZCouponSuggestRequest } from './couponSuggestion';

export * from './coupon';
export * from './couponAdmin';
export * from './couponCounter';
export * from './couponRedemption';
export * from './couponSuggestion';
export * from './coupons';

/** What the coupon routes parse from a request (every string and list bounded: see common/inputBounds.ts). */
export const COUPONS_REQUEST_SCHEMAS = { ZCouponDefinition, ZCouponSuggestRequest };
