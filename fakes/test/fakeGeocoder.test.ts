import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGeocoder, type GeocodingResponse, startFakeGeocoder } from '../src/geocoder';

let fake: FakeGeocoder;

beforeAll(async () => {
  fake = await startFakeGeocoder({ port: 0 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

async function geocode(params: Record<string, string>) {
  const query = new URLSearchParams({ key: 'any-key', components: 'country:AU', ...params });
  const response = await fetch(`${fake.url}/maps/api/geocode/json?${query}`);
  const text = await response.text();
  // A simulated HTTP 500 answers an HTML page, as a failing front end would.
  const body = (
    text.startsWith('{') ? JSON.parse(text) : { results: [], status: 'HTML' }
  ) as GeocodingResponse;
  return { status: response.status, body };
}

function component(body: GeocodingResponse, type: string) {
  return body.results[0]?.address_components.find((entry) => entry.types.includes(type));
}

describe('fake geocoder: answers in the Geocoding API shape', () => {
  it('finds a listed street address with its number, suburb, state and postcode', async () => {
    const { status, body } = await geocode({ address: '10 Hall Street, Bondi Beach NSW 2026, Australia' });
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    const [result] = body.results;
    expect(result).toMatchObject({
      formatted_address: '10 Hall St, Bondi Beach NSW 2026, Australia',
      types: ['street_address'],
      geometry: { location_type: 'ROOFTOP' },
    });
    expect(result?.partial_match).toBeUndefined();
    expect(result?.place_id).toMatch(/^ChIJ/);
    expect(component(body, 'street_number')?.long_name).toBe('10');
    expect(component(body, 'route')).toMatchObject({ long_name: 'Hall Street', short_name: 'Hall St' });
    expect(component(body, 'locality')?.long_name).toBe('Bondi Beach');
    expect(component(body, 'administrative_area_level_1')).toMatchObject({ short_name: 'NSW' });
    expect(component(body, 'postal_code')?.long_name).toBe('2026');
    expect(component(body, 'country')?.short_name).toBe('AU');
    const location = result?.geometry.location;
    expect(location?.lat).toBeCloseTo(-33.89, 2);
    expect(location?.lng).toBeCloseTo(151.275, 2);
    const { northeast, southwest } = result?.geometry.viewport ?? {};
    expect(northeast?.lat).toBeGreaterThan(location?.lat ?? 0);
    expect(southwest?.lng).toBeLessThan(location?.lng ?? 0);
  });

  it('places any other street of a known suburb at a stable point near it, and units as subpremises', async () => {
    const first = await geocode({ address: '4/12 Beach Rd, Bondi Beach NSW 2026' });
    const again = await geocode({ address: '4/12 beach road bondi beach' });
    expect(first.body.results[0]).toMatchObject({
      formatted_address: '4/12 Beach Rd, Bondi Beach NSW 2026, Australia',
      types: ['subpremise'],
      geometry: { location_type: 'RANGE_INTERPOLATED' },
    });
    expect(component(first.body, 'subpremise')?.long_name).toBe('4');
    expect(again.body.results[0]?.geometry.location).toEqual(first.body.results[0]?.geometry.location);
    const { lat, lng } = first.body.results[0]?.geometry.location ?? { lat: 0, lng: 0 };
    // Within the suburb's 600 m radius of Bondi Beach's centre.
    expect(Math.abs(lat - -33.8915)).toBeLessThan(0.006);
    expect(Math.abs(lng - 151.2767)).toBeLessThan(0.007);
  });

  it('picks the suburb that ends last, so a street named after another suburb is not confused', async () => {
    const { body } = await geocode({ address: '200 Bondi Road, Bondi Junction NSW 2022' });
    expect(component(body, 'locality')?.long_name).toBe('Bondi Junction');
    expect(component(body, 'route')?.long_name).toBe('Bondi Road');
  });

  it('answers a street without a number as the route and a bare suburb as the locality', async () => {
    const route = await geocode({ address: 'Campbell Parade, Bondi Beach' });
    expect(route.body.results[0]).toMatchObject({
      types: ['route'],
      geometry: { location_type: 'GEOMETRIC_CENTER' },
    });
    const locality = await geocode({ address: 'Surry Hills NSW' });
    expect(locality.body.results[0]).toMatchObject({
      formatted_address: 'Surry Hills NSW 2010, Australia',
      types: ['locality', 'political'],
      geometry: { location_type: 'APPROXIMATE' },
    });
  });

  it('marks a partial match when only the postcode is known or the postcode is not the suburb’s', async () => {
    const byPostcode = await geocode({ address: '12 Hall St, Bondy Bch NSW 2026' });
    expect(byPostcode.body.status).toBe('OK');
    expect(byPostcode.body.results[0]?.partial_match).toBe(true);
    expect(component(byPostcode.body, 'locality')?.long_name).toBe('Bondi Beach');
    const wrongPostcode = await geocode({ address: '12 Crown Street, Surry Hills NSW 2026' });
    expect(wrongPostcode.body.results[0]?.partial_match).toBe(true);
    expect(component(wrongPostcode.body, 'postal_code')?.long_name).toBe('2010');
  });

  it('answers ZERO_RESULTS for places it does not know and for other countries', async () => {
    expect((await geocode({ address: '1 Nowhere Lane, Atlantis NSW 9999' })).body).toEqual({
      results: [],
      status: 'ZERO_RESULTS',
    });
    expect(
      (await geocode({ address: '10 Hall Street, Bondi Beach', components: 'country:NZ' })).body.status,
    ).toBe('ZERO_RESULTS');
  });

  it('refuses like the real service: no key, no address', async () => {
    const noKey = await fetch(`${fake.url}/maps/api/geocode/json?address=Bondi+Beach`);
    expect(noKey.status).toBe(200);
    expect(await noKey.json()).toMatchObject({
      status: 'REQUEST_DENIED',
      results: [],
      error_message: expect.any(String),
    });
    const noAddress = await fetch(`${fake.url}/maps/api/geocode/json?key=k`);
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toMatchObject({ status: 'INVALID_REQUEST', results: [] });
  });

  it('accepts only its own key when it has one', async () => {
    const strict = await startFakeGeocoder({ port: 0, apiKey: 'right-key' });
    try {
      const wrong = await fetch(`${strict.url}/maps/api/geocode/json?address=Bondi+Beach&key=wrong`);
      expect(await wrong.json()).toMatchObject({ status: 'REQUEST_DENIED' });
      const right = await fetch(`${strict.url}/maps/api/geocode/json?address=Bondi+Beach&key=right-key`);
      expect(await right.json()).toMatchObject({ status: 'OK' });
    } finally {
      await strict.close();
    }
  });

  it('simulates outages until cleared, over HTTP and in-process, and logs every request', async () => {
    const set = await fetch(`${fake.url}/_fake/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'OVER_QUERY_LIMIT' }),
    });
    expect(set.status).toBe(200);
    expect((await geocode({ address: '10 Hall Street, Bondi Beach' })).body).toMatchObject({
      status: 'OVER_QUERY_LIMIT',
      results: [],
    });
    fake.setOutage('HTTP_500');
    expect((await geocode({ address: '10 Hall Street, Bondi Beach' })).status).toBe(500);
    fake.setOutage(undefined);
    expect((await geocode({ address: '10 Hall Street, Bondi Beach' })).body.status).toBe('OK');
    const log = (await (await fetch(`${fake.url}/_fake/requests`)).json()) as {
      requests: Array<{ status: string; address: string; hasKey: boolean }>;
    };
    expect(log.requests.map((entry) => entry.status)).toEqual(['OVER_QUERY_LIMIT', 'HTTP_500', 'OK']);
    expect(log.requests[0]).toMatchObject({ address: '10 Hall Street, Bondi Beach', hasKey: true });
  });
});
