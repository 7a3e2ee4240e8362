import { strongerRole, type UserRole, ZUserRole } from '@resto/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin';
import { restaurantMembers, storeDoc, storeMembers } from '../firestore/paths';
import type { Caller } from '../http/auth';

/** The role stored on a membership document, or undefined when there is none (or it is malformed). */
function roleOf(snapshot: DocumentSnapshot): UserRole | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = ZUserRole.safeParse(snapshot.get('role'));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Super admins read every tenant as its admin would, but change only tenants they are members of:
 * anything else they change for an owner goes through a support sign-in, which is audited
 * (superAdmin/supportSessions.ts). So for a write a super admin's role is their membership's.
 */
function superAdminReads(caller: Caller): boolean {
  return caller.superAdmin && caller.readsOnly === true;
}

/** A support sign-in reaches only the restaurant it was started for. */
function outsideSupportSession(caller: Caller, restaurantId: string): boolean {
  return caller.supportSession !== undefined && caller.supportSession.restaurantId !== restaurantId;
}

/** The caller's role across a restaurant: its membership, or admin for super admins reading. */
export async function resolveRestaurantRole(
  caller: Caller,
  restaurantId: string,
): Promise<UserRole | undefined> {
  if (superAdminReads(caller)) return 'admin';
  if (outsideSupportSession(caller, restaurantId)) return undefined;
  return roleOf(await restaurantMembers(restaurantId).doc(caller.uid).get());
}

export interface StoreAccess {
  role: UserRole | undefined;
  storeExists: boolean;
}

/**
 * The caller's role in one store: the stronger of their restaurant membership (which reaches every
 * store) and their store membership. Read in one round trip together with the store itself, so the
 * guard can tell "not yours" (403) from "no such store" (404) without a second read.
 */
export async function resolveStoreAccess(
  caller: Caller,
  restaurantId: string,
  storeId: string,
): Promise<StoreAccess> {
  const [restaurantMember, storeMember, store] = await db().getAll(
    restaurantMembers(restaurantId).doc(caller.uid),
    storeMembers(restaurantId, storeId).doc(caller.uid),
    storeDoc(restaurantId, storeId),
  );
  const role = superAdminReads(caller)
    ? 'admin'
    : outsideSupportSession(caller, restaurantId)
      ? undefined
      : strongerRole(restaurantMember && roleOf(restaurantMember), storeMember && roleOf(storeMember));
  return { role, storeExists: store?.exists === true };
}

export async function resolveStoreRole(
  caller: Caller,
  restaurantId: string,
  storeId: string,
): Promise<UserRole | undefined> {
  return (await resolveStoreAccess(caller, restaurantId, storeId)).role;
}
