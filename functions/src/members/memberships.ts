import { createHash } from 'node:crypto';
import { lastAdminProblem, type UserRole, ZUserRole } from '@resto/domain';
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminAuth, nowIso, runContendedTransaction } from '../admin';
import {
  restaurantInvites,
  restaurantMembers,
  restaurantWithdrawnInvites,
  storeInvites,
  storeMembers,
  storeWithdrawnInvites,
} from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';

/**
 * Membership commands shared by the restaurant-level and store-level user routes. Members are
 * keyed by uid and invites by a hash of the email, so two admins adding the same person at once
 * race for one document id: one wins, the other gets a 409.
 */
export interface MembershipScope {
  restaurantId: string;
  storeId?: string;
}

export function membersOf(scope: MembershipScope): CollectionReference {
  return scope.storeId
    ? storeMembers(scope.restaurantId, scope.storeId)
    : restaurantMembers(scope.restaurantId);
}

export function invitesOf(scope: MembershipScope): CollectionReference {
  return scope.storeId
    ? storeInvites(scope.restaurantId, scope.storeId)
    : restaurantInvites(scope.restaurantId);
}

/**
 * Server-only traces of invites an admin withdrew (same id as the invite), so that accepting one
 * that was withdrawn meanwhile is told so (409) rather than "not found".
 */
export function withdrawnInvitesOf(scope: MembershipScope): CollectionReference {
  return scope.storeId
    ? storeWithdrawnInvites(scope.restaurantId, scope.storeId)
    : restaurantWithdrawnInvites(scope.restaurantId);
}

/** Tenant fields every membership and invite document carries (rules and collection groups read them). */
export function tenantFields(scope: MembershipScope): DocumentData {
  return scope.storeId
    ? { restaurantId: scope.restaurantId, storeId: scope.storeId }
    : { restaurantId: scope.restaurantId };
}

export function placeName(scope: MembershipScope): string {
  return scope.storeId ? 'this store' : 'this restaurant';
}

/** One invite per email per restaurant/store: the id is derived from the (lowercase) email. */
export function inviteIdFor(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 24);
}

export interface AddMemberResult {
  status: 'invited';
  id: string;
  inviteId: string;
}

