/**
 * The fake geocoder's answers, in the Geocoding API's JSON (`GET /maps/api/geocode/json`): `status`
 * (OK / ZERO_RESULTS / REQUEST_DENIED / INVALID_REQUEST, plus OVER_QUERY_LIMIT and UNKNOWN_ERROR when
 * a test asks for an outage), `results[]` with `address_components`, `formatted_address`,
 * `geometry.location` / `location_type` / `viewport`, `place_id`, `types` and `partial_match` (only
 * present when true), and `error_message` on refusals. Like the real service it answers HTTP 200
 * for every status except INVALID_REQUEST (400).
 *
 * How a query is read:
 * - the suburb is the known suburb name that ends last in the text (so "Bondi Road, Bondi Junction"
 *   is in Bondi Junction); with no known suburb, a known postcode picks one and the result is a
 *   partial match; with neither, ZERO_RESULTS;
 * - what comes before the suburb is the street: "4/12 Hall St" gives unit 4, number 12, Hall Street.
 *   A listed street places the number along it (ROOFTOP); any other street is placed at a stable point
 *   within the suburb's radius (RANGE_INTERPOLATED); a street without a number gives the street
 *   (`route`, GEOMETRIC_CENTER); no street gives the suburb itself (`locality`, APPROXIMATE);
 * - a typed postcode that is not the suburb's makes the result a partial match.
 */
import { createHash } from 'node:crypto';
import {
  COUNTRY,
  KNOWN_SUBURBS,
  type KnownStreet,
  type KnownSuburb,
  type LatLng,
  STATE,
  STREET_TYPES,
} from './places';

export const GEOCODING_STATUSES = [
  'OK',
  'ZERO_RESULTS',
  'OVER_DAILY_LIMIT',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
] as const;
export type GeocodingStatus = (typeof GEOCODING_STATUSES)[number];

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface GeocodingResult {
  address_components: AddressComponent[];
  formatted_address: string;
  geometry: {
    location: LatLngLiteral;
    location_type: 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';
    viewport: { northeast: LatLngLiteral; southwest: LatLngLiteral };
  };
  place_id: string;
  types: string[];
  partial_match?: true;
}

export interface GeocodingResponse {
  results: GeocodingResult[];
  status: GeocodingStatus;
  error_message?: string;
}

export interface GeocodingAnswer {
  httpStatus: number;
  body: GeocodingResponse;
}

export interface GeocodeParams {
  address?: string | undefined;
  components?: string | undefined;
  key?: string | undefined;
  latlng?: string | undefined;
  place_id?: string | undefined;
}

/** Refusals with the service's own wording. */
export const REFUSALS = {
  REQUEST_DENIED_NO_KEY:
    'You must use an API key to authenticate each request to Google Maps Platform APIs. For additional information, please refer to http://g.co/dev/maps-no-account',
  REQUEST_DENIED_BAD_KEY: 'The provided API key is invalid. ',
  INVALID_REQUEST: "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
  OVER_QUERY_LIMIT: 'You have exceeded your rate-limit for this API.',
  UNKNOWN_ERROR: 'An unknown error occurred. Please try again.',
} as const;

export function refusal(
  status: Exclude<GeocodingStatus, 'OK' | 'ZERO_RESULTS'>,
  message: string,
): GeocodingAnswer {
  return {
    httpStatus: status === 'INVALID_REQUEST' ? 400 : 200,
    body: { error_message: message, results: [], status },
  };
}

/** Answers one request. `apiKey`: the only key accepted (any non-empty key when undefined). */
export function geocode(params: GeocodeParams, apiKey?: string): GeocodingAnswer {
  const key = params.key?.trim() ?? '';
  if (key === '') return refusal('REQUEST_DENIED', REFUSALS.REQUEST_DENIED_NO_KEY);
  if (apiKey !== undefined && key !== apiKey)
    return refusal('REQUEST_DENIED', REFUSALS.REQUEST_DENIED_BAD_KEY);
  const address = params.address?.trim() ?? '';
  const filters = parseComponents(params.components ?? '');
  if (address === '' && filters.size === 0 && !params.latlng && !params.place_id)
    return refusal('INVALID_REQUEST', REFUSALS.INVALID_REQUEST);
  // Only forward geocoding of Australian addresses is known here.
  const country = filters.get('country');
  if (
    country !== undefined &&
    country.toUpperCase() !== COUNTRY.short &&
    country.toLowerCase() !== 'australia'
  )
    return zeroResults();
  if (address === '') return zeroResults();
  const result = resolveAddress(address, filters.get('postal_code'));
  return result ? { httpStatus: 200, body: { results: [result], status: 'OK' } } : zeroResults();
}

