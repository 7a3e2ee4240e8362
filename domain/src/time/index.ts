export * from './choices';
export * from './itemAvailability';
export * from './orderingTimes';
export * from './reportPeriods';
export * from './timeOfDay';
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
