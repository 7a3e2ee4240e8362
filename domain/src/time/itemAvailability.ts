import type { ApplicableOrderingSystem } from '../common/common';
import type { CollectionType } from '../common/constants';
import type { UnavailableItemReason } from '../menu/menu';
import type { WeeklyHours } from './timings';
import { isOpenAt, weeklyHoursSchedule } from './tradingSchedule';

/** Whether a menu item can be ordered right now, and why not (SPEC.md section 3, Item spec). */

export type ItemAvailability = { available: true } | { available: false; reason: UnavailableItemReason };

export type ItemOrderingSystem = keyof ApplicableOrderingSystem;

/** The Item spec fields availability depends on; any item or category-shaped object fits. */
export interface AvailabilityCheckedItem {
  available: boolean;
  soldout?: boolean;
  /** A collection type left out, or absent altogether, is available. */
  availableFor?: Partial<Record<CollectionType, boolean>>;
  /** An ordering system left out, or absent altogether, is available. */
  applicableOrderingSystem?: Partial<Record<ItemOrderingSystem, boolean>>;
  /** Absent means any time the store trades. */
  availableWeeklyHours?: WeeklyHours | null;
}

export interface ItemAvailabilityContext {
  at: Date;
  timezone: string;
  collectionType?: CollectionType;
  orderingSystem?: ItemOrderingSystem;
}

/**
 * Missing items are Not Found. Anything that keeps the item off the menu in this situation (switched
 * off, not for this collection type or ordering system, outside its weekly hours) is Unavailable.
 * Sold Out is checked last: it is today's stock, and only worth saying when the item could otherwise
 * be ordered.
 */
export function checkItemAvailability(
  item: AvailabilityCheckedItem | undefined | null,
  context: ItemAvailabilityContext,
): ItemAvailability {
  if (item === undefined || item === null) return { available: false, reason: 'Not Found' };
  const unavailable =
    !item.available ||
    (context.collectionType !== undefined && item.availableFor?.[context.collectionType] === false) ||
    (context.orderingSystem !== undefined &&
      item.applicableOrderingSystem?.[context.orderingSystem] === false) ||
    (item.availableWeeklyHours != null &&
      !isOpenAt(
        weeklyHoursSchedule({ weeklyHours: item.availableWeeklyHours, timezone: context.timezone }),
        context.at,
      ));
  if (unavailable) return { available: false, reason: 'Unavailable' };
  if (item.soldout === true) return { available: false, reason: 'Sold Out' };
  return { available: true };
}
