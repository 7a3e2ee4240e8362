import { describe, expect, it } from 'vitest';
import {
  byField,
  fieldOfPath,
  type NewStoreValues,
  newStoreProblems,
  splitCoordinates,
  toNewStoreRequest,
  ZNewStoreRequest,
} from '../../../web-admin/src/features/stores/newStoreRequest';

const BONDI: NewStoreValues = {
  name: 'Bella Vista Bondi Beach',
  street: '120 Campbell Parade',
  suburb: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  countryCode: 'AU',
  latitude: '-33.8910',
  longitude: '151.2770',
  phoneNumber: '02 9130 1234',
  timezone: 'Australia/Sydney',
  collectionTypes: { pickup: true, delivery: false, dineIn: true },
};

describe('new store request', () => {
  it('builds the request the API expects from the form, valid by the domain schema', () => {
    const request = toNewStoreRequest(BONDI);
    expect(request.address).toEqual({
      formattedAddress: '120 Campbell Parade, Bondi Beach NSW 2026, Australia',
      suburb: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      country: { code: 'AU', name: 'Australia' },
      geoPoint: { latitude: '-33.8910', longitude: '151.2770' },
    });
    expect(request.collectionSettings.pickup.available).toBe(true);
    expect(request.collectionSettings.delivery.available).toBe(false);
    expect(ZNewStoreRequest.safeParse(request).success).toBe(true);
    expect(newStoreProblems(BONDI)).toEqual({});
  });

  it('names each problem after the field people see', () => {
    expect(
      newStoreProblems({
        ...BONDI,
        name: '',
        street: ' ',
        latitude: '95',
        longitude: 'east',
        phoneNumber: 'call us',
      }),
    ).toEqual({
      name: "Enter the store's name.",
      street: 'Enter the street address.',
      latitude: 'Latitude must be a number from -90 to 90.',
      longitude: 'Longitude must be a number from -180 to 180.',
      phoneNumber: 'Enter a phone number, like 02 9876 5432.',
    });
  });

  it("maps the API's issue paths back to the form's fields", () => {
    expect(fieldOfPath('address.geoPoint.longitude')).toBe('longitude');
    expect(fieldOfPath('address.formattedAddress')).toBe('street');
    expect(fieldOfPath('address.country.code')).toBe('country');
    expect(byField({ timezone: 'Choose a timezone of the country of the address.', unknown: 'x' })).toEqual({
      timezone: 'Choose a timezone of the country of the address.',
    });
  });

  it('accepts both coordinates pasted at once from a map', () => {
    expect(splitCoordinates('-33.8910, 151.2770')).toEqual({ latitude: '-33.8910', longitude: '151.2770' });
    expect(splitCoordinates('−33.89 151.27')).toEqual({ latitude: '-33.89', longitude: '151.27' });
    expect(splitCoordinates('-33.8910')).toBeUndefined();
  });
});
