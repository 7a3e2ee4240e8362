/**
 * The geocoding port: a typed address in, the places a geocoder found for it out, in the domain's
 * own terms (`GeocodeOutcome`, `GeocodedPlace`). "Nothing found" is an answer; a geocoder that cannot
 * answer (quota, refused key, outage, timeout, unreadable reply) throws `GeocoderUnavailableError`,
 * which placement turns into 503 and never caches.
 */
import type { GeocodeOutcome } from '@resto/domain';

export interface GeocodeRequest {
  /** The address as one line, e.g. from the domain's `geocodingQueryOf`. */
  query: string;
  /** ISO 3166 code of the store's country: results are restricted to it. */
  countryCode: string;
}

export interface GeocodingPort {
  geocode(request: GeocodeRequest): Promise<GeocodeOutcome>;
}

export type GeocoderUnavailableReason =
  | 'overQueryLimit'
  | 'requestDenied'
  | 'invalidRequest'
  | 'unknownError'
  | 'network'
  | 'timeout'
  | 'badResponse';

export class GeocoderUnavailableError extends Error {
  override readonly name = 'GeocoderUnavailableError';
  constructor(
    readonly reason: GeocoderUnavailableReason,
    message: string,
  ) {
    super(message);
  }
}
