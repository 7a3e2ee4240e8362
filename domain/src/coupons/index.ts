// Coupons: the stored coupon, whether it applies to a cart, redemption and the storefront's suggestion.
export * from './coupon';
export * from './couponAdmin';
export * from './couponRedemption';
export * from './couponSuggestion';
export * from './coupons';
