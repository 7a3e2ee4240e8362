/**
 * Every abuse limit of the public and device-facing routes in one table: what is counted, how many
 * per window, and what the caller is told when limited. Counted in Firestore (FirestoreRateLimiter) so
 * the limit holds across function instances.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../http/errors';
import { FirestoreRateLimiter } from './firestoreRateLimiter';

export interface AbuseLimit {
  points: number;
  durationSeconds: number;
  /** Words for the caller: what they did too often. */
  what: string;
}

export const ABUSE_LIMITS = {
  /** New orders at one store from one network address (a family or an office shares one). */
  orderPlacementPerIp: { points: 60, durationSeconds: 600, what: 'placed too many orders' },
  /** New orders at one store for one customer (their account, or their mobile number as a guest). */
  orderPlacementPerCustomer: { points: 20, durationSeconds: 600, what: 'placed too many orders' },
  /** New cards tried on one order: stops card testing through the decline-and-retry path. */
  cardAttemptsPerOrder: { points: 5, durationSeconds: 3600, what: 'tried too many cards on this order' },
  /** New cards tried from one network address. */
  cardAttemptsPerIp: { points: 20, durationSeconds: 3600, what: 'tried too many cards' },
  couponSuggestPerIp: { points: 60, durationSeconds: 600, what: 'checked coupons too often' },
  couponRedeemPerIp: { points: 60, durationSeconds: 600, what: 'tried too many coupons' },
  devicePairingPerIp: { points: 10, durationSeconds: 900, what: 'tried too many pairing codes' },
  /** New accounts from one network address: a team signing up together fits, a script does not. */
  signUpPerIp: { points: 20, durationSeconds: 3600, what: 'created too many accounts' },
  /** Verification emails asked for again by one account. */
  verificationEmailPerUser: { points: 5, durationSeconds: 3600, what: 'asked for too many emails' },
  /**
   * Printer status checks of one store (each asks Sunmi about its printers): a printer page and a few
   * staff screens checking every half minute fit; a loop does not.
   */
  printerCheckPerStore: { points: 40, durationSeconds: 60, what: 'checked the printers too often' },
  /**
   * Ratings and private messages from one network address (a review link needs no sign-in): a
   * household rating its orders fits, a script flooding a store's reviews does not.
   */
  reviewSubmitPerIp: { points: 20, durationSeconds: 600, what: 'sent too many reviews' },
  /** Review pages opened from one address (each checks an order's token). */
  reviewPagePerIp: { points: 120, durationSeconds: 600, what: 'opened too many review pages' },
  /** Courier price checks from one network address (each asks the courier service): a checkout re-asking as the address changes fits. */
  courierQuotePerIp: { points: 60, durationSeconds: 600, what: 'asked for too many delivery prices' },
  /** Website contact / catering inquiries from one network address to one store. */
  websiteInquiryPerIp: { points: 5, durationSeconds: 3600, what: 'sent too many messages' },
} as const satisfies Record<string, AbuseLimit>;

export type AbuseLimitName = keyof typeof ABUSE_LIMITS;

const limiters = new Map<AbuseLimitName, FirestoreRateLimiter>();

function limiterFor(name: AbuseLimitName): FirestoreRateLimiter {
  let limiter = limiters.get(name);
  if (!limiter) {
    const limit = ABUSE_LIMITS[name];
    limiter = new FirestoreRateLimiter({
      keyPrefix: name,
      points: limit.points,
      duration: limit.durationSeconds,
    });
    limiters.set(name, limiter);
  }
  return limiter;
}

export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Counts one hit of `name` for `key`; throws 429 (Retry-After, words) once the window is used up.
 * A refused hit is still counted, so hammering a limited route never frees it sooner.
 */
export async function consumeLimit(name: AbuseLimitName, key: string): Promise<void> {
  try {
    await limiterFor(name).consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new TooManyRequestsError(
      `You have ${ABUSE_LIMITS[name].what}. Please wait ${waitInWords(seconds)} and try again.`,
      seconds,
    );
  }
}

/** Gives back one hit, for a request that turned out to repeat one already counted. */
export async function rewardLimit(name: AbuseLimitName, key: string): Promise<void> {
  await limiterFor(name).reward(key);
}
