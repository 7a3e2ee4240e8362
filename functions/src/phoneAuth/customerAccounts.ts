import { adminAuth } from '../admin';
import { log } from '../log';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * The Auth account of a customer who proved they hold `e164`. Its uid is derived from the number, so
 * a customer keeps one identity (orders, loyalty) however often they sign in. An account made
 * earlier some other way for the same number (Firebase phone sign-in) is reused as it is.
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
    if (codeOf(error) === 'auth/phone-number-already-exists')
      return (await adminAuth().getUserByPhoneNumber(e164)).uid;
    throw error;
  }
}
