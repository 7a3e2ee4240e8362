import type { ItemSpec } from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';

// One sx object for every row: the size follows the screen (itemListStyles' `item-thumb`).
const PICTURE_SX = { borderRadius: 2, width: { xs: 40, sm: 56 }, height: { xs: 40, sm: 56 } } as const;

/**
 * The item's picture (loaded when scrolled near), or its POS colour with its initial when it has
 * none: 40 px on phones, 56 px from `sm` up. Styled by the item list it sits in (itemListStyles).
 */
export function ItemThumbnail({ item }: { item: Pick<ItemSpec, 'name' | 'image' | 'backgroundColor'> }) {
  if (item.image) {
    return <OptimizedImage image={item.image} alt="" width={56} aspectRatio="square" sx={PICTURE_SX} />;
  }
  return (
    <div
      aria-hidden
      className={`item-thumb item-thumb--initial${item.backgroundColor ? ' item-thumb--coloured' : ''}`}
      style={item.backgroundColor ? { backgroundColor: item.backgroundColor } : undefined}
    >
      {item.name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
