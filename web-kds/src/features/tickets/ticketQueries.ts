/**
 * Firestore reads of `restaurants/{r}/stores/{s}/kdsTickets` (the store's KDS devices may read them).
 * Both queries use single-field filters and ordering only, so they need no composite index.
 */
import { ACTIVE_TICKET_STATUSES, type KdsTicket } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';

const converter = docConverter<Omit<KdsTicket, 'id'>>();

export function kdsTickets(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'kdsTickets').withConverter(
    converter,
  );
}

/** New, in-progress and recalled tickets, plus cancelled / rejected ones not yet dismissed. */
export function activeTicketsQuery(restaurantId: string, storeId: string) {
  return query(kdsTickets(restaurantId, storeId), where('status', 'in', [...ACTIVE_TICKET_STATUSES]));
}

/**
 * Tickets bumped since `sinceIsoDateTimeUtc`, most recently bumped first. A recalled ticket keeps its
 * completion time, so the page filters to COMPLETED itself (recalled ones are back on the grid).
 */
export function completedTicketsQuery(
  restaurantId: string,
  storeId: string,
  sinceIsoDateTimeUtc: string,
  maxTickets: number,
) {
  return query(
    kdsTickets(restaurantId, storeId),
    where('completedIsoDateTimeUtc', '>=', sinceIsoDateTimeUtc),
    orderBy('completedIsoDateTimeUtc', 'desc'),
    limit(maxTickets),
  );
}
