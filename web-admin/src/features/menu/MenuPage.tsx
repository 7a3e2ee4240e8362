import LocalPizzaRounded from '@mui/icons-material/LocalPizzaRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  usePageTitle,
  usePublishedMenu,
  useViewerAccess,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddMenuButton } from './components/AddMenuButton';
import { MenuBoard } from './components/MenuBoard';
import { MenuTransferButtons } from './transfer/MenuTransferButtons';
import { useStoreMenu } from './useStoreMenu';

/** True once `ready` has been true and the browser has had an idle moment since (stays true). */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const later = window as {
      requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
      cancelIdleCallback?: (handle: number) => void;
    };
    if (!later.requestIdleCallback || !later.cancelIdleCallback) {
      const timer = setTimeout(() => setIdle(true), 50);
      return () => clearTimeout(timer);
    }
    const handle = later.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => later.cancelIdleCallback?.(handle);
  }, [ready, idle]);
  return idle;
}

/** `/restaurants/:restaurantId/stores/:storeId/menu`: the store's menu, live, to build and reorder. */
export default function MenuPage() {
  usePageTitle('Menu');
  // The first category shows before all items have arrived (a big menu takes a moment).
  const menu = useStoreMenu({ firstScreenFirst: true });
  // The published document holds the whole menu (hundreds of kB on a big menu) and only its date is
  // shown here: read it once all items are in, so it does not hold up the board.
  const complete = useIdleAfter(!menu.loading && menu.itemsOnlyFor === undefined);
  const published = usePublishedMenu(
    complete ? menu.restaurantId : undefined,
    complete ? menu.storeId : undefined,
  );
  const { isAdmin } = useViewerAccess();

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader
        eyebrow={menu.store?.name}
        title="Menu"
        subtitle="Drag categories and items (or use the arrows) to set the order customers see. Changes go live at once."
        actions={
          isAdmin ? (
            <>
              <Button
                component={RouterLink}
                to={`${menu.paths.menu}/import`}
                startIcon={<UploadFileRounded />}
              >
                Import
              </Button>
              <MenuTransferButtons
                restaurantId={menu.restaurantId}
                storeId={menu.storeId}
                storeName={menu.store?.name ?? 'Store'}
                menu={{ categories: menu.categories, items: menu.items, pizzaSettings: menu.pizzaSettings }}
                ready={!menu.loading && menu.itemsOnlyFor === undefined}
              />
              <Button component={RouterLink} to={menu.paths.pizzaSettings} startIcon={<LocalPizzaRounded />}>
                Pizza settings
              </Button>
              <AddMenuButton paths={menu.paths} hasCategories={menu.categories.length > 0} />
            </>
          ) : undefined
        }
      />
      {menu.error ? (
        <Alert severity="error">{describeError(menu.error).message}</Alert>
      ) : menu.loading ? (
        <LoadingScreen label="Loading the menu…" />
      ) : (
        <MenuBoard
          restaurantId={menu.restaurantId}
          storeId={menu.storeId}
          categories={menu.categories}
          items={menu.items}
          pizzaSettings={menu.pizzaSettings}
          published={published.data}
          currency={menu.currency}
          paths={menu.paths}
          canEdit={isAdmin}
          itemsOnlyFor={menu.itemsOnlyFor}
        />
      )}
    </Box>
  );
}
