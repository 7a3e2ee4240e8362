import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { describeError, LoadingScreen, PageHeader, useMenuCategory, usePageTitle } from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { CategoryForm } from './components/CategoryForm';
import { useStoreMenu } from './useStoreMenu';

/** `.../categories/:categoryId/edit`: change or delete a category. */
export default function CategoryEditPage() {
  const { categoryId = '' } = useParams();
  const menu = useStoreMenu();
  const category = useMenuCategory(menu.restaurantId, menu.storeId, categoryId);
  usePageTitle(category.data ? `Edit ${category.data.name}` : 'Edit category');
  if (menu.error) return <Alert severity="error">{describeError(menu.error).message}</Alert>;
  if (category.loading || menu.loading) return <LoadingScreen label="Loading the category…" />;
  if (!category.data)
    return (
      <MissingDocument
        what="category"
        error={category.error}
        backTo={menu.paths.menu}
        backLabel="Back to the menu"
      />
    );
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
