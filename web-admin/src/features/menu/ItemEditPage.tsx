import { useMenuItem, usePageTitle } from '@resto/web-common';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ItemEditor } from './components/ItemEditor';
import { draftOfItem } from './components/itemDraft';
import { itemTypeOfPath } from './components/menuPaths';
import { menuDocumentFallback } from './menuDocumentFallback';
import { useStoreMenu } from './useStoreMenu';

/** `.../items/:itemId/{item|pizza|half-and-half|deal|custom-item}/edit`: the item's editor. */
export default function ItemEditPage() {
  const { itemId = '' } = useParams();
  const { pathname } = useLocation();
  const menu = useStoreMenu();
  const item = useMenuItem(menu.restaurantId, menu.storeId, itemId);
  usePageTitle(item.data ? `Edit ${item.data.name}` : 'Edit item');

  const fallback = menuDocumentFallback(menu, item, 'item');
  if (fallback || !item.data) return fallback ?? null;
  // An address with another type's editor (an old link, a changed type) goes to the right one.
  if (itemTypeOfPath(pathname) !== item.data.type)
    return <Navigate to={menu.paths.editItem(item.data)} replace />;

  return (
    <ItemEditor
      key={item.data.id}
      restaurantId={menu.restaurantId}
      storeId={menu.storeId}
      initial={draftOfItem(item.data)}
      existing={item.data}
      categories={menu.categories}
      items={menu.items}
      pizzaSettings={menu.pizzaSettings}
      currency={menu.currency}
      symbol={menu.symbol}
      paths={menu.paths}
    />
  );
}
