/**
 * Builds the kitchen ticket for an order from the order's cart and the store's menu (item specs with
 * their `printStationIds` and `allergenInfo`, plus pizza settings for size and topping names). The
 * menu may have changed since the order was placed: a line whose item is gone still makes it onto the
 * ticket with the order's own name and description, because the kitchen must never miss a line.
 */
import type { OrderSource } from '../common/constants';
import type {
  DealSelection,
  DealSpec,
  ItemSpec,
  ModifierGroup,
  ModifiersValue,
  PizzaSelection,
  PizzaSettings,
} from '../menu/menu';
import type { CartItem, Collection } from '../orders/cart';
import { orderDisplayNumber } from '../orders/displayNumber';
import type { MenuCatalogue } from '../pricing/catalogue';
import {
  ALL_STATIONS_MARKER,
  type KdsTicket,
  type KdsTicketAllergens,
  type KdsTicketHalf,
  type KdsTicketItem,
  type KdsTicketPart,
  kdsOrderSourceFor,
} from './ticket';

/** The order fields a ticket is made from; website orders (ZWebsiteOrder) fit as they are. */
export interface TicketSourceOrder {
  id: string;
  restaurantId: string;
  storeId: string;
  /** Website orders default to 'website'. */
  source?: OrderSource;
  placedIsoDateTimeUtc: string;
  /** The order's own short number, when it has one. */
  displayNumber?: string;
  cart: {
    items: readonly CartItem[];
    collection: Collection;
    comments?: string;
    customerName?: string;
  };
  customer?: { name: string };
  eta?: { minutes: number };
}

export interface BuildTicketInput {
  order: TicketSourceOrder;
  catalogue: MenuCatalogue;
  nowIsoDateTimeUtc: string;
}

export function buildKdsTicket({ order, catalogue, nowIsoDateTimeUtc }: BuildTicketInput): KdsTicket {
  const items = order.cart.items.map((line) => ticketItemFor(line, catalogue));
  const customerName = order.customer?.name ?? order.cart.customerName;
  return {
    id: order.id,
    restaurantId: order.restaurantId,
    storeId: order.storeId,
    orderId: order.id,
    orderSource: kdsOrderSourceFor(order.source ?? 'website'),
    displayNumber: orderDisplayNumber(order),
    collectionType: order.cart.collection.type,
    placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
    requestedFor: { date: order.cart.collection.date, timeOfDay: order.cart.collection.timeOfDay },
    ...(customerName ? { customerName } : {}),
    orderComments: order.cart.comments ?? '',
    ...(order.eta ? { etaInMinutes: order.eta.minutes } : {}),
    status: 'NEW',
    items,
    stationIds: ticketStationIndex(items),
    createdIsoDateTimeUtc: nowIsoDateTimeUtc,
    updatedIsoDateTimeUtc: nowIsoDateTimeUtc,
  };
}

/** The ticket-level station index: every item's stations, plus the marker when an item goes everywhere. */
export function ticketStationIndex(items: readonly Pick<KdsTicketItem, 'stationIds'>[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.stationIds.length === 0) ids.add(ALL_STATIONS_MARKER);
    for (const id of item.stationIds) ids.add(id);
  }
  return [...ids].sort();
}

type Preparation = Pick<
  KdsTicketItem,
  'modifiers' | 'sizeName' | 'toppingsAdded' | 'toppingsRemoved' | 'halves'
>;

const NOTHING_CHOSEN: Preparation = { modifiers: [], toppingsAdded: [], toppingsRemoved: [], halves: [] };

function ticketItemFor(line: CartItem, catalogue: MenuCatalogue): KdsTicketItem {
  const { selection, summary } = line;
  const spec = catalogue.itemsById.get(selection.specId);
  const base = {
    lineId: line.id,
    specId: selection.specId,
    name: selection.type === 'custom' ? selection.name : (spec?.name ?? summary.name),
    quantity: summary.quantity,
    description: summary.description,
    comments: summary.comments || selection.comments,
    status: 'PENDING' as const,
  };
  if (!spec || spec.type !== selection.type) {
    // The item is gone or changed type since the order: keep the order's words, route everywhere.
    return {
      ...base,
      name: summary.name,
      ...NOTHING_CHOSEN,
      parts: [],
      allergens: { contains: [], mayContain: [] },
      stationIds: [],
    };
  }
  const settings = catalogue.pizzaSettings;
  const components: ItemSpec[] = [];
  let preparation: Preparation = NOTHING_CHOSEN;
  let parts: KdsTicketPart[] = [];
  switch (selection.type) {
    case 'basic':
      if (spec.type === 'basic')
        preparation = {
          ...NOTHING_CHOSEN,
          modifiers: modifierNames(spec.modifiers, selection.modifiersValue),
        };
      break;
    case 'pizza':
      if (spec.type === 'pizza')
        preparation = {
          ...NOTHING_CHOSEN,
          ...sizeNameOf(settings, selection.sizeId),
          toppingsAdded: toppingNames(settings, selection.addToppings),
          toppingsRemoved: [...selection.removeToppings],
        };
      break;
    case 'halfAndHalf':
      if (spec.type === 'halfAndHalf') {
        const halves = [selection.firstHalf, selection.secondHalf];
        components.push(
          ...pizzaSpecs(
            catalogue,
            halves.map((half) => half.pizzaSpecId),
          ),
        );
        preparation = {
          ...NOTHING_CHOSEN,
          ...sizeNameOf(settings, spec.pizzaSizeId),
          halves: halves.map((half) => halfFor(catalogue, settings, half)),
        };
      }
      break;
    case 'deal':
      if (spec.type === 'deal') {
        parts = dealParts(spec, selection, catalogue);
        components.push(...pizzaSpecs(catalogue, dealPizzaIds(selection)));
        preparation = {
          ...NOTHING_CHOSEN,
          modifiers: modifierNames(spec.modifiers, selection.modifiersValue),
        };
      }
      break;
    case 'custom':
      break;
  }
  return {
    ...base,
    ...preparation,
    parts,
    allergens: allergensOf([spec, ...components]),
    stationIds: stationsOf(spec, components),
  };
}

