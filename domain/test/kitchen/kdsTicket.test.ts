import { describe, expect, it } from 'vitest';
import {
  ALL_STATIONS_MARKER,
  allDayCounts,
  applyKdsTicketAction,
  buildKdsTicket,
  type CartItem,
  itemsForStations,
  type KdsTicket,
  KdsTicketActionError,
  KdsTicketItemNotFoundError,
  menuCatalogue,
  orderDisplayNumber,
  setKdsTicketItemDone,
  type TicketSourceOrder,
  ticketAgeState,
  ticketShownAtStations,
  ticketStatusForOrderStatus,
  ZCartItem,
  ZKdsDisplaySettings,
  ZKdsTicket,
  ZUpdateKdsDeviceSettingsRequest,
} from '../../src';
import {
  burger,
  familyDeal,
  halfAndHalfLarge,
  item,
  margherita,
  menuItems,
  pizzaSettings,
} from '../support/pricingMenu';

const NOW = '2025-03-01T09:30:00.000Z';

// The test menu with kitchen routing and allergens: burgers at the grill, pizzas at the oven.
const routedBurger = item({ ...burger, printStationIds: ['grill'], allergenInfo: { CONTAINS: ['GLUTEN'] } });
const routedMargherita = item({
  ...margherita,
  printStationIds: ['oven'],
  allergenInfo: { CONTAINS: ['MILK'], MAY_CONTAIN: ['EGGS'] },
});
const routedHawaiian = item({
  id: 'hawaiian',
  name: 'Hawaiian',
  type: 'pizza',
  sizes: { S: { price: 1400 }, L: { price: 2000 } },
  printStationIds: ['oven'],
  allergenInfo: { CONTAINS: ['EGGS'] },
});
const routedMenu = menuItems.map((spec) =>
  spec.id === 'burger'
    ? routedBurger
    : spec.id === 'margherita'
      ? routedMargherita
      : spec.id === 'hawaiian'
        ? routedHawaiian
        : spec,
);
const catalogue = menuCatalogue(routedMenu, pizzaSettings);

function line(
  id: string,
  selection: Record<string, unknown>,
  summary: Record<string, unknown> = {},
): CartItem {
  return ZCartItem.parse({
    id,
    selection: { quantity: 1, ...selection },
    summary: {
      name: 'From the order',
      price: 1000,
      quantity: (selection.quantity as number) ?? 1,
      ...summary,
    },
  });
}

function order(items: CartItem[], fields: Partial<TicketSourceOrder> = {}): TicketSourceOrder {
  return {
    id: 'order-abc123xyz',
    restaurantId: 'r1',
    storeId: 's1',
    placedIsoDateTimeUtc: '2025-03-01T09:20:00.000Z',
    cart: {
      items,
      collection: { type: 'pickup', date: '2025-03-01', timeOfDay: '8:30 PM' },
      comments: 'Ring the bell',
    },
    customer: { name: 'Sam' },
    ...fields,
  };
}

const build = (items: CartItem[], fields?: Partial<TicketSourceOrder>) =>
  buildKdsTicket({ order: order(items, fields), catalogue, nowIsoDateTimeUtc: NOW });

