import AddRounded from '@mui/icons-material/AddRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LoadingScreen, timezoneCity, usePageTitle, useRestaurant } from '@resto/web-common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { restaurantPath } from '../../shared/paths';
import { QuickLinks } from '../../shared/QuickLinks';
import { RestaurantStorefrontLinks } from '../sharing/RestaurantStorefrontLinks';
import { StoreList } from '../stores/StoreList';
import { RestaurantAvatar } from './RestaurantAvatar';

/** `/restaurants/:restaurantId`: who the restaurant is, its stores, and the pages used most. */
export default function RestaurantOverviewPage() {
  const { restaurantId = '' } = useParams();
  const { data: restaurant, loading, error } = useRestaurant(restaurantId);
  usePageTitle(restaurant?.name);
  const base = restaurantPath(restaurantId);

  if (loading) return <LoadingScreen label="Loading the restaurant…" />;
  if (!restaurant)
    return <MissingDocument what="restaurant" error={error} backTo="/" backLabel="All restaurants" />;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: { xs: 2, sm: 3 },
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          mb: 5,
        }}
      >
        <RestaurantAvatar name={restaurant.name} size={80} logo={restaurant.logo} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' } }}>
            {restaurant.name}
          </Typography>
          {restaurant.description && (
            <Typography sx={{ color: 'text.secondary', mt: 0.75, maxWidth: 680 }}>
              {restaurant.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={restaurant.country?.name} />
            <Chip size="small" variant="outlined" label={`${timezoneCity(restaurant.timezone)} time`} />
          </Box>
        </Box>
        <Button component={RouterLink} to={`${base}/edit`} variant="outlined" startIcon={<EditRounded />}>
          Edit details
        </Button>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h3" component="h2">
          Stores
        </Typography>
        <Button component={RouterLink} to={`${base}/create/store`} startIcon={<AddRounded />}>
          Add a store
        </Button>
      </Box>
      <StoreList restaurantId={restaurantId} />
      <RestaurantStorefrontLinks restaurantId={restaurantId} restaurantName={restaurant.name} />

      <Typography variant="h3" component="h2" sx={{ mt: 5, mb: 2 }}>
        Manage
      </Typography>
      <QuickLinks
        links={[
          {
            label: 'Coupons',
            description: 'Discount codes for orders',
            to: `${base}/coupons`,
            icon: <LocalOfferRounded />,
          },
          {
            label: 'Loyalty',
            description: 'Reward repeat customers',
            to: `${base}/loyalty-settings`,
            icon: <LoyaltyRounded />,
          },
          {
            label: 'Customers',
            description: 'Who orders and how often',
            to: `${base}/restaurant-customers`,
            icon: <PeopleAltRounded />,
          },
          {
            label: 'Users',
            description: 'Who can manage this restaurant',
            to: `${base}/users`,
            icon: <GroupRounded />,
          },
          {
            label: 'Website',
            description: 'Your site and its theme',
            to: `${base}/website/info`,
            icon: <LanguageRounded />,
          },
          {
            label: 'Monthly order stats',
            description: 'Orders and sales per month',
            to: `${base}/monthly-order-stats`,
            icon: <BarChartRounded />,
          },
        ]}
      />
    </>
  );
}
