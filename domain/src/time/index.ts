// Store time: zoned dates and times of day, trading schedules and their settings shapes, ordering
// times, item availability and report periods.
export * from './choices';
export * from './itemAvailability';
export * from './orderingTimes';
export * from './reportPeriods';
export * from './timeOfDay';
export * from './timings';
export * from './timingsFromTradingHours';
export * from './tradingSchedule';
export {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  type LocalDate,
  localDateAt,
  localMinutesAt,
  offsetMinutesAt,
  parseLocalDate,
  startOfLocalDate,
  weekdayOfLocalDate,
  zonedInstant,
} from './zonedTime';
