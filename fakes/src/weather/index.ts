/**
 * A fake weather service in Open-Meteo's forecast format (`GET /v1/forecast?latitude=&longitude=
 * &current=...&hourly=...&forecast_hours=&timeformat=unixtime`, https://open-meteo.com/en/docs):
 * answers `{latitude, longitude, current: {time, temperature_2m, precipitation, weather_code},
 * hourly: {time[], temperature_2m[], precipitation[], precipitation_probability[], weather_code[]}}`
 * for the variables asked, and Open-Meteo's `{error: true, reason}` with 400 for a bad coordinate.
 * The weather is a scenario, the same everywhere: `dry` (default: 22°C, clear) or `rainTonight`
 * (dry now, rain from 6 PM Sydney time, 80%), set with `POST /_fake/scenario {scenario}`;
 * `POST /_fake/outage {down: true}` answers 503. `GET /_fake/requests` lists what was asked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';

export const FAKE_WEATHER_DEFAULT_PORT = 12192;
export const WEATHER_SCENARIOS = ['dry', 'rainTonight', 'heat'] as const;
export type WeatherScenario = (typeof WEATHER_SCENARIOS)[number];

export interface FakeWeather {
  url: string;
  port: number;
  requests: string[];
  close(): Promise<void>;
}

/** Sydney's evening (6 PM AEDT is 07:00 UTC): the hour rain starts in the rainTonight scenario. */
function isEvening(unixSeconds: number): boolean {
  const utcHour = new Date(unixSeconds * 1000).getUTCHours();
  const sydneyHour = (utcHour + 11) % 24;
  return sydneyHour >= 18 || sydneyHour < 2;
}

function hourWeather(scenario: WeatherScenario, time: number, index: number) {
  if (scenario === 'heat')
    return {
      temperature_2m: 37 + (index % 3),
      precipitation: 0,
      precipitation_probability: 5,
      weather_code: 0,
    };
  if (scenario === 'rainTonight' && (isEvening(time) || index >= 3))
    return { temperature_2m: 16, precipitation: 2.4, precipitation_probability: 80, weather_code: 63 };
  return { temperature_2m: 22, precipitation: 0, precipitation_probability: 10, weather_code: 1 };
}

export async function startFakeWeather(
  options: { port?: number; host?: string; scenario?: WeatherScenario } = {},
): Promise<FakeWeather> {
  let scenario: WeatherScenario = options.scenario ?? 'dry';
  let down = false;
  const requests: string[] = [];
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path === '/_fake/requests') return sendJson(response, 200, requests);
    if (request.method === 'POST' && (path === '/_fake/scenario' || path === '/_fake/outage')) {
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as {
        scenario?: string;
        down?: boolean;
      };
      if (path === '/_fake/outage') {
        down = body.down === true;
        return sendJson(response, 200, { down });
      }
      if (!WEATHER_SCENARIOS.includes(body.scenario as WeatherScenario))
        return sendJson(response, 400, { error: `scenario is one of ${WEATHER_SCENARIOS.join(', ')}` });
      scenario = body.scenario as WeatherScenario;
      return sendJson(response, 200, { scenario });
    }
    if (path !== '/v1/forecast' || request.method !== 'GET')
      return sendJson(response, 404, { error: true, reason: 'Not Found' });
    requests.push(url.search);
    if (requests.length > 500) requests.shift();
    if (down) return sendJson(response, 503, { error: true, reason: 'Service unavailable (fake outage)' });
    const latitude = Number(url.searchParams.get('latitude'));
    const longitude = Number(url.searchParams.get('longitude'));
    if (
      !Number.isFinite(latitude) ||
      Math.abs(latitude) > 90 ||
      !Number.isFinite(longitude) ||
      Math.abs(longitude) > 180
    )
      return sendJson(response, 400, {
        error: true,
        reason: 'Latitude must be in range of -90 to 90°. Given: invalid.',
      });
    const unix = url.searchParams.get('timeformat') === 'unixtime';
    const now = Math.floor(Date.now() / 1000);
    const hourStart = now - (now % 3600);
    const count = Math.min(Number(url.searchParams.get('forecast_hours') ?? 24) || 24, 384);
    const times = Array.from({ length: count }, (_, index) => hourStart + index * 3600);
    const hours = times.map((time, index) => hourWeather(scenario, time, index));
    const stamp = (time: number) => (unix ? time : new Date(time * 1000).toISOString().slice(0, 16));
    const currentWeather = hourWeather(scenario, now, 0);
    const wanted = (param: string) => (url.searchParams.get(param) ?? '').split(',').filter(Boolean);
    const current: Record<string, number | string> = { time: stamp(now - (now % 900)), interval: 900 };
    for (const variable of wanted('current')) {
      const value = currentWeather[variable as keyof typeof currentWeather];
      if (value !== undefined) current[variable] = value;
    }
    const hourly: Record<string, (number | string)[]> = { time: times.map(stamp) };
    for (const variable of wanted('hourly')) {
      if (variable in currentWeather)
        hourly[variable] = hours.map((hour) => hour[variable as keyof typeof hour]);
    }
    return sendJson(response, 200, {
      latitude,
      longitude,
      generationtime_ms: 0.1,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      timezone_abbreviation: 'GMT',
      elevation: 20,
      ...(wanted('current').length > 0 ? { current } : {}),
      ...(wanted('hourly').length > 0 ? { hourly } : {}),
    });
  };
  const server = await listen(
    handler,
    options.port ?? FAKE_WEATHER_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  return { url: server.url, port: server.port, requests, close: server.close };
}
