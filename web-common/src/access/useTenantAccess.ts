import type { UserRole } from '@resto/domain';
import { useAuth } from '../auth/AuthContext';
import { restaurantMemberDoc, storeMemberDoc } from '../data/members';
import { type DocResult, useDoc } from '../data/useDoc';
import { decideTenantAccess, type MembershipRead, type TenantAccess } from './tenantAccess';

function membershipRead(result: DocResult<{ role: UserRole }>): MembershipRead {
  if (result.data === undefined) return undefined;
  return result.data === null ? null : result.data.role;
}

/**
 * The signed-in viewer's access to a restaurant (or, with `storeId`, to one of its stores), from
 * live reads of their own membership documents (rules let anyone read their own).
 */
export function useTenantAccess(restaurantId: string, storeId?: string): TenantAccess {
  const { user, claims } = useAuth();
  const restaurantMember = useDoc(user && restaurantId ? restaurantMemberDoc(restaurantId, user.uid) : null);
  const storeMember = useDoc(
    user && restaurantId && storeId ? storeMemberDoc(restaurantId, storeId, user.uid) : null,
  );
  return decideTenantAccess({
    superAdmin: claims.superAdmin,
    level: storeId ? 'store' : 'restaurant',
    restaurantMembership: membershipRead(restaurantMember),
    storeMembership: storeId ? membershipRead(storeMember) : undefined,
    failed: Boolean(restaurantMember.error ?? (storeId ? storeMember.error : undefined)),
  });
}
