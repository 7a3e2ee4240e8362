import type { BasicItemSpec, DealItemSpec, ItemSpec, ModifierGroup } from './menu';

/**
 * Deal items picked from the menu instead of retyped: the items a deal can offer ("2 × Garlic
 * bread") are the menu's basic items (pizzas have their own "Pizzas in the deal"; deals, half-and-
 * halves and till-priced custom items cannot be inside a deal).
 */
export function dealItemCandidates(items: readonly ItemSpec[]): BasicItemSpec[] {
  return items.filter((item): item is BasicItemSpec => item.type === 'basic');
}

/**
 * A deal item after picking `picked` from the menu: its name, and its choices (sizes, extras) when
 * the deal item has none yet, so "Can of drink" keeps its "Flavour" question. Copied choices get ids
 * of their own (`newId`): a group belongs to one item, and editing the deal's copy must not change
 * the item's.
 */
export function pickDealItem(
  current: DealItemSpec,
  picked: BasicItemSpec,
  newId: (prefix: string) => string,
): DealItemSpec {
  const modifiers: ModifierGroup[] =
    current.modifiers.length > 0
      ? current.modifiers
      : picked.modifiers.map((group) => ({
          ...group,
          id: newId('group'),
          options: group.options.map((option) => ({ ...option, id: newId('option') })),
        }));
  return { ...current, name: picked.name, modifiers };
}