describe('building a ticket from an order', () => {
  it('copies the order header and starts NEW with every line PENDING', () => {
    const ticket = build([
      line('l1', { type: 'basic', specId: 'burger', modifiersValue: { sauce: { bbq: 1 } } }),
    ]);
    expect(ZKdsTicket.parse(ticket)).toEqual(ticket);
    expect(ticket).toMatchObject({
      id: 'order-abc123xyz',
      orderId: 'order-abc123xyz',
      orderSource: 'website',
      displayNumber: '123XYZ',
      collectionType: 'pickup',
      requestedFor: { date: '2025-03-01', timeOfDay: '8:30 PM' },
      customerName: 'Sam',
      orderComments: 'Ring the bell',
      status: 'NEW',
      createdIsoDateTimeUtc: NOW,
    });
    expect(ticket.items.map((i) => i.status)).toEqual(['PENDING']);
  });

  it('names chosen options in menu order with counts', () => {
    const ticket = build([
      line('l1', {
        type: 'basic',
        specId: 'burger',
        quantity: 2,
        comments: 'no pickles',
        modifiersValue: { extras: { bacon: 2, egg: 1 }, sauce: { bbq: 1 } },
      }),
    ]);
    expect(ticket.items[0]).toMatchObject({
      lineId: 'l1',
      name: 'Burger',
      quantity: 2,
      modifiers: ['BBQ', 'Bacon ×2', 'Egg'],
      comments: 'no pickles',
      allergens: { contains: ['GLUTEN'], mayContain: [] },
      stationIds: ['grill'],
    });
  });

  it('shows a pizza size and topping changes by name', () => {
    const ticket = build([
      line('p1', {
        type: 'pizza',
        specId: 'margherita',
        sizeId: 'L',
        addToppings: ['olives'],
        removeToppings: ['Basil'],
      }),
    ]);
    expect(ticket.items[0]).toMatchObject({
      name: 'Margherita',
      sizeName: 'Large',
      toppingsAdded: ['Olives'],
      toppingsRemoved: ['Basil'],
      stationIds: ['oven'],
    });
  });

  it('shows both halves and merges their allergens (contains beats may contain)', () => {
    const ticket = build([
      line('h1', {
        type: 'halfAndHalf',
        specId: halfAndHalfLarge.id,
        firstHalf: { pizzaSpecId: 'margherita', addToppings: ['cheese'] },
        secondHalf: { pizzaSpecId: 'hawaiian', removeToppings: [] },
      }),
    ]);
    expect(ticket.items[0]).toMatchObject({
      sizeName: 'Large',
      halves: [
        { name: 'Margherita', toppingsAdded: ['Extra cheese'], toppingsRemoved: [] },
        { name: 'Hawaiian', toppingsAdded: [], toppingsRemoved: [] },
      ],
      allergens: { contains: ['EGGS', 'MILK'], mayContain: [] },
      // The half-and-half item has no stations of its own, so it goes where its pizzas go.
      stationIds: ['oven'],
    });
  });

  it('lists a deal by its parts with their choices', () => {
    const ticket = build([
      line('d1', {
        type: 'deal',
        specId: familyDeal.id,
        modifiersValue: { drink: { coke: 1 } },
        items: { garlic: { modifiersValue: { top: { cheese: 1 } } } },
        pizzas: { slot1: { pizzaId: 'hawaiian', addToppings: ['olives'] } },
      }),
    ]);
    expect(ticket.items[0]).toMatchObject({
      name: 'Family Deal',
      modifiers: ['Coke'],
      parts: [
        { name: 'Garlic bread', quantity: 2, modifiers: ['Cheese'] },
        { name: 'Hawaiian', quantity: 1, sizeName: 'Large', toppingsAdded: ['Olives'] },
      ],
      allergens: { contains: ['EGGS'], mayContain: [] },
      stationIds: ['oven'],
    });
  });

  it('an item routed on the menu keeps its own stations even inside', () => {
    const routedDeal = item({ ...familyDeal, printStationIds: ['pass'] });
    const ticket = buildKdsTicket({
      order: order([
        line('d1', {
          type: 'deal',
          specId: familyDeal.id,
          modifiersValue: { drink: { coke: 1 } },
          pizzas: {
            slot1: { firstHalf: { pizzaSpecId: 'margherita' }, secondHalf: { pizzaSpecId: 'hawaiian' } },
          },
        }),
      ]),
      catalogue: menuCatalogue(
        [...routedMenu.filter((s) => s.id !== familyDeal.id), routedDeal],
        pizzaSettings,
      ),
      nowIsoDateTimeUtc: NOW,
    });
    expect(ticket.items[0]?.stationIds).toEqual(['pass']);
    expect(ticket.items[0]?.parts[1]).toMatchObject({
      name: 'Half and half',
      halves: [{ name: 'Margherita' }, { name: 'Hawaiian' }],
    });
  });

  it('keeps a line whose item left the menu, with the order words, for every station', () => {
    const ticket = build([
      line(
        'gone',
        { type: 'basic', specId: 'deleted-item' },
        { name: 'Old special', description: 'Large, extra hot' },
      ),
    ]);
    expect(ticket.items[0]).toMatchObject({
      name: 'Old special',
      description: 'Large, extra hot',
      stationIds: [],
      modifiers: [],
    });
    expect(ticket.stationIds).toEqual([ALL_STATIONS_MARKER]);
  });

  it('uses the typed name of a custom POS item and maps the source', () => {
    const ticket = build(
      [line('c1', { type: 'custom', specId: 'open', name: 'Birthday cake', price: 500 })],
      {
        source: 'pos',
      },
    );
    expect(ticket.orderSource).toBe('pos');
    expect(ticket.items[0]?.name).toBe('Birthday cake');
  });

  it('indexes stations across lines for station-filtered queries', () => {
    const ticket = build([
      line('l1', { type: 'basic', specId: 'burger', modifiersValue: { sauce: { bbq: 1 } } }),
      line('p1', { type: 'pizza', specId: 'margherita', sizeId: 'S' }),
    ]);
    expect(ticket.stationIds).toEqual(['grill', 'oven']);
  });

  it('carries the accepted ETA', () => {
    expect(
      build([line('w', { type: 'basic', specId: 'water' })], { eta: { minutes: 15 } }).etaInMinutes,
    ).toBe(15);
  });

  it('display number: the order own number wins, else the last 4 of the id', () => {
    expect(orderDisplayNumber({ id: 'abcdefgh' })).toBe('CDEFGH');
    expect(orderDisplayNumber({ id: 'abcdefgh', displayNumber: ' 1042 ' })).toBe('1042');
  });
});

