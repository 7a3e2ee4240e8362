import type { SmsAudience, SmsCampaign, SmsCampaignCost, SmsLengthReport } from '@resto/domain';
import type { ApiPath } from '@resto/web-common';

/** `/api/marketing/restaurants/{r}/stores/{s}{rest}` */
export function marketingApiPath(restaurantId: string, storeId: string, rest: string): ApiPath {
  return `/api/marketing/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}${rest}`;
}

export const marketingPagePath = (restaurantId: string, storeId: string) =>
  `/restaurants/${restaurantId}/stores/${storeId}/marketing`;

export interface CampaignListAnswer {
  campaigns: SmsCampaign[];
  total: number;
}

export interface AudiencePreview {
  count: number;
  sample: { name: string; mobile: string }[];
  length: SmsLengthReport;
  cost: SmsCampaignCost | null;
}

export type { SmsAudience };
