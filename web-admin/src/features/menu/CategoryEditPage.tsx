import Box from '@mui/material/Box';
import { PageHeader, useMenuCategory, usePageTitle } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { CategoryForm } from './components/CategoryForm';
import { menuDocumentFallback } from './menuDocumentFallback';
import { useStoreMenu } from './useStoreMenu';

/** `.../categories/:categoryId/edit`: change or delete a category. */
export default function CategoryEditPage() {
  const { categoryId = '' } = useParams();
  const menu = useStoreMenu();
  const category = useMenuCategory(menu.restaurantId, menu.storeId, categoryId);
  usePageTitle(category.data ? `Edit ${category.data.name}` : 'Edit category');
  const fallback = menuDocumentFallback(menu, category, 'category');
  if (fallback || !category.data) return fallback ?? null;
  const itemCount = menu.items.filter((item) => item.categoryId === categoryId).length;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader eyebrow="Edit category" title={category.data.name} />
      <CategoryForm
        key={category.data.id}
        restaurantId={menu.restaurantId}
        storeId={menu.storeId}
        paths={menu.paths}
        existing={category.data}
        itemCount={itemCount}
      />
    </Box>
  );
}
