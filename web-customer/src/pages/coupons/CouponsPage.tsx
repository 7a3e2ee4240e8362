import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, usePageTitle } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../components/StoreContext';

/**
 * `…/coupons`: the store's public offers. The coupons engine (and `GET /api/coupons` public lists)
 * come with issue 8; until then the page says plainly that there is nothing to claim.
 */
export default function CouponsPage() {
  usePageTitle('Offers');
  const { store, basePath } = useStoreContext();
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {store.name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        Offers
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Coupons you can use on your order at this store show up here.
      </Typography>
      <EmptyState
        icon={<LocalOfferRounded />}
        title="No coupons right now"
        description={`${store.name} has no offers running at the moment. Check back soon: new deals appear here first.`}
        action={
          <Button component={RouterLink} to={basePath} variant="contained">
            Browse the menu
          </Button>
        }
      />
    </Box>
  );
}
