/**
 * A limit one caller may hit many times at once, split over a few counters: one customer's burst of
 * checkouts (a family on several phones, a retrying app) would otherwise queue on one counter
 * document, each check a read-modify-write transaction on it. Shard k counts its fixed share of the
 * limit (the shares add up to the limit exactly, as coupon counters do); a hit tries the shards from
 * a random one on until one has room, so it is refused only when every share is used up.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../http/errors';
import { FirestoreRateLimiter } from './firestoreRateLimiter';
import { ABUSE_LIMITS, type AbuseLimitName, waitInWords } from './limits';

const limiters = new Map<string, FirestoreRateLimiter>();

function shardLimiter(name: AbuseLimitName, shard: number, shards: number): FirestoreRateLimiter {
  const key = `${name}#${shard}/${shards}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    const limit = ABUSE_LIMITS[name];
    const share = Math.floor(limit.points / shards) + (shard < limit.points % shards ? 1 : 0);
    limiter = new FirestoreRateLimiter({ keyPrefix: key, points: share, duration: limit.durationSeconds });
    limiters.set(key, limiter);
  }
  return limiter;
}

/** The shard a hit was counted on, to give it back there (rewardShardedLimit). */
export interface ShardedHit {
  name: AbuseLimitName;
  key: string;
  shard: number;
  shards: number;
}

/** Counts one hit of `name` for `key` on a shard with room; 429 (Retry-After, words) when none has. */
export async function consumeShardedLimit(
  name: AbuseLimitName,
  key: string,
  shards: number,
  random: () => number = Math.random,
): Promise<ShardedHit> {
  const first = Math.floor(random() * shards) % shards;
  let soonest = Number.POSITIVE_INFINITY;
  for (let step = 0; step < shards; step++) {
    const shard = (first + step) % shards;
    try {
      await shardLimiter(name, shard, shards).consume(key);
      return { name, key, shard, shards };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      soonest = Math.min(soonest, refusal.msBeforeNext);
    }
  }
  const seconds = Math.max(1, Math.ceil((Number.isFinite(soonest) ? soonest : 1000) / 1000));
  throw new TooManyRequestsError(
    `You have ${ABUSE_LIMITS[name].what}. Please wait ${waitInWords(seconds)} and try again.`,
    seconds,
  );
}

export async function rewardShardedLimit(hit: ShardedHit): Promise<void> {
  await shardLimiter(hit.name, hit.shard, hit.shards).reward(hit.key);
}
