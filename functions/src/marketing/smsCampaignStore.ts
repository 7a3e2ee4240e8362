import {
  maskMobile,
  type SmsAudience,
  type SmsCampaign,
  type SmsCampaignDraft,
  selectSmsAudience,
  smsCampaignCanEdit,
  smsCampaignCostIfSendable,
  smsCampaignLengthReport,
  ZSmsCampaign,
  ZStoredCustomer,
} from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db, nowIso, runContendedTransaction } from '../admin';
import { newId, restaurantDoc, storeDoc } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';

export const CAMPAIGN_NOT_FOUND = 'We could not find this campaign.';

/** `restaurants/{r}/stores/{s}/smsCampaigns/{campaignId}`. */
export function smsCampaignDoc(restaurantId: string, storeId: string, campaignId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('smsCampaigns').doc(campaignId);
}

/** One per mobile number: `.../smsCampaigns/{c}/recipients/{mobileE164}`; what makes a resend skip it. */
export function smsRecipientDoc(
  restaurantId: string,
  storeId: string,
  campaignId: string,
  mobile: string,
): DocumentReference {
  return smsCampaignDoc(restaurantId, storeId, campaignId).collection('recipients').doc(mobile);
}

/** Server-only: `smsUnsubscribeTokens/{token}`, what an unsubscribe link names. */
export function smsUnsubscribeTokenDoc(token: string): DocumentReference {
  return db().collection('smsUnsubscribeTokens').doc(token);
}

export function readCampaign(snapshot: FirebaseFirestore.DocumentSnapshot): SmsCampaign {
  if (!snapshot.exists) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return ZSmsCampaign.parse({ ...snapshot.data(), id: snapshot.id });
}

/** A store named in an audience must be one of this restaurant's stores. */
async function checkAudienceStore(restaurantId: string, audience: SmsAudience): Promise<void> {
  if (audience.kind !== 'byStore') return;
  const store = await storeDoc(restaurantId, audience.storeId).get();
  if (!store.exists) throw new FieldError('audience.storeId', 'Choose one of this restaurant’s stores');
}

export interface AudienceRecipient {
  customerKey: string;
  name: string;
  mobile: string;
}

/** The consenting customers of the restaurant in this audience, one per mobile number. */
export async function audienceRecipients(
  restaurantId: string,
  audience: SmsAudience,
  now = new Date(),
): Promise<AudienceRecipient[]> {
  await checkAudienceStore(restaurantId, audience);
  // Only records with a granted consent can be in any audience: the query reads no one else.
  const snapshot = await restaurantDoc(restaurantId)
    .collection('customers')
    .where('marketingConsent.granted', '==', true)
    .get();
  const customers = snapshot.docs.flatMap((doc) => {
    const parsed = ZStoredCustomer.safeParse(doc.data());
    return parsed.success ? [{ ...parsed.data, customerKey: doc.id }] : [];
  });
  customers.sort((a, b) => a.customerKey.localeCompare(b.customerKey));
  return selectSmsAudience(customers, audience, now).map((customer) => ({
    customerKey: customer.customerKey,
    name: customer.name,
    mobile: customer.mobileNumberE164 as string,
  }));
}

const SAMPLE_SIZE = 5;

/** The count and a few names (numbers masked) the owner sees before sending, with the cost. */
export async function audiencePreview(restaurantId: string, audience: SmsAudience, body: string) {
  const recipients = await audienceRecipients(restaurantId, audience);
  const length = smsCampaignLengthReport(body);
  return {
    count: recipients.length,
    sample: recipients.slice(0, SAMPLE_SIZE).map((recipient) => ({
      name: recipient.name || 'Customer',
      mobile: maskMobile(recipient.mobile),
    })),
    length,
    cost: smsCampaignCostIfSendable(recipients.length, length.segments) ?? null,
  };
}

export async function createCampaign(
  restaurantId: string,
  storeId: string,
  draft: SmsCampaignDraft,
): Promise<SmsCampaign> {
  await checkAudienceStore(restaurantId, draft.audience);
  const id = newId();
  const at = nowIso();
  const campaign = ZSmsCampaign.parse({
    ...draft,
    id,
    storeId,
    status: 'DRAFT',
    createdIsoDateTimeUtc: at,
    updatedIsoDateTimeUtc: at,
  });
  const { id: _id, ...stored } = campaign;
  await smsCampaignDoc(restaurantId, storeId, id).create(stored);
  return campaign;
}

export async function updateCampaign(
  restaurantId: string,
  storeId: string,
  campaignId: string,
  draft: SmsCampaignDraft,
): Promise<SmsCampaign> {
  await checkAudienceStore(restaurantId, draft.audience);
  const ref = smsCampaignDoc(restaurantId, storeId, campaignId);
  return runContendedTransaction(async (tx) => {
    const campaign = readCampaign(await tx.get(ref));
    if (!smsCampaignCanEdit(campaign.status) || campaign.sending)
      throw new ConflictError('Only a draft campaign can be changed.', 'Campaign already sent');
    if (
      campaign.payment?.status === 'paid' ||
      campaign.payment?.status === 'processing' ||
      campaign.payment?.status === 'requiresAction'
    )
      throw new ConflictError(
        'This campaign is paid for, so its text and audience are fixed. Send it now or schedule it.',
        'Campaign paid',
      );
    const updatedIsoDateTimeUtc = nowIso();
    tx.update(ref, { ...draft, updatedIsoDateTimeUtc });
    return { ...campaign, ...draft, updatedIsoDateTimeUtc };
  });
}

export async function listCampaigns(
  restaurantId: string,
  storeId: string,
  query: { search: string; status?: SmsCampaign['status'] | undefined; page: number; pageSize: number },
) {
  let ref: FirebaseFirestore.Query = storeDoc(restaurantId, storeId).collection('smsCampaigns');
  if (query.status) ref = ref.where('status', '==', query.status);
  const snapshot = await ref.orderBy('createdIsoDateTimeUtc', 'desc').limit(1000).get();
  const needle = query.search.toLowerCase();
  const all = snapshot.docs
    .map((doc) => ZSmsCampaign.parse({ ...doc.data(), id: doc.id }))
    .filter((campaign) => !needle || campaign.name.toLowerCase().includes(needle));
  const start = query.page * query.pageSize;
  return { campaigns: all.slice(start, start + query.pageSize), total: all.length };
}
