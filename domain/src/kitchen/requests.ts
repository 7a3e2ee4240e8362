/**
 * Kitchen display ticket routes (KDS devices of the store only), all under /api/kds:
 * - `POST /kds/restaurants/{r}/stores/{s}/tickets/{ticketId}/start|bump|recall|dismiss` (no body)
 * - `POST /kds/restaurants/{r}/stores/{s}/tickets/{ticketId}/items/{lineId}/done|undone` (no body)
 * Each answers 200 `{ ticket }` with the ticket as stored after the change; a move the ticket's status
 * does not allow (another screen got there first) is 409 with words for the cook; unknown ids are 404.
 */

import type { KdsTicket } from './ticket';
import type { KdsTicketAction } from './ticketActions';

export interface KdsTicketResponse {
  ticket: KdsTicket;
}

const storeBase = (restaurantId: string, storeId: string) =>
  `/kds/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;

/** Path (below /api) of a ticket action. */
export function kdsTicketActionPath(
  restaurantId: string,
  storeId: string,
  ticketId: string,
  action: KdsTicketAction,
): string {
  return `${storeBase(restaurantId, storeId)}/tickets/${encodeURIComponent(ticketId)}/${action}`;
}

/** Path (below /api) that ticks (`done`) or unticks (`undone`) one line of a ticket. */
export function kdsTicketItemPath(
  restaurantId: string,
  storeId: string,
  ticketId: string,
  lineId: string,
  done: boolean,
): string {
  const ticket = `${storeBase(restaurantId, storeId)}/tickets/${encodeURIComponent(ticketId)}`;
  return `${ticket}/items/${encodeURIComponent(lineId)}/${done ? 'done' : 'undone'}`;
}

/** Path (below /api) of a KDS device's settings (PUT) and heartbeat (POST `/heartbeat`). */
export function kdsDevicePath(restaurantId: string, storeId: string, kdsDeviceId: string): string {
  return `${storeBase(restaurantId, storeId)}/devices/${encodeURIComponent(kdsDeviceId)}`;
}