function ticketWith(status: KdsTicket['status']): KdsTicket {
  const ticket = build([
    line('l1', { type: 'basic', specId: 'burger', modifiersValue: { sauce: { bbq: 1 } } }),
    line('p1', { type: 'pizza', specId: 'margherita', sizeId: 'L', quantity: 2 }, { quantity: 2 }),
    line('w', { type: 'basic', specId: 'water' }),
  ]);
  return { ...ticket, status };
}

describe('station routing', () => {
  const ticket = ticketWith('NEW');
  it('an empty filter shows every line', () => {
    expect(itemsForStations(ticket, []).map((i) => i.lineId)).toEqual(['l1', 'p1', 'w']);
  });
  it('a station shows its own lines and lines with no station', () => {
    expect(itemsForStations(ticket, ['oven']).map((i) => i.lineId)).toEqual(['p1', 'w']);
    expect(itemsForStations(ticket, ['grill']).map((i) => i.lineId)).toEqual(['l1', 'w']);
  });
  it('hides a ticket with nothing for the station', () => {
    const grillOnly = { items: ticket.items.filter((i) => i.lineId === 'l1') };
    expect(ticketShownAtStations(grillOnly, ['oven'])).toBe(false);
    expect(ticketShownAtStations(grillOnly, ['grill', 'oven'])).toBe(true);
  });
});

describe('all-day counts', () => {
  it('counts undone lines of tickets still being worked, biggest first', () => {
    const a = ticketWith('NEW');
    const b = {
      ...ticketWith('IN_PROGRESS'),
      items: ticketWith('IN_PROGRESS').items.map((i) =>
        i.lineId === 'l1' ? { ...i, status: 'DONE' as const } : i,
      ),
    };
    const done = ticketWith('COMPLETED');
    expect(allDayCounts([a, b, done])).toEqual([
      { name: 'Large Margherita', quantity: 4 },
      { name: 'Water', quantity: 2 },
      { name: 'Burger', quantity: 1 },
    ]);
    expect(allDayCounts([a], ['grill'])).toEqual([
      { name: 'Burger', quantity: 1 },
      { name: 'Water', quantity: 1 },
    ]);
  });
});

