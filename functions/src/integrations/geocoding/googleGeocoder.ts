/**
 * The real adapter: Google's Geocoding API over HTTP (`GET {base}/maps/api/geocode/json?address=...
 * &components=country:XX&key=...`). No SDK: one GET, and the answer's `status` decides.
 *   OK             → the results as `GeocodedPlace`s (best first)
 *   ZERO_RESULTS   → nothing found
 *   OVER_QUERY_LIMIT, OVER_DAILY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR, a non-JSON
 *   reply, a network failure or a timeout → GeocoderUnavailableError (nothing the customer typed is
 *   wrong: every query we send has an address, so INVALID_REQUEST means our request is broken).
 * The base URL is configurable so the emulator suite talks to the local fake (fakes/src/geocoder),
 * which answers in the same format.
 */
import type { GeocodedPlace, GeocodeOutcome, GeocodePrecision } from '@resto/domain';
import {
  type GeocodeRequest,
  GeocoderUnavailableError,
  type GeocoderUnavailableReason,
  type GeocodingPort,
} from './port';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

export interface GoogleGeocoderConfig {
  /** Empty or undefined = Google. */
  baseUrl?: string | undefined;
  apiKey: string;
  /** Default 5 s: a checkout should not hang on the geocoder. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The parts of the Geocoding API's JSON we read. */
interface GoogleAddressComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}
interface GoogleResult {
  address_components?: GoogleAddressComponent[];
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number }; location_type?: string };
  place_id?: string;
  types?: string[];
  partial_match?: boolean;
}
interface GoogleResponse {
  status?: string;
  results?: GoogleResult[];
  error_message?: string;
}

const UNAVAILABLE_STATUSES: Record<string, GeocoderUnavailableReason> = {
  OVER_QUERY_LIMIT: 'overQueryLimit',
  OVER_DAILY_LIMIT: 'overQueryLimit',
  REQUEST_DENIED: 'requestDenied',
  INVALID_REQUEST: 'invalidRequest',
  UNKNOWN_ERROR: 'unknownError',
};

/** Result types that name a place on a street (not a suburb, postcode or region). */
const STREET_LEVEL_TYPES = new Set([
  'street_address',
  'premise',
  'subpremise',
  'route',
  'intersection',
  'establishment',
  'point_of_interest',
]);

function precisionOf(result: GoogleResult): GeocodePrecision {
  const streetLevel = (result.types ?? []).some((type) => STREET_LEVEL_TYPES.has(type));
  switch (result.geometry?.location_type) {
    case 'ROOFTOP':
      return 'exact';
    case 'RANGE_INTERPOLATED':
      return 'interpolated';
    case 'GEOMETRIC_CENTER':
      return streetLevel ? 'street' : 'approximate';
    default:
      return 'approximate';
  }
}

/** A decimal string as the domain keeps coordinates (never exponent notation). */
function coordinate(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '');
}

function component(result: GoogleResult, type: string, name: 'long_name' | 'short_name'): string {
  return result.address_components?.find((entry) => entry.types?.includes(type))?.[name] ?? '';
}

export function placeFromGoogleResult(result: GoogleResult): GeocodedPlace | undefined {
  const lat = result.geometry?.location?.lat;
  const lng = result.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  return {
    geoPoint: { latitude: coordinate(lat), longitude: coordinate(lng) },
    formattedAddress: result.formatted_address ?? '',
    suburb:
      component(result, 'locality', 'long_name') ||
      component(result, 'postal_town', 'long_name') ||
      component(result, 'sublocality', 'long_name'),
    state: component(result, 'administrative_area_level_1', 'short_name'),
    postcode: component(result, 'postal_code', 'long_name'),
    countryCode: component(result, 'country', 'short_name'),
    ...(result.place_id ? { placeId: result.place_id } : {}),
    precision: precisionOf(result),
    partialMatch: result.partial_match === true,
  };
}

export function createGoogleGeocoder(config: GoogleGeocoderConfig): GeocodingPort {
  const base = (config.baseUrl?.trim() || GOOGLE_GEOCODING_BASE_URL).replace(/\/+$/, '');
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? 5000;
  return {
    async geocode(request: GeocodeRequest): Promise<GeocodeOutcome> {
      const url = new URL(`${base}/maps/api/geocode/json`);
      url.searchParams.set('address', request.query);
      url.searchParams.set('components', `country:${request.countryCode.toUpperCase()}`);
      url.searchParams.set('region', request.countryCode.toLowerCase());
      url.searchParams.set('key', config.apiKey);
      let response: Response;
      try {
        response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new GeocoderUnavailableError(
          timedOut ? 'timeout' : 'network',
          timedOut
            ? `The geocoder did not answer within ${timeoutMs} ms`
            : `The geocoder could not be reached: ${String(error)}`,
        );
      }
      let body: GoogleResponse;
      try {
        body = (await response.json()) as GoogleResponse;
      } catch {
        throw new GeocoderUnavailableError(
          'badResponse',
          `The geocoder answered HTTP ${response.status} without JSON`,
        );
      }
      const status = body.status ?? '';
      if (status === 'ZERO_RESULTS') return { found: false };
      if (status === 'OK') {
        const places = (body.results ?? []).flatMap((result) => placeFromGoogleResult(result) ?? []);
        return places.length > 0 ? { found: true, places } : { found: false };
      }
      throw new GeocoderUnavailableError(
        UNAVAILABLE_STATUSES[status] ?? 'badResponse',
        `The geocoder answered ${status || `HTTP ${response.status}`}${body.error_message ? `: ${body.error_message}` : ''}`,
      );
    },
  };
}
