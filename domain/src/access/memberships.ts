/**
 * Restaurant- and store-level memberships and invitations (SPEC.md section 6): who may act for a
 * tenant, with which role, and the rule that a restaurant always keeps at least one admin.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { USER_ROLES, type UserRole } from '../common/constants';
import { ZEmail } from '../common/validation';

export const ZUserRole = z.enum(USER_ROLES, { error: 'Choose a role: admin or user' });

/** Roles from weakest to strongest; an admin may do everything a user may. */
const ROLE_RANK: Record<UserRole, number> = { user: 0, admin: 1 };

export function roleAtLeast(role: UserRole, minimum: UserRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/** The stronger of two roles (either may be missing): a store sees the best of both levels. */
export function strongerRole(a: UserRole | undefined, b: UserRole | undefined): UserRole | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}

/**
 * Invitations are matched to accounts by email, so both sides are compared in one form: trimmed
 * and lowercase (Firebase Auth treats emails case-insensitively too).
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
export const ZMemberEmail = ZEmail.transform(normaliseEmail);

const memberFields = {
  uid: ZDocumentId,
  email: z.string(),
  displayName: z.string().optional(),
  role: ZUserRole,
  restaurantId: ZDocumentId,
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
};

/** `restaurants/{restaurantId}/members/{uid}`: reaches every store of the restaurant. */
export const ZRestaurantMember = z.object(memberFields);
export type RestaurantMember = z.infer<typeof ZRestaurantMember>;

/** `restaurants/{restaurantId}/stores/{storeId}/members/{uid}`: that store only. */
export const ZStoreMember = z.object({ ...memberFields, storeId: ZDocumentId });
export type StoreMember = z.infer<typeof ZStoreMember>;

const inviteFields = {
  email: z.string(),
  role: ZUserRole,
  restaurantId: ZDocumentId,
  invitedByUid: ZDocumentId,
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
};

/** `restaurants/{restaurantId}/invites/{inviteId}`: an email invited to join; a membership only once they accept. */
export const ZRestaurantInvite = z.object(inviteFields);
export type RestaurantInvite = z.infer<typeof ZRestaurantInvite>;

export const ZStoreInvite = z.object({ ...inviteFields, storeId: ZDocumentId });
export type StoreInvite = z.infer<typeof ZStoreInvite>;

export const LAST_ADMIN_MESSAGE =
  'A restaurant needs at least one admin. Make someone else an admin before removing or demoting this one.';

/**
 * Why a change to one member would leave the restaurant without an admin, or undefined when it is
 * fine. `newRole` null means the member is being removed.
 */
export function lastAdminProblem(
  members: readonly { id: string; role: UserRole }[],
  change: { memberId: string; newRole: UserRole | null },
): string | undefined {
  const target = members.find((member) => member.id === change.memberId);
  if (target?.role !== 'admin' || change.newRole === 'admin') return undefined;
  const otherAdmins = members.filter((member) => member.role === 'admin' && member.id !== change.memberId);
  return otherAdmins.length === 0 ? LAST_ADMIN_MESSAGE : undefined;
}
