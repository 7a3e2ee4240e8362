/**
 * Prices one cart line from the menu, never from client-sent prices. The server runs this for every
 * order; apps run it to show the same numbers the server will charge.
 */
import type { CollectionType, OrderSource } from '../common/constants';
import type {
  BasicItemSpec,
  BasicSelection,
  CustomItemSpec,
  CustomSelection,
  DealSelection,
  DealSpec,
  HalfAndHalfItemSpec,
  HalfAndHalfSelection,
  ItemSelection,
  ItemSpec,
  PizzaItemSelection,
  PizzaItemSpec,
} from '../menu/menu';
import type { Cents } from '../money/money';
import type { CartItemSummary } from '../orders/cart';
import type { MenuCatalogue } from './catalogue';
import { priceModifiers } from './modifiers';
import { findPizza, findSize, priceHalves, pricePizzaPart } from './pizza';
import { type LineProblem, type Priced, priced, problem } from './problems';

/** The ordering system (as in `applicableOrderingSystem`) an order source belongs to. */
export type OrderingSystem = 'pos' | 'online' | 'uberEats';

export function orderingSystemFor(source: OrderSource): OrderingSystem {
  if (source === 'pos') return 'pos';
  if (source === 'uberEats') return 'uberEats';
  return 'online';
}

const ORDERING_SYSTEM_WORDS: Record<OrderingSystem, string> = {
  pos: 'at the counter',
  online: 'online',
  uberEats: 'on the delivery marketplace',
};
const COLLECTION_TYPE_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine-in',
};

export interface PricingContext {
  source: OrderSource;
  collectionType: CollectionType;
}

/** Staff-entered changes to one line. Only POS orders may carry them. */
export interface LineAdjustments {
  discountForItem?: Cents;
  extraChargeForItem?: Cents;
  extraChargeForComments?: Cents;
}

export interface LineInput {
  selection: ItemSelection;
  adjustments?: LineAdjustments;
}

export interface PricedLine {
  specId: string;
  categoryId: string;
  selection: ItemSelection;
  summary: CartItemSummary;
  /** price × quantity + extra charges − discountForItem; never negative. */
  total: Cents;
  isGstApplicable: boolean;
  /** The item is sold at a discount (marked discounted on the menu, or given a line discount). */
  isDiscounted: boolean;
}

interface UnitPrice {
  unit: Cents;
  description: string;
}

/** Line total of a stored cart line: price × quantity + extra charges − discount, never negative. */
export function lineTotal(summary: CartItemSummary): Cents {
  const gross =
    summary.price * summary.quantity + summary.extraChargeForItem + summary.extraChargeForComments;
  return Math.max(0, gross - summary.discountForItem);
}

export function priceLine(
  input: LineInput,
  catalogue: MenuCatalogue,
  context: PricingContext,
): Priced<PricedLine> {
  const { selection } = input;
  const spec = catalogue.itemsById.get(selection.specId);
  const matched = spec && matchSelection(spec, selection);
  if (!spec || !matched) return problem('Not Found', 'An item in your cart is no longer on the menu');
  const sellable = checkSellable(spec, context);
  if (sellable) return { ok: false, problem: sellable };

  const adjustments = checkAdjustments(input.adjustments, spec, context);
  if (!adjustments.ok) return adjustments;

  const base = priceUnit(matched, catalogue);
  if (!base.ok) return base;

  const unit = base.value.unit + collectionExtraCharge(spec, context);
  const { discountForItem, extraChargeForItem, extraChargeForComments } = adjustments.value;
  const gross = unit * selection.quantity + extraChargeForItem + extraChargeForComments;
  const cappedDiscount = Math.min(discountForItem, gross);
  const summary: CartItemSummary = {
    name: selection.type === 'custom' ? selection.name : spec.name,
    price: unit,
    quantity: selection.quantity,
    description: base.value.description,
    comments: selection.comments,
    discountForItem: cappedDiscount,
    extraChargeForItem,
    extraChargeForComments,
  };
  return priced({
    specId: spec.id,
    categoryId: spec.categoryId,
    selection,
    summary,
    total: gross - cappedDiscount,
    isGstApplicable: spec.isGstApplicable,
    isDiscounted: spec.discounted || cappedDiscount > 0,
  });
}

