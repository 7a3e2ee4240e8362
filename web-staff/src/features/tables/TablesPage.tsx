import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  LoadingScreen,
  PageHeader,
  useMyRestaurants,
  usePageTitle,
  useStores,
} from '@resto/web-common';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LiveTableMap } from './LiveTableMap';

/** `/restaurants/:restaurantId/stores/:storeId/tables`: the store's live table map for staff. */
export default function TablesPage() {
  usePageTitle('Tables');
  const { restaurantId = '', storeId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader
        title="Tables"
        subtitle="Live: who is seated, whose bill is waiting, and who is booked next."
        actions={
          <Button component={RouterLink} to="/tables">
            Other stores
          </Button>
        }
      />
      <LiveTableMap
        restaurantId={restaurantId}
        storeId={storeId}
        openLabel="Take an order at this table"
        onOpen={(table) => navigate(`/pos?table=${encodeURIComponent(table.tableName)}`)}
      />
    </Box>
  );
}

/** `/tables`: which store's tables to show (straight to it when there is one). */
export function TablesStorePicker() {
  usePageTitle('Tables');
  const { data: restaurants, loading } = useMyRestaurants();
  const first = restaurants?.[0];
  const stores = useStores(first?.restaurant.id);
  if (loading || (first && stores.loading)) return <LoadingScreen label="Loading your stores…" />;
  if (!first || (stores.data ?? []).length === 0)
    return (
      <EmptyState
        icon={<TableRestaurantRounded />}
        title="No stores"
        description="You are not on a store's team yet."
      />
    );
  return (
    <Box>
      <PageHeader title="Tables" subtitle="Choose a store to see its tables live." />
      <Stack spacing={1.5}>
        {(stores.data ?? []).map((store) => (
          <Card key={store.id} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography sx={{ flex: 1, fontWeight: 700 }}>{store.name}</Typography>
            <Button
              component={RouterLink}
              to={`/restaurants/${first.restaurant.id}/stores/${store.id}/tables`}
              variant="contained"
            >
              Tables
            </Button>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