/** "Garlic sauce", "Extra shot ×2", in the menu's group and option order. */
export function modifierNames(groups: readonly ModifierGroup[], value: ModifiersValue): string[] {
  const names: string[] = [];
  for (const group of groups) {
    const chosen = value[group.id];
    if (!chosen) continue;
    for (const option of group.options) {
      const times = chosen[option.id];
      if (times === undefined) continue;
      names.push(times > 1 ? `${option.name} ×${times}` : option.name);
    }
  }
  return names;
}

function toppingNames(settings: PizzaSettings | undefined, ids: readonly string[]): string[] {
  return ids.map((id) => settings?.toppings.find((topping) => topping.id === id)?.name ?? id);
}

function sizeNameOf(settings: PizzaSettings | undefined, sizeId: string): { sizeName?: string } {
  const size = settings?.sizes.find((candidate) => candidate.id === sizeId);
  return size ? { sizeName: size.name } : {};
}

function pizzaName(catalogue: MenuCatalogue, pizzaId: string): string {
  return catalogue.itemsById.get(pizzaId)?.name ?? 'Pizza';
}

function halfFor(
  catalogue: MenuCatalogue,
  settings: PizzaSettings | undefined,
  half: { pizzaSpecId: string; addToppings: readonly string[]; removeToppings: readonly string[] },
): KdsTicketHalf {
  return {
    name: pizzaName(catalogue, half.pizzaSpecId),
    toppingsAdded: toppingNames(settings, half.addToppings),
    toppingsRemoved: [...half.removeToppings],
  };
}

function pizzaSpecs(catalogue: MenuCatalogue, ids: readonly string[]): ItemSpec[] {
  return ids.flatMap((id) => {
    const spec = catalogue.itemsById.get(id);
    return spec ? [spec] : [];
  });
}

function dealPizzaIds(selection: DealSelection): string[] {
  return Object.values(selection.pizzas).flatMap((pizza) =>
    [pizza.pizzaId, pizza.firstHalf?.pizzaSpecId, pizza.secondHalf?.pizzaSpecId].filter(
      (id): id is string => id !== undefined,
    ),
  );
}

function dealParts(spec: DealSpec, selection: DealSelection, catalogue: MenuCatalogue): KdsTicketPart[] {
  const settings = catalogue.pizzaSettings;
  const itemParts = spec.items.map(
    (dealItem): KdsTicketPart => ({
      name: dealItem.name,
      quantity: dealItem.quantity,
      ...NOTHING_CHOSEN,
      modifiers: modifierNames(dealItem.modifiers, selection.items[dealItem.id]?.modifiersValue ?? {}),
    }),
  );
  const pizzaParts = spec.pizzas.flatMap((dealPizza): KdsTicketPart[] => {
    const chosen: PizzaSelection | undefined = selection.pizzas[dealPizza.id];
    if (!chosen) return [];
    const size = sizeNameOf(settings, dealPizza.pizzaSizeId);
    if (chosen.firstHalf && chosen.secondHalf) {
      return [
        {
          name: 'Half and half',
          quantity: 1,
          ...NOTHING_CHOSEN,
          ...size,
          halves: [chosen.firstHalf, chosen.secondHalf].map((half) => halfFor(catalogue, settings, half)),
        },
      ];
    }
    return [
      {
        name: chosen.pizzaId ? pizzaName(catalogue, chosen.pizzaId) : dealPizza.name,
        quantity: 1,
        ...NOTHING_CHOSEN,
        ...size,
        toppingsAdded: toppingNames(settings, chosen.addToppings),
        toppingsRemoved: [...chosen.removeToppings],
      },
    ];
  });
  return [...itemParts, ...pizzaParts];
}

/** Union of the declarations of the item and every pizza inside it, in a stable order. */
function allergensOf(specs: readonly ItemSpec[]): KdsTicketAllergens {
  const contains = new Set(specs.flatMap((spec) => spec.allergenInfo.CONTAINS));
  const mayContain = new Set(specs.flatMap((spec) => spec.allergenInfo.MAY_CONTAIN));
  // Something one part contains is a certainty, not a "may contain", for the whole line.
  for (const code of contains) mayContain.delete(code);
  return { contains: [...contains].sort(), mayContain: [...mayContain].sort() };
}

/**
 * The item's own stations win; a half-and-half or deal with none set goes where its pizzas go, so
 * routing pizzas once on the menu is enough. Nothing set anywhere means every station.
 */
function stationsOf(spec: ItemSpec, components: readonly ItemSpec[]): string[] {
  if (spec.printStationIds.length > 0) return [...new Set(spec.printStationIds)];
  return [...new Set(components.flatMap((component) => component.printStationIds))];
}
