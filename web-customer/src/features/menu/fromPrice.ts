import {
  type Cents,
  type CollectionType,
  type ItemSelection,
  type MenuCatalogue,
  type PublishedItem,
  type PublishedMenu,
  priceLine,
} from '@resto/domain';

/**
 * The price a menu card shows: the domain's price of the cheapest plain way to order the item
 * (smallest size, no extras), marked "from" when choices can change it. Never computed here.
 */
export interface MenuCardPrice {
  cents: Cents;
  from: boolean;
}

export function menuCardPrice(
  item: PublishedItem,
  menu: PublishedMenu,
  catalogue: MenuCatalogue,
  collectionType: CollectionType,
): MenuCardPrice | undefined {
  const prices = plainSelections(item, menu)
    .map((selection) => priceLine({ selection }, catalogue, { source: 'website', collectionType }))
    .flatMap((result) => (result.ok ? [result.value.summary.price] : []));
  if (prices.length === 0) return undefined;
  const cents = Math.min(...prices);
  return { cents, from: prices.length > 1 || hasPricedChoices(item, menu) };
}

const base = { quantity: 1, comments: '' };

/** Plain selections of the item: one per size for a pizza, one per pizza for a half-and-half. */
export function plainSelections(item: PublishedItem, menu: PublishedMenu): ItemSelection[] {
  switch (item.type) {
    case 'basic':
      return [
        { ...base, type: 'basic', specId: item.id, modifiersValue: requiredOptions(item.modifiers, menu) },
      ];
    case 'pizza':
      return Object.keys(item.sizes).map((sizeId) => ({
        ...base,
        type: 'pizza',
        specId: item.id,
        sizeId,
        addToppings: [],
        removeToppings: [],
      }));
    case 'halfAndHalf':
      return item.includedPizzaIds.map((pizzaSpecId) => {
        const half = { pizzaSpecId, addToppings: [], removeToppings: [] };
        return { ...base, type: 'halfAndHalf', specId: item.id, firstHalf: half, secondHalf: { ...half } };
      });
    case 'deal':
      return [
        {
          ...base,
          type: 'deal',
          specId: item.id,
          modifiersValue: requiredOptions(item.modifiers, menu),
          items: Object.fromEntries(
            item.items.map((dealItem) => [
              dealItem.id,
              { modifiersValue: requiredOptions(dealItem.modifiers, menu) },
            ]),
          ),
          pizzas: Object.fromEntries(
            item.pizzas.map((slot) => [
              slot.id,
              { pizzaId: slot.includedPizzaIds[0], addToppings: [], removeToppings: [] },
            ]),
          ),
        },
      ];
    case 'custom':
      return [];
  }
}

/** The cheapest options that satisfy each group's minimum, so "from" prices are really orderable. */
function requiredOptions(groupKeys: readonly string[], menu: PublishedMenu) {
  const value: Record<string, Record<string, number>> = {};
  for (const key of groupKeys) {
    const group = menu.modifierGroups[key];
    if (!group || group.min === 0) continue;
    const cheapest = [...group.options].sort((a, b) => a.extraCharge - b.extraCharge);
    const chosen: Record<string, number> = {};
    if (group.allowMultiple && cheapest[0]) chosen[cheapest[0].id] = group.min;
    else for (const option of cheapest.slice(0, group.min)) chosen[option.id] = 1;
    value[group.id] = chosen;
  }
  return value;
}

function hasPricedChoices(item: PublishedItem, menu: PublishedMenu): boolean {
  const groupKeys =
    item.type === 'basic'
      ? item.modifiers
      : item.type === 'deal'
        ? [...item.modifiers, ...item.items.flatMap((dealItem) => dealItem.modifiers)]
        : [];
  const optionCharges = groupKeys.some((key) =>
    menu.modifierGroups[key]?.options.some((option) => option.extraCharge > 0),
  );
  const toppings = item.type !== 'basic' && (menu.settings.pizza?.toppings.length ?? 0) > 0;
  return optionCharges || toppings;
}
