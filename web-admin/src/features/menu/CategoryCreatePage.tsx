import Box from '@mui/material/Box';
import { PageHeader, usePageTitle } from '@resto/web-common';
import { CategoryForm } from './components/CategoryForm';
import { useStoreMenu } from './useStoreMenu';

/** `.../create/category`: a new category, added at the end of the menu. */
export default function CategoryCreatePage() {
  usePageTitle('Add a category');
  const menu = useStoreMenu();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        eyebrow={menu.store?.name}
        title="Add a category"
        subtitle="A heading on the menu, like Pizzas, Sides or Drinks. You add items to it next."
      />
      <CategoryForm restaurantId={menu.restaurantId} storeId={menu.storeId} paths={menu.paths} />
    </Box>
  );
}
