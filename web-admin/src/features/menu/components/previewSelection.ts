import type { ItemSelection, ItemSpec, ModifierGroup, ModifiersValue, PizzaSettings } from '@resto/domain';

/** What the owner picked in a price preview; ids that no longer exist are dropped before pricing. */
export interface PreviewChoices {
  modifiersValue: ModifiersValue;
  sizeId?: string;
  addToppings: string[];
  removeToppings: string[];
  firstHalfId?: string;
  secondHalfId?: string;
  /** Deal item id → its options. */
  dealItems: Record<string, ModifiersValue>;
  /** Deal pizza slot id → chosen pizza id. */
  dealPizzas: Record<string, string>;
}

export const NO_CHOICES: PreviewChoices = {
  modifiersValue: {},
  addToppings: [],
  removeToppings: [],
  dealItems: {},
  dealPizzas: {},
};

/** Only the chosen options that still exist, so an edit to the groups never breaks the preview. */
export function existingChoices(groups: readonly ModifierGroup[], value: ModifiersValue): ModifiersValue {
  const result: ModifiersValue = {};
  for (const group of groups) {
    const chosen = Object.entries(value[group.id] ?? {}).filter(([optionId]) =>
      group.options.some((option) => option.id === optionId),
    );
    if (chosen.length > 0) result[group.id] = Object.fromEntries(chosen);
  }
  return result;
}

/** The selection a customer would send for these choices (quantity 1), starting from sensible defaults. */
export function previewSelection(
  spec: ItemSpec,
  choices: PreviewChoices,
  pizzaSettings: PizzaSettings | undefined,
): ItemSelection {
  const base = { specId: spec.id, quantity: 1, comments: '' };
  switch (spec.type) {
    case 'basic':
      return {
        ...base,
        type: 'basic',
        modifiersValue: existingChoices(spec.modifiers, choices.modifiersValue),
      };
    case 'pizza': {
      const sizeIds = (pizzaSettings?.sizes ?? []).map((size) => size.id).filter((id) => id in spec.sizes);
      const sizeId = choices.sizeId && sizeIds.includes(choices.sizeId) ? choices.sizeId : (sizeIds[0] ?? '');
      const toppings = (pizzaSettings?.toppings ?? []).filter(
        (topping) => topping.prices[sizeId] !== undefined,
      );
      return {
        ...base,
        type: 'pizza',
        sizeId,
        addToppings: choices.addToppings.filter((id) => toppings.some((topping) => topping.id === id)),
        removeToppings: choices.removeToppings.filter((name) => spec.removeToppings.includes(name)),
      };
    }
    case 'halfAndHalf': {
      const pick = (id: string | undefined, fallback: number) =>
        id && spec.includedPizzaIds.includes(id)
          ? id
          : (spec.includedPizzaIds[fallback] ?? spec.includedPizzaIds[0] ?? '');
      const half = (pizzaSpecId: string) => ({ pizzaSpecId, addToppings: [], removeToppings: [] });
      return {
        ...base,
        type: 'halfAndHalf',
        firstHalf: half(pick(choices.firstHalfId, 0)),
        secondHalf: half(pick(choices.secondHalfId, 1)),
      };
    }
    case 'deal':
      return {
        ...base,
        type: 'deal',
        modifiersValue: existingChoices(spec.modifiers, choices.modifiersValue),
        items: Object.fromEntries(
          spec.items.map((item) => [
            item.id,
            { modifiersValue: existingChoices(item.modifiers, choices.dealItems[item.id] ?? {}) },
          ]),
        ),
        pizzas: Object.fromEntries(
          spec.pizzas
            .filter((slot) => slot.includedPizzaIds.length > 0)
            .map((slot) => {
              const chosen = choices.dealPizzas[slot.id];
              const pizzaId =
                chosen && slot.includedPizzaIds.includes(chosen) ? chosen : slot.includedPizzaIds[0];
              return [slot.id, { pizzaId, addToppings: [], removeToppings: [] }];
            }),
        ),
      };
    case 'custom':
      return {
        ...base,
        type: 'custom',
        name: spec.name.trim() || 'Custom item',
        price: Number.isSafeInteger(spec.price.basePrice) ? spec.price.basePrice : 0,
      };
  }
}
