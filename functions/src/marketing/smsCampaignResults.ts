import {
  type AttributableOrder,
  attributeOrdersToCampaign,
  SMS_ATTRIBUTION_DAYS,
  type SmsCampaign,
} from '@resto/domain';
import { addDays } from 'date-fns';
import { restaurantDoc } from '../firestore/paths';
import { readCampaign, smsCampaignDoc } from './smsCampaignStore';

/** Enough for a week of a busy restaurant's orders; a campaign result past this says it is partial. */
const MAX_ORDERS_READ = 20_000;

export interface SmsCampaignResults {
  campaign: SmsCampaign;
  attribution: {
    orderCount: number;
    totalInCents: number;
    customerCount: number;
    windowDays: number;
    /** Until when orders count (the last text plus 7 days). */
    untilIsoDateTimeUtc: string | null;
    partial: boolean;
  };
}

/**
 * A campaign with what it led to: the delivery counts it keeps, and the orders its recipients placed
 * at any of the restaurant's stores within 7 days after their text, each with its stored total.
 */
export async function campaignResults(
  restaurantId: string,
  storeId: string,
  campaignId: string,
): Promise<SmsCampaignResults> {
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  const campaign = readCampaign(await ref.get());
  const empty = { orderCount: 0, totalInCents: 0, customerCount: 0 };
  const sent = await ref.collection('recipients').where('state', '==', 'sent').get();
  const sentAtByMobile = new Map<string, string>();
  for (const doc of sent.docs) {
    const at = doc.get('sentIsoDateTimeUtc');
    if (typeof at === 'string') sentAtByMobile.set(String(doc.get('mobile') ?? doc.id), at);
  }
  if (sentAtByMobile.size === 0)
    return {
      campaign,
      attribution: { ...empty, windowDays: SMS_ATTRIBUTION_DAYS, untilIsoDateTimeUtc: null, partial: false },
    };
  const times = [...sentAtByMobile.values()].sort();
  const from = times[0] as string;
  const until = addDays(new Date(times.at(-1) as string), SMS_ATTRIBUTION_DAYS).toISOString();
  const stores = await restaurantDoc(restaurantId).collection('stores').select().get();
  const orders: AttributableOrder[] = [];
  let partial = false;
  for (const store of stores.docs) {
    const snapshot = await store.ref
      .collection('orders')
      .where('placedIsoDateTimeUtc', '>=', from)
      .where('placedIsoDateTimeUtc', '<=', until)
      .select('placedIsoDateTimeUtc', 'customer.mobile', 'customerPhoneNumber', 'cart.grandTotal')
      .limit(MAX_ORDERS_READ)
      .get();
    if (snapshot.size >= MAX_ORDERS_READ) partial = true;
    for (const doc of snapshot.docs) {
      const mobile = doc.get('customer.mobile') ?? doc.get('customerPhoneNumber');
      const total = doc.get('cart.grandTotal');
      if (typeof mobile !== 'string' || typeof total !== 'number') continue;
      orders.push({
        mobile,
        placedIsoDateTimeUtc: String(doc.get('placedIsoDateTimeUtc')),
        totalInCents: total,
      });
    }
  }
  return {
    campaign,
    attribution: {
      ...attributeOrdersToCampaign(sentAtByMobile, orders),
      windowDays: SMS_ATTRIBUTION_DAYS,
      untilIsoDateTimeUtc: until,
      partial,
    },
  };
}
