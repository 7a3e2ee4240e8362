import type { ApiPath } from '@resto/web-common';

/** `/api/stripe/connect/restaurants/{r}/stores/{s}/...` (SPEC.md section 7, provider = stripe). */
export function connectPath(restaurantId: string, storeId: string, rest: string): ApiPath {
  return `/api/stripe/connect/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/${rest}`;
}

export interface BalanceAnswer {
  currency: string;
  availableInCents: number;
  pendingInCents: number;
}

export interface AccountLinkAnswer {
  url: string;
  expiresIsoDateTimeUtc: string;
}
