import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import { EmptyState, useAuth } from '@resto/web-common';

/** Home for someone who signed in but works nowhere yet: what to ask their manager for. */
export function NotAddedYet() {
  const { user } = useAuth();
  return (
    <EmptyState
      icon={<GroupAddRounded />}
      title="You have not been added to a restaurant yet"
      description={`Ask your manager to add ${user?.email ?? 'your email'} on the store's Users page in Admin. Their invitation shows up on the Restaurants page for you to accept; your stores show up here as soon as you do.`}
    />
  );
}
