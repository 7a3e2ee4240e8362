import type { LoyaltyEntry, LoyaltySettings, PublicLoyaltyProgramme } from '@resto/domain';
import type { ApiClient } from '@resto/web-common';

/** `GET /api/loyalty/restaurants/{r}/my-card`: the signed-in customer's credits and the programme. */
export interface MyLoyaltyCard {
  programme: PublicLoyaltyProgramme;
  settings: LoyaltySettings;
  balance: number;
  totalEarned: number;
  entries: LoyaltyEntry[];
}

export function fetchMyLoyaltyCard(api: ApiClient, restaurantId: string): Promise<MyLoyaltyCard> {
  return api.get<MyLoyaltyCard>(`/api/loyalty/restaurants/${encodeURIComponent(restaurantId)}/my-card`);
}
