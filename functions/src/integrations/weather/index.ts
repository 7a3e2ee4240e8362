/**
 * The weather port: the current conditions and the next hours at a place. The real adapter is
 * Open-Meteo's forecast API over HTTP (`GET {base}/v1/forecast?latitude=&longitude=&current=...
 * &hourly=...&forecast_hours=12&timeformat=unixtime`; no key for non-commercial use, a key and the
 * customer host for commercial); on the emulator suite the base URL is the fake weather service
 * (fakes/src/weather, 12192), which answers in the same format.
 */
import type { WeatherForecast } from '@resto/domain';
import { weatherApiBaseUrl } from '../../config';

export const OPEN_METEO_BASE_URL = 'https://api.open-meteo.com';

export class WeatherUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeatherUnavailableError';
  }
}

export interface WeatherPort {
  forecast(place: { latitude: number; longitude: number }): Promise<WeatherForecast>;
}

interface OpenMeteoResponse {
  current?: { time?: number; temperature_2m?: number; precipitation?: number; weather_code?: number };
  hourly?: {
    time?: number[];
    temperature_2m?: number[];
    precipitation?: number[];
    precipitation_probability?: number[];
    weather_code?: number[];
  };
  error?: boolean;
  reason?: string;
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function openMeteoWeatherPort(config: { baseUrl?: string; timeoutMs?: number } = {}): WeatherPort {
  const base = (config.baseUrl || OPEN_METEO_BASE_URL).replace(/\/+$/, '');
  return {
    async forecast({ latitude, longitude }) {
      const query = new URLSearchParams({
        latitude: latitude.toFixed(4),
        longitude: longitude.toFixed(4),
        current: 'temperature_2m,precipitation,weather_code',
        hourly: 'temperature_2m,precipitation,precipitation_probability,weather_code',
        forecast_hours: '12',
        timeformat: 'unixtime',
        timezone: 'GMT',
      });
      let body: OpenMeteoResponse;
      try {
        const response = await fetch(`${base}/v1/forecast?${query}`, {
          signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
        });
        body = (await response.json()) as OpenMeteoResponse;
        if (!response.ok || body.error)
          throw new WeatherUnavailableError(body.reason ?? `Weather answered ${response.status}`);
      } catch (error) {
        if (error instanceof WeatherUnavailableError) throw error;
        throw new WeatherUnavailableError('The weather service could not be reached.');
      }
      const { current = {}, hourly = {} } = body;
      if (current.time === undefined || current.temperature_2m === undefined)
        throw new WeatherUnavailableError('The weather service sent no current conditions.');
      const times = hourly.time ?? [];
      return {
        current: {
          isoDateTimeUtc: iso(current.time),
          temperatureC: current.temperature_2m,
          precipitationMm: current.precipitation ?? 0,
          weatherCode: current.weather_code ?? 0,
        },
        hours: times.map((time, index) => ({
          isoDateTimeUtc: iso(time),
          temperatureC: hourly.temperature_2m?.[index] ?? current.temperature_2m ?? 0,
          precipitationMm: hourly.precipitation?.[index] ?? 0,
          precipitationProbability: hourly.precipitation_probability?.[index] ?? 0,
          weatherCode: hourly.weather_code?.[index] ?? 0,
        })),
      };
    },
  };
}

export function weatherPort(): WeatherPort {
  return openMeteoWeatherPort({ baseUrl: weatherApiBaseUrl.value() });
}
