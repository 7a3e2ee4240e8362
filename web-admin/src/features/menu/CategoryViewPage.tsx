import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { menuCatalogue } from '@resto/domain';
import {
  OptimizedImage,
  PageHeader,
  useMenuCategory,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CategorySection } from './components/CategorySection';
import { menuDocumentFallback } from './menuDocumentFallback';
import { useStoreMenu } from './useStoreMenu';

const NO_DRAG = {
  draggable: false,
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDrop: () => undefined,
  onDragEnd: () => undefined,
};

/** `.../categories/:categoryId`: one category with its items, to reorder and mark sold out. */
export default function CategoryViewPage() {
  const { categoryId = '' } = useParams();
  const menu = useStoreMenu();
  const category = useMenuCategory(menu.restaurantId, menu.storeId, categoryId);
  const { isAdmin } = useViewerAccess();
  usePageTitle(category.data?.name ?? 'Category');
  const catalogue = useMemo(
    () => menuCatalogue(menu.items, menu.pizzaSettings),
    [menu.items, menu.pizzaSettings],
  );

  const fallback = menuDocumentFallback(menu, category, 'category');
  if (fallback || !category.data) return fallback ?? null;
  const items = menu.items.filter((item) => item.categoryId === categoryId);

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader
        eyebrow="Category"
        title={category.data.name}
        subtitle={category.data.description || undefined}
        actions={
          <>
            <Button component={RouterLink} to={menu.paths.menu}>
              Back to the menu
            </Button>
            {isAdmin && (
              <Button
                component={RouterLink}
                to={menu.paths.editCategory(categoryId)}
                variant="contained"
                startIcon={<EditRounded />}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      {category.data.image && (
        <OptimizedImage
          image={category.data.image}
          alt={category.data.name}
          width={1040}
          aspectRatio="8x3"
          eager
          sx={{ width: '100%', borderRadius: 3, mb: 3 }}
        />
      )}
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        <CategorySection
          category={category.data}
          items={items}
          visibleIds={undefined}
          restaurantId={menu.restaurantId}
          storeId={menu.storeId}
          paths={menu.paths}
          catalogue={catalogue}
          pizzaSettings={menu.pizzaSettings}
          currency={menu.currency}
          canEdit={isAdmin}
          index={0}
          count={1}
          onMove={() => undefined}
          drag={NO_DRAG}
          isDragOver={false}
          track={(command) => command}
        />
      </Box>
    </Box>
  );
}
