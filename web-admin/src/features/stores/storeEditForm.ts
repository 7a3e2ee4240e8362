import {
  COUNTRIES,
  type CollectionSettings,
  type CountryCode,
  type SocialLinks,
  type StoreStatus,
  ZCollectionSettings,
  ZSocialLinks,
  ZStoreEdit,
} from '@resto/domain';
import {
  type FieldProblems,
  problemsByPath,
  requiredProblem,
  type Store,
  schemaProblems,
} from '@resto/web-common';
import { formattedAddress } from './newStoreRequest';
import type { AddressValues } from './StoreAddressFields';

/** The store edit form: the address as separate fields, everything else as the store stores it. */
export interface StoreEditValues extends AddressValues {
  name: string;
  phoneNumber: string;
  timezone: string;
  collectionSettings: CollectionSettings;
  hasSplitTimings: boolean;
  socialLinks: SocialLinks;
  googleFoodOrderingEnabled: boolean;
  status: StoreStatus;
  offlineReason: string;
  /** Kept as it was: the form does not edit it. */
  googlePlaceId: string | undefined;
}

function localityOf(values: Pick<AddressValues, 'suburb' | 'state' | 'postcode' | 'countryCode'>): string {
  return formattedAddress({ ...values, street: '' });
}

/**
 * The street part of a stored one-line address: stores created here store "street, locality,
 * country", so the known ending is cut off; any other address is kept whole as the street.
 */
export function streetOf(address: Store['address']): string {
  const countryCode = address.country.code as CountryCode;
  const locality = localityOf({ ...address, countryCode });
  const suffix = `, ${locality}`;
  return address.formattedAddress.endsWith(suffix)
    ? address.formattedAddress.slice(0, -suffix.length)
    : address.formattedAddress;
}

export function storeEditValues(store: Store): StoreEditValues {
  const countryCode = store.address.country.code as CountryCode;
  return {
    name: store.name,
    street: streetOf(store.address),
    suburb: store.address.suburb ?? '',
    state: store.address.state ?? '',
    postcode: store.address.postcode ?? '',
    countryCode,
    latitude: store.address.geoPoint.latitude,
    longitude: store.address.geoPoint.longitude,
    googlePlaceId: store.address.googlePlaceId,
    phoneNumber: store.phoneNumber,
    timezone: store.timezone,
    collectionSettings:
      ZCollectionSettings.safeParse(store.collectionSettings ?? {}).data ?? ZCollectionSettings.parse({}),
    hasSplitTimings: store.hasSplitTimings ?? false,
    // Older stores may lack fields that have defaults now; reading through the schema fills them in.
    socialLinks: ZSocialLinks.safeParse(store.socialLinks ?? {}).data ?? ZSocialLinks.parse({}),
    googleFoodOrderingEnabled: store.googleFoodOrderingEnabled ?? false,
    status: store.status ?? 'ONLINE',
    offlineReason: store.offlineReason ?? '',
  };
}

/** The one-line address: the parts joined, unless the street already holds the whole address. */
function composedAddress(values: StoreEditValues): string {
  const locality = localityOf(values);
  return values.street.trim().endsWith(locality) ? values.street.trim() : formattedAddress(values);
}

/** `PUT /api/restaurants/:r/stores/:s` body (the domain's ZStoreEdit). */
export function toStoreEditRequest(values: StoreEditValues) {
  return {
    name: values.name,
    address: {
      formattedAddress: composedAddress(values),
      suburb: values.suburb,
      state: values.state,
      postcode: values.postcode,
      country: { code: values.countryCode, name: COUNTRIES[values.countryCode].name },
      geoPoint: { latitude: values.latitude, longitude: values.longitude },
      ...(values.googlePlaceId ? { googlePlaceId: values.googlePlaceId } : {}),
    },
    phoneNumber: values.phoneNumber,
    timezone: values.timezone,
    collectionSettings: values.collectionSettings,
    hasSplitTimings: values.hasSplitTimings,
    socialLinks: values.socialLinks,
    googleFoodOrderingEnabled: values.googleFoodOrderingEnabled,
    status: values.status,
    ...(values.status === 'OFFLINE' ? { offlineReason: values.offlineReason } : {}),
  };
}

/** Problems by request path ('address.postcode', 'collectionSettings.pickup.prepTimeInMinutes'). */
export function storeEditProblems(values: StoreEditValues): FieldProblems {
  const required = problemsByPath(
    [
      ['name', requiredProblem(values.name, "Enter the store's name.")],
      ['address.formattedAddress', requiredProblem(values.street, 'Enter the street address.')],
      ['address.geoPoint.latitude', requiredProblem(values.latitude, 'Enter the latitude.')],
      ['address.geoPoint.longitude', requiredProblem(values.longitude, 'Enter the longitude.')],
      ['phoneNumber', requiredProblem(values.phoneNumber, "Enter the store's phone number.")],
    ].filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { ...schemaProblems(ZStoreEdit, toStoreEditRequest(values)), ...required };
}
