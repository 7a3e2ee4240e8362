import Link from '@mui/material/Link';
import {
  PageHeader,
  storeInvites,
  storeMembers,
  useAuth,
  usePageTitle,
  useQuery,
  useStore,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { restaurantPath } from '../../shared/paths';
import { TeamAppAddresses } from '../sharing/TeamAppAddresses';
import { peopleFrom } from './people';
import { invitesErrorToShow } from './readableError';
import { UsersPanel } from './UsersPanel';

/** `/restaurants/:restaurantId/stores/:storeId/users`: who works at this one store. */
export default function StoreUsersPage() {
  usePageTitle('Store users');
  const { restaurantId = '', storeId = '' } = useParams();
  const { user } = useAuth();
  const { isAdmin, seesAdminData, restaurantRole, superAdmin } = useViewerAccess();
  const { data: store } = useStore(restaurantId, storeId);
  const members = useQuery(storeMembers(restaurantId, storeId));
  const invites = useQuery(seesAdminData ? storeInvites(restaurantId, storeId) : null);
  const people = useMemo(
    () => peopleFrom(members.data, invites.error ? [] : invites.data),
    [members.data, invites.data, invites.error],
  );
  const scope = useMemo(() => ({ restaurantId, storeId }), [restaurantId, storeId]);
  const reachesRestaurant = superAdmin || restaurantRole !== undefined;

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Store users"
        subtitle="People who work at this store only. Restaurant admins and this store's Admin Users manage them."
      />
      <TeamAppAddresses />
      <UsersPanel
        scope={scope}
        place="store"
        people={people}
        loading={members.loading || invites.loading}
        error={members.error ?? invitesErrorToShow(invites.error)}
        canManage={isAdmin}
        viewerUid={user?.uid}
        footnote={
          reachesRestaurant ? (
            <>
              Restaurant users reach every store:{' '}
              <Link component={RouterLink} to={`${restaurantPath(restaurantId)}/users`}>
                manage restaurant users
              </Link>
            </>
          ) : (
            'Restaurant users reach every store as well.'
          )
        }
      />
    </>
  );
}
