import { describe, expect, it } from 'vitest';
import { parseClaims } from '../src/auth/claims';
import { loginPathFor, safeNextPath } from '../src/auth/nextPath';
import { readWebEnv } from '../src/config/env';
import { describeError } from '../src/errors/describeError';
import { formatStoreDateTime, formatStoreTime, timezoneCity } from '../src/format/time';

describe('safeNextPath', () => {
  it('returns to an in-app path after sign-in', () => {
    expect(safeNextPath('?next=%2Frestaurants%2Fr1%3Ftab%3D2')).toBe('/restaurants/r1?tab=2');
  });

  it.each(['?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', ''])(
    'refuses %s and falls back',
    (search) => {
      expect(safeNextPath(search, '/home')).toBe('/home');
    },
  );

  it('builds the login link that comes back', () => {
    expect(loginPathFor('/auth/login', '/restaurants/r1')).toBe('/auth/login?next=%2Frestaurants%2Fr1');
    expect(loginPathFor('/auth/login', '/')).toBe('/auth/login');
  });
});

describe('parseClaims', () => {
  it('reads super admin and device claims and ignores malformed ones', () => {
    const device = { restaurantId: 'r1', storeId: 's1', deviceId: 'd1' };
    expect(parseClaims({ superAdmin: true, kdsDevice: device, printer: { restaurantId: 'r1' } })).toEqual({
      superAdmin: true,
      kdsDevice: device,
    });
    expect(parseClaims({ superAdmin: 'yes' })).toEqual({ superAdmin: false });
  });
});

describe('readWebEnv', () => {
  it('defaults to the local demo project on the emulators with a same-origin API', () => {
    expect(readWebEnv({})).toEqual({
      projectId: 'demo-restaurant-platform',
      apiKey: 'demo-api-key',
      authDomain: 'demo-restaurant-platform.firebaseapp.com',
      useEmulators: true,
      firestoreEmulator: { host: '127.0.0.1', port: 8080 },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      apiBase: '',
      appUrls: {
        customer: 'http://127.0.0.1:5005',
        staff: 'http://127.0.0.1:5006',
        kds: 'http://127.0.0.1:5007',
        website: 'http://127.0.0.1:5008',
      },
      push: { fakeFcmUrl: 'http://127.0.0.1:12151', vapidKey: '' },
    });
  });

  it('uses production settings when given a real project', () => {
    const env = readWebEnv({
      VITE_FIREBASE_PROJECT_ID: 'resto-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_API_BASE: 'https://api.example.com/',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.apiBase).toBe('https://api.example.com');
  });

  it('rejects a malformed emulator host', () => {
    expect(() => readWebEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(/127.0.0.1:8080/);
  });
});

describe('describeError', () => {
  it('explains Firestore permission errors in words', () => {
    expect(
      describeError({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }),
    ).toEqual({
      title: 'Data problem',
      message: 'Your account does not have access to this information.',
    });
  });

  it('asks for a reload when a lazily loaded screen is gone after a deploy', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/Menu-abc.js');
    expect(describeError(error).message).toMatch(/Reload the page/);
  });
});

describe('store time formatting', () => {
  it("shows a UTC instant in the store's timezone", () => {
    expect(formatStoreDateTime('2025-03-01T09:30:00Z', 'Australia/Sydney')).toBe('Sat 1 Mar 2025, 8:30 PM');
    expect(formatStoreTime('2025-03-01T09:30:00Z', 'Europe/London')).toBe('9:30 AM');
  });

  it('names a timezone by its city', () => {
    expect(timezoneCity('Australia/Lord_Howe')).toBe('Lord Howe');
    expect(timezoneCity('UTC')).toBe('UTC');
  });
});
