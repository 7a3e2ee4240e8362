import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dohDnsPort } from '../../functions/src/integrations/dns';
import { openMeteoWeatherPort } from '../../functions/src/integrations/weather';
import { type FakeDns, startFakeDns } from '../src/dns';
import { type FakeWeather, startFakeWeather } from '../src/weather';

/**
 * The fake DNS-over-HTTPS resolver and the fake Open-Meteo, each read back through the functions'
 * real adapter (the same code that talks to dns.google and api.open-meteo.com in production).
 */
let dns: FakeDns;
let weather: FakeWeather;
beforeAll(async () => {
  dns = await startFakeDns({ port: 0 });
  weather = await startFakeWeather({ port: 0, scenario: 'dry' });
});
afterAll(async () => {
  await dns?.close();
  await weather?.close();
});

describe('fake DNS', () => {
  it('answers TXT and CNAME lookups in Google Public DNS JSON, NXDOMAIN for unknown names', async () => {
    await fetch(`${dns.url}/_fake/records/_resto-verification.Shop.Example.com.`, {
      method: 'PUT',
      body: JSON.stringify({ type: 'TXT', data: 'resto-verification=abc "quoted"' }),
    });
    await fetch(`${dns.url}/_fake/records/shop.example.com`, {
      method: 'PUT',
      body: JSON.stringify({ type: 'CNAME', data: 'sites.platform.example' }),
    });
    const raw = (await (
      await fetch(`${dns.url}/resolve?name=_resto-verification.shop.example.com&type=TXT`)
    ).json()) as {
      Status: number;
      Answer: { type: number; data: string }[];
    };
    expect(raw.Status).toBe(0);
    expect(raw.Answer[0]).toMatchObject({ type: 16, data: '"resto-verification=abc \\"quoted\\""' });
    const port = dohDnsPort({ baseUrl: dns.url });
    expect(await port.lookup('_resto-verification.shop.example.com', 'TXT')).toEqual([
      'resto-verification=abc "quoted"',
    ]);
    expect(await port.lookup('shop.example.com', 'CNAME')).toEqual(['sites.platform.example']);
    expect(await port.lookup('shop.example.com', 'TXT')).toEqual([]);
    const unknown = (await (await fetch(`${dns.url}/resolve?name=nobody.example&type=TXT`)).json()) as {
      Status: number;
    };
    expect(unknown.Status).toBe(3);
    expect(await port.lookup('nobody.example', 'TXT')).toEqual([]);
  });

  it('fails lookups during an outage', async () => {
    await fetch(`${dns.url}/_fake/outage`, { method: 'POST', body: JSON.stringify({ down: true }) });
    await expect(dohDnsPort({ baseUrl: dns.url }).lookup('shop.example.com', 'TXT')).rejects.toThrow(
      /DNS lookup answered 503/,
    );
    await fetch(`${dns.url}/_fake/outage`, { method: 'POST', body: JSON.stringify({ down: false }) });
  });
});

describe('fake weather', () => {
  it('answers forecasts in Open-Meteo format and switches scenarios', async () => {
    const port = openMeteoWeatherPort({ baseUrl: weather.url });
    const dry = await port.forecast({ latitude: -33.89, longitude: 151.27 });
    expect(dry.hours).toHaveLength(12);
    expect(dry.current.weatherCode).toBeLessThan(51);
    expect(weather.requests.at(-1)).toContain('forecast_hours=12');
    await fetch(`${weather.url}/_fake/scenario`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'rainTonight' }),
    });
    const wet = await port.forecast({ latitude: -33.89, longitude: 151.27 });
    expect(wet.hours.some((hour) => hour.precipitationProbability >= 50)).toBe(true);
    const bad = await fetch(`${weather.url}/v1/forecast?latitude=200&longitude=0&current=temperature_2m`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: true });
  });
});
