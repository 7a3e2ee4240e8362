import {
  guestCustomerKeysForPhone,
  mergeCustomerRecords,
  personSearchTerms,
  type StoredCustomer,
  ZStoredCustomer,
} from '@resto/domain';
import { adminAuth, db, runContendedTransaction } from '../admin';
import { log } from '../log';
import { restaurantCustomerDoc } from '../onlineOrdering/onlineOrderingPaths';
import { stripUndefined } from '../settings/stripUndefined';

/** Most records found by a verified email that one sign-in merges per restaurant. */
const MAX_EMAIL_MATCHES = 10;

export interface ProvenIdentity {
  /** The account the records merge into. */
  uid: string;
  /** The guest session the caller proved they held (its records are theirs). */
  guestUid: string;
  /** A phone number the account proved by a texted code. */
  verifiedPhoneE164?: string | undefined;
  /** An email address the account proved. */
  verifiedEmail?: string | undefined;
}

/**
 * The account's proven phone and email: a texted-code account's uid is `phone:+61…`; an email
 * account counts only once its address is verified.
 */
export async function provenIdentity(uid: string, guestUid: string): Promise<ProvenIdentity> {
  const user = await adminAuth()
    .getUser(uid)
    .catch(() => undefined);
  const verifiedPhoneE164 = uid.startsWith('phone:') ? uid.slice('phone:'.length) : user?.phoneNumber;
  const verifiedEmail = user?.emailVerified && user.email ? user.email.toLowerCase() : undefined;
  return { uid, guestUid, verifiedPhoneE164, verifiedEmail };
}

/** Guest records (an anonymous session's uid) among `keys`: only those are merged by an email match. */
async function guestKeys(keys: string[]): Promise<Set<string>> {
  const uids = keys.filter((key) => !key.startsWith('guest:'));
  const guests = new Set(keys.filter((key) => key.startsWith('guest:')));
  if (uids.length === 0) return guests;
  const { users } = await adminAuth().getUsers(uids.map((uid) => ({ uid })));
  for (const user of users)
    if (user.providerData.length === 0 && !user.email && !user.phoneNumber) guests.add(user.uid);
  return guests;
}

/**
 * Makes the restaurant's customers one record per person: the proven guest session's record, the
 * `guest:{phone}` record of the verified number, and guest records whose email is the verified one
 * are merged into the account's record and removed, in one transaction (a racing order count retries
 * on the merged record). Another account's record is never touched.
 */
export async function mergeCustomerRecordsFor(
  restaurantId: string,
  identity: ProvenIdentity,
): Promise<number> {
  const candidates = new Set<string>([
    identity.guestUid,
    ...guestCustomerKeysForPhone(identity.verifiedPhoneE164),
  ]);
  if (identity.verifiedEmail) {
    const byEmail = await db()
      .collection(`restaurants/${restaurantId}/customers`)
      .where('unverifiedEmail', '==', identity.verifiedEmail)
      .limit(MAX_EMAIL_MATCHES)
      .get();
    const keys = byEmail.docs.map((doc) => doc.id).filter((key) => key !== identity.uid);
    for (const key of await guestKeys(keys)) candidates.add(key);
  }
  candidates.delete(identity.uid);
  const sources = [...candidates].map((key) => restaurantCustomerDoc(restaurantId, key));
  const target = restaurantCustomerDoc(restaurantId, identity.uid);
  const merged = await runContendedTransaction(async (tx) => {
    const [targetSnapshot, ...sourceSnapshots] = await tx.getAll(target, ...sources);
    let record = read(targetSnapshot);
    let count = 0;
    for (const snapshot of sourceSnapshots) {
      const source = read(snapshot);
      if (!source || !snapshot) continue;
      record = mergeCustomerRecords(record, source);
      tx.delete(snapshot.ref);
      count += 1;
    }
    if (count === 0 || !record) return 0;
    const searchTerms = personSearchTerms({
      name: record.name,
      email: record.unverifiedEmail,
      mobile: record.mobileNumberE164 ?? '',
    });
    tx.set(target, stripUndefined({ ...record, searchTerms }));
    return count;
  });
  if (merged > 0) log.info('customers.records_merged', { restaurantId, uid: identity.uid, merged });
  return merged;
}

function read(snapshot: FirebaseFirestore.DocumentSnapshot | undefined): StoredCustomer | undefined {
  if (!snapshot?.exists) return undefined;
  const parsed = ZStoredCustomer.safeParse(snapshot.data());
  return parsed.success ? parsed.data : undefined;
}
