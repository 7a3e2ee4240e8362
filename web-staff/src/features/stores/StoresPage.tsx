import Alert from '@mui/material/Alert';
import { describeError, PageHeader, StoreListCard, useMyStores, usePageTitle } from '@resto/web-common';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';
import { StaffPendingInvites } from '../../shared/StaffPendingInvites';
import { staffStorePath } from './storePaths';

/** `/stores`: invitations to answer, then every store this person works at, across restaurants, live. */
export default function StoresPage() {
  usePageTitle('Stores');
  const { data, loading, error } = useMyStores();
  return (
    <>
      <PageHeader title="Stores" subtitle="The stores you work at." />
      <StaffPendingInvites />
      {error && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && <ListLoading label="Loading your stores" />}
      {!loading && !error && data.length === 0 && <NotAddedYet />}
      {data.length > 0 && (
        <StoreListCard
          stores={data.map(({ store, restaurant }) => ({ store, restaurantName: restaurant.name }))}
          storeHref={staffStorePath}
        />
      )}
    </>
  );
}
