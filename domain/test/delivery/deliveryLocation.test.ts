import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LOCATION_MISMATCH_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  decideDeliveryLocation,
  distanceInMetres,
  type GeocodedPlace,
  type GeoPoint,
  geocodingQueryOf,
  isUsablePlace,
  locatedAddress,
  normalisedAddressKey,
  orderProblem,
  orderProblemsStatus,
  quoteDelivery,
  SHARED_LOCATION_TOLERANCE_METRES,
  unavailableProblem,
  ZStoreDeliverySettings,
} from '../../src';

const point = (latitude: number, longitude: number): GeoPoint => ({
  latitude: latitude.toFixed(6),
  longitude: longitude.toFixed(6),
});

/** Metres north and east of a point (flat-earth, fine for a few km). */
const moved = (from: GeoPoint, north: number, east: number): GeoPoint => {
  const lat = Number(from.latitude);
  return point(
    lat + north / 111_320,
    Number(from.longitude) + east / (111_320 * Math.cos((lat * Math.PI) / 180)),
  );
};

const HALL_STREET: GeocodedPlace = {
  geoPoint: point(-33.8897, 151.2757),
  formattedAddress: '10 Hall St, Bondi Beach NSW 2026, Australia',
  suburb: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  countryCode: 'AU',
  placeId: 'ChIJhall',
  precision: 'exact',
  partialMatch: false,
};
const TYPED = { suburb: 'Bondi Beach', postcode: '2026' };

// Sydney-ish points, at most a few km apart.
const arbitrarySydneyPoint = fc
  .record({
    lat: fc.double({ min: -34.1, max: -33.7, noNaN: true }),
    lng: fc.double({ min: 150.9, max: 151.35, noNaN: true }),
  })
  .map(({ lat, lng }) => point(lat, lng));

