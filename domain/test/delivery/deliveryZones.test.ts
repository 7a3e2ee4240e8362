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

type XY = { x: number; y: number };
const toXY = (point: { latitude: string; longitude: string }): XY => ({
  x: Number(point.longitude),
  y: Number(point.latitude),
});
/** Twice the signed area of a, b, c: positive anticlockwise, zero when they are in one line. */
const cross = (a: XY, b: XY, c: XY) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
const distance = (a: XY, b: XY) => Math.hypot(b.x - a.x, b.y - a.y);

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

  it('lands strictly inside any triangle that has an inside, never on its edge', () => {
    const coordinate = fc.double({ min: -60, max: 60, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate), { minLength: 3, maxLength: 3 }), (corners) => {
        const triangle = corners.map(([lat, lng]) => ({
          latitude: lat.toFixed(3),
          longitude: lng.toFixed(3),
        }));
        const [a, b, c] = triangle.map(toXY) as [XY, XY, XY];
        // isPointInPolygon counts the edge as inside, so any vertex would pass it: check against the
        // triangle's own edges instead, for triangles wide enough to have an inside at this precision.
        const twiceArea = cross(a, b, c);
        const longestEdge = Math.max(distance(a, b), distance(b, c), distance(c, a));
        fc.pre(Math.abs(twiceArea) / longestEdge > 1e-3);
        const point = interiorPointOf(triangle);
        expect(point).toBeDefined();
        const p = toXY(point ?? NO_COORDINATES);
        const sides = [cross(a, b, p), cross(b, c, p), cross(c, a, p)];
        expect(sides.every((side) => Math.sign(side) === Math.sign(twiceArea))).toBe(true);
        expect(isPointInPolygon(point ?? NO_COORDINATES, triangle)).toBe(true);
      }),
    );
  });
});
