import type { PizzaItemSpec, PizzaSettings, PizzaSize } from '../menu/menu';
import type { Cents } from '../money/money';
import type { MenuCatalogue } from './catalogue';
import { type Priced, priced, problem } from './problems';

export interface ToppingChanges {
  addToppings: readonly string[];
  removeToppings: readonly string[];
}

export interface PricedPizzaPart {
  /** The pizza's own price in the size (0 inside a deal, whose price already covers it). */
  sizePrice: Cents;
  /** Full (whole-pizza) price of the added toppings at the size. */
  toppingsPrice: Cents;
  /** "+ Olives", "no Onion" */
  changes: string[];
  /** "Margherita (+ Olives, no Onion)" */
  description: string;
}

export interface PricedHalves {
  /** The dearer half's size price, so two halves never cost less than the dearer whole pizza. */
  sizePrice: Cents;
  halfAndHalfExtraCharge: Cents;
  /** Each half's added toppings at half the topping price, summed and rounded up to the cent. */
  toppingsPrice: Cents;
  description: string;
}

/** A pizza a selection points at (a whole pizza or a half), checked to exist and be sellable. */
export function findPizza(
  catalogue: MenuCatalogue,
  pizzaId: string,
  allowedIds?: readonly string[],
): Priced<PizzaItemSpec> {
  const spec = catalogue.itemsById.get(pizzaId);
  if (spec?.type !== 'pizza' || (allowedIds && !allowedIds.includes(pizzaId))) {
    return problem('Not Found', 'A chosen pizza is no longer on the menu');
  }
  if (spec.soldout) return problem('Sold Out', `${spec.name} is sold out`);
  if (!spec.available) return problem('Unavailable', `${spec.name} is not available right now`);
  return priced(spec);
}

export function findSize(settings: PizzaSettings, sizeId: string): PizzaSize | undefined {
  return settings.sizes.find((size) => size.id === sizeId);
}

/** Prices one whole pizza (or one half, before halving) in a size, with its topping changes. */
export function pricePizzaPart(
  settings: PizzaSettings,
  pizza: PizzaItemSpec,
  size: PizzaSize,
  changes: ToppingChanges,
): Priced<PricedPizzaPart> {
  const sizePrice = pizza.sizes[size.id];
  if (!sizePrice) return problem('Unavailable', `${pizza.name} does not come in ${size.name}`);
  let toppingsPrice = 0;
  const words: string[] = [];
  for (const toppingId of changes.addToppings) {
    const topping = settings.toppings.find((candidate) => candidate.id === toppingId);
    const price = topping?.prices[size.id];
    if (!topping || price === undefined) {
      return problem('Not Found', `A topping chosen for ${pizza.name} is no longer available`);
    }
    toppingsPrice += price;
    words.push(`+ ${topping.name}`);
  }
  for (const name of changes.removeToppings) {
    if (!pizza.removeToppings.includes(name)) {
      return problem('Not Found', `${name} can no longer be removed from ${pizza.name}`);
    }
    words.push(`no ${name}`);
  }
  const description = words.length > 0 ? `${pizza.name} (${words.join(', ')})` : pizza.name;
  return priced({ sizePrice: sizePrice.price, toppingsPrice, changes: words, description });
}

export interface HalfChoice extends ToppingChanges {
  pizzaSpecId: string;
}

/**
 * Half-and-half rule: price = the dearer half's size price + the size's halfAndHalfExtraCharge + each
 * half's added toppings at half the topping price (a topping covers half the pizza), the halved
 * toppings summed and then rounded up to the cent. Removing toppings is free.
 */
export function priceHalves(
  catalogue: MenuCatalogue,
  settings: PizzaSettings,
  size: PizzaSize,
  halves: readonly [HalfChoice, HalfChoice],
  allowedIds: readonly string[],
): Priced<PricedHalves> {
  if (!size.hasHalfAndHalf) return problem('Unavailable', `${size.name} pizzas cannot be half and half`);
  const parts: PricedPizzaPart[] = [];
  for (const half of halves) {
    const pizza = findPizza(catalogue, half.pizzaSpecId, allowedIds);
    if (!pizza.ok) return pizza;
    if (pizza.value.sizes[size.id]?.halfAndHalfAvailable === false) {
      return problem('Unavailable', `${pizza.value.name} cannot be half of a half-and-half pizza`);
    }
    const part = pricePizzaPart(settings, pizza.value, size, half);
    if (!part.ok) return part;
    parts.push(part.value);
  }
  const [first, second] = parts as [PricedPizzaPart, PricedPizzaPart];
  return priced({
    sizePrice: Math.max(first.sizePrice, second.sizePrice),
    halfAndHalfExtraCharge: size.halfAndHalfExtraCharge,
    toppingsPrice: Math.ceil((first.toppingsPrice + second.toppingsPrice) / 2),
    description: `Half ${first.description} / Half ${second.description}`,
  });
}
