import type { ItemSpec } from '../menu/menu';
import type { Cents } from '../money/money';

/**
 * The price listed on the delivery marketplace for an item (or a pizza in `sizeId`): its own price
 * plus `uberEatsExtraCharge` for the marketplace's collection type. Undefined when the item has no
 * fixed price there (half-and-half, custom) or does not come in the size.
 */
export function marketplaceListPrice(
  spec: ItemSpec,
  collectionType: 'pickup' | 'delivery',
  sizeId?: string,
): Cents | undefined {
  const extra = spec.price.uberEatsExtraCharge[collectionType];
  if (spec.type === 'basic' || spec.type === 'deal') return spec.price.basePrice + extra;
  if (spec.type === 'pizza') {
    const size = sizeId === undefined ? undefined : spec.sizes[sizeId];
    return size && size.price + extra;
  }
  return undefined;
}
