/**
 * The demo tenant that `npm start` and the e2e journeys use. Every document is parsed with its
 * domain schema, so the seed can never drift from what the apps and functions expect. Timestamps
 * are fixed so that running the seed twice writes identical documents.
 */
import {
  type AddOnsSettings,
  type ItemSpec,
  type Restaurant,
  type Store,
  type StoreDeliverySettings,
  ZAddOnsSettings,
  ZRestaurant,
  ZStore,
  ZStoreDeliverySettings,
} from '@resto/domain';
import { demoMenuItems } from './demoMenu';

export const SEEDED_AT = '2026-01-05T00:00:00.000Z';
export const DEMO_RESTAURANT_ID = 'demo-restaurant';

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: string;
  superAdmin?: boolean;
  restaurantRole?: 'admin' | 'user';
  store?: { storeId: string; role: 'admin' | 'user' };
}

export const DEMO_USERS: DemoUser[] = [
  {
    uid: 'demo-owner',
    email: 'owner@demo.test',
    password: 'owner-demo-1234',
    displayName: 'Olivia Owner',
    role: 'Restaurant owner (restaurant admin)',
    restaurantRole: 'admin',
  },
  {
    uid: 'demo-staff',
    email: 'staff@demo.test',
    password: 'staff-demo-1234',
    displayName: 'Sam Staff',
    role: 'Store staff, Bondi Beach (standard user)',
    store: { storeId: 'bondi', role: 'user' },
  },
  {
    uid: 'demo-super-admin',
    email: 'admin@platform.test',
    password: 'admin-demo-1234',
    displayName: 'Pat Platform',
    role: 'Platform super admin',
    superAdmin: true,
  },
];

export const DEMO_RESTAURANT: Restaurant = ZRestaurant.parse({
  name: 'Bella Vista Pizzeria',
  description: 'Wood-fired pizza, fresh pasta and gelato in Sydney since 1998.',
  timezone: 'Australia/Sydney',
  country: { code: 'AU', name: 'Australia' },
  contactEmail: 'hello@bellavista.example',
  createdIsoDateTimeUtc: SEEDED_AT,
});

function store(
  name: string,
  street: string,
  suburb: string,
  postcode: string,
  lat: string,
  lng: string,
): Store {
  return ZStore.parse({
    restaurantId: DEMO_RESTAURANT_ID,
    name,
    address: {
      formattedAddress: `${street}, ${suburb} NSW ${postcode}, Australia`,
      suburb,
      state: 'NSW',
      postcode,
      country: { code: 'AU', name: 'Australia' },
      geoPoint: { latitude: lat, longitude: lng },
    },
    phoneNumber: '02 9130 1234',
    timezone: 'Australia/Sydney',
    collectionSettings: {
      pickup: { available: true, prepTimeInMinutes: 20 },
      delivery: { available: true, prepTimeInMinutes: 40 },
      dineIn: { available: true, prepTimeInMinutes: 15 },
    },
  });
}

export const DEMO_STORES: Record<string, Store> = {
  // Bondi takes orders through Order with Google too (scripts/seed/seedGoogleOrdering.ts).
  bondi: {
    ...store('Bella Vista Bondi Beach', '120 Campbell Parade', 'Bondi Beach', '2026', '-33.8910', '151.2770'),
    googleFoodOrderingEnabled: true,
  },
  'surry-hills': store(
    'Bella Vista Surry Hills',
    '45 Crown Street',
    'Surry Hills',
    '2010',
    '-33.8840',
    '151.2120',
  ),
};

export { DEMO_CATEGORIES, DEMO_MENU_IMAGE_IDS, DEMO_PIZZA_SETTINGS } from './demoMenu';

/** Each demo store's menu (scripts/seed/demoMenu.ts). */
export const DEMO_ITEMS: Record<string, ItemSpec[]> = demoMenuItems(Object.keys(DEMO_STORES));

/**
 * Store devices with the pairing codes an admin would hand out. Only the codes' SHA-256 hashes are
 * stored, in server-only `pairingCodes` records. Codes use the domain's unambiguous alphabet.
 */
export const DEMO_DEVICES = [
  {
    kind: 'posTerminal',
    collection: 'posTerminals',
    id: 'front-counter',
    name: 'Front counter POS',
    storeId: 'bondi',
    pairingCode: 'CASH2345',
  },
  {
    kind: 'kdsDevice',
    collection: 'kdsDevices',
    id: 'kitchen-screen',
    name: 'Kitchen screen',
    storeId: 'bondi',
    pairingCode: 'KTCH2345',
  },
  {
    kind: 'printer',
    collection: 'printers',
    id: 'kitchen-printer',
    name: 'Kitchen printer',
    storeId: 'bondi',
    pairingCode: 'PRNT2345',
  },
] as const;

/**
 * Store settings beyond the domain defaults: a delivery area drawn as a square of about 2 km around
 * each store (so delivery can be tried from the storefront), and the kitchen display switched on
 * (the demo has a paired-able KDS device).
 */
export function demoStoreSettings(store: Store): { delivery: StoreDeliverySettings; addOns: AddOnsSettings } {
  const lat = Number(store.address.geoPoint.latitude);
  const lng = Number(store.address.geoPoint.longitude);
  const corner = (dLat: number, dLng: number) => ({
    latitude: (lat + dLat).toFixed(4),
    longitude: (lng + dLng).toFixed(4),
  });
  return {
    delivery: ZStoreDeliverySettings.parse({
      minOrderValue: 2000,
      areas: [
        {
          id: 'local',
          name: `Around ${store.address.suburb}`,
          polygon: [corner(-0.01, -0.012), corner(-0.01, 0.012), corner(0.01, 0.012), corner(0.01, -0.012)],
          deliveryCharges: 500,
        },
      ],
    }),
    addOns: ZAddOnsSettings.parse({ kitchenDisplay: true }),
  };
}
