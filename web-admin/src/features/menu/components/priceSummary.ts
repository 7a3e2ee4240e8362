import {
  type CurrencyCode,
  formatMoney,
  type ItemSpec,
  type MenuCatalogue,
  type PizzaSettings,
  priceLine,
} from '@resto/domain';

/**
 * One line about an item's price for the menu list: "$8.50", "Small $16.00 · Large $22.00",
 * "Large, from $25.00". Anything computed (half-and-half) goes through the domain's pricing.
 */
export function priceSummary(
  item: ItemSpec,
  catalogue: MenuCatalogue,
  pizzaSettings: PizzaSettings | undefined,
  currency: CurrencyCode,
): string {
  const money = (cents: number) => formatMoney(cents, currency);
  switch (item.type) {
    case 'basic':
    case 'deal':
      return money(item.price.basePrice);
    case 'custom':
      return 'Price typed in at the POS';
    case 'pizza': {
      const sizes = pizzaSettings?.sizes ?? [];
      const parts = Object.entries(item.sizes).map(([sizeId, size]) => {
        const name = sizes.find((candidate) => candidate.id === sizeId)?.name ?? sizeId;
        return {
          order: sizes.findIndex((candidate) => candidate.id === sizeId),
          text: `${name} ${money(size.price)}`,
        };
      });
      return parts
        .sort((a, b) => a.order - b.order)
        .map((part) => part.text)
        .join(' · ');
    }
    case 'halfAndHalf': {
      const size = pizzaSettings?.sizes.find((candidate) => candidate.id === item.pizzaSizeId);
      const cheapest = cheapestHalfAndHalf(item, catalogue);
      const sizeName = size?.name ?? 'Unknown size';
      return cheapest === undefined ? sizeName : `${sizeName}, from ${money(cheapest)}`;
    }
  }
}

/** The lowest price of the half-and-half (two halves of one included pizza), priced by the domain. */
function cheapestHalfAndHalf(item: Extract<ItemSpec, { type: 'halfAndHalf' }>, catalogue: MenuCatalogue) {
  const sellable = { ...item, soldout: false, available: true };
  const withItem: MenuCatalogue = {
    ...catalogue,
    itemsById: new Map([...catalogue.itemsById, [item.id, sellable]]),
  };
  let lowest: number | undefined;
  for (const pizzaId of item.includedPizzaIds) {
    const half = { pizzaSpecId: pizzaId, addToppings: [], removeToppings: [] };
    const result = priceLine(
      {
        selection: {
          type: 'halfAndHalf',
          specId: item.id,
          quantity: 1,
          comments: '',
          firstHalf: half,
          secondHalf: half,
        },
      },
      withItem,
      { source: 'pos', collectionType: 'pickup' },
    );
    if (result.ok) lowest = Math.min(lowest ?? result.value.summary.price, result.value.summary.price);
  }
  return lowest;
}
