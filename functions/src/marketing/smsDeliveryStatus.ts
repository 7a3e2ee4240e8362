import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { smsCampaignDoc, smsRecipientDoc } from './smsCampaignStore';

/** Twilio's outbound statuses in the order they happen; a late callback never moves a text back. */
const RANK: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
};
const FINAL = new Set(['delivered', 'undelivered', 'failed']);

/**
 * One status callback for one recipient of a campaign. Delivered, undelivered (the carrier could not
 * hand it over) and failed are each counted once per
 * recipient, whatever Twilio redelivers or reorders.
 */
export async function recordDeliveryStatus(input: {
  restaurantId: string;
  storeId: string;
  campaignId: string;
  mobile: string;
  messageSid: string;
  status: string;
  errorCode?: string | undefined;
}): Promise<void> {
  const rank = RANK[input.status];
  if (rank === undefined) return;
  const recipientRef = smsRecipientDoc(input.restaurantId, input.storeId, input.campaignId, input.mobile);
  const campaignRef = smsCampaignDoc(input.restaurantId, input.storeId, input.campaignId);
  await db().runTransaction(async (tx) => {
    const recipient = await tx.get(recipientRef);
    if (!recipient.exists) return;
    // The first callback can beat the write of the sid the send returned; a different sid is another text.
    const sid = recipient.get('messageSid') as string | undefined;
    if (sid !== undefined && sid !== input.messageSid) return;
    const current = recipient.get('deliveryStatus') as string | undefined;
    if (current !== undefined && (RANK[current] ?? -1) >= rank) return;
    tx.update(recipientRef, {
      deliveryStatus: input.status,
      ...(input.errorCode ? { deliveryErrorCode: input.errorCode } : {}),
    });
    if (FINAL.has(input.status) && !(current && FINAL.has(current)))
      tx.update(campaignRef, {
        [input.status === 'delivered'
          ? 'deliveredCount'
          : input.status === 'undelivered'
            ? 'undeliveredCount'
            : 'failedCount']: FieldValue.increment(1),
      });
  });
}
