import AddRounded from '@mui/icons-material/AddRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import {
  describeError,
  EmptyState,
  PageHeader,
  PendingInvites,
  useAuth,
  useMyRestaurants,
  usePageTitle,
} from '@resto/web-common';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RestaurantCard } from './RestaurantCard';
import { VerifyEmailNotice } from './VerifyEmailNotice';

const GRID = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/**
 * Home of the admin app: invitations waiting for an answer, the restaurants the signed-in user
 * manages, or the first step to create one.
 */
export default function HomePage() {
  usePageTitle('Your restaurants');
  const { user } = useAuth();
  const { data, loading, error } = useMyRestaurants();
  const navigate = useNavigate();
  const firstName = user?.displayName?.split(' ')[0];
  const createButton = (
    <Button component={RouterLink} to="/create/restaurant" variant="contained" startIcon={<AddRounded />}>
      Create restaurant
    </Button>
  );

  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        title="Your restaurants"
        subtitle="Choose a restaurant to manage its stores, menus and orders."
        actions={data.length > 0 ? createButton : undefined}
      />
      <VerifyEmailNotice />
      <PendingInvites
        verifyHint={false}
        onAccepted={({ restaurantId, storeId }) =>
          navigate(
            storeId
              ? `/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`
              : `/restaurants/${encodeURIComponent(restaurantId)}`,
          )
        }
      />
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {describeError(error).message}
        </Alert>
      )}
      {loading && (
        <Box sx={GRID} aria-busy aria-label="Loading your restaurants">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} variant="rounded" height={190} sx={{ borderRadius: 4 }} />
          ))}
        </Box>
      )}
      {!loading && !error && data.length === 0 && (
        <EmptyState
          icon={<StorefrontRounded />}
          title="Create your first restaurant"
          description="Add your restaurant to take online orders, run the POS and manage your menu. It takes about a minute; you can add stores right after."
          action={
            <Button
              component={RouterLink}
              to="/create/restaurant"
              variant="contained"
              size="large"
              startIcon={<AddRounded />}
            >
              Create your restaurant
            </Button>
          }
        />
      )}
      {data.length > 0 && (
        <Box sx={GRID}>
          {data.map((entry) => (
            <RestaurantCard key={entry.restaurant.id} entry={entry} />
          ))}
        </Box>
      )}
    </>
  );
}
