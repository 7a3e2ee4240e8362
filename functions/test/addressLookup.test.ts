import { describe, expect, it } from 'vitest';
import { callApi, signUpTestUser } from './support/emulators';
import { addRestaurantMember, createTenant } from './support/tenants';

const lookup = (restaurantId: string) => `/api/address-lookup/restaurants/${restaurantId}`;

describe('POST /api/address-lookup/restaurants/:restaurantId', () => {
  it('finds a typed address through the geocoding port, with its pin, suburb and postcode', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(lookup(restaurantId), {
      token: owner.idToken,
      body: { query: '10 Hall Street, Bondi Beach NSW', countryCode: 'AU' },
    });
    expect(status).toBe(200);
    const [first] = body.places as Record<string, unknown>[];
    expect(first).toMatchObject({
      suburb: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      countryCode: 'AU',
      streetLevel: true,
    });
    expect(String(first?.formattedAddress)).toMatch(/Hall St/);
    const { latitude, longitude } = (first?.geoPoint ?? {}) as { latitude?: string; longitude?: string };
    expect(Number(latitude)).toBeCloseTo(-33.89, 1);
    expect(Number(longitude)).toBeCloseTo(151.27, 1);
  });

  it('answers an empty list for an address nobody knows', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(lookup(restaurantId), {
      token: owner.idToken,
      body: { query: '1 Nowhere Lane, Atlantis', countryCode: 'AU' },
    });
    expect(status).toBe(200);
    expect(body.places).toEqual([]);
  });

  it("is for the restaurant's admins only, and explains a bad query", async () => {
    const { owner, restaurantId } = await createTenant();
    const other = await createTenant('other');
    const body = { query: '10 Hall Street, Bondi Beach', countryCode: 'AU' };
    expect((await callApi(lookup(restaurantId), { body })).status).toBe(401);
    expect((await callApi(lookup(restaurantId), { token: other.owner.idToken, body })).status).toBe(403);
    const staff = await signUpTestUser('staff');
    await addRestaurantMember(restaurantId, staff, 'user');
    expect((await callApi(lookup(restaurantId), { token: staff.idToken, body })).status).toBe(403);
    const short = await callApi(lookup(restaurantId), {
      token: owner.idToken,
      body: { query: 'x', countryCode: 'AU' },
    });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'query', message: 'Type the street address and suburb' }]);
  });
});
