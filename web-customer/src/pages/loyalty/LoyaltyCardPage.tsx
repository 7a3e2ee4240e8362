import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { EmptyState, useAuth, usePageTitle } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../components/StoreContext';

/**
 * `…/loyalty-card`: the customer's credits at this restaurant. Loyalty settings and cards arrive with
 * issue 8; until then the page shows the card's place and says that no programme runs yet.
 */
export default function LoyaltyCardPage() {
  usePageTitle('Loyalty card');
  const { store, restaurant, basePath } = useStoreContext();
  const { user } = useAuth();
  const signedIn = Boolean(user && !user.isAnonymous);
  const name = restaurant?.name ?? store.name;
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 3 }}>
        Loyalty card
      </Typography>
      <Card
        aria-hidden
        sx={(theme) => ({
          p: 3,
          mb: 3,
          maxWidth: 420,
          aspectRatio: '1.586',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          color: '#FFFFFF',
          border: 'none',
          background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{name}</Typography>
        <Box>
          <Typography variant="overline" component="p" sx={{ opacity: 0.85 }}>
            Credits
          </Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>—</Typography>
        </Box>
      </Card>
      <EmptyState
        icon={<LoyaltyRounded />}
        title="No loyalty programme yet"
        description={`${name} doesn't run a loyalty card yet. When it starts, every order you place while signed in earns credits here.`}
        action={
          signedIn ? (
            <Button component={RouterLink} to={basePath} variant="contained">
              Order now
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={`${basePath}/login?next=${encodeURIComponent(`${basePath}/loyalty-card`)}`}
              variant="contained"
            >
              Sign in
            </Button>
          )
        }
      />
    </Box>
  );
}
