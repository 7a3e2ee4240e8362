import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoreContext } from '../../../web-customer/src/shell/StoreContext';
import { StoreHero } from '../../../web-customer/src/shell/StoreHero';
import { storefrontMenuDocument } from './storefrontFixture';

/** Monday 3 March 2025, 12:00 PM in Sydney: inside the standard trading hours. */
const NOON = new Date('2025-03-03T01:00:00.000Z');

function menuWith(change: (document: ReturnType<typeof storefrontMenuDocument>) => object): PublishedMenu {
  return ZPublishedMenu.parse(change(storefrontMenuDocument()));
}

function renderHero(menu: PublishedMenu) {
  const context: StoreContext = {
    restaurantId: 'r1',
    storeId: 's1',
    restaurant: undefined,
    store: { ...menu.store, id: 's1', restaurantId: 'r1' },
    menu,
    basePath: '/restaurants/r1/stores/s1',
  };
  render(
    <MemoryRouter>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="/" element={<StoreHero now={NOON} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('StoreHero', () => {
  it("shows the restaurant's name and uploaded logo above the store's", () => {
    renderHero(
      menuWith((document) => ({
        ...document,
        restaurant: {
          name: 'Bella Vista Pizzeria',
          logo: { id: 'logo-1', path: 'restaurants/r1/images/logo-1.png' },
        },
      })),
    );
    expect(screen.getByText('Bella Vista Pizzeria')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bondi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bella Vista Pizzeria logo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Open for pickup/);
  });

  it('says a store without a menu is not taking orders yet, by the rule the server applies', () => {
    renderHero(menuWith((document) => ({ ...document, categories: [], itemCount: 0 })));
    expect(screen.getByRole('status')).toHaveTextContent('Not taking online orders yet');
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
  });
});
