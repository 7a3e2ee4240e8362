import { type CollectionType, type StoreTimings, WEEKDAYS, type WeeklyHours } from '@resto/domain';

/** Monday's sessions of one collection type copied to every other day. */
export function copyMondayToAllDays(timings: StoreTimings, type: CollectionType): StoreTimings {
  const monday = timings.monday[type];
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { ...timings[day], [type]: structuredClone(monday) }]),
  ) as StoreTimings;
}

/** Monday's trading hours copied to every other day. */
export function copyMondayHoursToAllDays(hours: WeeklyHours): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, structuredClone(hours.monday)])) as WeeklyHours;
}
