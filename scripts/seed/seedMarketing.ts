/**
 * SMS marketing at Bondi: customers who ticked the marketing box at checkout (with the consent
 * record the law wants), two who ordered without ticking it (never in an audience), one who replied
 * STOP, and three campaigns: one paid and sent with its delivery results and recipients, one draft,
 * one archived; and the sender registration two steps in. Fixed ids and times, so re-seeding changes
 * nothing.
 */
import {
  marketingConsentWording,
  personSearchTerms,
  type SmsCampaign,
  smsCampaignCost,
  smsCampaignLengthReport,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_RESTAURANT, SEEDED_AT } from './demoData';
import { DEMO_POS_STORE_ID } from './seedPos';

const STORE_ID = DEMO_POS_STORE_ID;

interface DemoMarketingCustomer {
  name: string;
  mobile: string;
  orders: number;
  spentInCents: number;
  lastOrder: string;
  consent: 'granted' | 'none' | 'stopped';
}

const CUSTOMERS: DemoMarketingCustomer[] = [
  {
    name: 'Olivia Bennett',
    mobile: '+61412000101',
    orders: 14,
    spentInCents: 61_250,
    lastOrder: '2026-01-03T08:10:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Jack Thompson',
    mobile: '+61412000102',
    orders: 3,
    spentInCents: 9_870,
    lastOrder: '2025-10-12T09:30:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Mia Nguyen',
    mobile: '+61412000103',
    orders: 7,
    spentInCents: 25_400,
    lastOrder: '2025-12-28T07:45:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Noah Williams',
    mobile: '+61412000104',
    orders: 1,
    spentInCents: 3_450,
    lastOrder: '2025-09-02T10:05:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Charlotte Kelly',
    mobile: '+61412000105',
    orders: 22,
    spentInCents: 98_100,
    lastOrder: '2026-01-04T06:20:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Lucas Martin',
    mobile: '+61412000106',
    orders: 5,
    spentInCents: 17_800,
    lastOrder: '2025-11-20T08:00:00.000Z',
    consent: 'granted',
  },
  {
    name: 'Isla Robinson',
    mobile: '+61412000107',
    orders: 9,
    spentInCents: 40_200,
    lastOrder: '2025-12-15T09:15:00.000Z',
    consent: 'none',
  },
  {
    name: 'Henry Walker',
    mobile: '+61412000108',
    orders: 2,
    spentInCents: 6_300,
    lastOrder: '2025-12-01T07:40:00.000Z',
    consent: 'none',
  },
  {
    name: 'Grace Taylor',
    mobile: '+61412000109',
    orders: 4,
    spentInCents: 12_900,
    lastOrder: '2025-11-02T08:30:00.000Z',
    consent: 'stopped',
  },
];

function consentRecord(customer: DemoMarketingCustomer) {
  const granted = {
    granted: true,
    channels: ['sms', 'email'],
    wording: marketingConsentWording(DEMO_RESTAURANT.name),
    source: 'onlineCheckout',
    atIsoDateTimeUtc: '2025-08-01T08:00:00.000Z',
    storeId: STORE_ID,
  };
  if (customer.consent === 'granted') return granted;
  if (customer.consent === 'stopped')
    return {
      granted: false,
      channels: ['sms', 'email'],
      wording: 'Replied STOP to a text message',
      source: 'optOut',
      atIsoDateTimeUtc: '2025-12-02T09:00:00.000Z',
    };
  return undefined;
}

const SENT_BODY =
  'Hi {firstName}, winter warmers are back at {storeName}: 20% off soups and pasta this week!';
const DRAFT_BODY = 'Tuesday is 2-for-1 pizza night at {storeName}. Order online, pick up hot.';

function campaign(fields: Partial<SmsCampaign> & Pick<SmsCampaign, 'name' | 'body' | 'status'>) {
  return {
    storeId: STORE_ID,
    audience: { kind: 'allConsenting' },
    createdIsoDateTimeUtc: '2025-12-10T01:00:00.000Z',
    updatedIsoDateTimeUtc: '2025-12-10T01:00:00.000Z',
    recipientCount: 0,
    segments: 0,
    totalInCents: 0,
    sentCount: 0,
    deliveredCount: 0,
    failedCount: 0,
    undeliveredCount: 0,
    optOutCount: 0,
    sending: false,
    ...fields,
  };
}

