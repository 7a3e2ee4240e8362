import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, db } from '../admin';
import { log } from '../log';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * Whether an account made some other way for the number is a plain customer's (Firebase phone
 * sign-in): phone only, no claims (super admin, devices), no membership of any restaurant or store.
 * A staff or admin account that happens to carry the number must never be handed out by a texted
 * code: the customer gets an identity of their own instead.
 */
async function isCustomerOnlyAccount(user: UserRecord): Promise<boolean> {
  if (user.email) return false;
  if (Object.keys(user.customClaims ?? {}).length > 0) return false;
  if (user.providerData.some((provider) => provider.providerId !== 'phone')) return false;
  const memberships = await db().collectionGroup('members').where('uid', '==', user.uid).limit(1).get();
  return memberships.empty;
}

/** A customer identity that carries the number in its uid only (the Auth number is someone else's). */
async function separateCustomerUid(uid: string): Promise<string> {
  try {
    await adminAuth().createUser({ uid });
    log.info('phone_auth.customer_created', { uid, separateFromExistingAccount: true });
  } catch (error) {
    if (codeOf(error) !== 'auth/uid-already-exists') throw error;
  }
  return uid;
}

/**
 * The mobile number a signed-in customer has proved they hold: from our phone sign-in's uid, or the
 * number Firebase phone sign-in verified on the account. Undefined for guests and email accounts.
 */
export async function verifiedMobileOf(uid: string | undefined): Promise<string | undefined> {
  if (!uid) return undefined;
  if (uid.startsWith('phone:')) return uid.slice('phone:'.length);
  try {
    return (await adminAuth().getUser(uid)).phoneNumber ?? undefined;
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * The Auth account of a customer who proved they hold `e164`. Its uid is derived from the number, so
 * a customer keeps one identity (orders, loyalty) however often they sign in. An account made
 * earlier by Firebase phone sign-in for the same number is reused; a staff, admin or device account
 * holding the number never is.
 */
export async function customerUidForPhone(e164: string): Promise<string> {
  const uid = `phone:${e164}`;
  try {
    await adminAuth().getUser(uid);
    return uid;
  } catch (error) {
    if (codeOf(error) !== 'auth/user-not-found') throw error;
  }
  try {
    await adminAuth().createUser({ uid, phoneNumber: e164 });
    log.info('phone_auth.customer_created', { uid });
    return uid;
  } catch (error) {
    if (codeOf(error) === 'auth/uid-already-exists') return uid;
    if (codeOf(error) === 'auth/phone-number-already-exists') {
      const holder = await adminAuth().getUserByPhoneNumber(e164);
      return (await isCustomerOnlyAccount(holder)) ? holder.uid : separateCustomerUid(uid);
    }
    throw error;
  }
}
