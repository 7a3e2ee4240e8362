import { normaliseEmail, ZUserRole } from '@resto/domain';
import type {
  DocumentData,
  DocumentReference,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { db, nowIso } from '../admin';

export interface AcceptedInvite {
  restaurantId: string;
  storeId?: string;
  role: 'admin' | 'user';
}

interface Account {
  uid: string;
  email: string | undefined;
  displayName: string | undefined;
}

/** Whether any restaurant or store has invited this email (read outside a transaction). */
export async function hasPendingInvites(email: string): Promise<boolean> {
  const invites = await db()
    .collectionGroup('invites')
    .where('email', '==', normaliseEmail(email))
    .limit(1)
    .get();
  return !invites.empty;
}

/**
 * Reads (inside `tx`) the invites waiting for this account's email, at restaurant and store level
 * (one collection-group query on `invites`). Returns the writes that turn them into memberships, to
 * run after the transaction's other reads. Idempotent: an existing membership is kept as it is and
 * the invite is deleted either way, so a retried sign-in changes nothing.
 */
export async function readPendingInvites(tx: Transaction, account: Account) {
  if (!account.email) return { accepted: [] as AcceptedInvite[], write: () => {} };
  const invites = await tx.get(
    db().collectionGroup('invites').where('email', '==', normaliseEmail(account.email)),
  );
  const plans: { invite: QueryDocumentSnapshot; memberRef: DocumentReference; accepted: AcceptedInvite }[] =
    [];
  for (const invite of invites.docs) {
    const placeRef = invite.ref.parent.parent;
    const role = ZUserRole.safeParse(invite.get('role'));
    if (!placeRef || !role.success) continue;
    const storeId = placeRef.parent.id === 'stores' ? placeRef.id : undefined;
    const restaurantId = storeId ? placeRef.parent.parent?.id : placeRef.id;
    if (!restaurantId) continue;
    plans.push({
      invite,
      memberRef: placeRef.collection('members').doc(account.uid),
      accepted: { restaurantId, ...(storeId ? { storeId } : {}), role: role.data },
    });
  }
  const existing = plans.length > 0 ? await tx.getAll(...plans.map((plan) => plan.memberRef)) : [];

  const write = () => {
    const now = nowIso();
    plans.forEach((plan, index) => {
      if (!existing[index]?.exists) {
        const member: DocumentData = {
          uid: account.uid,
          email: normaliseEmail(account.email ?? ''),
          ...(account.displayName ? { displayName: account.displayName } : {}),
          role: plan.accepted.role,
          restaurantId: plan.accepted.restaurantId,
          ...(plan.accepted.storeId ? { storeId: plan.accepted.storeId } : {}),
          createdIsoDateTimeUtc: now,
          invitedByUid: plan.invite.get('invitedByUid') ?? null,
        };
        tx.create(plan.memberRef, member);
      }
      tx.delete(plan.invite.ref);
    });
  };
  return { accepted: plans.map((plan) => plan.accepted), write };
}
