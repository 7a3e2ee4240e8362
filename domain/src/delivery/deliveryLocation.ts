/**
 * Where a delivery goes, decided by the server: the typed address is geocoded and the delivery zone
 * is priced from that point, never from coordinates the browser sends (a customer could otherwise
 * pick the cheapest zone, or one they are not in). Coordinates the customer shared ("use my
 * location") are only a check: when they are far from where the typed address geocodes, the
 * customer is asked to check the address instead of being charged for either place.
 */

import type { GeoPoint } from '../common/address';

/**
 * How far "use my location" may be from the typed address's geocoded point. A phone's fix indoors
 * is often a few hundred metres out; a whole suburb away (1 km and more) means the typed street or
 * suburb is not where the customer is.
 */
export const SHARED_LOCATION_TOLERANCE_METRES = 1000;

export const ADDRESS_NOT_FOUND_MESSAGE =
  "We couldn't find this address: check the street, suburb and postcode";
export const ADDRESS_LOCATION_MISMATCH_MESSAGE =
  "The address doesn't match your location: check the street and suburb";
export const ADDRESS_CHECK_UNAVAILABLE_MESSAGE =
  "We can't check delivery addresses right now. Please try again in a few minutes, or choose pickup.";

/**
 * How exactly a geocoder placed an address: `exact` (the building), `interpolated` (along the street
 * between known numbers), `street` (somewhere on the street), `approximate` (a suburb or postcode:
 * too coarse to decide a drawn zone).
 */
export type GeocodePrecision = 'exact' | 'interpolated' | 'street' | 'approximate';

/** One geocoder answer for a typed address, in our own terms (the adapter maps the provider's). */
export interface GeocodedPlace {
  geoPoint: GeoPoint;
  /** The geocoder's own spelling of the address. */
  formattedAddress: string;
  /** Locality, state (short) and postcode from the geocoder; '' when it gave none. */
  suburb: string;
  state: string;
  postcode: string;
  /** ISO 3166 code, e.g. AU. */
  countryCode: string;
  placeId?: string | undefined;
  precision: GeocodePrecision;
  /** The geocoder matched only part of the text (a typo, or a street it placed elsewhere). */
  partialMatch: boolean;
}

/** What the geocoding call answered: places (best first), or nothing found. */
export type GeocodeOutcome = { found: true; places: readonly GeocodedPlace[] } | { found: false };

// ---------------------------------------------------------------------------------------------
// Distance

const EARTH_RADIUS_METRES = 6_371_008.8;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance (haversine). Infinity when a coordinate is not a number. */
export function distanceInMetres(a: GeoPoint, b: GeoPoint): number {
  const [lat1, lng1, lat2, lng2] = [a.latitude, a.longitude, b.latitude, b.longitude].map((text) =>
    text.trim() === '' ? Number.NaN : Number(text),
  ) as [number, number, number, number];
  if (![lat1, lng1, lat2, lng2].every(Number.isFinite)) return Number.POSITIVE_INFINITY;
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---------------------------------------------------------------------------------------------
// The query and its cache key

interface TypedAddress {
  formattedAddress: string;
  suburb: string;
  state: string;
  postcode: string;
}

/**
 * The text sent to the geocoder: the typed address, with the suburb, state and postcode added when
 * the typed line does not already carry them ("12 Beach Rd" + "Bondi Beach" → "12 Beach Rd, Bondi
 * Beach NSW 2026").
 */
export function geocodingQueryOf(address: TypedAddress): string {
  const line = address.formattedAddress.trim().replace(/\s+/g, ' ');
  const lower = line.toLowerCase();
  const missing = [address.suburb, address.state, address.postcode]
    .map((part) => part.trim())
    .filter((part) => part !== '' && !lower.includes(part.toLowerCase()));
  return missing.length > 0 ? `${line}, ${missing.join(' ')}` : line;
}

/**
 * The cache key of a query: case, accents, punctuation (except the unit slash) and spacing do not
 * change where an address is, so "4/12 Beach Rd., BONDI  Beach" and "4/12 beach rd bondi beach" share
 * one geocode.
 */
export function normalisedAddressKey(query: string, countryCode: string): string {
  const text = query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();
  return `${countryCode.toUpperCase()}|${text}`;
}

// ---------------------------------------------------------------------------------------------
// The decision

export type DeliveryLocationDecision =
  | { ok: true; place: GeocodedPlace }
  | { ok: false; reason: 'notFound' | 'mismatch'; message: string };

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A place good enough to price delivery from: placed at least on the street, and, when the geocoder
 * only matched part of the text, still in the suburb or postcode the customer typed (otherwise it
 * guessed another place).
 */
export function isUsablePlace(place: GeocodedPlace, typed: { suburb: string; postcode: string }): boolean {
  if (place.precision === 'approximate') return false;
  if (!place.partialMatch) return true;
  const suburbAgrees = typed.suburb.trim() !== '' && same(place.suburb, typed.suburb);
  const postcodeAgrees = typed.postcode.trim() !== '' && same(place.postcode, typed.postcode);
  return suburbAgrees || postcodeAgrees;
}

/**
 * Where the delivery goes: the first usable place the geocoder gave for the typed address. A shared
 * location is never used as the point; it only has to be within `toleranceMetres` of it.
 */
export function decideDeliveryLocation(input: {
  typed: { suburb: string; postcode: string };
  outcome: GeocodeOutcome;
  sharedLocation?: GeoPoint | undefined;
  toleranceMetres?: number;
}): DeliveryLocationDecision {
  const place = input.outcome.found
    ? input.outcome.places.find((candidate) => isUsablePlace(candidate, input.typed))
    : undefined;
  if (!place) return { ok: false, reason: 'notFound', message: ADDRESS_NOT_FOUND_MESSAGE };
  const tolerance = input.toleranceMetres ?? SHARED_LOCATION_TOLERANCE_METRES;
  if (input.sharedLocation && !(distanceInMetres(input.sharedLocation, place.geoPoint) <= tolerance))
    return { ok: false, reason: 'mismatch', message: ADDRESS_LOCATION_MISMATCH_MESSAGE };
  return { ok: true, place };
}

/**
 * The typed address as it is priced and stored: the geocoder's spelling of it, point, suburb, state,
 * postcode and place id, with the customer's dropoff notes. What the driver reads is then the place
 * the delivery was priced for, even when a request's street line and suburb field disagree.
 */
export function locatedAddress<
  T extends TypedAddress & { geoPoint: GeoPoint; googlePlaceId?: string | undefined },
>(address: T, place: GeocodedPlace): T {
  return {
    ...address,
    formattedAddress: place.formattedAddress || address.formattedAddress,
    geoPoint: place.geoPoint,
    suburb: place.suburb,
    state: place.state || address.state,
    postcode: place.postcode,
    ...(place.placeId ? { googlePlaceId: place.placeId } : {}),
  };
}
