import { type DeliveryArea, deliveryAreaWithin, type GeoPoint } from '@resto/domain';

/** A client-made id for a new area, so the form can tell areas apart before the first save. */
export function newAreaId(): string {
  return `area-${crypto.randomUUID().slice(0, 8)}`;
}

/** How far a new area reaches from the store until the owner says otherwise, in km. */
export const NEW_AREA_KM = 3;

/**
 * A starting area: everything within NEW_AREA_KM of the store (or empty without a location), which
 * the owner redraws at their own distance; a blank list of points would leave nothing to look at.
 */
export function newDeliveryArea(name: string, store: GeoPoint | undefined): DeliveryArea {
  return {
    id: newAreaId(),
    name,
    polygon: (store && deliveryAreaWithin(store, NEW_AREA_KM)) ?? [],
    deliveryCharges: 0,
    shouldApplyThirdPartyDeliveryFee: false,
  };
}

/** "Area 3": the first numbered name not taken yet. */
export function nextAreaName(areas: readonly Pick<DeliveryArea, 'name'>[]): string {
  const taken = new Set(areas.map((area) => area.name.trim().toLowerCase()));
  let number = areas.length + 1;
  while (taken.has(`area ${number}`)) number += 1;
  return `Area ${number}`;
}

/**
 * Where a point clicked on the map goes in an area's polygon: into the edge nearest to it (the last
 * edge closes the shape back to the first point), so adding a point never makes the outline cross
 * itself the way appending it after the last point would. Longitude is scaled by cos(latitude).
 */
export function insertPointNearestEdge(polygon: readonly GeoPoint[], point: GeoPoint): GeoPoint[] {
  const numeric = polygon.map((entry) => ({ lat: Number(entry.latitude), lng: Number(entry.longitude) }));
  if (
    numeric.length < 2 ||
    numeric.some((entry) => !Number.isFinite(entry.lat) || !Number.isFinite(entry.lng))
  )
    return [...polygon, point];
  const target = { lat: Number(point.latitude), lng: Number(point.longitude) };
  const scale = Math.cos((target.lat * Math.PI) / 180);
  const xy = (entry: { lat: number; lng: number }) => ({ x: entry.lng * scale, y: entry.lat });
  const p = xy(target);
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < numeric.length; index++) {
    const a = xy(numeric[index] as { lat: number; lng: number });
    const b = xy(numeric[(index + 1) % numeric.length] as { lat: number; lng: number });
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
    const distance = (a.x + t * dx - p.x) ** 2 + (a.y + t * dy - p.y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return [...polygon.slice(0, best + 1), point, ...polygon.slice(best + 1)];
}
