import { type WeatherAdvice, type WeatherForecast, weatherAdvice } from '@resto/domain';
import { storeDoc } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { WeatherUnavailableError, weatherPort } from '../integrations/weather';

/** Forecasts kept per instance for 10 minutes per store: the overview asks on every visit. */
const cache = new Map<string, { atMs: number; value: WeatherReport }>();
const CACHE_MS = 10 * 60 * 1000;

export interface WeatherReport {
  /** Null when the weather service cannot be reached: the forecast is a nice-to-have, never an error. */
  forecast: WeatherForecast | null;
  advice: WeatherAdvice | null;
  timezone: string;
}

function localHourIn(timezone: string): (iso: string) => number {
  const format = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone });
  return (iso) => Number(format.format(new Date(iso))) % 24;
}

/** The weather at a store (its address's coordinates) and what it means for trade. */
export async function storeWeather(
  restaurantId: string,
  storeId: string,
  nowMs = Date.now(),
): Promise<WeatherReport> {
  const key = `${restaurantId}/${storeId}`;
  const cached = cache.get(key);
  if (cached && nowMs - cached.atMs < CACHE_MS) return cached.value;
  const store = await storeDoc(restaurantId, storeId).get();
  if (!store.exists) throw new NotFoundError('We could not find this store.');
  const latitude = Number(store.get('address.geoPoint.latitude'));
  const longitude = Number(store.get('address.geoPoint.longitude'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0))
    throw new NotFoundError('Add the store address to see its weather.');
  const timezone = String(store.get('timezone') ?? 'Australia/Sydney');
  let forecast: WeatherForecast;
  try {
    forecast = await weatherPort().forecast({ latitude, longitude });
  } catch (error) {
    // The forecast is a nice-to-have: unavailable means nothing to show, never an error.
    if (error instanceof WeatherUnavailableError) return { forecast: null, advice: null, timezone };
    throw error;
  }
  const value = { forecast, advice: weatherAdvice(forecast, localHourIn(timezone)), timezone };
  cache.set(key, { atMs: nowMs, value });
  return value;
}

export function forgetWeather(): void {
  cache.clear();
}
