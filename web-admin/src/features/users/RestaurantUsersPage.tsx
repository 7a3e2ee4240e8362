import Box from '@mui/material/Box';
import {
  PageHeader,
  restaurantInvites,
  restaurantMembers,
  useAuth,
  usePageTitle,
  useQuery,
  useRestaurant,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { TeamAppAddresses } from '../sharing/TeamAppAddresses';
import { AuditLogCard } from '../superAdmin/AuditLogCard';
import { peopleFrom } from './people';
import { invitesErrorToShow } from './readableError';
import { UsersPanel } from './UsersPanel';

/** `/restaurants/:restaurantId/users`: who can manage the whole restaurant. */
export default function RestaurantUsersPage() {
  usePageTitle('Restaurant users');
  const { restaurantId = '' } = useParams();
  const { user } = useAuth();
  const { isAdmin, seesAdminData } = useViewerAccess();
  const { data: restaurant } = useRestaurant(restaurantId);
  const members = useQuery(restaurantMembers(restaurantId));
  const invites = useQuery(seesAdminData ? restaurantInvites(restaurantId) : null);
  const people = useMemo(
    () => peopleFrom(members.data, invites.error ? [] : invites.data),
    [members.data, invites.data, invites.error],
  );
  const scope = useMemo(() => ({ restaurantId }), [restaurantId]);

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title="Restaurant users"
        subtitle="People who manage this restaurant. Admin Users manage people, stores and settings; Standard Users see orders and use the store screens."
      />
      <TeamAppAddresses />
      <UsersPanel
        scope={scope}
        place="restaurant"
        people={people}
        loading={members.loading || invites.loading}
        error={members.error ?? invitesErrorToShow(invites.error)}
        canManage={isAdmin}
        viewerUid={user?.uid}
      />
      {seesAdminData && (
        <Box sx={{ mt: 4 }}>
          <AuditLogCard restaurantId={restaurantId} />
        </Box>
      )}
    </>
  );
}
