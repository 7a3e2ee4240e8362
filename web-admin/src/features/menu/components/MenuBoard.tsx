import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CurrencyCode, type ItemSpec, menuCatalogue, type PizzaSettings } from '@resto/domain';
import {
  EmptyState,
  type MenuCategory,
  type PublishedMenu,
  SearchField,
  useApi,
  useNotify,
} from '@resto/web-common';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddMenuButton } from './AddMenuButton';
import { CategorySection } from './CategorySection';
import { type MenuPaths, menuApiBase } from './menuPaths';
import { itemMatches, searchWords } from './menuSearch';
import { PublishedMenuStatus } from './PublishedMenuStatus';
import { inOrder, moveId } from './reorder';
import type { DragRowProps } from './useDragReorder';
import { useListDragReorder } from './useListDragReorder';
import { useOptimisticOrder } from './useOptimisticOrder';
import { useProgressiveCount } from './useProgressiveCount';

/** Item rows drawn at once: the first screen or two. The rest follow in idle time, STEP at a time. */
const FIRST_ROWS = 24;
const STEP_ROWS = 60;

// The categories list handles dragging (useListDragReorder); a category row only says whether it
// may be dragged. Constants, so the memoised sections see the same props every render.
const noop = () => undefined;
const DRAGGABLE: DragRowProps = {
  draggable: true,
  onDragStart: noop,
  onDragOver: noop,
  onDrop: noop,
  onDragEnd: noop,
};
const NOT_DRAGGABLE: DragRowProps = { ...DRAGGABLE, draggable: false };
const NO_IDS: ReadonlySet<string> = new Set();
const NO_ITEMS: readonly ItemSpec[] = [];

export interface MenuBoardProps {
  restaurantId: string;
  storeId: string;
  categories: readonly MenuCategory[];
  items: readonly ItemSpec[];
  pizzaSettings: PizzaSettings | undefined;
  published: PublishedMenu | null | undefined;
  currency: CurrencyCode;
  paths: MenuPaths;
  /** Admins edit and reorder; other staff can only toggle Sold out. */
  canEdit: boolean;
  /**
   * While the rest of the menu loads, the one category whose items are here (useStoreMenu's
   * `firstScreenFirst`); undefined once all items are.
   */
  itemsOnlyFor?: string;
}

/** Counts commands on their way, so the published-menu line can say it is about to change. */
function usePendingCommands() {
  const [pending, setPending] = useState(0);
  const track = useCallback(<T,>(command: Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    return command.finally(() => setPending((count) => count - 1));
  }, []);
  return { saving: pending > 0, track };
}

