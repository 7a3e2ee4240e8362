import type { ItemSpec } from '@resto/domain';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { availabilityChips } from './availabilityChips';
import { ItemThumbnail } from './ItemThumbnail';
import { ITEM_TYPE_COPY } from './itemTypeCopy';
import { RowMoveButtons } from './RowMoveButtons';
import { SoldOutSwitch } from './SoldOutSwitch';
import { REORDER_ID_ATTRIBUTE } from './useListDragReorder';

export interface ItemRowProps {
  item: ItemSpec;
  restaurantId: string;
  storeId: string;
  price: string;
  editTo: string;
  index: number;
  count: number;
  /** Moves the item with this id to position `to` (stable across renders, so rows stay memoised). */
  onMove: (itemId: string, to: number) => void;
  canReorder: boolean;
  isDragOver: boolean;
  /** Counts the Sold out command as one on its way (for the published-menu line). */
  track?: <T>(command: Promise<T>) => Promise<T>;
}

/**
 * One item in the menu list: picture, name, type, price, where it sells, and Sold out. Plain
 * elements styled by the list (itemListStyles), memoised: a snapshot or a drag re-renders only the
 * rows whose item or position changed. Dragging is handled by the list (useListDragReorder).
 */
export const ItemRow = memo(function ItemRow({
  item,
  restaurantId,
  storeId,
  price,
  editTo,
  index,
  count,
  onMove,
  canReorder,
  isDragOver,
  track,
}: ItemRowProps) {
  const chips = availabilityChips(item);
  const className = `item-row${item.available ? '' : ' item-row--unavailable'}${isDragOver ? ' item-row--over' : ''}`;
  return (
    <li
      className={className}
      aria-label={item.name}
      draggable={canReorder}
      {...{ [REORDER_ID_ATTRIBUTE]: item.id }}
    >
      {canReorder && count > 1 && (
        <RowMoveButtons name={item.name} index={index} count={count} onMove={(to) => onMove(item.id, to)} />
      )}
      <ItemThumbnail item={item} />
      <div className="item-body">
        <RouterLink className="item-name" to={editTo}>
          {item.name}
        </RouterLink>
        <div className="item-meta">
          <p className="item-price">{price}</p>
          <span className="item-chip--type">{ITEM_TYPE_COPY[item.type].label}</span>
        </div>
        {chips.length > 0 && (
          <div className="item-chips">
            {chips.map((chip) => (
              <span key={chip.label} className={`item-chip item-chip--${chip.tone}`}>
                {chip.label}
              </span>
            ))}
          </div>
        )}
      </div>
      <SoldOutSwitch
        restaurantId={restaurantId}
        storeId={storeId}
        itemId={item.id}
        itemName={item.name}
        soldout={item.soldout}
        track={track}
      />
    </li>
  );
});
