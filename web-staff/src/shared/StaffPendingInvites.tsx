import { PendingInvites } from '@resto/web-common';
import { useNavigate } from 'react-router-dom';
import { STAFF_ROLE_WORDS } from '../features/stores/roleWords';

/** Invitations to answer, above the staff app's restaurant and store pickers; accepting opens the place. */
export function StaffPendingInvites() {
  const navigate = useNavigate();
  return (
    <PendingInvites
      roleWords={STAFF_ROLE_WORDS}
      onAccepted={({ restaurantId, storeId }) =>
        navigate(
          storeId
            ? `/stores/${encodeURIComponent(storeId)}`
            : `/restaurants/${encodeURIComponent(restaurantId)}`,
        )
      }
    />
  );
}