/** The menu as staff manage it: categories with their items, search, reordering and Sold out. */
export function MenuBoard({
  restaurantId,
  storeId,
  categories,
  items,
  pizzaSettings,
  published,
  currency,
  paths,
  canEdit,
  itemsOnlyFor,
}: MenuBoardProps) {
  const client = useApi();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const { saving, track } = usePendingCommands();
  const base = menuApiBase(restaurantId, storeId);

  const { order, move } = useOptimisticOrder(
    categories.map((category) => category.id),
    (categoryIds) => track(client.post(`${base}/categories/reorder`, { categoryIds })),
  );
  const words = useMemo(() => searchWords(search), [search]);
  const searching = words.length > 0;
  const canReorderCategories = canEdit && !searching;
  const categoryDrag = useListDragReorder(order, move);
  const catalogue = useMemo(() => menuCatalogue(items, pizzaSettings), [items, pizzaSettings]);
  const itemsByCategory = useMemo(() => {
    const groups = new Map<string, ItemSpec[]>();
    for (const item of items) {
      const group = groups.get(item.categoryId);
      if (group) group.push(item);
      else groups.set(item.categoryId, [item]);
    }
    return groups;
  }, [items]);
  // Search looks through the data, so it finds items whose rows are not drawn yet.
  const visibleIds = useMemo(
    () =>
      searching
        ? new Set(items.filter((item) => itemMatches(item, words)).map((item) => item.id))
        : undefined,
    [items, words, searching],
  );
  const shownCategories = inOrder(categories, order).filter(
    (category) =>
      !visibleIds ||
      category.name.toLocaleLowerCase().includes(words.join(' ')) ||
      (itemsByCategory.get(category.id) ?? []).some((item) => visibleIds.has(item.id)),
  );

  // Sections get stable callbacks (they are memoised); these read the latest order when called.
  const latest = useRef({ order, move });
  latest.current = { order, move };
  const categoryIdsKey = categories.map((category) => category.id).join('\n');
  const moveCategory = useMemo(() => {
    const callbacks = new Map<string, (to: number) => void>();
    for (const id of categoryIdsKey.split('\n'))
      callbacks.set(id, (to) => {
        const { order: current, move: save } = latest.current;
        save(moveId(current, current.indexOf(id), to));
      });
    return callbacks;
  }, [categoryIdsKey]);

  // Long menus are drawn progressively, in menu order; a category scrolled near is drawn at once.
  const [revealed, setRevealed] = useState(NO_IDS);
  const reveal = useCallback((categoryId: string) => {
    startTransition(() =>
      setRevealed((current) => (current.has(categoryId) ? current : new Set(current).add(categoryId))),
    );
  }, []);
  const matchingCounts = shownCategories.map((category) => {
    const group = itemsByCategory.get(category.id) ?? [];
    return visibleIds ? group.filter((item) => visibleIds.has(item.id)).length : group.length;
  });
  const totalRows = matchingCounts.reduce((sum, count) => sum + count, 0);
  const rowBudget = useProgressiveCount(totalRows, FIRST_ROWS, STEP_ROWS);
  let budgetLeft = rowBudget;
  const rowLimits = shownCategories.map((category, index) => {
    const matching = matchingCounts[index] ?? 0;
    if (revealed.has(category.id)) return undefined;
    const limit = Math.max(0, budgetLeft);
    budgetLeft -= matching;
    // Undefined once complete, so a fully drawn section keeps the same props from then on.
    return limit >= matching ? undefined : limit;
  });

  async function publishNow() {
    try {
      await track(client.post(`${base}/publish`, {}));
      notify('The menu was published.');
    } catch (error) {
      notify(`The menu was not published: ${error instanceof Error ? error.message : 'try again'}`, 'error');
    }
  }

  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <PublishedMenuStatus
          published={published}
          saving={saving}
          onPublish={canEdit ? publishNow : undefined}
        />
        {categories.length > 0 && (
          <Box
            sx={{ width: { xs: '100%', sm: 300 }, flexShrink: 0, '& .MuiTextField-root': { width: '100%' } }}
          >
            <SearchField
              label="Search the menu"
              value={search}
              onChange={setSearch}
              placeholder="Name or description"
            />
          </Box>
        )}
      </Stack>

      {categories.length === 0 ? (
        <EmptyState
          icon={<MenuBookRounded />}
          title="Start your menu with a category"
          description="Categories are the headings customers browse, like Pizzas, Sides and Drinks. Add one, then add items to it."
          action={
            canEdit ? (
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
                <Button component={RouterLink} to={paths.createCategory} variant="contained">
                  Add your first category
                </Button>
                <Button component={RouterLink} to={paths.pizzaSettings}>
                  Set up pizza sizes
                </Button>
              </Stack>
            ) : undefined
          }
        />
      ) : shownCategories.length === 0 ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title="Nothing matches your search"
          description={`No item or category has “${search.trim()}” in it.`}
          action={<Button onClick={() => setSearch('')}>Clear the search</Button>}
        />
      ) : (
        <>
          {itemsOnlyFor !== undefined && (
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              Loading the rest of the menu…
            </Typography>
          )}
          {items.length === 0 && itemsOnlyFor === undefined && canEdit && (
            <Typography sx={{ color: 'text.secondary' }}>
              Next, add your first item: use <strong>Item</strong> on a category, or <strong>Add</strong>{' '}
              above.
            </Typography>
          )}
          <Box
            component="ul"
            aria-label="Categories"
            sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
            {...(canReorderCategories ? categoryDrag.listProps : {})}
          >
            {shownCategories.map((category, index) => (
              <CategorySection
                key={category.id}
                category={category}
                items={itemsByCategory.get(category.id) ?? NO_ITEMS}
                visibleIds={visibleIds}
                restaurantId={restaurantId}
                storeId={storeId}
                paths={paths}
                catalogue={catalogue}
                pizzaSettings={pizzaSettings}
                currency={currency}
                canEdit={canEdit}
                index={order.indexOf(category.id)}
                count={order.length}
                onMove={moveCategory.get(category.id) ?? noop}
                drag={canReorderCategories ? DRAGGABLE : NOT_DRAGGABLE}
                isDragOver={categoryDrag.isDragOver(category.id)}
                track={track}
                rowLimit={rowLimits[index]}
                onReveal={reveal}
                itemsLoading={itemsOnlyFor !== undefined && itemsOnlyFor !== category.id}
              />
            ))}
          </Box>
        </>
      )}
      {canEdit && categories.length > 0 && (
        <Box>
          <AddMenuButton paths={paths} hasCategories label="Add to the menu" variant="outlined" />
        </Box>
      )}
    </Stack>
  );
}
