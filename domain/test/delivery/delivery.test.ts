import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DeliveryArea,
  findDeliveryArea,
  isPointInPolygon,
  OUTSIDE_DELIVERY_AREA_MESSAGE,
  polygonSize,
  quoteDelivery,
  ZDeliveryArea,
  ZDeliverySettings,
} from '../../src';

const at = (latitude: number, longitude: number) => ({
  latitude: String(latitude),
  longitude: String(longitude),
});
const square = (south: number, west: number, north: number, east: number) => [
  at(south, west),
  at(south, east),
  at(north, east),
  at(north, west),
];

// Around a store in Sydney: an inner zone inside a wider outer zone.
const inner: DeliveryArea = ZDeliveryArea.parse({
  id: 'inner',
  name: 'Inner',
  polygon: square(-33.9, 151.1, -33.8, 151.2),
  deliveryCharges: 300,
});
const outer: DeliveryArea = ZDeliveryArea.parse({
  id: 'outer',
  name: 'Outer',
  polygon: square(-34.0, 151.0, -33.7, 151.3),
  deliveryCharges: 800,
  minOrderValue: 3000,
  shouldApplyThirdPartyDeliveryFee: true,
});
// An L-shaped (concave) area.
const lShape: DeliveryArea = ZDeliveryArea.parse({
  id: 'l',
  name: 'L',
  polygon: [at(0, 0), at(0, 2), at(1, 2), at(1, 1), at(2, 1), at(2, 0)],
});

const settings = ZDeliverySettings.parse({
  minOrderValue: 2000,
  suburbs: [{ name: 'Manly', postcode: '2095', deliveryCharges: 1000 }],
});
const address = (latitude: number, longitude: number, suburb = '', postcode = '') => ({
  geoPoint: at(latitude, longitude),
  suburb,
  postcode,
});

describe('isPointInPolygon', () => {
  it('finds points inside, outside and on the edge', () => {
    expect(isPointInPolygon(at(-33.85, 151.15), inner.polygon)).toBe(true);
    expect(isPointInPolygon(at(-33.95, 151.15), inner.polygon)).toBe(false);
    expect(isPointInPolygon(at(-33.9, 151.15), inner.polygon)).toBe(true);
    expect(isPointInPolygon(at(-33.8, 151.2), inner.polygon)).toBe(true);
  });

  it('handles concave areas', () => {
    expect(isPointInPolygon(at(0.5, 1.5), lShape.polygon)).toBe(true);
    expect(isPointInPolygon(at(1.5, 0.5), lShape.polygon)).toBe(true);
    expect(isPointInPolygon(at(1.5, 1.5), lShape.polygon)).toBe(false);
  });

  it('treats unreadable coordinates and degenerate polygons as outside', () => {
    expect(isPointInPolygon({ latitude: 'abc', longitude: '151.1' }, inner.polygon)).toBe(false);
    expect(isPointInPolygon({ latitude: '', longitude: '151.1' }, inner.polygon)).toBe(false);
    expect(isPointInPolygon(at(0, 0), [at(0, 0), at(1, 1)])).toBe(false);
    expect(isPointInPolygon(at(0.5, 0.5), [at(0, 0), { latitude: 'x', longitude: '1' }, at(1, 1)])).toBe(
      false,
    );
  });

  it('a point is inside a rectangle exactly when it lies within its bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (south, west, height, width, u, v) => {
          const polygon = square(south, west, south + height, west + width);
          const lat = south + u * height;
          const lng = west + v * width;
          const strictlyInside = u > 1e-9 && u < 1 - 1e-9 && v > 1e-9 && v < 1 - 1e-9;
          const clearlyOutside = u < -1e-9 || u > 1 + 1e-9 || v < -1e-9 || v > 1 + 1e-9;
          fc.pre(strictlyInside || clearlyOutside);
          expect(isPointInPolygon(at(lat, lng), polygon)).toBe(strictlyInside);
        },
      ),
    );
  });

  it('measures areas to compare them', () => {
    expect(polygonSize(lShape.polygon)).toBeCloseTo(3);
    expect(polygonSize(inner.polygon)).toBeLessThan(polygonSize(outer.polygon));
  });
});

describe('findDeliveryArea', () => {
  it('picks the smallest area containing the address, whatever the order', () => {
    expect(findDeliveryArea(at(-33.85, 151.15), [outer, inner])?.id).toBe('inner');
    expect(findDeliveryArea(at(-33.85, 151.15), [inner, outer])?.id).toBe('inner');
    expect(findDeliveryArea(at(-33.75, 151.25), [inner, outer])?.id).toBe('outer');
    expect(findDeliveryArea(at(-35, 150), [inner, outer])).toBeUndefined();
  });
});

describe('quoteDelivery', () => {
  it('charges the matched area and uses the store-wide minimum when the area has none', () => {
    expect(
      quoteDelivery({ address: address(-33.85, 151.15), areas: [inner, outer], settings, itemTotal: 2000 }),
    ).toEqual({
      ok: true,
      area: inner,
      deliveryCharge: 300,
      shouldApplyThirdPartyDeliveryFee: false,
      minOrderValue: 2000,
    });
  });

  it("uses the area's own minimum and passes on its third-party fee flag", () => {
    const quote = quoteDelivery({
      address: address(-33.75, 151.25),
      areas: [inner, outer],
      settings,
      itemTotal: 3000,
    });
    expect(quote).toMatchObject({
      ok: true,
      deliveryCharge: 800,
      shouldApplyThirdPartyDeliveryFee: true,
      minOrderValue: 3000,
    });
  });

  it('asks for a bigger order below the minimum', () => {
    const quote = quoteDelivery({
      address: address(-33.75, 151.25),
      areas: [inner, outer],
      settings,
      itemTotal: 2999,
    });
    expect(quote).toEqual({
      ok: false,
      reason: 'belowMinimum',
      message: 'Spend $30.00 or more to have your order delivered here',
      minOrderValue: 3000,
    });
  });

  it('says clearly when the address is outside every area', () => {
    const quote = quoteDelivery({
      address: address(-35, 150),
      areas: [inner, outer],
      settings,
      itemTotal: 9000,
    });
    expect(quote).toEqual({ ok: false, reason: 'outsideArea', message: OUTSIDE_DELIVERY_AREA_MESSAGE });
    expect(OUTSIDE_DELIVERY_AREA_MESSAGE).toBe("Sorry, we don't deliver to this address yet");
  });

  it('falls back to listed suburbs (name, and postcode when given)', () => {
    const manly = quoteDelivery({
      address: address(-33.79, 151.28 + 1, ' manly ', '2095'),
      areas: [inner],
      settings,
      itemTotal: 2500,
    });
    expect(manly).toEqual({
      ok: true,
      area: undefined,
      deliveryCharge: 1000,
      shouldApplyThirdPartyDeliveryFee: false,
      minOrderValue: 2000,
    });
    const wrongPostcode = quoteDelivery({
      address: address(0, 0, 'Manly', '4179'),
      areas: [],
      settings,
      itemTotal: 2500,
    });
    expect(wrongPostcode.ok).toBe(false);
    const noSuburb = quoteDelivery({ address: address(0, 0), areas: [], settings, itemTotal: 2500 });
    expect(noSuburb.ok).toBe(false);
    const anyPostcode = ZDeliverySettings.parse({ suburbs: [{ name: 'Manly' }] });
    expect(
      quoteDelivery({
        address: address(0, 0, 'Manly', '4179'),
        areas: [],
        settings: anyPostcode,
        itemTotal: 0,
      }),
    ).toMatchObject({
      ok: true,
      deliveryCharge: 0,
    });
  });
});
