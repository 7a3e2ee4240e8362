import {
  buildPublishedMenu,
  type PublishedMenu,
  type PublishedMenuDocument,
  ZCategory,
  ZPublishedMenu,
  ZStore,
} from '@resto/domain';
import { menuItems, pizzaSettings } from '../../../domain/test/support/pricingMenu';
import type { FirestoreRestValue } from '../../src/publishedMenu/firestoreRest';

/** A small published menu (burger with options, pizzas, half-and-half, a deal) for storefront tests. */
export const storefrontStore = ZStore.parse({
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8915', longitude: '151.2767' },
  },
  phoneNumber: '02 9876 5432',
  timezone: 'Australia/Sydney',
  collectionSettings: { pickup: { available: true }, delivery: { available: true } },
});

export function storefrontMenuDocument(): PublishedMenuDocument {
  return buildPublishedMenu(
    {
      restaurantId: 'r1',
      storeId: 's1',
      store: storefrontStore,
      categories: [ZCategory.parse({ id: 'c1', name: 'Mains' })],
      items: menuItems.map((entry, index) => ({ ...entry, sortOrder: index })),
      pizzaSettings,
      settings: {},
    },
    '2025-03-01T09:30:00.000Z',
  );
}

export function storefrontMenu(): PublishedMenu {
  return ZPublishedMenu.parse(storefrontMenuDocument());
}

/** Plain JSON → Firestore REST typed values, as the REST API would send the document. */
export function toRestValue(value: unknown): FirestoreRestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: value.length ? { values: value.map(toRestValue) } : {} };
  const fields = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toRestValue(entry)]));
  return { mapValue: Object.keys(fields).length ? { fields } : {} };
}
