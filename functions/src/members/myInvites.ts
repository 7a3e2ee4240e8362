import { normaliseEmail, type UserRole, ZUserRole } from '@resto/domain';
import type { DocumentData, DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { adminAuth, db, nowIso, runContendedTransaction } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import {
  inviteIdFor,
  invitesOf,
  type MembershipScope,
  membersOf,
  placeName,
  tenantFields,
  withdrawnInvitesOf,
} from './memberships';

/**
 * The invitee's side of an invite: the invites waiting for a person's verified email, and accepting
 * (which creates the membership) or declining them. Nobody becomes a member of a restaurant or store
 * without taking one of these steps themselves.
 */

/** At most this many pending invites are listed for one email (more is a sign of abuse, not use). */
export const MAX_LISTED_INVITES = 50;

/** Someone whose email the API has checked is verified (read from Auth, not the token). */
export interface VerifiedAccount {
  uid: string;
  email: string;
  displayName: string | undefined;
}

export interface PendingInvite {
  restaurantId: string;
  restaurantName: string;
  storeId?: string;
  storeName?: string;
  role: UserRole;
  invitedBy: string | null;
  invitedIsoDateTimeUtc: string | null;
}

interface InviteRecord {
  restaurantId: string;
  storeId?: string;
  role: UserRole;
  invitedByUid?: string;
  createdIsoDateTimeUtc?: string;
}

/** Where an invite document sits: `restaurants/{r}/invites/{id}` or `.../stores/{s}/invites/{id}`. */
function recordOf(doc: QueryDocumentSnapshot): InviteRecord | undefined {
  const segments = doc.ref.path.split('/');
  const role = ZUserRole.safeParse(doc.get('role'));
  if (!role.success || segments[0] !== 'restaurants') return undefined;
  const invitedByUid = doc.get('invitedByUid');
  const created = doc.get('createdIsoDateTimeUtc');
  const common = {
    role: role.data,
    ...(typeof invitedByUid === 'string' ? { invitedByUid } : {}),
    ...(typeof created === 'string' ? { createdIsoDateTimeUtc: created } : {}),
  };
  if (segments.length === 4 && segments[2] === 'invites')
    return { restaurantId: segments[1] as string, ...common };
  if (segments.length === 6 && segments[2] === 'stores' && segments[4] === 'invites')
    return { restaurantId: segments[1] as string, storeId: segments[3] as string, ...common };
  return undefined;
}

function invitesForEmail(email: string) {
  return db().collectionGroup('invites').where('email', '==', normaliseEmail(email));
}

/** How many invites wait for this (verified) email. */
export async function countPendingInvites(email: string): Promise<number> {
  const result = await invitesForEmail(email).count().get();
  return result.data().count;
}

/** Display names of the inviters, by uid (their name, else their email). */
async function inviterNames(uids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await adminAuth().getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })));
    for (const user of users) {
      const name = user.displayName ?? user.email;
      if (name) names.set(user.uid, name);
    }
  }
  return names;
}

