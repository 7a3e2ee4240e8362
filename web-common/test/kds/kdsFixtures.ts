import type { KdsTicket, KdsTicketItem } from '@resto/domain';

export const PLACED = '2026-03-06T08:00:00.000Z';
export const AT = (minutesAfterPlaced: number) => Date.parse(PLACED) + minutesAfterPlaced * 60_000;

export function line(lineId: string, fields: Partial<KdsTicketItem> = {}): KdsTicketItem {
  return {
    lineId,
    name: 'Garlic bread',
    quantity: 1,
    modifiers: [],
    toppingsAdded: [],
    toppingsRemoved: [],
    halves: [],
    parts: [],
    description: '',
    comments: '',
    allergens: { contains: [], mayContain: [] },
    stationIds: [],
    status: 'PENDING',
    ...fields,
  };
}

export function ticket(id: string, fields: Partial<KdsTicket> = {}): KdsTicket {
  return {
    id,
    restaurantId: 'r1',
    storeId: 'bondi',
    orderId: id,
    orderSource: 'website',
    displayNumber: id.slice(-4).toUpperCase(),
    collectionType: 'pickup',
    placedIsoDateTimeUtc: PLACED,
    orderComments: '',
    status: 'NEW',
    items: [line('l1')],
    stationIds: ['*'],
    createdIsoDateTimeUtc: PLACED,
    updatedIsoDateTimeUtc: PLACED,
    ...fields,
  };
}
