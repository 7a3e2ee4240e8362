import {
  COLLECTION_TYPES,
  COUNTRIES,
  type CollectionType,
  type CountryCode,
  DEFAULT_PREP_TIME_IN_MINUTES,
  isTimezoneOfCountry,
  ZCollectionSettings,
  ZStore,
} from '@resto/domain';
import { type FieldProblems, problemsByPath, requiredProblem, schemaProblems } from '@resto/web-common';

/** `POST /api/restaurants/:restaurantId/stores`: the store's domain fields that a new store starts with. */
export const ZNewStoreRequest = ZStore.pick({ name: true, address: true, phoneNumber: true, timezone: true })
  .extend({ collectionSettings: ZCollectionSettings.optional() })
  .refine((store) => isTimezoneOfCountry(store.timezone, store.address.country.code), {
    path: ['timezone'],
    message: 'Choose a timezone of the country of the address',
  });

export interface NewStoreValues {
  name: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  countryCode: CountryCode;
  latitude: string;
  longitude: string;
  phoneNumber: string;
  timezone: string;
  collectionTypes: Record<CollectionType, boolean>;
}

export type NewStoreField =
  | 'name'
  | 'street'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phoneNumber'
  | 'timezone'
  | 'collectionTypes';

/** The address as one line, as the storefront shows it: "120 Campbell Parade, Bondi Beach NSW 2026, Australia". */
export function formattedAddress(
  values: Pick<NewStoreValues, 'street' | 'suburb' | 'state' | 'postcode' | 'countryCode'>,
) {
  const locality = [values.suburb, values.state, values.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [values.street.trim(), locality, COUNTRIES[values.countryCode].name].filter(Boolean).join(', ');
}

export function toNewStoreRequest(values: NewStoreValues) {
  const country = { code: values.countryCode, name: COUNTRIES[values.countryCode].name };
  return {
    name: values.name,
    address: {
      formattedAddress: formattedAddress(values),
      suburb: values.suburb,
      state: values.state,
      postcode: values.postcode,
      country,
      geoPoint: { latitude: values.latitude, longitude: values.longitude },
    },
    phoneNumber: values.phoneNumber,
    timezone: values.timezone,
    collectionSettings: Object.fromEntries(
      COLLECTION_TYPES.map((type) => [
        type,
        { available: values.collectionTypes[type], prepTimeInMinutes: DEFAULT_PREP_TIME_IN_MINUTES },
      ]),
    ) as Record<CollectionType, { available: boolean; prepTimeInMinutes: number }>,
  };
}

/** Which form field a request path ('address.geoPoint.latitude') belongs to. */
export function fieldOfPath(path: string): NewStoreField | undefined {
  const [first, second, third] = path.split('.');
  if (first === 'name' || first === 'phoneNumber' || first === 'timezone') return first;
  if (first === 'collectionSettings') return 'collectionTypes';
  if (first !== 'address') return undefined;
  if (second === 'formattedAddress') return 'street';
  if (second === 'suburb' || second === 'state' || second === 'postcode') return second;
  if (second === 'country') return 'country';
  if (second === 'geoPoint') return third === 'longitude' ? 'longitude' : 'latitude';
  return undefined;
}

/** Problems by form field, from the request's paths (the domain's schema, or the API's 400). */
export function byField(problems: FieldProblems): Partial<Record<NewStoreField, string>> {
  const fields: Partial<Record<NewStoreField, string>> = {};
  for (const [path, message] of Object.entries(problems)) {
    const field = fieldOfPath(path);
    if (field) fields[field] ??= message;
  }
  return fields;
}

export function newStoreProblems(values: NewStoreValues): Partial<Record<NewStoreField, string>> {
  const local = problemsByPath(
    [
      ['name', requiredProblem(values.name, "Enter the store's name.")],
      ['address.formattedAddress', requiredProblem(values.street, 'Enter the street address.')],
      ['address.geoPoint.latitude', requiredProblem(values.latitude, 'Enter the latitude.')],
      ['address.geoPoint.longitude', requiredProblem(values.longitude, 'Enter the longitude.')],
      ['phoneNumber', requiredProblem(values.phoneNumber, "Enter the store's phone number.")],
    ].filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return byField({ ...schemaProblems(ZNewStoreRequest, toNewStoreRequest(values)), ...local });
}

/** "-33.8910, 151.2770" pasted from a map: both coordinates at once. */
export function splitCoordinates(text: string): { latitude: string; longitude: string } | undefined {
  const match = /^\s*([+-]?\d+(?:\.\d+)?)\s*[,\s]\s*([+-]?\d+(?:\.\d+)?)\s*$/.exec(
    text.replace(/\u2212/g, '-'),
  );
  return match?.[1] && match[2] ? { latitude: match[1], longitude: match[2] } : undefined;
}
