/**
 * The demo tenant that `npm start` and the e2e journeys use. Every document is parsed with its
 * domain schema, so the seed can never drift from what the apps and functions expect. Timestamps
 * are fixed so that running the seed twice writes identical documents.
 */
import {
  type Category,
  type ItemSpec,
  type PizzaSettings,
  type Restaurant,
  type Store,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
  ZRestaurant,
  ZStore,
} from '@resto/domain';

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
  bondi: store(
    'Bella Vista Bondi Beach',
    '120 Campbell Parade',
    'Bondi Beach',
    '2026',
    '-33.8910',
    '151.2770',
  ),
  'surry-hills': store(
    'Bella Vista Surry Hills',
    '45 Crown Street',
    'Surry Hills',
    '2010',
    '-33.8840',
    '151.2120',
  ),
};

export const DEMO_PIZZA_SETTINGS: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'small', name: 'Small', hasHalfAndHalf: false },
    { id: 'large', name: 'Large', hasHalfAndHalf: true, halfAndHalfExtraCharge: 300 },
  ],
  toppings: [
    { id: 'extra-cheese', name: 'Extra cheese', prices: { small: 150, large: 250 } },
    { id: 'olives', name: 'Olives', prices: { small: 100, large: 200 } },
    { id: 'jalapenos', name: 'Jalapeños', prices: { small: 100, large: 200 } },
  ],
});

export const DEMO_CATEGORIES: Category[] = [
  { id: 'pizzas', name: 'Wood-fired pizzas', description: 'Hand-stretched, fired at 450°C.', sortOrder: 0 },
  { id: 'sides', name: 'Sides', description: 'To share, or not.', sortOrder: 1 },
  { id: 'deals', name: 'Deals', description: 'More for less.', sortOrder: 2 },
].map((category) => ZCategory.parse(category));

function items(storeId: string): ItemSpec[] {
  const base = { restaurantId: DEMO_RESTAURANT_ID, storeId };
  return [
    {
      ...base,
      id: 'garlic-bread',
      categoryId: 'sides',
      sortOrder: 0,
      type: 'basic',
      name: 'Garlic bread',
      description: 'Wood-fired flatbread, garlic butter, parsley.',
      dietary: 'Vegetarian',
      allergenInfo: { CONTAINS: ['GLUTEN', 'MILK'], MAY_CONTAIN: [], FREE_FROM: [] },
      price: { basePrice: 850 },
      modifiers: [
        {
          id: 'extras',
          name: 'Extras',
          min: 0,
          max: 2,
          options: [
            { id: 'cheese', name: 'Add mozzarella', extraCharge: 200 },
            { id: 'chilli', name: 'Add chilli', extraCharge: 50 },
          ],
        },
      ],
    },
    {
      ...base,
      id: 'margherita',
      categoryId: 'pizzas',
      sortOrder: 0,
      type: 'pizza',
      name: 'Margherita',
      description: 'San Marzano tomato, fior di latte, basil.',
      dietary: 'Vegetarian',
      allergenInfo: { CONTAINS: ['GLUTEN', 'MILK'], MAY_CONTAIN: [], FREE_FROM: [] },
      sizes: { small: { price: 1600 }, large: { price: 2200 } },
      removeToppings: ['Basil'],
    },
    {
      ...base,
      id: 'pepperoni',
      categoryId: 'pizzas',
      sortOrder: 1,
      type: 'pizza',
      name: 'Pepperoni',
      description: 'Tomato, mozzarella, spicy pepperoni.',
      allergenInfo: { CONTAINS: ['GLUTEN', 'MILK'], MAY_CONTAIN: [], FREE_FROM: [] },
      sizes: { small: { price: 1800 }, large: { price: 2500 } },
      removeToppings: ['Pepperoni'],
    },
    {
      ...base,
      id: 'half-and-half-large',
      categoryId: 'pizzas',
      sortOrder: 2,
      type: 'halfAndHalf',
      name: 'Half & half (large)',
      description: 'Can’t decide? Have two.',
      pizzaSizeId: 'large',
      includedPizzaIds: ['margherita', 'pepperoni'],
    },
    {
      ...base,
      id: 'family-deal',
      categoryId: 'deals',
      sortOrder: 0,
      type: 'deal',
      name: 'Family deal',
      description: 'Two large pizzas and a garlic bread.',
      price: { basePrice: 4900 },
      items: [{ id: 'deal-garlic-bread', name: 'Garlic bread', quantity: 1 }],
      pizzas: [
        {
          id: 'first-pizza',
          name: 'First large pizza',
          pizzaSizeId: 'large',
          includedPizzaIds: ['margherita', 'pepperoni'],
        },
        {
          id: 'second-pizza',
          name: 'Second large pizza',
          pizzaSizeId: 'large',
          includedPizzaIds: ['margherita', 'pepperoni'],
        },
      ],
    },
  ].map((item) => ZItemSpec.parse(item));
}

export const DEMO_ITEMS: Record<string, ItemSpec[]> = Object.fromEntries(
  Object.keys(DEMO_STORES).map((storeId) => [storeId, items(storeId)]),
);

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