function checkSellable(spec: ItemSpec, context: PricingContext): LineProblem | undefined {
  const system = orderingSystemFor(context.source);
  if (spec.soldout) return { reason: 'Sold Out', message: `${spec.name} is sold out` };
  if (!spec.available) return { reason: 'Unavailable', message: `${spec.name} is not available right now` };
  if (spec.type === 'custom' && system !== 'pos') {
    return { reason: 'Unavailable', message: `${spec.name} can only be sold at the counter` };
  }
  if (!spec.applicableOrderingSystem[system]) {
    return { reason: 'Unavailable', message: `${spec.name} is not sold ${ORDERING_SYSTEM_WORDS[system]}` };
  }
  if (!spec.availableFor[context.collectionType]) {
    const words = COLLECTION_TYPE_WORDS[context.collectionType];
    return { reason: 'Unavailable', message: `${spec.name} is not available for ${words}` };
  }
  return undefined;
}

function checkAdjustments(
  adjustments: LineAdjustments | undefined,
  spec: ItemSpec,
  context: PricingContext,
): Priced<Required<LineAdjustments>> {
  const value = {
    discountForItem: adjustments?.discountForItem ?? 0,
    extraChargeForItem: adjustments?.extraChargeForItem ?? 0,
    extraChargeForComments: adjustments?.extraChargeForComments ?? 0,
  };
  const amounts = Object.values(value);
  if (amounts.some((cents) => !Number.isSafeInteger(cents) || cents < 0)) {
    return problem('Invalid Selection', `Price changes for ${spec.name} must be whole cents, $0.00 or more`);
  }
  if (context.source !== 'pos' && amounts.some((cents) => cents > 0)) {
    return problem('Invalid Selection', `Only staff at the counter can change the price of ${spec.name}`);
  }
  return priced(value);
}

/**
 * Per-unit charge for how the order is collected. On the delivery marketplace the item's
 * `uberEatsExtraCharge` applies instead of `extraCharge`, to cover the marketplace's commission.
 */
function collectionExtraCharge(spec: ItemSpec, context: PricingContext): Cents {
  if (orderingSystemFor(context.source) === 'uberEats') {
    return context.collectionType === 'dineIn' ? 0 : spec.price.uberEatsExtraCharge[context.collectionType];
  }
  return spec.price.extraCharge[context.collectionType];
}

/** An item spec with a selection of the same type, so each pricer gets matching shapes. */
type MatchedSelection =
  | { type: 'basic'; spec: BasicItemSpec; selection: BasicSelection }
  | { type: 'pizza'; spec: PizzaItemSpec; selection: PizzaItemSelection }
  | { type: 'halfAndHalf'; spec: HalfAndHalfItemSpec; selection: HalfAndHalfSelection }
  | { type: 'deal'; spec: DealSpec; selection: DealSelection }
  | { type: 'custom'; spec: CustomItemSpec; selection: CustomSelection };

/** Undefined when the item's type changed since it was added to the cart. */
function matchSelection(spec: ItemSpec, selection: ItemSelection): MatchedSelection | undefined {
  if (spec.type === 'basic' && selection.type === 'basic') return { type: 'basic', spec, selection };
  if (spec.type === 'pizza' && selection.type === 'pizza') return { type: 'pizza', spec, selection };
  if (spec.type === 'halfAndHalf' && selection.type === 'halfAndHalf')
    return { type: 'halfAndHalf', spec, selection };
  if (spec.type === 'deal' && selection.type === 'deal') return { type: 'deal', spec, selection };
  if (spec.type === 'custom' && selection.type === 'custom') return { type: 'custom', spec, selection };
  return undefined;
}

function priceUnit(matched: MatchedSelection, catalogue: MenuCatalogue): Priced<UnitPrice> {
  switch (matched.type) {
    case 'basic':
      return priceBasic(matched.spec, matched.selection);
    case 'pizza':
      return pricePizza(matched.spec, matched.selection, catalogue);
    case 'halfAndHalf':
      return priceHalfAndHalf(matched.spec, matched.selection, catalogue);
    case 'deal':
      return priceDeal(matched.spec, matched.selection, catalogue);
    case 'custom':
      return priceCustom(matched.selection);
  }
}

function priceBasic(spec: BasicItemSpec, selection: BasicSelection): Priced<UnitPrice> {
  const modifiers = priceModifiers(spec.modifiers, selection.modifiersValue, spec.name);
  if (!modifiers.ok) return modifiers;
  return priced({
    unit: spec.price.basePrice + modifiers.value.extraCharge,
    description: modifiers.value.descriptions.join(', '),
  });
}

function pricePizza(
  spec: PizzaItemSpec,
  selection: PizzaItemSelection,
  catalogue: MenuCatalogue,
): Priced<UnitPrice> {
  const settings = catalogue.pizzaSettings;
  if (!settings?.pizzaAvailable) return problem('Unavailable', `${spec.name} is not available right now`);
  const size = findSize(settings, selection.sizeId);
  if (!size) return problem('Not Found', `That size of ${spec.name} is no longer available`);
  const part = pricePizzaPart(settings, spec, size, selection);
  if (!part.ok) return part;
  return priced({
    unit: part.value.sizePrice + part.value.toppingsPrice,
    description: [size.name, ...part.value.changes].join(', '),
  });
}

