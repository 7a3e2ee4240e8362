import { webEnv } from '../config/env';

/**
 * The web address customers order from: the storefront's home for one store
 * (`/restaurants/{r}/stores/{s}/` on the customer site, SPEC.md section 2). Admin shows it, copies it
 * and draws it as a QR code; it must be the same string everywhere so a printed poster keeps working.
 */
export function storefrontUrl(
  restaurantId: string,
  storeId: string,
  customerOrigin = webEnv.appUrls.customer,
) {
  return `${customerOrigin}/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/`;
}

/** The staff app (order boards, POS) and the kitchen display's pairing page: where devices are set up. */
export function staffAppUrl() {
  return `${webEnv.appUrls.staff}/`;
}
export function kitchenDisplayPairingUrl() {
  return `${webEnv.appUrls.kds}/auth/login`;
}
