import type { ItemSpec } from '@resto/domain';

export const storeBasePath = (restaurantId: string, storeId: string) =>
  `/restaurants/${restaurantId}/stores/${storeId}`;

/**
 * The item-builder route segment per item type. SPEC.md section 2 names `items/basic/{itemId}`; the
 * other builders follow the same shape. Custom items are POS-only and have no builder.
 */
export const ITEM_BUILDER_SEGMENTS = {
  basic: 'basic',
  pizza: 'pizza',
  halfAndHalf: 'half-and-half',
  deal: 'deal',
} as const satisfies Partial<Record<ItemSpec['type'], string>>;
export type BuildableItemType = keyof typeof ITEM_BUILDER_SEGMENTS;

export const categoryPath = (basePath: string, categoryId: string) =>
  `${basePath}/categories/${encodeURIComponent(categoryId)}`;

/** Where an item is built and added to the cart; undefined for items customers cannot order online. */
export function itemBuilderPath(
  basePath: string,
  categoryId: string,
  item: { id: string; type: ItemSpec['type'] },
): string | undefined {
  if (item.type === 'custom') return undefined;
  const segment = ITEM_BUILDER_SEGMENTS[item.type];
  return `${categoryPath(basePath, categoryId)}/items/${segment}/${encodeURIComponent(item.id)}`;
}

/** The same builder, opened to change a line already in the cart. */
export const editCartLinePath = (builderPath: string, lineId: string) =>
  `${builderPath}?line=${encodeURIComponent(lineId)}`;
