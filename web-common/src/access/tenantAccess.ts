import { strongerRole, type UserRole } from '@resto/domain';

/**
 * One membership document of the viewer, as a live read reports it: `undefined` while the server
 * has not answered, `null` when there is no such document, otherwise the role it grants.
 */
export type MembershipRead = UserRole | null | undefined;

export interface TenantAccessInput {
  superAdmin: boolean;
  /** The viewer's `restaurants/{r}/members/{uid}`. */
  restaurantMembership: MembershipRead;
  /** The viewer's `restaurants/{r}/stores/{s}/members/{uid}`; leave out for restaurant pages. */
  storeMembership?: MembershipRead;
  /** Restaurant pages need a restaurant membership; store pages accept either level. */
  level: 'restaurant' | 'store';
  /** Reading a membership failed (offline for long, rules changed): neither allowed nor refused. */
  failed?: boolean;
}

export type TenantAccess =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'denied' }
  | {
      status: 'allowed';
      /** The strongest role the viewer holds here; super admins see everything as admins do. */
      role: UserRole;
      /**
       * A super admin who is not an admin member here: they see everything an admin sees and change
       * nothing (the API refuses them too); changes for the owner go through a support sign-in.
       */
      readOnly: boolean;
      /** Their role across the whole restaurant, when they have one (decides the "back to restaurant" link). */
      restaurantRole: UserRole | undefined;
      superAdmin: boolean;
    };

/**
 * Who may open a restaurant's or a store's pages. The restaurant and store documents are public (the
 * storefront reads them), so readable data alone proves nothing: only a membership (or the
 * superAdmin claim) does. A restaurant member reaches every store; a store member only their store.
 * Fed by live reads, so removing someone's membership turns their open page into "not allowed".
 */
export function decideTenantAccess(input: TenantAccessInput): TenantAccess {
  const restaurantRole = input.restaurantMembership ?? undefined;
  if (input.failed) return { status: 'failed' };

  const reads =
    input.level === 'store'
      ? [input.restaurantMembership, input.storeMembership]
      : [input.restaurantMembership];
  // Wait for every read, so an admin's buttons do not flash disabled while a stronger role loads.
  if (reads.some((read) => read === undefined)) return { status: 'loading' };

  const role =
    input.level === 'store'
      ? strongerRole(input.restaurantMembership ?? undefined, input.storeMembership ?? undefined)
      : restaurantRole;
  if (input.superAdmin)
    return { status: 'allowed', role: 'admin', restaurantRole, superAdmin: true, readOnly: role !== 'admin' };
  if (role === undefined) return { status: 'denied' };
  return { status: 'allowed', role, restaurantRole, superAdmin: false, readOnly: false };
}