/** The invites waiting for this verified email, with the names a person recognises them by. */
export async function listPendingInvites(email: string): Promise<PendingInvite[]> {
  const snapshot = await invitesForEmail(email).limit(MAX_LISTED_INVITES).get();
  const records = snapshot.docs.map(recordOf).filter((record) => record !== undefined);
  if (records.length === 0) return [];

  const placeRefs = new Map<string, DocumentReference>();
  for (const record of records) {
    const restaurant = restaurantDoc(record.restaurantId);
    placeRefs.set(restaurant.path, restaurant);
    if (record.storeId) {
      const store = storeDoc(record.restaurantId, record.storeId);
      placeRefs.set(store.path, store);
    }
  }
  const places = await db().getAll(...placeRefs.values());
  const nameOf = new Map(
    places.map((place) => [place.ref.path, place.exists ? place.get('name') : undefined]),
  );
  const inviters = await inviterNames([
    ...new Set(records.flatMap((record) => (record.invitedByUid ? [record.invitedByUid] : []))),
  ]);

  return records
    .flatMap((record): PendingInvite[] => {
      const restaurantName = nameOf.get(restaurantDoc(record.restaurantId).path);
      // An invite to a restaurant or store that no longer exists leads nowhere.
      if (typeof restaurantName !== 'string') return [];
      const storeName = record.storeId
        ? nameOf.get(storeDoc(record.restaurantId, record.storeId).path)
        : undefined;
      if (record.storeId && typeof storeName !== 'string') return [];
      return [
        {
          restaurantId: record.restaurantId,
          restaurantName,
          ...(record.storeId ? { storeId: record.storeId, storeName: storeName as string } : {}),
          role: record.role,
          invitedBy: (record.invitedByUid && inviters.get(record.invitedByUid)) || null,
          invitedIsoDateTimeUtc: record.createdIsoDateTimeUtc ?? null,
        },
      ];
    })
    .sort(
      (a, b) =>
        (b.invitedIsoDateTimeUtc ?? '').localeCompare(a.invitedIsoDateTimeUtc ?? '') ||
        a.restaurantName.localeCompare(b.restaurantName),
    );
}

function notInvited(scope: MembershipScope): NotFoundError {
  return new NotFoundError(`We could not find an invitation for you to ${placeName(scope)}.`);
}

/**
 * Accepts the caller's invite to a restaurant or store: creates the membership with the invite's
 * role and deletes the invite, in one transaction. Idempotent: a second accept (a double click, a
 * racing tab) finds the membership and answers the same. An invite for another email is not found
 * (only invites to the caller's own email are read); one withdrawn meanwhile is a 409.
 */
export async function acceptInvite(account: VerifiedAccount, scope: MembershipScope) {
  const email = normaliseEmail(account.email);
  const memberRef = membersOf(scope).doc(account.uid);
  const withdrawnRef = withdrawnInvitesOf(scope).doc(inviteIdFor(email));
  const result = await runContendedTransaction(async (tx) => {
    const invites = await tx.get(invitesOf(scope).where('email', '==', email).limit(10));
    const [member, withdrawn] = await tx.getAll(memberRef, withdrawnRef);
    if (member?.exists) {
      for (const invite of invites.docs) tx.delete(invite.ref);
      return { role: ZUserRole.catch('user').parse(member.get('role')), created: false };
    }
    const invite = invites.docs[0];
    if (!invite) {
      if (withdrawn?.exists && withdrawn.get('email') === email)
        throw new ConflictError(
          `This invitation to ${placeName(scope)} was withdrawn. Ask an admin there to invite you again.`,
          'Invitation withdrawn',
        );
      throw notInvited(scope);
    }
    const role = ZUserRole.catch('user').parse(invite.get('role'));
    const membership: DocumentData = {
      uid: account.uid,
      email,
      ...(account.displayName ? { displayName: account.displayName } : {}),
      role,
      ...tenantFields(scope),
      createdIsoDateTimeUtc: nowIso(),
      invitedByUid: invite.get('invitedByUid') ?? null,
    };
    tx.create(memberRef, membership);
    for (const each of invites.docs) tx.delete(each.ref);
    return { role, created: true };
  });
  if (result.created)
    log.info('membership.invite_accepted', { ...scope, uid: account.uid, role: result.role });
  return { ...scope, role: result.role, status: 'active' as const };
}

/** Declines (deletes) the caller's invite to a restaurant or store; 404 when there is none. */
export async function declineInvite(account: VerifiedAccount, scope: MembershipScope) {
  const email = normaliseEmail(account.email);
  await runContendedTransaction(async (tx) => {
    const invites = await tx.get(invitesOf(scope).where('email', '==', email).limit(10));
    if (invites.empty) throw notInvited(scope);
    for (const invite of invites.docs) tx.delete(invite.ref);
  });
  log.info('membership.invite_declined', { ...scope, uid: account.uid });
  return { ...scope, declined: true as const };
}
