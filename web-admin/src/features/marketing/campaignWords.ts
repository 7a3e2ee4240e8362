import { formatMoney, type SmsAudience, type SmsAudienceKind, type SmsCampaign } from '@resto/domain';
import { firestore } from '@resto/web-common';
import { doc } from 'firebase/firestore';

export const AUDIENCE_WORDS: Record<SmsAudienceKind, string> = {
  allConsenting: 'Everyone who agreed to marketing',
  lapsed: 'Lapsed: no order in a number of days',
  frequent: 'Frequent: at least a number of orders',
  bigSpenders: 'Big spenders: spent at least an amount',
  byStore: 'Customers of one store',
};

/** The audience in one line, with its number. */
export function describeAudience(audience: SmsAudience, storeName?: (storeId: string) => string): string {
  switch (audience.kind) {
    case 'allConsenting':
      return AUDIENCE_WORDS.allConsenting;
    case 'lapsed':
      return `Lapsed: no order in ${audience.days} days`;
    case 'frequent':
      return `Frequent: at least ${audience.minOrders} orders`;
    case 'bigSpenders':
      return `Big spenders: spent at least ${formatMoney(audience.minSpentInCents)}`;
    case 'byStore':
      return `Customers of ${storeName?.(audience.storeId) ?? 'one store'}`;
  }
}

/** Live campaign document (store admins may read it). */
export function smsCampaignRef(restaurantId: string, storeId: string, campaignId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'smsCampaigns', campaignId);
}

/** Whether texts are going out (or went out partly): the schedule can no longer be changed. */
export function campaignStarted(campaign: Pick<SmsCampaign, 'sending' | 'sentCount'>): boolean {
  return campaign.sending || campaign.sentCount > 0;
}

export const campaignPagePath = (restaurantId: string, storeId: string, campaignId: string) =>
  `/restaurants/${restaurantId}/stores/${storeId}/marketing/sms-campaigns/${campaignId}`;