function zeroResults(): GeocodingAnswer {
  return { httpStatus: 200, body: { results: [], status: 'ZERO_RESULTS' } };
}

function parseComponents(text: string): Map<string, string> {
  const filters = new Map<string, string>();
  for (const part of text.split('|')) {
    const separator = part.indexOf(':');
    if (separator > 0)
      filters.set(part.slice(0, separator).trim().toLowerCase(), part.slice(separator + 1).trim());
  }
  return filters;
}

// ---------------------------------------------------------------------------------------------
// Reading the address

const SUBURBS_LONGEST_FIRST = [...KNOWN_SUBURBS].sort((a, b) => b.name.length - a.name.length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface SuburbMatch {
  suburb: KnownSuburb;
  start: number;
  end: number;
}

function findSuburb(text: string): SuburbMatch | undefined {
  let best: SuburbMatch | undefined;
  for (const suburb of SUBURBS_LONGEST_FIRST) {
    const pattern = new RegExp(`(^|[^a-z])(${escapeRegExp(suburb.name.toLowerCase())})(?=$|[^a-z])`, 'g');
    for (const match of text.matchAll(pattern)) {
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      const end = start + suburb.name.length;
      if (!best || end > best.end) best = { suburb, start, end };
    }
  }
  return best;
}

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface TypedStreet {
  unit?: string;
  number?: string;
  /** "Hall Street" */
  name: string;
  /** "Hall St" */
  shortName: string;
}

/** "4/12 hall st" → unit 4, number 12, Hall Street / Hall St. Undefined when there is no street name. */
function parseStreet(text: string): TypedStreet | undefined {
  const cleaned = text
    .replace(/\b(nsw|new south wales|australia)\b/g, ' ')
    .replace(/\b\d{4}\b\s*$/, ' ')
    .replace(/[,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return undefined;
  const match =
    /^(?:(?:unit|apt|apartment|shop|suite|u)\s*)?(?:([0-9a-z]+)\s*\/\s*)?(\d+[a-z]?)(?:\s*-\s*\d+[a-z]?)?\s+(.+)$/.exec(
      cleaned,
    );
  const words = (match ? (match[3] ?? '') : cleaned).split(' ').filter(Boolean);
  if (words.length === 0 || !words.some((word) => /[a-z]/.test(word))) return undefined;
  const last = words[words.length - 1] ?? '';
  const type = STREET_TYPES[last.replace(/\.$/, '')];
  const base = titleCase((type ? words.slice(0, -1) : words).join(' '));
  const name = type ? `${base} ${type.long}`.trim() : base;
  const shortName = type ? `${base} ${type.short}`.trim() : base;
  return {
    ...(match?.[1] ? { unit: match[1].toUpperCase() } : {}),
    ...(match?.[2] ? { number: match[2].toUpperCase() } : {}),
    name,
    shortName,
  };
}

// ---------------------------------------------------------------------------------------------
// Placing it

function hashNumbers(text: string): number[] {
  const digest = createHash('sha256').update(text).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset) / 0xffffffff);
}

function placeId(kind: string, text: string): string {
  return `ChIJ${createHash('sha256').update(`${kind}:${text}`).digest('base64url').slice(0, 23)}`;
}

const METRES_PER_DEGREE = 111_320;

function offset([lat, lng]: LatLng, northMetres: number, eastMetres: number): LatLng {
  return [
    lat + northMetres / METRES_PER_DEGREE,
    lng + eastMetres / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  ];
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

function literal([lat, lng]: LatLng): LatLngLiteral {
  return { lat: round7(lat), lng: round7(lng) };
}

function viewport(centre: LatLng, metres: number): GeocodingResult['geometry']['viewport'] {
  return {
    northeast: literal(offset(centre, metres, metres)),
    southwest: literal(offset(centre, -metres, -metres)),
  };
}

function knownStreet(suburb: KnownSuburb, name: string): KnownStreet | undefined {
  return suburb.streets.find((street) => street.name.toLowerCase() === name.toLowerCase());
}

/** A stable point for a street nobody listed: within 20-80% of the suburb's radius, along a bearing. */
function unlistedStreetPoint(
  suburb: KnownSuburb,
  streetName: string,
  houseNumber: number | undefined,
): LatLng {
  const [bearingFraction = 0, distanceFraction = 0, alongFraction = 0] = hashNumbers(
    `${suburb.name}|${streetName.toLowerCase()}`,
  );
  const bearing = bearingFraction * 2 * Math.PI;
  const distance = suburb.radiusMetres * (0.2 + 0.6 * distanceFraction);
  const middle = offset(suburb.centre, distance * Math.cos(bearing), distance * Math.sin(bearing));
  if (houseNumber === undefined) return middle;
  // Numbers run along the street, 4 m apart, over at most 20% of the radius either side of its middle.
  const streetBearing = alongFraction * Math.PI;
  const span = suburb.radiusMetres * 0.2;
  const along = ((houseNumber % 100) / 100) * 2 * span - span;
  return offset(middle, along * Math.cos(streetBearing), along * Math.sin(streetBearing));
}

function pointOnStreet(street: KnownStreet, houseNumber: number | undefined): LatLng {
  const fraction =
    houseNumber === undefined
      ? 0.5
      : Math.min(1, Math.max(0, (houseNumber - 1) / Math.max(1, street.lastNumber - 1)));
  return [
    street.from[0] + (street.to[0] - street.from[0]) * fraction,
    street.from[1] + (street.to[1] - street.from[1]) * fraction,
  ];
}

function localityComponents(suburb: KnownSuburb): AddressComponent[] {
  return [
    { long_name: suburb.name, short_name: suburb.name, types: ['locality', 'political'] },
    {
      long_name: suburb.council,
      short_name: suburb.council,
      types: ['administrative_area_level_2', 'political'],
    },
    { long_name: STATE.long, short_name: STATE.short, types: ['administrative_area_level_1', 'political'] },
    { long_name: COUNTRY.long, short_name: COUNTRY.short, types: ['country', 'political'] },
    { long_name: suburb.postcode, short_name: suburb.postcode, types: ['postal_code'] },
  ];
}

function resolveAddress(address: string, postcodeFilter: string | undefined): GeocodingResult | undefined {
  const text = address.toLowerCase().replace(/\s+/g, ' ');
  let found = findSuburb(text);
  if (found && postcodeFilter && found.suburb.postcode !== postcodeFilter) found = undefined;
  // The postcode typed after the suburb (or anywhere, when no suburb was recognised).
  const typedPostcode = [...text.slice(found?.end ?? 0).matchAll(/\b(\d{4})\b/g)].at(-1)?.[1];
  let partial = false;
  let suburb = found?.suburb;
  if (!suburb) {
    const postcode = postcodeFilter ?? typedPostcode;
    suburb = KNOWN_SUBURBS.find((candidate) => candidate.postcode === postcode);
    if (!suburb) return undefined;
    partial = true;
  } else if (typedPostcode && typedPostcode !== suburb.postcode) {
    partial = true;
  }
  // Without a recognised suburb, the street is the first comma-separated part ("12 Hall St, Bondy 2026").
  const streetText = found
    ? text.slice(0, found.start)
    : text.includes(',')
      ? (text.split(',')[0] ?? '')
      : '';
  const street = parseStreet(streetText);
  const locality = `${suburb.name} ${STATE.short} ${suburb.postcode}`;

  if (!street) {
    return {
      address_components: localityComponents(suburb),
      formatted_address: `${locality}, ${COUNTRY.long}`,
      geometry: {
        location: literal(suburb.centre),
        location_type: 'APPROXIMATE',
        viewport: viewport(suburb.centre, suburb.radiusMetres),
      },
      place_id: placeId('locality', suburb.name),
      types: ['locality', 'political'],
      ...(partial ? { partial_match: true as const } : {}),
    };
  }

  const listed = knownStreet(suburb, street.name);
  const houseNumber = street.number ? Number.parseInt(street.number, 10) : undefined;
  const point = listed
    ? pointOnStreet(listed, houseNumber)
    : unlistedStreetPoint(suburb, street.name, houseNumber);
  const streetComponents: AddressComponent[] = [
    ...(street.unit ? [{ long_name: street.unit, short_name: street.unit, types: ['subpremise'] }] : []),
    ...(street.number
      ? [{ long_name: street.number, short_name: street.number, types: ['street_number'] }]
      : []),
    { long_name: street.name, short_name: street.shortName, types: ['route'] },
  ];
  const numbered = street.number
    ? `${street.unit ? `${street.unit}/` : ''}${street.number} ${street.shortName}`
    : '';
  const type = street.unit ? 'subpremise' : street.number ? 'street_address' : 'route';
  return {
    address_components: [...streetComponents, ...localityComponents(suburb)],
    formatted_address: `${numbered || street.shortName}, ${locality}, ${COUNTRY.long}`,
    geometry: {
      location: literal(point),
      location_type: !street.number ? 'GEOMETRIC_CENTER' : listed ? 'ROOFTOP' : 'RANGE_INTERPOLATED',
      viewport: viewport(point, street.number ? 150 : 400),
    },
    place_id: placeId(type, `${numbered}|${street.name}|${suburb.name}`),
    types: [type],
    ...(partial ? { partial_match: true as const } : {}),
  };
}
