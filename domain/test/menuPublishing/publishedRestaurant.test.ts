import { describe, expect, it } from 'vitest';
import {
  buildPublishedMenu,
  expandPublishedMenu,
  patchPublishedMenu,
  publishedMenuInputFromDocuments,
  ZPublishedMenu,
} from '../../src';
import { store } from '../support/onlineOrderingMenu';

const NOW = '2025-03-01T09:30:00.000Z';
const { restaurantId: _r, ...storeData } = store;

function documents(restaurant: unknown) {
  return {
    restaurantId: 'r1',
    storeId: 's1',
    store: { ...storeData, restaurantId: 'r1' },
    restaurant,
    categories: [{ id: 'c1', data: { name: 'Mains', sortOrder: 0 } }],
    items: [],
    settings: {},
  };
}

describe('the restaurant on the published menu', () => {
  it('carries the name and uploaded logo the storefront shows, nothing else of the restaurant', () => {
    const { input } = publishedMenuInputFromDocuments(
      documents({
        name: 'Bella Vista Pizzeria',
        logo: { id: 'logo-1', path: 'restaurants/r1/images/logo-1.png' },
        createdByUid: 'owner-1',
        contactEmail: 'owner@example.com',
      }),
    );
    const document = buildPublishedMenu(input, NOW);
    const menu = ZPublishedMenu.parse(document);
    expect(menu.restaurant).toEqual({
      name: 'Bella Vista Pizzeria',
      logo: { id: 'logo-1', path: 'restaurants/r1/images/logo-1.png' },
    });
    // The storefront's zod-free reader sees the same.
    expect(expandPublishedMenu(document).restaurant).toEqual(menu.restaurant);
    expect(JSON.stringify(document)).not.toContain('owner@example.com');
  });

  it('is kept when a single saved category patches the document', () => {
    const { input } = publishedMenuInputFromDocuments(documents({ name: 'Bella Vista Pizzeria' }));
    const previous = buildPublishedMenu(input, NOW);
    const patched = patchPublishedMenu(
      previous,
      { categories: [{ id: 'c2', data: { name: 'Drinks', sortOrder: 1 } }] },
      { restaurantId: 'r1', storeId: 's1' },
      NOW,
    );
    expect(patched.patched).toBe(true);
    if (patched.patched)
      expect(ZPublishedMenu.parse(patched.document).restaurant?.name).toBe('Bella Vista Pizzeria');
  });

  it('is left out when the restaurant is unknown, and older documents still parse', () => {
    const { input } = publishedMenuInputFromDocuments(documents(undefined));
    expect(ZPublishedMenu.parse(buildPublishedMenu(input, NOW)).restaurant).toBeUndefined();
  });
});
