/**
 * How a POS terminal's outbox treats the server's answers. Every order is kept on the device until the
 * server has applied it (or refused it for a reason a person must look at); everything else is tried
 * again later with a growing, jittered delay, so a backend that comes back is not hit by every
 * terminal at the same instant.
 */

export const POS_OUTBOX_RETRY = {
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
} as const;

export type PosOutboxOutcome = 'applied' | 'retry' | 'needsAttention';

/**
 * What an answer means for an outbox entry. 0 = no answer (offline, DNS, timeout). A 2xx, including a
 * repeat answered from the stored order, is applied. 400 / 403 / 404 / 409 / 413 will not change on
 * their own (the order changed, the employee or terminal was removed): a manager must look at it.
 * Everything else (401 while a token refreshes, 408, 429, 5xx) is tried again.
 */
export function posOutboxOutcome(status: number): PosOutboxOutcome {
  if (status >= 200 && status < 300) return 'applied';
  if ([400, 403, 404, 409, 413, 422].includes(status)) return 'needsAttention';
  return 'retry';
}

/** Delay before attempt `attempts + 1` after `attempts` failed ones: 1 s, 2 s, 4 s … capped at 60 s, ±20%. */
export function posOutboxRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 16));
  const base = Math.min(POS_OUTBOX_RETRY.maxDelayMs, POS_OUTBOX_RETRY.firstDelayMs * 2 ** exponent);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** While nothing answers (an outage), the outbox tries at least this often, so it syncs soon after. */
export const POS_OUTBOX_NO_ANSWER_MAX_DELAY_MS = 5_000;

/**
 * The wait before the next attempt. Errors the server (or something on the way) answered back off
 * by their count; tries that got no answer at all (offline) never wait more than
 * `POS_OUTBOX_NO_ANSWER_MAX_DELAY_MS`, so an outage of an hour does not leave the first order
 * waiting a minute after the network returns, behind an answer that then fails once.
 */
export function posOutboxRetryDelay(
  counts: { attempts: number; failedAnswers: number },
  random: () => number = Math.random,
): number {
  if (counts.failedAnswers > 0) return posOutboxRetryDelayMs(counts.failedAnswers, random);
  return Math.min(POS_OUTBOX_NO_ANSWER_MAX_DELAY_MS, posOutboxRetryDelayMs(counts.attempts, random));
}

/** "just now", "45 s", "3 min", "2 h 5 min": how long the oldest unsynced change has waited. */
export function unsyncedAgeWords(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A device-generated POS order id: time-ordered prefix (base 36) + a random UUID; valid as a document id. */
export function newPosOrderId(now: number = Date.now(), uuid: () => string = randomUuid): string {
  return `p${now.toString(36)}-${uuid()}`;
}

/** The platform's random UUID (browsers and Node 20 both have Web Crypto); the domain has no DOM types. */
function randomUuid(): string {
  const webCrypto = (globalThis as { crypto?: { randomUUID(): string } }).crypto;
  if (!webCrypto) throw new Error('Web Crypto is needed to make order ids');
  return webCrypto.randomUUID();
}
