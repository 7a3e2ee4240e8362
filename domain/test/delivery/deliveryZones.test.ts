import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryZoneChoices,
  interiorPointOf,
  isPointInPolygon,
  NO_COORDINATES,
  quoteDelivery,
  ZStoreDeliverySettings,
} from '../../src';

const square = (lat: number, lng: number, half = 0.01) =>
  [
    [-half, -half],
    [-half, half],
    [half, half],
    [half, -half],
  ].map(([dLat = 0, dLng = 0]) => ({
    latitude: (lat + dLat).toFixed(4),
    longitude: (lng + dLng).toFixed(4),
  }));

const settings = ZStoreDeliverySettings.parse({
  minOrderValue: 2000,
  suburbs: [{ name: 'Coogee', postcode: '2034', deliveryCharges: 800 }],
  areas: [
    { id: 'local', name: 'Around Bondi Beach', polygon: square(-33.891, 151.277), deliveryCharges: 500 },
    {
      id: 'far',
      name: 'Further out',
      polygon: square(-33.95, 151.3),
      deliveryCharges: 900,
      minOrderValue: 4000,
    },
  ],
});

describe('deliveryZoneChoices', () => {
  it('lists drawn areas first, then listed suburbs, with their charges and minimums', () => {
    const choices = deliveryZoneChoices(settings);
    expect(
      choices.map((choice) => [choice.kind, choice.label, choice.deliveryCharge, choice.minOrderValue]),
    ).toEqual([
      ['area', 'Around Bondi Beach', 500, undefined],
      ['area', 'Further out', 900, 4000],
      ['suburb', 'Coogee 2034', 800, undefined],
    ]);
  });

  it("prices a picked area exactly as quoteDelivery does for the area's point", () => {
    for (const choice of deliveryZoneChoices(settings)) {
      if (choice.kind !== 'area') continue;
      const quote = quoteDelivery({
        address: { geoPoint: choice.geoPoint, suburb: '', postcode: '' },
        areas: settings.areas,
        settings,
        itemTotal: 10_000,
      });
      expect(quote).toMatchObject({ ok: true, deliveryCharge: choice.deliveryCharge });
    }
  });

  it('leaves a picked suburb to be matched by name, outside every drawn area', () => {
    const quote = quoteDelivery({
      address: { geoPoint: NO_COORDINATES, suburb: 'Coogee', postcode: '2034' },
      areas: settings.areas,
      settings,
      itemTotal: 2500,
    });
    expect(quote).toMatchObject({ ok: true, deliveryCharge: 800, minOrderValue: 2000 });
  });
});

describe('interiorPointOf', () => {
  it('finds a point inside a concave (L-shaped) area whose vertex average lies outside', () => {
    const ell = [
      [0, 0],
      [0, 10],
      [1, 10],
      [1, 1],
      [10, 1],
      [10, 0],
    ].map(([lat = 0, lng = 0]) => ({ latitude: String(lat), longitude: String(lng) }));
    const point = interiorPointOf(ell);
    expect(point).toBeDefined();
    expect(isPointInPolygon(point ?? NO_COORDINATES, ell)).toBe(true);
  });

  it('gives nothing for a polygon that is not made of numbers', () => {
    expect(interiorPointOf([{ latitude: 'x', longitude: '1' }, ...square(0, 0)])).toBeUndefined();
  });

  it('always lands inside any triangle', () => {
    const coordinate = fc.double({ min: -60, max: 60, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate), { minLength: 3, maxLength: 3 }), (corners) => {
        const triangle = corners.map(([lat, lng]) => ({
          latitude: lat.toFixed(3),
          longitude: lng.toFixed(3),
        }));
        const point = interiorPointOf(triangle);
        // A degenerate triangle (all points on one line) still yields one of its vertices.
        expect(point).toBeDefined();
        expect(isPointInPolygon(point ?? NO_COORDINATES, triangle)).toBe(true);
      }),
    );
  });
});
