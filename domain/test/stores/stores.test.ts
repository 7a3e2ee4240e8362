import { describe, expect, it } from 'vitest';
import { ZRestaurant, ZStore } from '../../src';
import { address, australia, messages, NOW } from '../support/schemaFixtures';

describe('restaurant and store', () => {
  it('parses a restaurant with an optional logo and contact email', () => {
    const restaurant = ZRestaurant.parse({
      name: "Luigi's",
      timezone: 'Australia/Sydney',
      country: australia,
      logo: { id: 'l1', path: 'logos/l1.png' },
      createdIsoDateTimeUtc: NOW,
    });
    expect(restaurant.description).toBe('');
    expect(restaurant.contactEmail).toBeUndefined();
    expect(
      messages(
        ZRestaurant.safeParse({
          name: 'L',
          timezone: 'Australia/Sydney',
          country: { code: 'FR', name: 'France' },
          createdIsoDateTimeUtc: '2025-03-01',
        }),
      ),
    ).toEqual([
      'Restaurant name must be 2 to 100 characters',
      'Choose a supported country',
      'Expected a UTC date and time like 2025-03-01T09:30:00Z',
    ]);
  });

  it('a new store has every collection type switched off with the default prep time, and is online', () => {
    const store = ZStore.parse({
      restaurantId: 'r1',
      name: 'Sydney CBD',
      address,
      phoneNumber: '(02) 9876-5432',
      timezone: 'Australia/Sydney',
      collectionSettings: { pickup: { available: true } },
    });
    expect(store.collectionSettings).toEqual({
      pickup: { available: true, prepTimeInMinutes: 30 },
      delivery: { available: false, prepTimeInMinutes: 30 },
      dineIn: { available: false, prepTimeInMinutes: 30 },
    });
    expect(store.status).toBe('ONLINE');
    expect(store.hasSplitTimings).toBe(false);
    expect(store.googleFoodOrderingEnabled).toBe(false);
    expect(store.socialLinks.facebook).toBe('');
  });

  it('refuses bad phone numbers and social links', () => {
    const result = ZStore.safeParse({
      restaurantId: 'r1',
      name: 'Sydney CBD',
      address,
      phoneNumber: 'call us',
      timezone: 'Australia/Sydney',
      collectionSettings: {},
      socialLinks: { instagram: 'instagram.com/luigis' },
      status: 'OFFLINE',
      offlineReason: 'Renovating',
    });
    expect(messages(result)).toEqual([
      'Enter a phone number, like 02 9876 5432',
      'Links must start with http:// or https://',
    ]);
  });
});
