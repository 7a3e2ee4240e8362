/**
 * Push topics: staff devices subscribe to their stores' topics (`/api/push/topics/list`, `subscribe`,
 * `unsubscribe`) and get a notification for each event of the topic, also while the app is in the
 * background. A topic name carries its restaurant and store so the server can check every topic a
 * request names against the caller's access (FCM topic names allow `[a-zA-Z0-9-_.~%]` only).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod';
import type { CollectionType } from '../common';
import { type Cents, type CurrencyCode, formatMoney } from '../money';
import { displayNumberLabel } from '../orders/displayNumber';

export const PUSH_TOPIC_KINDS = ['new-orders'] as const;
export type PushTopicKind = (typeof PUSH_TOPIC_KINDS)[number];

export const PUSH_TOPIC_KIND_LABELS: Record<PushTopicKind, string> = {
  'new-orders': 'New orders',
};

/** Ids a topic name can carry as they are (auto ids and the seed's ids all fit). */
const TOPIC_ID = /^[A-Za-z0-9_-]{1,100}$/;
const TOPIC_NAME = /^(new-orders)\.([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{1,100})$/;

export interface PushTopic {
  kind: PushTopicKind;
  restaurantId: string;
  storeId: string;
}

/** `new-orders.{restaurantId}.{storeId}`, or undefined for ids a topic name cannot carry. */
export function pushTopicName(topic: PushTopic): string | undefined {
  if (!TOPIC_ID.test(topic.restaurantId) || !TOPIC_ID.test(topic.storeId)) return undefined;
  return `${topic.kind}.${topic.restaurantId}.${topic.storeId}`;
}

export function parsePushTopicName(name: string): PushTopic | undefined {
  const match = TOPIC_NAME.exec(name);
  if (!match) return undefined;
  return { kind: match[1] as PushTopicKind, restaurantId: match[2] as string, storeId: match[3] as string };
}

/** A registration token: FCM's are ~160 characters; the bound leaves room for longer web tokens. */
export const ZPushRegistrationToken = z
  .string()
  .trim()
  .min(20, 'This is not a notification token')
  .max(4096, 'This is not a notification token')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'This is not a notification token');

export const ZPushTopicName = z
  .string()
  .max(220, 'Unknown topic')
  .refine((name) => parsePushTopicName(name) !== undefined, 'Unknown topic');

export const ZPushTopicsListRequest = z.object({ registrationToken: ZPushRegistrationToken.optional() });
export type PushTopicsListRequest = z.infer<typeof ZPushTopicsListRequest>;

export const ZPushTopicsChangeRequest = z.object({
  registrationToken: ZPushRegistrationToken,
  topics: z
    .array(ZPushTopicName)
    .min(1, 'Choose at least one store')
    .max(100, 'At most 100 topics at a time'),
});
export type PushTopicsChangeRequest = z.infer<typeof ZPushTopicsChangeRequest>;

/** One topic the caller may subscribe to, as `topics/list` answers. */
export interface PushTopicEntry extends PushTopic {
  topic: string;
  label: string;
  restaurantName: string;
  storeName: string;
  /** Whether the device named in the request is subscribed to it. */
  subscribed: boolean;
}

export interface PushTopicsListResponse {
  topics: PushTopicEntry[];
}

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

export interface NewOrderPushInput {
  id: string;
  displayNumber?: string | undefined;
  displayNumberPending?: boolean | undefined;
  collectionType: CollectionType;
  grandTotalInCents: Cents;
  currency: CurrencyCode;
  customerName?: string | undefined;
  /** Scheduled orders: when it is due (the customer's time), shown so staff can tell it is for later. */
  scheduledForIsoDateTimeUtc?: string | undefined;
  timezone: string;
  storeName: string;
}

/** "New order #47 · Marrickville" / "Pickup · $23.50 · Sam · for 4:45 PM". */
export function newOrderPushMessage(order: NewOrderPushInput): { title: string; body: string } {
  const parts = [
    COLLECTION_WORDS[order.collectionType],
    formatMoney(order.grandTotalInCents, order.currency),
  ];
  const name = order.customerName?.trim();
  if (name) parts.push(name);
  if (order.scheduledForIsoDateTimeUtc)
    parts.push(
      `for ${formatInTimeZone(new Date(order.scheduledForIsoDateTimeUtc), order.timezone, 'h:mm a')}`,
    );
  // A number still being given (it takes a moment after placement) is left out rather than shown as "…".
  const number = order.displayNumber || !order.displayNumberPending ? ` ${displayNumberLabel(order)}` : '';
  return {
    title: `New order${number} · ${order.storeName}`,
    body: parts.join(' · '),
  };
}
