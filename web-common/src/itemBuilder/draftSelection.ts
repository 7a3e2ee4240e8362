import type {
  DealSpec,
  HalfAndHalfItemSpec,
  ItemSelection,
  ItemSpec,
  MenuCatalogue,
  ModifierGroup,
  ModifiersValue,
  PizzaItemSpec,
  PizzaSettings,
  PizzaSize,
} from '@resto/domain';
import { stillToChoose } from './modifierRules';

/**
 * The selection a builder starts from and what is still missing before it can be added. Choices the
 * customer has not made yet are '' (no pizza chosen) so the draft always has the domain's shape.
 */

const base = { quantity: 1, comments: '' };
const noChanges = () => ({ addToppings: [], removeToppings: [] });

/** Sizes of the store this pizza comes in, in the store's size order. */
export function pizzaSizesFor(pizza: PizzaItemSpec, settings: PizzaSettings | undefined): PizzaSize[] {
  return (settings?.sizes ?? []).filter((size) => pizza.sizes[size.id] !== undefined);
}

export function initialSelection(
  spec: ItemSpec,
  settings: PizzaSettings | undefined,
): ItemSelection | undefined {
  switch (spec.type) {
    case 'basic':
      return { ...base, type: 'basic', specId: spec.id, modifiersValue: {} };
    case 'pizza': {
      const sizes = pizzaSizesFor(spec, settings);
      // Start on the middle size: what most people order, and the cheapest is one tap away.
      const size = sizes[Math.floor((sizes.length - 1) / 2)];
      return { ...base, type: 'pizza', specId: spec.id, sizeId: size?.id ?? '', ...noChanges() };
    }
    case 'halfAndHalf':
      return {
        ...base,
        type: 'halfAndHalf',
        specId: spec.id,
        firstHalf: { pizzaSpecId: '', ...noChanges() },
        secondHalf: { pizzaSpecId: '', ...noChanges() },
      };
    case 'deal':
      return {
        ...base,
        type: 'deal',
        specId: spec.id,
        modifiersValue: {},
        items: Object.fromEntries(spec.items.map((item) => [item.id, { modifiersValue: {} }])),
        pizzas: {},
      };
    case 'custom':
      return undefined;
  }
}

function missingInGroups(groups: readonly ModifierGroup[], value: ModifiersValue): string[] {
  return groups.flatMap((group) => {
    const missing = stillToChoose(group, value);
    if (missing === 0) return [];
    return [missing === group.min ? group.name : `${group.name} (${missing} more)`];
  });
}

/** What the customer still has to choose, in the builder's words and order ("Size", "First half"). */
export function missingChoices(spec: ItemSpec, selection: ItemSelection, catalogue: MenuCatalogue): string[] {
  if (spec.type === 'basic' && selection.type === 'basic')
    return missingInGroups(spec.modifiers, selection.modifiersValue);
  if (spec.type === 'pizza' && selection.type === 'pizza') return selection.sizeId ? [] : ['Size'];
  if (spec.type === 'halfAndHalf' && selection.type === 'halfAndHalf') {
    return [
      ...(selection.firstHalf.pizzaSpecId ? [] : ['First half']),
      ...(selection.secondHalf.pizzaSpecId ? [] : ['Second half']),
    ];
  }
  if (spec.type === 'deal' && selection.type === 'deal') return missingInDeal(spec, selection, catalogue);
  return [];
}

function missingInDeal(
  spec: DealSpec,
  selection: Extract<ItemSelection, { type: 'deal' }>,
  catalogue: MenuCatalogue,
): string[] {
  const missing = [...missingInGroups(spec.modifiers, selection.modifiersValue)];
  for (const slot of spec.pizzas) {
    const chosen = selection.pizzas[slot.id];
    const whole = chosen?.pizzaId && catalogue.itemsById.has(chosen.pizzaId);
    const halves = chosen?.firstHalf?.pizzaSpecId && chosen.secondHalf?.pizzaSpecId;
    if (!whole && !halves) missing.push(slot.name);
  }
  for (const item of spec.items) {
    missing.push(...missingInGroups(item.modifiers, selection.items[item.id]?.modifiersValue ?? {}));
  }
  return missing;
}

/** Pizzas a half-and-half (or deal slot) may use, that are on sale in that size. */
export function pizzasForSize(
  ids: readonly string[],
  sizeId: string,
  catalogue: MenuCatalogue,
  forHalves: boolean,
): PizzaItemSpec[] {
  return ids.flatMap((id) => {
    const pizza = catalogue.itemsById.get(id);
    if (pizza?.type !== 'pizza' || !pizza.available || pizza.soldout) return [];
    const size = pizza.sizes[sizeId];
    if (!size || (forHalves && size.halfAndHalfAvailable === false)) return [];
    return [pizza];
  });
}

export type HalfAndHalfSpec = HalfAndHalfItemSpec;