export async function seedMarketing(db: Firestore, restaurantId: string): Promise<void> {
  const restaurant = db.collection('restaurants').doc(restaurantId);
  const batch = db.batch();
  for (const customer of CUSTOMERS) {
    const marketingConsent = consentRecord(customer);
    batch.set(restaurant.collection('customers').doc(`guest:${customer.mobile}`), {
      name: customer.name,
      previousNames: [],
      previousOrderCount: customer.orders,
      previousGoogleOrderCount: 0,
      previousPosOrderCount: 0,
      unverifiedEmail: '',
      previousUnverifiedEmails: [],
      mobileNumberE164: customer.mobile,
      isMarketingConsentCollectionEnabled: marketingConsent?.granted === true,
      ...(marketingConsent ? { marketingConsent } : {}),
      lastOrderIsoDateTimeUtc: customer.lastOrder,
      lastOrderStoreId: STORE_ID,
      totalSpentInCents: customer.spentInCents,
      countedOrderIds: [],
      searchTerms: personSearchTerms({ name: customer.name, email: '', mobile: customer.mobile }),
    });
  }
  const campaigns = restaurant.collection('stores').doc(STORE_ID).collection('smsCampaigns');
  const recipients = CUSTOMERS.filter((customer) => customer.consent !== 'none').length;
  const segments = smsCampaignLengthReport(SENT_BODY).segments;
  batch.set(
    campaigns.doc('demo-winter-warmers'),
    campaign({
      name: 'Winter warmers',
      body: SENT_BODY,
      status: 'SENT',
      recipientCount: recipients,
      segments,
      totalInCents: smsCampaignCost(recipients, segments).totalInCents,
      sentCount: recipients,
      deliveredCount: recipients - 1,
      undeliveredCount: 1,
      optOutCount: 1,
      scheduledIsoDateTimeUtc: '2025-12-02T07:00:00.000Z',
      sentIsoDateTimeUtc: '2025-12-02T07:00:00.000Z',
      updatedIsoDateTimeUtc: '2025-12-02T07:00:00.000Z',
      payment: {
        status: 'paid',
        amountInCents: smsCampaignCost(recipients, segments).totalInCents,
        attempt: 1,
        paidIsoDateTimeUtc: '2025-12-02T06:58:00.000Z',
        updatedIsoDateTimeUtc: '2025-12-02T06:58:00.000Z',
      },
    }),
  );
  // Who it went to (what its results are counted from); the last one's carrier could not deliver.
  const texted = CUSTOMERS.filter((customer) => customer.consent !== 'none');
  texted.forEach((customer, index) => {
    batch.set(campaigns.doc('demo-winter-warmers').collection('recipients').doc(customer.mobile), {
      customerKey: `guest:${customer.mobile}`,
      name: customer.name,
      mobile: customer.mobile,
      state: 'sent',
      messageSid: `SM${String(index + 1).padStart(32, '0')}`,
      sentIsoDateTimeUtc: '2025-12-02T07:00:00.000Z',
      deliveryStatus: index === texted.length - 1 ? 'undelivered' : 'delivered',
    });
  });
  // The SMS marketing add-on is on at the demo store (campaigns are refused while it is off).
  batch.set(
    restaurant.collection('stores').doc(STORE_ID).collection('settings').doc('addOns'),
    { smsMarketing: true },
    { merge: true },
  );
  // The sender name registration, two of the five steps done.
  batch.set(restaurant.collection('stores').doc(STORE_ID).collection('settings').doc('smsSender'), {
    downloadAbnCertificate: { done: true, doneIsoDateTimeUtc: '2025-11-30T23:00:00.000Z' },
    thirdPartyLetter: { done: true, doneIsoDateTimeUtc: '2025-12-01T02:30:00.000Z' },
    compressDocuments: { done: false },
    submitForm: { done: false },
    confirmApproval: { done: false },
    updatedIsoDateTimeUtc: '2025-12-01T02:30:00.000Z',
  });
  batch.set(
    campaigns.doc('demo-tuesday-pizza'),
    campaign({
      name: 'Tuesday 2-for-1',
      body: DRAFT_BODY,
      status: 'DRAFT',
      createdIsoDateTimeUtc: SEEDED_AT,
      updatedIsoDateTimeUtc: SEEDED_AT,
    }),
  );
  batch.set(
    campaigns.doc('demo-grand-opening'),
    campaign({
      name: 'Grand opening',
      body: 'Bondi is open! Free garlic bread with every order this weekend.',
      status: 'ARCHIVED',
      recipientCount: 4,
      segments: 1,
      totalInCents: smsCampaignCost(4, 1).totalInCents,
      sentCount: 4,
      deliveredCount: 4,
      payment: {
        status: 'paid',
        amountInCents: smsCampaignCost(4, 1).totalInCents,
        attempt: 1,
        paidIsoDateTimeUtc: '2025-08-22T00:58:00.000Z',
        updatedIsoDateTimeUtc: '2025-08-22T00:58:00.000Z',
      },
      createdIsoDateTimeUtc: '2025-08-20T01:00:00.000Z',
      updatedIsoDateTimeUtc: '2025-09-30T01:00:00.000Z',
      sentIsoDateTimeUtc: '2025-08-22T01:00:00.000Z',
    }),
  );
  await batch.commit();
}
