/**
 * The admin's lists of loyalty cards and customers, and a customer's own card. Search is one
 * `array-contains` on `searchTerms` (see domain searchTerms.ts); pages follow a cursor (the last
 * document id), newest activity first.
 */
import {
  type LoyaltyCard,
  type LoyaltyEntry,
  type StoredCustomer,
  searchTermOf,
  ZLoyaltyCard,
  ZLoyaltyEntry,
  ZStoredCustomer,
} from '@resto/domain';
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { db } from '../admin';
import { loyaltyCardDoc, loyaltyCards, loyaltyEntries, restaurantCustomers } from './loyaltyPaths';

export interface PageQuery {
  search: string;
  pageSize: number;
  after?: string | undefined;
}

interface Page<T> {
  items: T[];
  /** Matching documents over all pages. */
  total: number;
  nextCursor?: string;
}

async function pageOf<T>(
  collection: CollectionReference,
  orderField: string,
  query: PageQuery,
  parse: (id: string, data: unknown) => T | undefined,
): Promise<Page<{ id: string; value: T }>> {
  const term = searchTermOf(query.search);
  let filtered: Query = collection;
  if (term) filtered = filtered.where('searchTerms', 'array-contains', term);
  let ordered = filtered.orderBy(orderField, 'desc').limit(query.pageSize + 1);
  if (query.after) {
    const cursor = await collection.doc(query.after).get();
    if (cursor.exists) ordered = ordered.startAfter(cursor);
  }
  const [snapshot, count] = await Promise.all([ordered.get(), filtered.count().get()]);
  const items = snapshot.docs.flatMap((doc) => {
    const value = parse(doc.id, doc.data());
    return value === undefined ? [] : [{ id: doc.id, value }];
  });
  const page = items.slice(0, query.pageSize);
  const last = snapshot.docs[query.pageSize - 1];
  return {
    items: page,
    total: count.data().count,
    ...(snapshot.docs.length > query.pageSize && last ? { nextCursor: last.id } : {}),
  };
}

export type ListedLoyaltyCard = Omit<LoyaltyCard, 'searchTerms'>;

function withoutTerms<T extends { searchTerms?: unknown }>(value: T): Omit<T, 'searchTerms'> {
  const { searchTerms: _terms, ...rest } = value;
  return rest;
}

export async function listLoyaltyCards(restaurantId: string, query: PageQuery) {
  const page = await pageOf(loyaltyCards(restaurantId), 'updatedIsoDateTimeUtc', query, (_id, data) => {
    const parsed = ZLoyaltyCard.safeParse(data);
    return parsed.success ? withoutTerms(parsed.data) : undefined;
  });
  return {
    cards: page.items.map((item) => item.value),
    total: page.total,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

/** A card and its latest ledger entries (newest first); undefined when the customer has no card. */
export async function loyaltyCardWithEntries(
  restaurantId: string,
  customerUid: string,
  limit = 50,
): Promise<{ card: ListedLoyaltyCard; entries: LoyaltyEntry[] } | undefined> {
  const [cardSnapshot, entrySnapshot] = await Promise.all([
    loyaltyCardDoc(restaurantId, customerUid).get(),
    loyaltyEntries(restaurantId, customerUid).orderBy('createdIsoDateTimeUtc', 'desc').limit(limit).get(),
  ]);
  if (!cardSnapshot.exists) return undefined;
  const card = ZLoyaltyCard.parse(cardSnapshot.data());
  const entries = entrySnapshot.docs.flatMap((doc) => {
    const parsed = ZLoyaltyEntry.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
  return { card: withoutTerms(card), entries };
}

export interface ListedCustomer extends Omit<StoredCustomer, 'previousNames' | 'previousUnverifiedEmails'> {
  customerKey: string;
  /** The customer's loyalty balance; undefined when they have no card (guests without a uid never do). */
  loyaltyBalance?: number;
}

/** The restaurant's customers, most recent order first, with their loyalty balance beside each. */
export async function listCustomers(restaurantId: string, query: PageQuery) {
  const page = await pageOf(
    restaurantCustomers(restaurantId),
    'lastOrderIsoDateTimeUtc',
    query,
    (_id, data) => {
      const parsed = ZStoredCustomer.safeParse(data);
      return parsed.success ? parsed.data : undefined;
    },
  );
  const cardRefs = page.items.map((item) => loyaltyCardDoc(restaurantId, item.id));
  const cards = cardRefs.length > 0 ? await db().getAll(...cardRefs) : [];
  const customers: ListedCustomer[] = page.items.map((item, index) => {
    const { previousNames: _names, previousUnverifiedEmails: _emails, ...customer } = item.value;
    const balance = cards[index]?.exists ? cards[index]?.get('balance') : undefined;
    return {
      ...customer,
      customerKey: item.id,
      ...(typeof balance === 'number' ? { loyaltyBalance: balance } : {}),
    };
  });
  return { customers, total: page.total, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}
