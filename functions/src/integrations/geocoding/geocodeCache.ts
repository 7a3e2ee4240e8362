/**
 * Geocodes cached per normalised address (domain `normalisedAddressKey`), so a checkout that is
 * retried, repriced or placed again costs one geocoder call, and so does everyone typing the same
 * address. Server-only collection `geocodeCache/{sha256 of the key}`: `{key, outcome, cachedIsoDateTimeUtc,
 * expiresAt}`; a Firestore TTL policy on `expiresAt` (firestore.indexes.json) deletes old entries, and
 * reads ignore an entry past `expiresAt` before the policy gets to it. Found addresses are kept 30 days
 * (the longest Google's terms allow for cached coordinates), "nothing found" one day (typos get fixed,
 * new streets appear). A geocoder that could not answer is never cached.
 */
import { createHash } from 'node:crypto';
import { type GeocodeOutcome, normalisedAddressKey } from '@resto/domain';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../admin';
import { log } from '../../log';
import type { GeocodeRequest, GeocodingPort } from './port';

export const GEOCODE_CACHE_COLLECTION = 'geocodeCache';
export const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;

export function geocodeCacheDoc(key: string): DocumentReference {
  return db().collection(GEOCODE_CACHE_COLLECTION).doc(createHash('sha256').update(key).digest('hex'));
}

function isOutcome(value: unknown): value is GeocodeOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const outcome = value as { found?: unknown; places?: unknown };
  if (outcome.found === false) return true;
  return (
    outcome.found === true &&
    Array.isArray(outcome.places) &&
    outcome.places.every(
      (place: unknown) =>
        typeof place === 'object' &&
        place !== null &&
        typeof (place as { geoPoint?: { latitude?: unknown } }).geoPoint?.latitude === 'string',
    )
  );
}

/** Firestore refuses `undefined` values: drop optional fields that are absent. */
function storable(outcome: GeocodeOutcome): GeocodeOutcome {
  return JSON.parse(JSON.stringify(outcome)) as GeocodeOutcome;
}

/** `port` behind the cache. `now` is injectable for tests. */
export function cachedGeocoder(port: GeocodingPort, now: () => Date = () => new Date()): GeocodingPort {
  return {
    async geocode(request: GeocodeRequest): Promise<GeocodeOutcome> {
      const key = normalisedAddressKey(request.query, request.countryCode);
      const ref = geocodeCacheDoc(key);
      const snapshot = await ref.get();
      const expiresAt = snapshot.get('expiresAt');
      const outcome = snapshot.get('outcome');
      if (
        snapshot.exists &&
        snapshot.get('key') === key &&
        expiresAt instanceof Timestamp &&
        expiresAt.toMillis() > now().getTime() &&
        isOutcome(outcome)
      )
        return outcome;

      const fresh = await port.geocode(request);
      const at = now();
      const ttl = fresh.found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS;
      try {
        await ref.set({
          key,
          outcome: storable(fresh),
          cachedIsoDateTimeUtc: at.toISOString(),
          expiresAt: Timestamp.fromMillis(at.getTime() + ttl),
        });
      } catch (error) {
        // The answer is good even if it could not be kept: the next checkout asks again.
        log.warn('geocoding.cache_write_failed', { error: String(error) });
      }
      return fresh;
    },
  };
}
