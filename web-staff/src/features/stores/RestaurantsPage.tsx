import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import Alert from '@mui/material/Alert';
import { describeError, LinkListCard, PageHeader, useMyRestaurants, usePageTitle } from '@resto/web-common';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';
import { StaffPendingInvites } from '../../shared/StaffPendingInvites';
import { STAFF_ROLE_WORDS } from './roleWords';

/** `/restaurants`: invitations to answer, then the restaurants this person works at, live. */
export default function RestaurantsPage() {
  usePageTitle('Restaurants');
  const { data, loading, error } = useMyRestaurants();
  return (
    <>
      <PageHeader title="Restaurants" subtitle="The restaurants you work at." />
      <StaffPendingInvites />
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && <ListLoading label="Loading your restaurants" />}
      {!loading && !error && data.length === 0 && <NotAddedYet />}
      {data.length > 0 && (
        <LinkListCard
          rows={data.map(({ restaurant, role, access, storeIds }) => ({
            key: restaurant.id,
            to: `/restaurants/${restaurant.id}`,
            icon: <RestaurantRounded color="primary" />,
            primary: restaurant.name,
            secondary:
              access === 'restaurant'
                ? `${STAFF_ROLE_WORDS[role]} · every store`
                : `${STAFF_ROLE_WORDS[role]} · ${storeIds.length} ${storeIds.length === 1 ? 'store' : 'stores'}`,
          }))}
        />
      )}
    </>
  );
}
