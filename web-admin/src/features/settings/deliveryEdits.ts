import type { DeliveryArea, GeoPoint } from '@resto/domain';

/** A client-made id for a new area, so the form can tell areas apart before the first save. */
export function newAreaId(): string {
  return `area-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * A starting area: a square about 2 km across centred on the store (or empty without a location),
 * which the owner then reshapes; a blank list of points would leave nothing to look at.
 */
export function newDeliveryArea(name: string, store: GeoPoint | undefined): DeliveryArea {
  const lat = Number(store?.latitude);
  const lng = Number(store?.longitude);
  const known = store !== undefined && Number.isFinite(lat) && Number.isFinite(lng);
  const offset = 0.01;
  const point = (dLat: number, dLng: number): GeoPoint => ({
    latitude: (lat + dLat).toFixed(4),
    longitude: (lng + dLng).toFixed(4),
  });
  return {
    id: newAreaId(),
    name,
    polygon: known
      ? [point(offset, -offset), point(offset, offset), point(-offset, offset), point(-offset, -offset)]
      : [],
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
