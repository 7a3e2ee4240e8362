import {
  type CollectionType,
  type PublishedMenu,
  storeTimingsSchedule,
  type TradingStatus,
  tradingStatusAt,
} from '@resto/domain';

/** Whether the store takes orders of this collection type now, from its published timings and holidays. */
export function storeTradingStatus(
  menu: PublishedMenu,
  collectionType: CollectionType,
  at: Date,
): TradingStatus {
  const schedule = storeTimingsSchedule({
    timings: menu.settings.timings,
    collectionType,
    timezone: menu.store.timezone,
    hasSplitTimings: menu.store.hasSplitTimings,
    holidays: menu.settings.holidays,
  });
  return tradingStatusAt(schedule, at);
}