describe('ticket actions', () => {
  it('start, bump and recall follow the kitchen table and stamp their times', () => {
    expect(applyKdsTicketAction({ status: 'NEW' }, 'start', NOW)).toEqual({
      status: 'IN_PROGRESS',
      updatedIsoDateTimeUtc: NOW,
      startedIsoDateTimeUtc: NOW,
    });
    expect(applyKdsTicketAction({ status: 'IN_PROGRESS' }, 'bump', NOW)).toMatchObject({
      status: 'COMPLETED',
      completedIsoDateTimeUtc: NOW,
    });
    expect(applyKdsTicketAction({ status: 'COMPLETED' }, 'recall', NOW)).toMatchObject({
      status: 'RECALLED',
      recalledIsoDateTimeUtc: NOW,
    });
    expect(applyKdsTicketAction({ status: 'RECALLED' }, 'bump', NOW).status).toBe('COMPLETED');
    expect(applyKdsTicketAction({ status: 'CANCELLED' }, 'dismiss', NOW).status).toBe('REMOVED');
  });

  it('refuses moves the table does not allow, in words', () => {
    expect(() => applyKdsTicketAction({ status: 'COMPLETED' }, 'bump', NOW)).toThrow(
      new KdsTicketActionError('This ticket has already been bumped.'),
    );
    expect(() => applyKdsTicketAction({ status: 'CANCELLED' }, 'start', NOW)).toThrow(/cancelled/);
    expect(() => applyKdsTicketAction({ status: 'NEW' }, 'recall', NOW)).toThrow(KdsTicketActionError);
    expect(() => applyKdsTicketAction({ status: 'IN_PROGRESS' }, 'start', NOW)).toThrow(
      /already in progress/,
    );
  });

  it('ticking a line marks it DONE and starts a NEW ticket; unticking puts it back', () => {
    const ticket = ticketWith('NEW');
    const ticked = setKdsTicketItemDone(ticket, 'p1', true, NOW);
    expect(ticked.status).toBe('IN_PROGRESS');
    expect(ticked.items?.find((i) => i.lineId === 'p1')).toMatchObject({
      status: 'DONE',
      doneIsoDateTimeUtc: NOW,
    });
    const unticked = setKdsTicketItemDone({ ...ticket, ...ticked } as KdsTicket, 'p1', false, NOW);
    expect(unticked.status).toBeUndefined();
    const p1 = unticked.items?.find((i) => i.lineId === 'p1');
    expect(p1?.status).toBe('PENDING');
    expect(p1).not.toHaveProperty('doneIsoDateTimeUtc');
  });

  it('refuses items of finished tickets and unknown lines', () => {
    expect(() => setKdsTicketItemDone(ticketWith('COMPLETED'), 'p1', true, NOW)).toThrow(
      KdsTicketActionError,
    );
    expect(() => setKdsTicketItemDone(ticketWith('NEW'), 'nope', true, NOW)).toThrow(
      KdsTicketItemNotFoundError,
    );
  });

  it('an order called off upstream marks a live ticket, never a bumped one', () => {
    expect(ticketStatusForOrderStatus('cancelled', 'NEW')).toBe('CANCELLED');
    expect(ticketStatusForOrderStatus('cancelled', 'IN_PROGRESS')).toBe('CANCELLED');
    expect(ticketStatusForOrderStatus('rejected', 'NEW')).toBe('REJECTED');
    expect(ticketStatusForOrderStatus('cancelled', 'CANCELLED')).toBeUndefined();
    expect(ticketStatusForOrderStatus('cancelled', 'COMPLETED')).toBeUndefined();
    expect(ticketStatusForOrderStatus('completed', 'NEW')).toBeUndefined();
  });

  it('ages a ticket against the prep time', () => {
    const placed = '2025-03-01T09:00:00.000Z';
    const at = (minutes: number) => Date.parse(placed) + minutes * 60_000;
    expect(ticketAgeState(placed, at(10), 30)).toBe('onTime');
    expect(ticketAgeState(placed, at(23), 30)).toBe('dueSoon');
    expect(ticketAgeState(placed, at(30), 30)).toBe('late');
  });
});

describe('KDS device settings', () => {
  it('older documents read with the display defaults', () => {
    expect(
      ZKdsDisplaySettings.parse({ id: 'd', kdsDeviceId: 'd', lastUpdatedIsoDateTimeUtc: NOW }),
    ).toMatchObject({ prepTimeInMinutes: 30, stationIds: [], autoRefreshMinutes: 0, soundOn: true });
  });
  it('updates need at least one known value', () => {
    expect(ZUpdateKdsDeviceSettingsRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateKdsDeviceSettingsRequest.safeParse({ autoRefreshMinutes: 3 }).success).toBe(false);
    expect(ZUpdateKdsDeviceSettingsRequest.parse({ autoRefreshMinutes: 5, soundOn: false })).toEqual({
      autoRefreshMinutes: 5,
      soundOn: false,
    });
  });
});
