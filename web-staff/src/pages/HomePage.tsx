import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { describeError, PageHeader, useAuth, useMyStores, usePageTitle } from '@resto/web-common';
import { ListLoading } from '../components/ListLoading';
import { NotAddedYet } from '../components/NotAddedYet';
import { StoreListCard } from '../components/StoreListCard';

/** `/home`: the stores this person works at, grouped by restaurant, live. */
export default function HomePage() {
  usePageTitle('Home');
  const { user } = useAuth();
  const { data, loading, error } = useMyStores();
  const firstName = user?.displayName?.split(' ')[0];
  const restaurants = [...new Map(data.map((entry) => [entry.restaurant.id, entry.restaurant])).values()];

  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Hello, ${firstName}` : 'Hello'}
        title="Your stores"
        subtitle="Open a store to see its orders and details."
      />
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && <ListLoading label="Loading your stores" />}
      {!loading && !error && data.length === 0 && <NotAddedYet />}
      {restaurants.map((restaurant) => (
        <section key={restaurant.id} aria-label={restaurant.name}>
          <Typography variant="h3" component="h2" sx={{ mb: 1.5, mt: 1 }}>
            {restaurant.name}
          </Typography>
          <StoreListCard
            stores={data
              .filter((entry) => entry.restaurant.id === restaurant.id)
              .map((entry) => ({ store: entry.store }))}
          />
          <Typography component="div" sx={{ mb: 3 }} />
        </section>
      ))}
    </>
  );
}