describe('distanceInMetres', () => {
  it('measures known distances', () => {
    // One thousandth of a degree of latitude is about 111 m anywhere.
    expect(distanceInMetres(point(-33.89, 151.27), point(-33.891, 151.27))).toBeCloseTo(111.2, 0);
    // Bondi Beach to Parramatta is about 26 km.
    const far = distanceInMetres(point(-33.8915, 151.2767), point(-33.815, 151.0011));
    expect(far).toBeGreaterThan(25_000);
    expect(far).toBeLessThan(28_000);
  });

  it('is zero for the same point, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(arbitrarySydneyPoint, arbitrarySydneyPoint, arbitrarySydneyPoint, (a, b, c) => {
        expect(distanceInMetres(a, a)).toBe(0);
        expect(distanceInMetres(a, b)).toBeCloseTo(distanceInMetres(b, a), 6);
        expect(distanceInMetres(a, c)).toBeLessThanOrEqual(
          distanceInMetres(a, b) + distanceInMetres(b, c) + 1e-6,
        );
      }),
    );
  });

  it('is infinite when a coordinate is not a number, so a broken point never counts as near', () => {
    expect(distanceInMetres({ latitude: '', longitude: '151' }, point(-33, 151))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('decideDeliveryLocation', () => {
  it('prices from the geocoded point, whatever the browser sent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: SHARED_LOCATION_TOLERANCE_METRES - 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (metres, bearing) => {
          const shared = moved(HALL_STREET.geoPoint, metres * Math.cos(bearing), metres * Math.sin(bearing));
          const decision = decideDeliveryLocation({
            typed: TYPED,
            outcome: { found: true, places: [HALL_STREET] },
            sharedLocation: shared,
          });
          expect(decision).toEqual({ ok: true, place: HALL_STREET });
        },
      ),
    );
  });

  it('refuses a shared location farther than the tolerance from the typed address, in words', () => {
    fc.assert(
      fc.property(
        fc.double({ min: SHARED_LOCATION_TOLERANCE_METRES + 5, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (metres, bearing) => {
          const shared = moved(HALL_STREET.geoPoint, metres * Math.cos(bearing), metres * Math.sin(bearing));
          expect(
            decideDeliveryLocation({
              typed: TYPED,
              outcome: { found: true, places: [HALL_STREET] },
              sharedLocation: shared,
            }),
          ).toEqual({ ok: false, reason: 'mismatch', message: ADDRESS_LOCATION_MISMATCH_MESSAGE });
        },
      ),
    );
  });

  it('agrees with the distance: accepted exactly when the shared location is within the tolerance', () => {
    fc.assert(
      fc.property(arbitrarySydneyPoint, (shared) => {
        const decision = decideDeliveryLocation({
          typed: TYPED,
          outcome: { found: true, places: [HALL_STREET] },
          sharedLocation: shared,
        });
        expect(decision.ok).toBe(
          distanceInMetres(shared, HALL_STREET.geoPoint) <= SHARED_LOCATION_TOLERANCE_METRES,
        );
      }),
    );
  });

  it('answers "not found" for nothing found, a suburb-level answer, or a partial match elsewhere', () => {
    const notFound = { ok: false, reason: 'notFound', message: ADDRESS_NOT_FOUND_MESSAGE };
    expect(decideDeliveryLocation({ typed: TYPED, outcome: { found: false } })).toEqual(notFound);
    expect(decideDeliveryLocation({ typed: TYPED, outcome: { found: true, places: [] } })).toEqual(notFound);
    const suburbOnly = { ...HALL_STREET, precision: 'approximate' as const };
    expect(decideDeliveryLocation({ typed: TYPED, outcome: { found: true, places: [suburbOnly] } })).toEqual(
      notFound,
    );
    const guessedElsewhere = {
      ...HALL_STREET,
      partialMatch: true,
      suburb: 'Bondi Junction',
      postcode: '2022',
    };
    expect(
      decideDeliveryLocation({ typed: TYPED, outcome: { found: true, places: [guessedElsewhere] } }),
    ).toEqual(notFound);
  });

  it('takes the first usable place and accepts a partial match in the typed suburb or postcode', () => {
    const typo = { ...HALL_STREET, partialMatch: true };
    expect(isUsablePlace(typo, TYPED)).toBe(true);
    expect(isUsablePlace(typo, { suburb: 'Bondy Bch', postcode: '2026' })).toBe(true);
    expect(isUsablePlace(typo, { suburb: '', postcode: '' })).toBe(false);
    const street = { ...HALL_STREET, precision: 'street' as const, placeId: 'route' };
    const decision = decideDeliveryLocation({
      typed: TYPED,
      outcome: { found: true, places: [{ ...HALL_STREET, precision: 'approximate' }, street] },
    });
    expect(decision).toEqual({ ok: true, place: street });
  });

  it('never lets the client pick the zone: the located address always quotes the geocoded zone', () => {
    const settings = ZStoreDeliverySettings.parse({
      minOrderValue: 0,
      areas: [
        {
          id: 'bondi',
          name: 'Bondi',
          deliveryCharges: 500,
          polygon: [point(-33.88, 151.26), point(-33.88, 151.29), point(-33.9, 151.29), point(-33.9, 151.26)],
        },
        {
          id: 'cheap',
          name: 'Surry Hills',
          deliveryCharges: 100,
          polygon: [
            point(-33.874, 151.2),
            point(-33.874, 151.224),
            point(-33.894, 151.224),
            point(-33.894, 151.2),
          ],
        },
      ],
    });
    fc.assert(
      fc.property(arbitrarySydneyPoint, fc.constantFrom('Surry Hills', 'Bondi Beach', ''), (sent, suburb) => {
        const typed = {
          formattedAddress: '10 Hall Street, Bondi Beach NSW 2026',
          suburb,
          state: 'NSW',
          postcode: '2010',
          geoPoint: sent,
        };
        const located = locatedAddress(typed, HALL_STREET);
        expect(located.geoPoint).toEqual(HALL_STREET.geoPoint);
        expect(located).toMatchObject({ suburb: 'Bondi Beach', postcode: '2026', googlePlaceId: 'ChIJhall' });
        expect(located.formattedAddress).toBe(HALL_STREET.formattedAddress);
        const quote = quoteDelivery({ address: located, areas: settings.areas, settings, itemTotal: 5000 });
        expect(quote).toMatchObject({ ok: true, deliveryCharge: 500 });
      }),
    );
  });
});

describe('the geocoding query and its cache key', () => {
  it('adds the suburb, state and postcode only when the typed line lacks them', () => {
    expect(
      geocodingQueryOf({
        formattedAddress: '12 Beach Rd',
        suburb: 'Bondi Beach',
        state: 'NSW',
        postcode: '2026',
      }),
    ).toBe('12 Beach Rd, Bondi Beach NSW 2026');
    expect(
      geocodingQueryOf({
        formattedAddress: '12  Beach Rd, Bondi Beach NSW 2026',
        suburb: 'Bondi Beach',
        state: 'NSW',
        postcode: '2026',
      }),
    ).toBe('12 Beach Rd, Bondi Beach NSW 2026');
  });

  it('shares one key between spellings that differ only in case, accents, punctuation and spacing', () => {
    expect(normalisedAddressKey('4/12 Beach Rd., BONDI  Beach', 'au')).toBe(
      normalisedAddressKey('4 / 12 beach rd bondi beach', 'AU'),
    );
    expect(normalisedAddressKey('1 Rue Café', 'FR')).toBe('FR|1 rue cafe');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = normalisedAddressKey(text, 'AU');
        expect(normalisedAddressKey(text.toUpperCase(), 'AU')).toBe(
          normalisedAddressKey(text.toLowerCase(), 'AU'),
        );
        expect(normalisedAddressKey(key.slice(3), 'AU')).toBe(key);
      }),
    );
  });
});

describe('order problems for the address check', () => {
  it('answers 400 for an address to fix and 503 when the check cannot be made', () => {
    expect(orderProblemsStatus([orderProblem('addressNotFound', 'deliveryAddress', 'x')])).toBe(400);
    expect(orderProblemsStatus([orderProblem('addressLocationMismatch', 'deliveryAddress', 'x')])).toBe(400);
    expect(orderProblemsStatus([unavailableProblem('addressCheckUnavailable', 'deliveryAddress', 'x')])).toBe(
      503,
    );
    expect(
      orderProblemsStatus([
        unavailableProblem('addressCheckUnavailable', 'deliveryAddress', 'x'),
        orderProblem('invalidCustomer', 'customer.email', 'y'),
      ]),
    ).toBe(400);
  });
});
