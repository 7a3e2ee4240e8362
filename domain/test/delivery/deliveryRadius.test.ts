import { describe, expect, it } from 'vitest';
import {
  areaReachKm,
  deliveryAreaWithin,
  distanceInMetres,
  isPointInPolygon,
  RADIUS_AREA_POINTS,
  ZGeoPoint,
} from '../../src';

const store = { latitude: '-33.8908', longitude: '151.2743' };

describe('a delivery area drawn as a distance from the store', () => {
  it('puts every corner the chosen distance from the store, as the delivery checks measure it', () => {
    const polygon = deliveryAreaWithin(store, 3);
    expect(polygon).toHaveLength(RADIUS_AREA_POINTS);
    for (const corner of polygon ?? []) {
      expect(ZGeoPoint.safeParse(corner).success).toBe(true);
      expect(Math.abs(distanceInMetres(store, corner) - 3000)).toBeLessThan(15);
    }
    expect(areaReachKm(store, polygon ?? [])).toBe(3);
  });

  it('delivers to an address 2 km away and not to one 4 km away', () => {
    const polygon = deliveryAreaWithin(store, 3) ?? [];
    const north = (metres: number) => ({
      latitude: String(Number(store.latitude) + metres / 111_320),
      longitude: store.longitude,
    });
    expect(isPointInPolygon(store, polygon)).toBe(true);
    expect(isPointInPolygon(north(2000), polygon)).toBe(true);
    expect(isPointInPolygon(north(4000), polygon)).toBe(false);
  });

  it('refuses a store without a position and distances out of range', () => {
    expect(deliveryAreaWithin({ latitude: '', longitude: '' }, 3)).toBeUndefined();
    expect(deliveryAreaWithin(store, 0.1)).toBeUndefined();
    expect(deliveryAreaWithin(store, 31)).toBeUndefined();
    expect(deliveryAreaWithin(store, Number.NaN)).toBeUndefined();
  });
});
