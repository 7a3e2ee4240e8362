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
