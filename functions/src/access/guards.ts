import { roleAtLeast, type UserRole } from '@resto/domain';
import { restaurantDoc } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { resolveRestaurantRole, resolveStoreAccess } from './roles';

/**
 * Guards run before a handler touches tenant data: 403 when the caller has no (or too weak a) role
 * in that tenant, 404 only for ids that are unknown inside a tenant the caller may see. Super admins
 * pass every guard when reading; their writes need a membership (roles.ts).
 */

export const SUPER_ADMIN_READ_ONLY_MESSAGE =
  'Super admins see restaurants read-only. To change something for the owner, use "Sign in as owner" on the restaurant: it is recorded in the audit log.';

function notMemberMessage(caller: Caller, otherwise: string): string {
  if (caller.superAdmin) return SUPER_ADMIN_READ_ONLY_MESSAGE;
  if (caller.supportSession) return 'A support sign-in reaches only the restaurant it was started for.';
  return otherwise;
}

export async function requireRestaurantRole(
  caller: Caller,
  restaurantId: string,
  minimum: UserRole,
): Promise<UserRole> {
  const role = await resolveRestaurantRole(caller, restaurantId);
  if (role === undefined)
    throw new ForbiddenError(notMemberMessage(caller, 'You are not a member of this restaurant.'));
  if (!roleAtLeast(role, minimum)) throw new ForbiddenError('Only restaurant admins can do this.');
  // Members exist only for real restaurants; a super admin may name any id, so check it exists.
  if (caller.superAdmin && caller.readsOnly && !(await restaurantDoc(restaurantId).get()).exists)
    throw new NotFoundError('We could not find this restaurant.');
  return role;
}

export function requireRestaurantAdmin(caller: Caller, restaurantId: string): Promise<UserRole> {
  return requireRestaurantRole(caller, restaurantId, 'admin');
}

export async function requireStoreAccess(
  caller: Caller,
  restaurantId: string,
  storeId: string,
  minimum: UserRole,
): Promise<UserRole> {
  const { role, storeExists } = await resolveStoreAccess(caller, restaurantId, storeId);
  if (role === undefined)
    throw new ForbiddenError(notMemberMessage(caller, 'You do not have access to this store.'));
  if (!roleAtLeast(role, minimum)) throw new ForbiddenError('Only store admins can do this.');
  if (!storeExists) throw new NotFoundError('We could not find this store.');
  return role;
}
