import CategoryRounded from '@mui/icons-material/CategoryRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { describeError, LoadingScreen, NotFound, StatusPanel, usePageTitle } from '@resto/web-common';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ItemEditor } from './components/ItemEditor';
import { newItemDraft } from './components/itemDraft';
import { ITEM_TYPE_COPY } from './components/itemTypeCopy';
import { itemTypeOfPath } from './components/menuPaths';
import { useStoreMenu } from './useStoreMenu';

/**
 * `.../create/{item|pizza|half-and-half|deal|custom-item}`, also under `.../categories/:categoryId/`:
 * a new item of that type, in the category of the address (or `?categoryId=`, or the first one).
 */
export default function ItemCreatePage() {
  const { pathname } = useLocation();
  const type = itemTypeOfPath(pathname);
  const { categoryId: routeCategoryId } = useParams();
  const [search] = useSearchParams();
  usePageTitle(type ? `Add ${ITEM_TYPE_COPY[type].addLabel.toLowerCase()}` : 'Add item');
  const menu = useStoreMenu();

  if (!type) return <NotFound />;
  if (menu.error) return <Alert severity="error">{describeError(menu.error).message}</Alert>;
  if (menu.loading) return <LoadingScreen label="Loading the menu…" />;
  if (menu.categories.length === 0) {
    return (
      <StatusPanel
        icon={<CategoryRounded />}
        eyebrow="One step first"
        title="Add a category first"
        actions={
          <Button component={RouterLink} to={menu.paths.createCategory} variant="contained">
            Add a category
          </Button>
        }
      >
        Every item is listed in a category, like Pizzas or Drinks.
      </StatusPanel>
    );
  }
  const wanted = routeCategoryId ?? search.get('categoryId') ?? undefined;
  const categoryId = menu.categories.some((category) => category.id === wanted)
    ? (wanted as string)
    : (menu.categories[0]?.id ?? '');

  return (
    <ItemEditor
      key={`${type}-${categoryId}`}
      restaurantId={menu.restaurantId}
      storeId={menu.storeId}
      initial={newItemDraft(type, categoryId, menu.pizzaSettings)}
      categories={menu.categories}
      items={menu.items}
      pizzaSettings={menu.pizzaSettings}
      currency={menu.currency}
      symbol={menu.symbol}
      paths={menu.paths}
    />
  );
}
