import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CurrencyCode, ItemSpec, MenuCatalogue, PizzaSettings } from '@resto/domain';
import { type MenuCategory, useApi } from '@resto/web-common';
import { memo, useCallback, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddMenuButton } from './AddMenuButton';
import { ItemRow } from './ItemRow';
import { ItemList } from './itemListStyles';
import { MoveButtons } from './MoveButtons';
import { type MenuPaths, menuApiBase } from './menuPaths';
import { priceSummary } from './priceSummary';
import { RowsPlaceholder } from './RowsPlaceholder';
import { inOrder, moveId } from './reorder';
import type { DragRowProps } from './useDragReorder';
import { REORDER_ID_ATTRIBUTE, useListDragReorder } from './useListDragReorder';
import { useOptimisticOrder } from './useOptimisticOrder';

export interface CategorySectionProps {
  category: MenuCategory;
  /** The category's items in stored order (all of them, also while searching). */
  items: readonly ItemSpec[];
  /** Ids of the items the search matches; undefined when not searching. */
  visibleIds: ReadonlySet<string> | undefined;
  restaurantId: string;
  storeId: string;
  paths: MenuPaths;
  catalogue: MenuCatalogue;
  pizzaSettings: PizzaSettings | undefined;
  currency: CurrencyCode;
  canEdit: boolean;
  index: number;
  count: number;
  onMove: (to: number) => void;
  drag: DragRowProps;
  isDragOver: boolean;
  track: <T>(command: Promise<T>) => Promise<T>;
  /** How many item rows to draw now (the menu board draws long menus progressively); all if unset. */
  rowLimit?: number;
  /** Asks for all of this category's rows at once (its undrawn rows scrolled near the screen). */
  onReveal?: (categoryId: string) => void;
  /** The category's items have not arrived yet (the board shows the first category first). */
  itemsLoading?: boolean;
}

// Uber Eats is off until a marketplace is connected, so "Not on Uber Eats" would mark every category.
const SYSTEM_LABELS = { pos: 'POS', online: 'online' } as const;

/**
 * A category of the menu list: its heading, then its items, each list reorderable on its own.
 * Memoised with stable callbacks from the board, so a change elsewhere leaves it alone.
 */
export const CategorySection = memo(function CategorySection({
  category,
  items,
  visibleIds,
  restaurantId,
  storeId,
  paths,
  catalogue,
  pizzaSettings,
  currency,
  canEdit,
  index,
  count,
  onMove,
  drag,
  isDragOver,
  track,
  rowLimit,
  onReveal,
  itemsLoading = false,
}: CategorySectionProps) {
  const client = useApi();
  const serverIds = items.map((item) => item.id);
  const { order, move } = useOptimisticOrder(serverIds, (itemIds) =>
    track(
      client.post(`${menuApiBase(restaurantId, storeId)}/items/reorder`, {
        categoryId: category.id,
        itemIds,
      }),
    ),
  );
  const searching = visibleIds !== undefined;
  const canReorder = canEdit && !searching;
  const itemDrag = useListDragReorder(order, move);
  // Rows get one stable move callback; it reads the order of the latest render.
  const latest = useRef({ order, move });
  latest.current = { order, move };
  const moveItem = useCallback((itemId: string, to: number) => {
    const { order: current, move: save } = latest.current;
    save(moveId(current, current.indexOf(itemId), to));
  }, []);
  // Prices are worked out for the rows drawn, once per item and catalogue (a half-and-half's
  // cheapest price runs the domain's pricing for every included pizza).
  const prices = useMemo(() => {
    const cache = new Map<string, string>();
    return (item: ItemSpec) => {
      let price = cache.get(item.id);
      if (price === undefined) {
        price = priceSummary(item, catalogue, pizzaSettings, currency);
        cache.set(item.id, price);
      }
      return price;
    };
  }, [catalogue, pizzaSettings, currency]);
  const matching = inOrder(items, order).filter((item) => !visibleIds || visibleIds.has(item.id));
  const shown = rowLimit === undefined ? matching : matching.slice(0, rowLimit);
  const position = new Map(order.map((id, index) => [id, index]));
  const undrawn = matching.length - shown.length;
  const hiddenFrom = (Object.keys(SYSTEM_LABELS) as (keyof typeof SYSTEM_LABELS)[]).filter(
    (system) => !category.applicableOrderingSystem[system],
  );

  return (
    <Card
      component="li"
      {...drag}
      {...{ [REORDER_ID_ATTRIBUTE]: category.id }}
      aria-label={`Category ${category.name}`}
      sx={{ listStyle: 'none', outline: isDragOver ? '2px solid' : 'none', outlineColor: 'primary.main' }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: { xs: 1, sm: 1.5 }, py: 1.5, bgcolor: 'action.hover' }}
      >
        {canEdit && !searching && count > 1 && (
          <MoveButtons name={category.name} index={index} count={count} onMove={onMove} />
        )}
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 36,
            borderRadius: 1,
            bgcolor: category.backgroundColor ?? 'divider',
            flexShrink: 0,
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={paths.category(category.id)}
              underline="hover"
              variant="h4"
              sx={{ color: 'text.primary', fontSize: '1.1rem' }}
            >
              {category.name}
            </Link>
            {!itemsLoading && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {items.length === 1 ? '1 item' : `${items.length} items`}
              </Typography>
            )}
            {hiddenFrom.map((system) => (
              <Chip key={system} size="small" label={`Not on ${SYSTEM_LABELS[system]}`} sx={{ height: 22 }} />
            ))}
          </Stack>
          {category.description && (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {category.description}
            </Typography>
          )}
        </Box>
        {canEdit && (
          <>
            <Tooltip title={`Edit ${category.name}`}>
              <IconButton
                component={RouterLink}
                to={paths.editCategory(category.id)}
                aria-label={`Edit ${category.name}`}
              >
                <EditRounded />
              </IconButton>
            </Tooltip>
            <AddMenuButton
              paths={paths}
              categoryId={category.id}
              hasCategories
              label="Item"
              variant="outlined"
              size="small"
              ariaLabel={`Add an item to ${category.name}`}
            />
          </>
        )}
      </Stack>
      {items.length === 0 ? (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', px: 2, py: 2, borderTop: '1px solid', borderColor: 'divider' }}
        >
          {itemsLoading
            ? 'Loading items…'
            : `No items in ${category.name} yet.${canEdit ? ' Use “Item” to add the first one.' : ''}`}
        </Typography>
      ) : (
        <>
          <ItemList aria-label={`Items in ${category.name}`} {...(canReorder ? itemDrag.listProps : {})}>
            {shown.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                restaurantId={restaurantId}
                storeId={storeId}
                price={prices(item)}
                editTo={canEdit ? paths.editItem(item) : paths.viewItem(item)}
                index={position.get(item.id) ?? -1}
                count={order.length}
                onMove={moveItem}
                canReorder={canReorder}
                isDragOver={itemDrag.isDragOver(item.id)}
                track={track}
              />
            ))}
          </ItemList>
          {undrawn > 0 && <RowsPlaceholder rows={undrawn} onNear={() => onReveal?.(category.id)} />}
        </>
      )}
    </Card>
  );
});
