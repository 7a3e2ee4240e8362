import type { Store } from '../../src/data/stores';

/**
 * The store the settings tests edit (web-common/test-emulated/admin writes it to the emulator; the
 * screens read it live from there, as in the app).
 */
export const BONDI: Store = {
  id: 'bondi',
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '120 Campbell Parade, Bondi Beach NSW 2026, Australia',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8910', longitude: '151.2770' },
  },
  phoneNumber: '02 9130 1234',
  timezone: 'Australia/Sydney',
  collectionSettings: {
    pickup: { available: true, prepTimeInMinutes: 20 },
    delivery: { available: true, prepTimeInMinutes: 45 },
    dineIn: { available: false, prepTimeInMinutes: 30 },
  },
  hasSplitTimings: false,
  socialLinks: { facebook: '', instagram: '', tiktok: '', x: '', youtube: '', website: '' },
  googleFoodOrderingEnabled: false,
  status: 'ONLINE',
};