async function accountForEmail(email: string) {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * Adds a person by email as an invite, whether or not the email has an account: nobody becomes a
 * member without agreeing. The person sees it (once their email is verified) and accepts or declines
 * it through `/api/user/invites/...`. An email that already belongs to a member is refused.
 */
export async function addMember(
  scope: MembershipScope,
  email: string,
  role: UserRole,
  byUid: string,
): Promise<AddMemberResult> {
  const account = await accountForEmail(email);
  const inviteRef = invitesOf(scope).doc(inviteIdFor(email));
  const withdrawnRef = withdrawnInvitesOf(scope).doc(inviteRef.id);
  const now = nowIso();
  const result = await runContendedTransaction(async (tx): Promise<AddMemberResult> => {
    const memberRef = account ? membersOf(scope).doc(account.uid) : undefined;
    const [invite, member] = await tx.getAll(inviteRef, ...(memberRef ? [memberRef] : []));
    if (member?.exists)
      throw new ConflictError(`${email} is already a member of ${placeName(scope)}.`, 'Already a member');
    if (invite?.exists)
      throw new ConflictError(`${email} has already been invited to ${placeName(scope)}.`, 'Already invited');
    tx.create(inviteRef, {
      email,
      role,
      ...tenantFields(scope),
      invitedByUid: byUid,
      createdIsoDateTimeUtc: now,
    });
    // A fresh invite replaces the trace of one withdrawn earlier.
    tx.delete(withdrawnRef);
    return { status: 'invited', id: inviteRef.id, inviteId: inviteRef.id };
  });
  log.info('membership.invited', { ...scope, memberId: result.id, role, byUid });
  return result;
}

export interface MemberListEntry {
  id: string;
  uid?: string;
  email: string;
  displayName?: string;
  role: UserRole;
  status: 'active' | 'invited';
}

export async function listMembers(scope: MembershipScope): Promise<MemberListEntry[]> {
  const [members, invites] = await Promise.all([membersOf(scope).get(), invitesOf(scope).get()]);
  const entries: MemberListEntry[] = [
    ...members.docs.map((doc) => ({
      id: doc.id,
      uid: doc.id,
      email: String(doc.get('email') ?? ''),
      ...(typeof doc.get('displayName') === 'string'
        ? { displayName: doc.get('displayName') as string }
        : {}),
      role: ZUserRole.catch('user').parse(doc.get('role')),
      status: 'active' as const,
    })),
    ...invites.docs.map((doc) => ({
      id: doc.id,
      email: String(doc.get('email') ?? ''),
      role: ZUserRole.catch('user').parse(doc.get('role')),
      status: 'invited' as const,
    })),
  ];
  return entries.sort((a, b) => a.email.localeCompare(b.email) || a.id.localeCompare(b.id));
}

/**
 * The member or invite named by `memberId` (a uid or an invite id), read in the transaction. For
 * restaurant members the admins are read too: the last-admin rule needs them, and reading them makes
 * two admins demoting each other at once conflict instead of both succeeding.
 */
async function findMember(tx: Transaction, scope: MembershipScope, memberId: string) {
  const memberRef = membersOf(scope).doc(memberId);
  const inviteRef = invitesOf(scope).doc(memberId);
  const [member, invite] = await tx.getAll(memberRef, inviteRef);
  if (member?.exists) {
    // Stores need no admin of their own: the restaurant's admins manage every store.
    const admins = scope.storeId
      ? undefined
      : (await tx.get(membersOf(scope).where('role', '==', 'admin'))).docs.map((doc) => ({
          id: doc.id,
          role: 'admin' as const,
        }));
    return {
      kind: 'member' as const,
      ref: memberRef,
      admins,
      role: ZUserRole.catch('user').parse(member.get('role')),
    };
  }
  if (invite?.exists)
    return {
      kind: 'invite' as const,
      ref: inviteRef,
      admins: undefined,
      role: undefined,
      email: String(invite.get('email') ?? ''),
    };
  throw new NotFoundError(`We could not find this user in ${placeName(scope)}.`);
}

function refuseLastAdmin(
  found: Awaited<ReturnType<typeof findMember>>,
  memberId: string,
  newRole: UserRole | null,
): void {
  if (found.admins === undefined || found.role === undefined) return;
  const members = [
    ...found.admins.filter((admin) => admin.id !== memberId),
    { id: memberId, role: found.role },
  ];
  const problem = lastAdminProblem(members, { memberId, newRole });
  if (problem) throw new ConflictError(problem, 'Last admin');
}

export async function changeMemberRole(
  scope: MembershipScope,
  memberId: string,
  role: UserRole,
  byUid: string,
): Promise<{ id: string; role: UserRole; status: 'active' | 'invited' }> {
  const status = await runContendedTransaction(async (tx) => {
    const found = await findMember(tx, scope, memberId);
    refuseLastAdmin(found, memberId, role);
    tx.update(found.ref, { role, updatedIsoDateTimeUtc: nowIso() });
    return found.kind === 'member' ? ('active' as const) : ('invited' as const);
  });
  log.info('membership.role_changed', { ...scope, memberId, role, byUid });
  return { id: memberId, role, status };
}

export async function removeMember(
  scope: MembershipScope,
  memberId: string,
  byUid: string,
): Promise<{ id: string; removed: true }> {
  await runContendedTransaction(async (tx) => {
    const found = await findMember(tx, scope, memberId);
    refuseLastAdmin(found, memberId, null);
    tx.delete(found.ref);
    if (found.kind === 'invite')
      tx.set(withdrawnInvitesOf(scope).doc(memberId), {
        email: found.email,
        ...tenantFields(scope),
        withdrawnByUid: byUid,
        withdrawnIsoDateTimeUtc: nowIso(),
      });
  });
  log.info('membership.removed', { ...scope, memberId, byUid });
  return { id: memberId, removed: true };
}