function priceHalfAndHalf(
  spec: HalfAndHalfItemSpec,
  selection: HalfAndHalfSelection,
  catalogue: MenuCatalogue,
): Priced<UnitPrice> {
  const settings = catalogue.pizzaSettings;
  if (!settings?.halfAndHalfAvailable)
    return problem('Unavailable', `${spec.name} is not available right now`);
  const size = findSize(settings, spec.pizzaSizeId);
  if (!size) return problem('Unavailable', `${spec.name} is not available right now`);
  const halves = priceHalves(
    catalogue,
    settings,
    size,
    [selection.firstHalf, selection.secondHalf],
    spec.includedPizzaIds,
  );
  if (!halves.ok) return halves;
  const { sizePrice, halfAndHalfExtraCharge, toppingsPrice, description } = halves.value;
  return priced({
    unit: sizePrice + halfAndHalfExtraCharge + toppingsPrice,
    description: `${size.name}: ${description}`,
  });
}

/**
 * Deal price = the deal's base price + extra charges of options chosen for the deal and for each of
 * its items (an item's options apply to each of its `quantity`) + extras on its pizzas: added toppings
 * at the deal size's topping price, and for a pizza split into halves the half-and-half rule's extra
 * charge and halved toppings. The pizzas' own size prices are covered by the deal price.
 */
function priceDeal(spec: DealSpec, selection: DealSelection, catalogue: MenuCatalogue): Priced<UnitPrice> {
  const dealOptions = priceModifiers(spec.modifiers, selection.modifiersValue, spec.name);
  if (!dealOptions.ok) return dealOptions;
  let unit = spec.price.basePrice + dealOptions.value.extraCharge;
  const words = [...dealOptions.value.descriptions];

  const unknownItem = Object.keys(selection.items).some((id) => !spec.items.some((item) => item.id === id));
  const unknownPizza = Object.keys(selection.pizzas).some(
    (id) => !spec.pizzas.some((pizza) => pizza.id === id),
  );
  if (unknownItem || unknownPizza)
    return problem('Not Found', `Some choices for ${spec.name} are no longer available`);

  for (const item of spec.items) {
    const options = priceModifiers(item.modifiers, selection.items[item.id]?.modifiersValue ?? {}, item.name);
    if (!options.ok) return options;
    unit += options.value.extraCharge * item.quantity;
    const quantity = item.quantity > 1 ? `${item.quantity} × ` : '';
    const detail = options.value.descriptions.length > 0 ? ` (${options.value.descriptions.join(', ')})` : '';
    words.push(`${quantity}${item.name}${detail}`);
  }

  for (const slot of spec.pizzas) {
    const chosen = selection.pizzas[slot.id];
    if (!chosen) return problem('Invalid Selection', `Choose a pizza for "${slot.name}" in ${spec.name}`);
    const pizza = priceDealPizza(slot, chosen, catalogue, spec.name);
    if (!pizza.ok) return pizza;
    unit += pizza.value.unit;
    words.push(pizza.value.description);
  }
  return priced({ unit, description: words.join('; ') });
}

function priceDealPizza(
  slot: DealSpec['pizzas'][number],
  chosen: DealSelection['pizzas'][string],
  catalogue: MenuCatalogue,
  dealName: string,
): Priced<UnitPrice> {
  const settings = catalogue.pizzaSettings;
  const size = settings && findSize(settings, slot.pizzaSizeId);
  if (!settings?.pizzaAvailable || !size)
    return problem('Unavailable', `${dealName} is not available right now`);
  if (chosen.firstHalf && chosen.secondHalf) {
    if (!settings.enableDealAndHalfAndHalfConversion) {
      return problem('Invalid Selection', `Pizzas in ${dealName} cannot be half and half`);
    }
    const halves = priceHalves(
      catalogue,
      settings,
      size,
      [chosen.firstHalf, chosen.secondHalf],
      slot.includedPizzaIds,
    );
    if (!halves.ok) return halves;
    return priced({
      unit: halves.value.halfAndHalfExtraCharge + halves.value.toppingsPrice,
      description: halves.value.description,
    });
  }
  const pizza = findPizza(catalogue, chosen.pizzaId ?? '', slot.includedPizzaIds);
  if (!pizza.ok) return pizza;
  const part = pricePizzaPart(settings, pizza.value, size, chosen);
  if (!part.ok) return part;
  return priced({ unit: part.value.toppingsPrice, description: part.value.description });
}

function priceCustom(selection: CustomSelection): Priced<UnitPrice> {
  return priced({ unit: selection.price, description: '' });
}
