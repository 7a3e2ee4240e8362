import type { MarketingConsentRecord } from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import twilio from 'twilio';
import { db, nowIso } from '../admin';
import { twilioAuthToken } from '../config';
import { restaurantDoc } from '../firestore/paths';
import { smsCampaignDoc, smsRecipientDoc, smsUnsubscribeTokenDoc } from './smsCampaignStore';
import { publicApiUrl } from './smsSending';

/** Twilio's default opt-out / opt-in keywords (the whole message, any case). */
const OPT_OUT_KEYWORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);

export function isOptOutKeyword(body: string): boolean {
  return OPT_OUT_KEYWORDS.has(body.trim().toUpperCase());
}

/**
 * Whether a request really comes from Twilio: X-Twilio-Signature over the URL Twilio called (our
 * public API URL plus the path and query) and the form fields, with the account's auth token.
 */
export function validTwilioSignature(
  signature: string | undefined,
  originalUrl: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  const path = originalUrl.replace(/^\/api(?=\/)/, '');
  return twilio.validateRequest(twilioAuthToken.value(), signature, `${publicApiUrl()}${path}`, params);
}

function withdrawal(how: 'stopReply' | 'link', at: string): MarketingConsentRecord {
  return {
    granted: false,
    channels: ['sms', 'email'],
    wording:
      how === 'stopReply'
        ? 'Replied STOP to a text message'
        : 'Tapped the unsubscribe link in a text message',
    source: 'optOut',
    atIsoDateTimeUtc: at,
  };
}

/** Withdraws consent on every record of the restaurant(s) holding this mobile, at once. */
async function withdrawRecords(
  records: FirebaseFirestore.QueryDocumentSnapshot[],
  how: 'stopReply' | 'link',
): Promise<number> {
  const at = nowIso();
  const batch = db().batch();
  for (const record of records)
    batch.update(record.ref, {
      marketingConsent: withdrawal(how, at),
      isMarketingConsentCollectionEnabled: false,
    });
  if (records.length > 0) await batch.commit();
  return records.length;
}

/**
 * A STOP reply to our sending number: the number texts for every restaurant on the platform and
 * Twilio now blocks it for all of them, so every restaurant's record of that mobile stops too.
 */
export async function optOutByReply(mobile: string): Promise<number> {
  const records = await db().collectionGroup('customers').where('mobileNumberE164', '==', mobile).get();
  const withdrawn = await withdrawRecords(records.docs, 'stopReply');
  await countReplyOnLatestCampaign(mobile);
  return withdrawn;
}

/**
 * A STOP is a reply to the last campaign text the number got (it replies to our number, not to a
 * campaign): that campaign counts the opt-out, once per recipient, like a tap on its link.
 */
async function countReplyOnLatestCampaign(mobile: string): Promise<void> {
  const texted = await db().collectionGroup('recipients').where('mobile', '==', mobile).get();
  const latest = texted.docs
    .filter((doc) => doc.ref.parent.parent?.parent.id === 'smsCampaigns' && doc.get('state') === 'sent')
    .sort((a, b) =>
      String(b.get('sentIsoDateTimeUtc') ?? '').localeCompare(String(a.get('sentIsoDateTimeUtc') ?? '')),
    )[0];
  const campaignRef = latest?.ref.parent.parent;
  if (!latest || !campaignRef) return;
  await db().runTransaction(async (tx) => {
    const recipient = await tx.get(latest.ref);
    if (!recipient.exists || recipient.get('unsubscribedIsoDateTimeUtc')) return;
    tx.update(latest.ref, { unsubscribedIsoDateTimeUtc: nowIso(), unsubscribedBy: 'stopReply' });
    tx.update(campaignRef, { optOutCount: FieldValue.increment(1) });
  });
}

/** The link in a campaign text: that restaurant's records of the number stop, and the campaign counts it once. */
export async function optOutByLink(token: string): Promise<{ restaurantName: string } | undefined> {
  const tokenSnapshot = await smsUnsubscribeTokenDoc(token).get();
  if (!tokenSnapshot.exists) return undefined;
  const { restaurantId, storeId, campaignId, mobile } = tokenSnapshot.data() as {
    restaurantId: string;
    storeId: string;
    campaignId: string;
    mobile: string;
  };
  const records = await restaurantDoc(restaurantId)
    .collection('customers')
    .where('mobileNumberE164', '==', mobile)
    .get();
  await withdrawRecords(records.docs, 'link');
  const recipientRef = smsRecipientDoc(restaurantId, storeId, campaignId, mobile);
  await db().runTransaction(async (tx) => {
    const recipient = await tx.get(recipientRef);
    if (!recipient.exists || recipient.get('unsubscribedIsoDateTimeUtc')) return;
    tx.update(recipientRef, { unsubscribedIsoDateTimeUtc: nowIso() });
    tx.update(smsCampaignDoc(restaurantId, storeId, campaignId), { optOutCount: FieldValue.increment(1) });
  });
  const restaurant = await restaurantDoc(restaurantId).get();
  return { restaurantName: String(restaurant.get('name') ?? 'this restaurant') };
}
