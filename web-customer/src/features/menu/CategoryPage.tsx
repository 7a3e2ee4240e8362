import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NotFound, usePageTitle } from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CART_BAR_SPACE, CartBar } from '../../shell/CartBar';
import { useStoreContext } from '../../shell/StoreContext';
import { MenuSection } from './MenuSection';
import { useNow } from './useNow';
import { useStoreMenu } from './useStoreMenu';

/** `categories/:categoryId`: one part of the menu on its own page (shareable link). */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const { basePath, store } = useStoreContext();
  const { categories } = useStoreMenu();
  const now = useNow();
  const category = categories.find((candidate) => candidate.id === categoryId);
  usePageTitle(category ? `${category.name} · ${store.name}` : 'Page not found');

  if (!category) return <NotFound fullPage={false} homeTo={basePath} homeLabel="Back to the menu" />;
  return (
    <Box sx={{ pb: `${CART_BAR_SPACE}px` }}>
      <Button component={RouterLink} to={basePath} startIcon={<ArrowBackRounded />} sx={{ mb: 1.5, ml: -1 }}>
        Full menu
      </Button>
      <MenuSection category={category} now={now} eagerImages={2} />
      <CartBar />
    </Box>
  );
}
