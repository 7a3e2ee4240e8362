import type { UserRole } from '@resto/domain';
import type { ApiClient, ApiPath } from '@resto/web-common';

/** Where a user list lives: a whole restaurant, or one of its stores. */
export interface UsersScope {
  restaurantId: string;
  storeId?: string | undefined;
}

export interface AddUserResult {
  status: 'active' | 'invited';
}

/** `/api/restaurant-users/restaurants/:r/users` or `/api/store-users/restaurants/:r/store/:s/users`. */
export function usersBasePath({ restaurantId, storeId }: UsersScope): ApiPath {
  const restaurant = encodeURIComponent(restaurantId);
  return storeId
    ? `/api/store-users/restaurants/${restaurant}/store/${encodeURIComponent(storeId)}/users`
    : `/api/restaurant-users/restaurants/${restaurant}/users`;
}

/** The user-list commands of one restaurant or store. */
export function usersCommands(client: ApiClient, scope: UsersScope) {
  const base = usersBasePath(scope);
  return {
    add: (email: string, role: UserRole) => client.post<AddUserResult>(`${base}/add`, { email, role }),
    changeRole: (memberId: string, role: UserRole) =>
      client.post(`${base}/${encodeURIComponent(memberId)}/role`, { role }),
    remove: (memberId: string) => client.delete(`${base}/${encodeURIComponent(memberId)}`),
  };
}
export type UsersCommands = ReturnType<typeof usersCommands>;
