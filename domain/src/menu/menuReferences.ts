import type { FieldProblem } from '../common/validation';
import type { ItemSpec, ModifierGroup, PizzaItemSpec, PizzaSettings } from './menu';

/**
 * Rules about what a menu item refers to, which its own schema cannot check: the category and pizza
 * sizes must exist in the store, half-and-halves and deals must offer the store's pizzas in a size
 * they come in, and ids inside an item must be unique so a customer's choice means one thing.
 * Paths are relative to the item, so the API and the editor show them beside the field.
 */

export interface MenuReferenceContext {
  categoryIds: ReadonlySet<string>;
  pizzaSettings: PizzaSettings | undefined;
  /** The store's pizzas (other than the item being checked) by id. */
  pizzasById: ReadonlyMap<string, PizzaItemSpec>;
}

function duplicateIdProblems(
  entries: readonly { id: string }[],
  path: (string | number)[],
  what: string,
): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  entries.forEach((entry, index) => {
    if (seen.has(entry.id))
      problems.push({ path: [...path, index, 'id'], message: `Two ${what} share the id ${entry.id}` });
    seen.add(entry.id);
  });
  return problems;
}

function modifierGroupProblems(groups: readonly ModifierGroup[], path: (string | number)[]): FieldProblem[] {
  return [
    ...duplicateIdProblems(groups, path, 'modifier groups'),
    ...groups.flatMap((group, index) =>
      duplicateIdProblems(group.options, [...path, index, 'options'], 'options'),
    ),
  ];
}

function sizeProblems(
  sizeId: string,
  path: (string | number)[],
  settings: PizzaSettings | undefined,
  options: { halfAndHalf: boolean },
): FieldProblem[] {
  if (!settings) return [{ path, message: 'Add pizza sizes in the pizza settings first' }];
  const size = settings.sizes.find((candidate) => candidate.id === sizeId);
  if (!size) return [{ path, message: 'Choose a size from the pizza settings' }];
  if (options.halfAndHalf && !size.hasHalfAndHalf)
    return [{ path, message: `Half-and-half is switched off for ${size.name} in the pizza settings` }];
  return [];
}

function includedPizzaProblems(
  pizzaIds: readonly string[],
  sizeId: string,
  path: (string | number)[],
  context: MenuReferenceContext,
): FieldProblem[] {
  const sizeName = context.pizzaSettings?.sizes.find((size) => size.id === sizeId)?.name ?? sizeId;
  return pizzaIds.flatMap((pizzaId, index): FieldProblem[] => {
    const pizza = context.pizzasById.get(pizzaId);
    if (!pizza) return [{ path: [...path, index], message: 'Choose pizzas from this store’s menu' }];
    if (!pizza.sizes[sizeId])
      return [{ path: [...path, index], message: `${pizza.name} does not come in ${sizeName}` }];
    return [];
  });
}

export function itemReferenceProblems(item: ItemSpec, context: MenuReferenceContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!context.categoryIds.has(item.categoryId))
    problems.push({ path: ['categoryId'], message: 'Choose a category of this store' });
  switch (item.type) {
    case 'basic':
      problems.push(...modifierGroupProblems(item.modifiers, ['modifiers']));
      break;
    case 'pizza':
      for (const sizeId of Object.keys(item.sizes))
        problems.push(
          ...sizeProblems(sizeId, ['sizes', sizeId], context.pizzaSettings, { halfAndHalf: false }),
        );
      break;
    case 'halfAndHalf':
      problems.push(
        ...sizeProblems(item.pizzaSizeId, ['pizzaSizeId'], context.pizzaSettings, { halfAndHalf: true }),
      );
      problems.push(
        ...includedPizzaProblems(item.includedPizzaIds, item.pizzaSizeId, ['includedPizzaIds'], context),
      );
      break;
    case 'deal':
      problems.push(...modifierGroupProblems(item.modifiers, ['modifiers']));
      problems.push(...duplicateIdProblems(item.items, ['items'], 'deal items'));
      item.items.forEach((dealItem, index) => {
        problems.push(...modifierGroupProblems(dealItem.modifiers, ['items', index, 'modifiers']));
      });
      problems.push(...duplicateIdProblems(item.pizzas, ['pizzas'], 'deal pizzas'));
      item.pizzas.forEach((dealPizza, index) => {
        const path = ['pizzas', index];
        problems.push(
          ...sizeProblems(dealPizza.pizzaSizeId, [...path, 'pizzaSizeId'], context.pizzaSettings, {
            halfAndHalf: false,
          }),
        );
        problems.push(
          ...includedPizzaProblems(
            dealPizza.includedPizzaIds,
            dealPizza.pizzaSizeId,
            [...path, 'includedPizzaIds'],
            context,
          ),
        );
      });
      break;
    case 'custom':
      break;
  }
  return problems;
}

/**
 * Pizza sizes that items still use, with the (sorted) names of the items using them: a size cannot leave the pizza
 * settings while a pizza is priced in it or a half-and-half or deal offers it.
 */
export function sizesInUse(items: readonly ItemSpec[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (sizeId: string, name: string) => {
    const names = uses.get(sizeId) ?? [];
    if (!names.includes(name)) names.push(name);
    uses.set(sizeId, names);
  };
  for (const item of items) {
    if (item.type === 'pizza') for (const sizeId of Object.keys(item.sizes)) add(sizeId, item.name);
    if (item.type === 'halfAndHalf') add(item.pizzaSizeId, item.name);
    if (item.type === 'deal') for (const dealPizza of item.pizzas) add(dealPizza.pizzaSizeId, item.name);
  }
  for (const names of uses.values()) names.sort();
  return uses;
}

/** The names of the half-and-halves and deals offering a pizza, sorted so messages read the same every time. */
export function pizzaOfferedBy(pizzaId: string, items: readonly ItemSpec[]): string[] {
  return items
    .filter(
      (item) =>
        (item.type === 'halfAndHalf' && item.includedPizzaIds.includes(pizzaId)) ||
        (item.type === 'deal' &&
          item.pizzas.some((dealPizza) => dealPizza.includedPizzaIds.includes(pizzaId))),
    )
    .map((item) => item.name)
    .sort();
}
