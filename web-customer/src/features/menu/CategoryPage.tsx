import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFound, OptimizedImage, usePageTitle } from '@resto/web-common';
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
      <Box
        component="header"
        data-testid="category-header"
        sx={{
          position: 'relative',
          borderRadius: 3,
          overflow: 'hidden',
          mb: 2,
          minHeight: category.image ? 0 : 'auto',
        }}
      >
        {category.image && (
          // A short banner (8 x 3, at most ~180 px tall) so the first items show on a phone without scrolling.
          <OptimizedImage
            image={category.image}
            alt=""
            width={960}
            aspectRatio="8x3"
            eager
            sx={{ width: '100%', height: { xs: 112, sm: 180 } }}
          />
        )}
        <Box
          sx={
            category.image
              ? {
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  p: { xs: 1.5, sm: 2.5 },
                  color: 'common.white',
                  background: 'linear-gradient(to top, rgba(20,12,6,0.78), rgba(20,12,6,0.05) 75%)',
                }
              : {}
          }
        >
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {category.name}
          </Typography>
          {category.description && (
            <Typography
              variant="body2"
              sx={{ color: category.image ? 'rgba(255,255,255,0.9)' : 'text.secondary', mt: 0.25 }}
            >
              {category.description}
            </Typography>
          )}
        </Box>
      </Box>
      <MenuSection category={category} now={now} eagerImages={2} hideHeading />
      <CartBar />
    </Box>
  );
}
