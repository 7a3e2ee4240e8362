/**
 * The geocoding port for the running function: Google's Geocoding API (googleGeocoder.ts) behind the
 * Firestore cache (geocodeCache.ts), configured from params. On the emulator suite
 * GEOCODING_API_BASE_URL points at the local fake geocoder (fakes/src/geocoder, port 12121), which
 * accepts any key.
 */
import type { GeocodeOutcome } from '@resto/domain';
import { geocodingApiBaseUrl, geocodingApiKey, isEmulated } from '../../config';
import { cachedGeocoder } from './geocodeCache';
import { createGoogleGeocoder, type GoogleGeocoderConfig } from './googleGeocoder';
import type { GeocodeRequest, GeocodingPort } from './port';

export { cachedGeocoder, GEOCODE_CACHE_COLLECTION, geocodeCacheDoc } from './geocodeCache';
export { createGoogleGeocoder, GOOGLE_GEOCODING_BASE_URL, placeFromGoogleResult } from './googleGeocoder';
export * from './port';

/** The fake geocoder takes any non-empty key; the emulator has no Secret Manager to read one from. */
const EMULATOR_API_KEY = 'fake-local-geocoding-key';

export function googleGeocoderConfigFromParams(): GoogleGeocoderConfig {
  const apiKey = isEmulated() ? process.env.GEOCODING_API_KEY || EMULATOR_API_KEY : geocodingApiKey.value();
  return { baseUrl: geocodingApiBaseUrl.value(), apiKey };
}

let cached: { key: string; port: GeocodingPort } | undefined;
let override: GeocodingPort | undefined;

/** The provider behind the cache: the configured adapter, or a test's replacement. */
function provider(): GeocodingPort {
  if (override) return override;
  const config = googleGeocoderConfigFromParams();
  const key = JSON.stringify(config);
  if (!cached || cached.key !== key) cached = { key, port: createGoogleGeocoder(config) };
  return cached.port;
}

const throughCache = cachedGeocoder({ geocode: (request) => provider().geocode(request) });

/** Geocodes a typed address (cached per normalised address). Throws GeocoderUnavailableError. */
export function geocodeAddress(request: GeocodeRequest): Promise<GeocodeOutcome> {
  return throughCache.geocode(request);
}

/** Tests only: replace the provider behind the cache (undefined restores the configured one). */
export function setGeocodingPortForTests(port: GeocodingPort | undefined): void {
  override = port;
}
