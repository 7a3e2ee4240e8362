import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import {
  describeError,
  EmptyState,
  LoadingScreen,
  PageHeader,
  reachableStores,
  StoreListCard,
  useMyRestaurants,
  usePageTitle,
  useStores,
} from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { ListLoading } from '../../shared/ListLoading';
import { NotAMember } from '../../shared/NotAMember';
import { staffStorePath } from './storePaths';

/** `/restaurants/:restaurantId`: the stores of one restaurant that this person may open. */
export default function RestaurantPage() {
  const { restaurantId = '' } = useParams();
  const mine = useMyRestaurants();
  const entry = mine.data.find((candidate) => candidate.restaurant.id === restaurantId);
  const stores = useStores(entry ? restaurantId : undefined);
  usePageTitle(entry?.restaurant.name ?? 'Restaurant');

  if (mine.loading) return <LoadingScreen label="Loading the restaurant…" />;
  if (mine.error) return <Alert severity="error">{describeError(mine.error).message}</Alert>;
  // Live: when their membership is removed, the entry disappears and so does the page.
  if (!entry) return <NotAMember place="restaurant" />;

  const reachable = reachableStores([entry], [stores.data]);
  return (
    <>
      <PageHeader
        eyebrow="Restaurant"
        title={entry.restaurant.name}
        subtitle={entry.restaurant.description || undefined}
      />
      {stores.error && <Alert severity="error">{describeError(stores.error).message}</Alert>}
      {stores.loading && <ListLoading label="Loading the stores" />}
      {!stores.loading && !stores.error && reachable.length === 0 && (
        <EmptyState
          icon={<StorefrontRounded />}
          title="No stores yet"
          description="This restaurant has no stores you can open yet."
        />
      )}
      {reachable.length > 0 && (
        <StoreListCard stores={reachable.map(({ store }) => ({ store }))} storeHref={staffStorePath} />
      )}
    </>
  );
}
