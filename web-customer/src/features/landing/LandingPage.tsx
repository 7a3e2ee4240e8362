import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BrandMark, usePageTitle } from '@resto/web-common';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storeBasePath } from '../../shell/storePaths';
import { readRecentStores } from './recentStores';

const WAYS_TO_ORDER: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <ShoppingBagRounded />, title: 'Pickup', text: 'Order ahead and collect it hot.' },
  { icon: <DeliveryDiningRounded />, title: 'Delivery', text: 'Brought to your door.' },
  { icon: <QrCode2Rounded />, title: 'Dine-in', text: 'Scan the code on your table.' },
];

/** `/`: customers normally arrive on a store link; this page tells anyone else how to get there. */
export default function LandingPage() {
  usePageTitle(undefined);
  const [recent] = useState(() => readRecentStores());
  return (
    <Box
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
    >
      <Container maxWidth="md" sx={{ py: 3 }}>
        <BrandMark />
      </Container>
      <Container
        maxWidth="md"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 4 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', sm: '3rem' }, maxWidth: 640, mb: 2 }}>
          Order from your favourite local restaurant
        </Typography>
        {recent.length > 0 ? (
          <Box component="section" aria-labelledby="recent-stores" sx={{ mb: 5 }}>
            <Typography id="recent-stores" variant="h5" component="h2" sx={{ mb: 1.5 }}>
              Order again
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {recent.map((store) => (
                <Button
                  key={`${store.restaurantId}/${store.storeId}`}
                  component={RouterLink}
                  to={storeBasePath(store.restaurantId, store.storeId)}
                  variant="contained"
                  size="large"
                  startIcon={<StorefrontRounded />}
                >
                  {store.name}
                </Button>
              ))}
            </Box>
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', maxWidth: 560, mb: 5 }}>
            Each restaurant has its own ordering page. Scan the QR code at the counter or on your table, or
            follow the “Order online” link on the restaurant’s website, to see the menu and order in a few
            taps.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {WAYS_TO_ORDER.map((way) => (
            <Card key={way.title} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={(theme) => ({
                  width: 48,
                  height: 48,
                  flexShrink: 0,
                  borderRadius: '14px',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                })}
              >
                {way.icon}
              </Box>
              <Box>
                <Typography variant="h5" component="h2">
                  {way.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {way.text}
                </Typography>
              </Box>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
