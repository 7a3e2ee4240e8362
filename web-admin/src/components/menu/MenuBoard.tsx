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
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddMenuButton } from './AddMenuButton';
import { CategorySection } from './CategorySection';
import { type MenuPaths, menuApiBase } from './menuPaths';
import { itemMatches, searchWords } from './menuSearch';
import { PublishedMenuStatus } from './PublishedMenuStatus';
import { inOrder, moveId } from './reorder';
import { useDragReorder } from './useDragReorder';
import { useOptimisticOrder } from './useOptimisticOrder';

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
  const words = searchWords(search);
  const searching = words.length > 0;
  const categoryDrag = useDragReorder(order, move, canEdit && !searching);
  const catalogue = useMemo(() => menuCatalogue(items, pizzaSettings), [items, pizzaSettings]);
  const itemsByCategory = useMemo(() => {
    const groups = new Map<string, ItemSpec[]>();
    for (const item of items) groups.set(item.categoryId, [...(groups.get(item.categoryId) ?? []), item]);
    return groups;
  }, [items]);
  const visibleIds = searching
    ? new Set(items.filter((item) => itemMatches(item, words)).map((item) => item.id))
    : undefined;
  const shownCategories = inOrder(categories, order).filter(
    (category) =>
      !visibleIds ||
      category.name.toLocaleLowerCase().includes(words.join(' ')) ||
      (itemsByCategory.get(category.id) ?? []).some((item) => visibleIds.has(item.id)),
  );

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
          {items.length === 0 && canEdit && (
            <Typography sx={{ color: 'text.secondary' }}>
              Next, add your first item: use <strong>Item</strong> on a category, or <strong>Add</strong>{' '}
              above.
            </Typography>
          )}
          <Box component="ul" aria-label="Categories" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {shownCategories.map((category) => {
              const position = order.indexOf(category.id);
              return (
                <CategorySection
                  key={category.id}
                  category={category}
                  items={itemsByCategory.get(category.id) ?? []}
                  visibleIds={visibleIds}
                  restaurantId={restaurantId}
                  storeId={storeId}
                  paths={paths}
                  catalogue={catalogue}
                  pizzaSettings={pizzaSettings}
                  currency={currency}
                  canEdit={canEdit}
                  index={position}
                  count={order.length}
                  onMove={(to) => move(moveId(order, position, to))}
                  drag={categoryDrag.rowProps(category.id)}
                  isDragOver={categoryDrag.overId === category.id && categoryDrag.dragId !== category.id}
                  track={track}
                />
              );
            })}
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
