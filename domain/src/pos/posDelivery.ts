/**
 * Delivery orders at the counter. The cashier types the address and picks the store's suburb or
 * delivery area it is in (the storefront's picker, deliveryZones.ts); the fee and the minimum order
 * come from the store's delivery rules (`quoteDelivery`), so the till charges what the storefront
 * would. The address is not geocoded at the counter: the picked zone stands in for the map.
 */

import { quoteDelivery } from '../delivery/delivery';
import { type DeliveryZoneChoice, deliveryZoneChoices, NO_COORDINATES } from '../delivery/deliveryZones';
import type { PublishedMenu } from '../menuPublishing';
import type { Cents } from '../money/money';

/** The store's delivery zones as the till offers them (drawn areas, then listed suburbs). */
export function posDeliveryZones(menu: Pick<PublishedMenu, 'settings'>): DeliveryZoneChoice[] {
  return deliveryZoneChoices({
    areas: menu.settings.delivery.areas,
    suburbs: menu.settings.delivery.suburbs,
  });
}

export type PosDeliveryQuote =
  | { ok: true; zone: DeliveryZoneChoice; deliveryCharge: Cents }
  | { ok: false; reason: 'unknownZone' | 'outsideArea' | 'belowMinimum'; message: string };

export const CHOOSE_DELIVERY_ZONE = 'Choose the suburb or delivery area';

/**
 * The delivery fee for an order of `itemTotal` to the zone `zoneKey` names, by the store's rules: an
 * unknown zone (removed since) or an order under the zone's minimum is a problem the cashier sees.
 */
export function posDeliveryQuote(
  menu: Pick<PublishedMenu, 'settings'>,
  zoneKey: string,
  itemTotal: Cents,
  currency?: Parameters<typeof quoteDelivery>[0]['currency'],
): PosDeliveryQuote {
  const zone = posDeliveryZones(menu).find((choice) => choice.key === zoneKey);
  if (!zone)
    return {
      ok: false,
      reason: 'unknownZone',
      message: 'The store no longer delivers to that suburb or area',
    };
  const quote = quoteDelivery({
    address:
      zone.kind === 'area'
        ? { geoPoint: zone.geoPoint, suburb: '', postcode: '' }
        : { geoPoint: NO_COORDINATES, suburb: zone.suburb, postcode: zone.postcode },
    areas: menu.settings.delivery.areas,
    settings: menu.settings.delivery,
    itemTotal,
    ...(currency ? { currency } : {}),
  });
  if (!quote.ok) return { ok: false, reason: quote.reason, message: quote.message };
  return { ok: true, zone, deliveryCharge: quote.deliveryCharge };
}
