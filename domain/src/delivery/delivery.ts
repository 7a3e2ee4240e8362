/**
 * Which delivery area an address falls in, what delivery costs there, and whether the order is big
 * enough. Coordinates arrive as decimal strings (as stored); money is integer cents.
 */

import type { GeoPoint } from '../common/address';
import { type Cents, type CurrencyCode, formatMoney } from '../money/money';
import type { DeliveryArea, DeliverySettings, DeliverySuburb } from './deliverySettings';

export const OUTSIDE_DELIVERY_AREA_MESSAGE = "Sorry, we don't deliver to this address yet";

interface Point {
  x: number;
  y: number;
}

/** Longitude as x, latitude as y. Undefined when a coordinate is not a number. */
function toPoint(geoPoint: GeoPoint): Point | undefined {
  const x = Number(geoPoint.longitude);
  const y = Number(geoPoint.latitude);
  return Number.isFinite(x) &&
    Number.isFinite(y) &&
    geoPoint.longitude.trim() !== '' &&
    geoPoint.latitude.trim() !== ''
    ? { x, y }
    : undefined;
}

function toPoints(polygon: readonly GeoPoint[]): Point[] | undefined {
  const points = polygon.map(toPoint);
  return points.every((point) => point !== undefined) ? (points as Point[]) : undefined;
}

function isOnSegment(p: Point, a: Point, b: Point): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    p.x >= Math.min(a.x, b.x) &&
    p.x <= Math.max(a.x, b.x) &&
    p.y >= Math.min(a.y, b.y) &&
    p.y <= Math.max(a.y, b.y)
  );
}

/**
 * Whether a point lies inside a polygon (even-odd ray casting). A point on the boundary counts as
 * inside, so an address on the edge of the drawn area gets delivery. Areas are small enough that the
 * earth's curvature and the antimeridian do not matter.
 */
export function isPointInPolygon(geoPoint: GeoPoint, polygon: readonly GeoPoint[]): boolean {
  const point = toPoint(geoPoint);
  const vertices = toPoints(polygon);
  if (!point || !vertices || vertices.length < 3) return false;
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i] as Point;
    const b = vertices[j] as Point;
    if (isOnSegment(point, a, b)) return true;
    const crosses =
      a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Area of a polygon in squared degrees (shoelace formula); only used to compare areas. */
export function polygonSize(polygon: readonly GeoPoint[]): number {
  const vertices = toPoints(polygon) ?? [];
  let twiceArea = 0;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i] as Point;
    const b = vertices[j] as Point;
    twiceArea += (b.x + a.x) * (b.y - a.y);
  }
  return Math.abs(twiceArea) / 2;
}

/**
 * The delivery area an address is in. When areas overlap (an inner zone drawn inside an outer one),
 * the smallest area containing the address wins, as it is the most specific.
 */
export function findDeliveryArea(
  geoPoint: GeoPoint,
  areas: readonly DeliveryArea[],
): DeliveryArea | undefined {
  return areas
    .filter((area) => isPointInPolygon(geoPoint, area.polygon))
    .reduce<DeliveryArea | undefined>(
      (smallest, area) =>
        smallest && polygonSize(smallest.polygon) <= polygonSize(area.polygon) ? smallest : area,
      undefined,
    );
}

function findSuburb(
  address: { suburb: string; postcode: string },
  suburbs: readonly DeliverySuburb[],
): DeliverySuburb | undefined {
  const name = address.suburb.trim().toLowerCase();
  if (name === '') return undefined;
  return suburbs.find(
    (suburb) =>
      suburb.name.trim().toLowerCase() === name &&
      (suburb.postcode === '' || suburb.postcode === address.postcode.trim()),
  );
}

export interface DeliveryQuoteInput {
  address: { geoPoint: GeoPoint; suburb: string; postcode: string };
  areas: readonly DeliveryArea[];
  settings: DeliverySettings;
  /** Item total the minimum order value is compared with. */
  itemTotal: Cents;
  currency?: CurrencyCode;
}

export type DeliveryQuote =
  | {
      ok: true;
      /** The matched area, or undefined when the address matched a listed suburb. */
      area: DeliveryArea | undefined;
      deliveryCharge: Cents;
      shouldApplyThirdPartyDeliveryFee: boolean;
      minOrderValue: Cents;
    }
  | { ok: false; reason: 'outsideArea' | 'belowMinimum'; message: string; minOrderValue?: Cents };

/**
 * Drawn areas are checked first, then the listed suburbs. An area's own minimum order value replaces
 * the store-wide one; a suburb uses the store-wide one.
 */
export function quoteDelivery(input: DeliveryQuoteInput): DeliveryQuote {
  const area = findDeliveryArea(input.address.geoPoint, input.areas);
  const suburb = area ? undefined : findSuburb(input.address, input.settings.suburbs);
  if (!area && !suburb) return { ok: false, reason: 'outsideArea', message: OUTSIDE_DELIVERY_AREA_MESSAGE };
  const minOrderValue = area?.minOrderValue ?? input.settings.minOrderValue;
  if (input.itemTotal < minOrderValue) {
    const amount = formatMoney(minOrderValue, input.currency);
    return {
      ok: false,
      reason: 'belowMinimum',
      message: `Spend ${amount} or more to have your order delivered here`,
      minOrderValue,
    };
  }
  return {
    ok: true,
    area,
    deliveryCharge: area?.deliveryCharges ?? suburb?.deliveryCharges ?? 0,
    shouldApplyThirdPartyDeliveryFee: area?.shouldApplyThirdPartyDeliveryFee ?? false,
    minOrderValue,
  };
}
