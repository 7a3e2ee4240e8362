/**
 * Weather for the admin store overview (`GET /api/weather-forecast/.../current`): the current
 * conditions and the next hours at the store, and what they mean for trade ("Rain tonight: expect
 * more delivery orders"). Codes are WMO weather interpretation codes, as weather services give them.
 */

export interface WeatherHour {
  isoDateTimeUtc: string;
  temperatureC: number;
  precipitationMm: number;
  precipitationProbability: number;
  weatherCode: number;
}

export interface WeatherForecast {
  current: { isoDateTimeUtc: string; temperatureC: number; precipitationMm: number; weatherCode: number };
  /** The next hours, oldest first. */
  hours: WeatherHour[];
}

export interface WeatherAdvice {
  /** "Light rain, 17°C". */
  now: string;
  /** "Rain tonight (80% from 7 PM)"; undefined when nothing notable is coming. */
  outlook: string | undefined;
  /** What it means for the store, or undefined. */
  advice: string | undefined;
  tone: 'info' | 'warning';
}

const DESCRIPTIONS: [number[], string][] = [
  [[0], 'Clear'],
  [[1, 2], 'Partly cloudy'],
  [[3], 'Overcast'],
  [[45, 48], 'Fog'],
  [[51, 53, 55, 56, 57], 'Drizzle'],
  [[61, 66, 80], 'Light rain'],
  [[63, 81], 'Rain'],
  [[65, 67, 82], 'Heavy rain'],
  [[71, 73, 75, 77, 85, 86], 'Snow'],
  [[95, 96, 99], 'Thunderstorms'],
];

export function describeWeatherCode(code: number): string {
  return DESCRIPTIONS.find(([codes]) => codes.includes(code))?.[1] ?? 'Unsettled';
}

export function isWetCode(code: number): boolean {
  return code >= 51;
}

function partOfDay(hour: number): string {
  if (hour >= 18 || hour < 3) return 'tonight';
  if (hour >= 12) return 'this afternoon';
  return 'this morning';
}

function clock(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The forecast in an owner's words. `localHourOf` turns an instant into the store's local hour (the
 * caller knows the store's timezone).
 */
export function weatherAdvice(
  forecast: WeatherForecast,
  localHourOf: (iso: string) => number,
): WeatherAdvice {
  const { current } = forecast;
  const now = `${describeWeatherCode(current.weatherCode)}, ${Math.round(current.temperatureC)}°C`;
  const wet = forecast.hours.find(
    (hour) =>
      hour.precipitationProbability >= 50 || (isWetCode(hour.weatherCode) && hour.precipitationMm >= 0.5),
  );
  if (wet) {
    const hour = localHourOf(wet.isoDateTimeUtc);
    const storms = forecast.hours.some((h) => h.weatherCode >= 95);
    const what = storms ? 'Storms' : describeWeatherCode(wet.weatherCode) === 'Drizzle' ? 'Drizzle' : 'Rain';
    return {
      now,
      outlook: `${what} ${partOfDay(hour)} (${Math.round(wet.precipitationProbability)}% from ${clock(hour)})`,
      advice: 'Expect more delivery orders and fewer walk-ins: have drivers ready and check delivery times.',
      tone: 'warning',
    };
  }
  const hottest = Math.max(current.temperatureC, ...forecast.hours.map((hour) => hour.temperatureC));
  if (hottest >= 35)
    return {
      now,
      outlook: `Hot: up to ${Math.round(hottest)}°C`,
      advice: 'Cold drinks and desserts sell; expect a later, busier evening.',
      tone: 'warning',
    };
  if (!isWetCode(current.weatherCode) && current.temperatureC >= 18 && current.temperatureC < 30)
    return {
      now,
      outlook: 'Dry for the next hours',
      advice: 'Good weather for pickup and outdoor tables.',
      tone: 'info',
    };
  return { now, outlook: 'Dry for the next hours', advice: undefined, tone: 'info' };
}
