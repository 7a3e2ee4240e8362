/**
 * The storefront's delivery preview: the customer types the street address and picks the suburb or
 * delivery area they are in from the store's own list, so checkout can show a delivery fee before the
 * server has placed the address. Picking a drawn area gives the address a point inside that area for
 * `quoteDelivery`; a shared location ("use my location") gives real coordinates. Either is only a
 * preview: the server geocodes the typed address and prices the zone it is really in
 * (deliveryLocation.ts).
 */

import type { GeoPoint } from '../common/address';
import type { Cents } from '../money/money';
import { isPointInPolygon } from './delivery';
import type { DeliveryArea, DeliverySuburb } from './deliverySettings';

export type DeliveryZoneChoice =
  | {
      kind: 'area';
      /** Stable key for pickers: `area:{id}`. */
      key: string;
      label: string;
      deliveryCharge: Cents;
      /** The area's own minimum, when it has one (otherwise the store-wide one applies). */
      minOrderValue: Cents | undefined;
      /** A point inside the area, used as the address's coordinates when nothing better is known. */
      geoPoint: GeoPoint;
    }
  | {
      kind: 'suburb';
      /** `suburb:{name}:{postcode}` */
      key: string;
      label: string;
      deliveryCharge: Cents;
      minOrderValue: undefined;
      suburb: string;
      postcode: string;
    };

/**
 * Coordinates that lie in no drawn area, for an address picked by listed suburb only: `quoteDelivery`
 * checks areas first, so a made-up point inside one would price the wrong zone. The suburb's name
 * and postcode decide instead.
 */
export const NO_COORDINATES: GeoPoint = { latitude: '0', longitude: '0' };

/** Drawn areas first (in the store's order), then listed suburbs, for the "suburb or area" picker. */
export function deliveryZoneChoices(settings: {
  areas: readonly DeliveryArea[];
  suburbs: readonly DeliverySuburb[];
}): DeliveryZoneChoice[] {
  const areas = settings.areas.flatMap((area): DeliveryZoneChoice[] => {
    const geoPoint = interiorPointOf(area.polygon);
    return geoPoint
      ? [
          {
            kind: 'area',
            key: `area:${area.id}`,
            label: area.name,
            deliveryCharge: area.deliveryCharges,
            minOrderValue: area.minOrderValue,
            geoPoint,
          },
        ]
      : [];
  });
  const suburbs = settings.suburbs.map(
    (suburb): DeliveryZoneChoice => ({
      kind: 'suburb',
      key: `suburb:${suburb.name}:${suburb.postcode}`,
      label: suburb.postcode ? `${suburb.name} ${suburb.postcode}` : suburb.name,
      deliveryCharge: suburb.deliveryCharges,
      minOrderValue: undefined,
      suburb: suburb.name,
      postcode: suburb.postcode,
    }),
  );
  return [...areas, ...suburbs];
}

/**
 * A point inside a polygon: the vertices' average when it lies inside (every convex area), else the
 * first midpoint of a diagonal that does, else a vertex (the boundary counts as inside).
 * Undefined for a polygon whose coordinates are not numbers.
 */
export function interiorPointOf(polygon: readonly GeoPoint[]): GeoPoint | undefined {
  const points = polygon.map((point) => ({ x: Number(point.longitude), y: Number(point.latitude) }));
  if (points.length < 3 || points.some((point) => !Number.isFinite(point.x) || !Number.isFinite(point.y)))
    return undefined;
  const candidates = [
    average(points),
    ...points.flatMap((a, i) => points.slice(i + 2).map((b) => average([a, b]))),
    ...points,
  ];
  for (const candidate of candidates) {
    const geoPoint = { latitude: candidate.y.toFixed(6), longitude: candidate.x.toFixed(6) };
    if (isPointInPolygon(geoPoint, polygon)) return geoPoint;
  }
  return undefined;
}

function average(points: readonly { x: number; y: number }[]): { x: number; y: number } {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / points.length, y: sum.y / points.length };
}
