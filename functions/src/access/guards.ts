import { roleAtLeast, type UserRole } from '@resto/domain';
import { restaurantDoc } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { resolveRestaurantRole, resolveStoreAccess } from './roles';

/**
 * Guards run before a handler touches tenant data: 403 when the caller has no (or too weak a) role
 * in that tenant, 404 only for ids that are unknown inside a tenant the caller may see. Super admins
 * pass every guard.
 */

export async function requireRestaurantRole(
  caller: Caller,
  restaurantId: string,
  minimum: UserRole,
): Promise<UserRole> {
  const role = await resolveRestaurantRole(caller, restaurantId);
  if (role === undefined) throw new ForbiddenError('You are not a member of this restaurant.');
  if (!roleAtLeast(role, minimum)) throw new ForbiddenError('Only restaurant admins can do this.');
  // Members exist only for real restaurants; a super admin may name any id, so check it exists.
  if (caller.superAdmin && !(await restaurantDoc(restaurantId).get()).exists)
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
  if (role === undefined) throw new ForbiddenError('You do not have access to this store.');
  if (!roleAtLeast(role, minimum)) throw new ForbiddenError('Only store admins can do this.');
  if (!storeExists) throw new NotFoundError('We could not find this store.');
  return role;
}
