import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeader, useMenuItem, usePageTitle, useViewerAccess } from '@resto/web-common';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ItemCustomerView } from './components/ItemCustomerView';
import { ITEM_TYPE_COPY } from './components/itemTypeCopy';
import { itemTypeOfPath } from './components/menuPaths';
import { PricePreview } from './components/PricePreview';
import { menuDocumentFallback } from './menuDocumentFallback';
import { useStoreMenu } from './useStoreMenu';

/** `.../items/:itemId`, `.../item/view`, `.../pizza/view`: the item as customers see it, with its price preview. */
export default function ItemViewPage() {
  const { itemId = '' } = useParams();
  const { pathname } = useLocation();
  const menu = useStoreMenu();
  const item = useMenuItem(menu.restaurantId, menu.storeId, itemId);
  const { isAdmin } = useViewerAccess();
  usePageTitle(item.data?.name ?? 'Item');

  const fallback = menuDocumentFallback(menu, item, 'item');
  if (fallback || !item.data) return fallback ?? null;
  const routeType = itemTypeOfPath(pathname);
  if (routeType && routeType !== item.data.type)
    return <Navigate to={menu.paths.viewItem(item.data)} replace />;

  const category = menu.categories.find((candidate) => candidate.id === item.data?.categoryId);
  return (
    <Box sx={{ maxWidth: 1080 }}>
      <PageHeader
        eyebrow={`${ITEM_TYPE_COPY[item.data.type].label} · ${menu.store?.name ?? ''}`}
        title={item.data.name}
        subtitle="How this item looks to customers. Try choices in the price preview."
        actions={
          <>
            <Button component={RouterLink} to={menu.paths.menu}>
              Back to the menu
            </Button>
            {isAdmin && (
              <Button
                component={RouterLink}
                to={menu.paths.editItem(item.data)}
                variant="contained"
                startIcon={<EditRounded />}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <ItemCustomerView
          item={item.data}
          items={menu.items}
          pizzaSettings={menu.pizzaSettings}
          currency={menu.currency}
          categoryName={category?.name}
        />
        <PricePreview
          spec={item.data}
          items={menu.items}
          pizzaSettings={menu.pizzaSettings}
          currency={menu.currency}
        />
      </Box>
    </Box>
  );
}
