import type { ItemSpec, PizzaSettings } from '../menu/menu';

/** The menu as the server reads it when pricing: item specs by id, and the store's pizza settings. */
export interface MenuCatalogue {
  itemsById: ReadonlyMap<string, ItemSpec>;
  pizzaSettings: PizzaSettings | undefined;
}

export function menuCatalogue(items: readonly ItemSpec[], pizzaSettings?: PizzaSettings): MenuCatalogue {
  return { itemsById: new Map(items.map((item) => [item.id, item])), pizzaSettings };
}
