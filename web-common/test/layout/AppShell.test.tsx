import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell, type NavSection } from '../../src/layout/AppShell';
import { activeNavItem, navMatchSpecificity } from '../../src/layout/activeNavItem';
import { Providers } from '../support/renderWithProviders';

/** The staff app's navigation, as web-staff/src/router.tsx defines it. */
const STAFF_NAV: NavSection[] = [
  {
    items: [
      { label: 'Home', to: '/home', end: true },
      {
        label: 'Order history',
        to: '/order-history',
        matches: ['/restaurants/:restaurantId/stores/:storeId/orders'],
      },
      { label: 'Restaurants', to: '/restaurants' },
      { label: 'Stores', to: '/stores' },
    ],
  },
  { title: 'Counter', items: [{ label: 'POS terminal', to: '/pos' }] },
];

function renderShellAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppShell product="Staff" nav={STAFF_NAV}>
            <h1>Page</h1>
          </AppShell>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers router={false}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The permanent drawer's navigation (the phone drawer holds the same links). */
const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('activeNavItem', () => {
  const items = STAFF_NAV.flatMap((section) => section.items);

  it('picks the most specific matching entry, not the first prefix', () => {
    expect(activeNavItem(items, '/restaurants/r1/stores/s1/orders/o1')?.label).toBe('Order history');
    expect(activeNavItem(items, '/restaurants/r1')?.label).toBe('Restaurants');
    expect(activeNavItem(items, '/order-history')?.label).toBe('Order history');
  });

  it('keeps `end` entries to their exact path and matches whole segments only', () => {
    expect(activeNavItem(items, '/home')?.label).toBe('Home');
    expect(activeNavItem(items, '/home/else')).toBeUndefined();
    expect(activeNavItem(items, '/restaurants-archive')).toBeUndefined();
    expect(
      navMatchSpecificity({ to: '/restaurants/r1/stores/s1', end: true }, '/restaurants/r1/stores/s1/'),
    ).toBe(4);
  });

  it('lets the first entry win a tie', () => {
    const twins = [
      { label: 'First', to: '/a/b' },
      { label: 'Second', to: '/a/b' },
    ];
    expect(activeNavItem(twins, '/a/b/c')?.label).toBe('First');
  });
});

describe('AppShell navigation', () => {
  it('highlights only the orders entry on an order page under /restaurants', () => {
    renderShellAt('/restaurants/r1/stores/s1/orders/o1');
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Order history' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Restaurants' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('puts every link in a list item, so lists hold only list items', () => {
    renderShellAt('/home');
    const nav = mainNavigation();
    const lists = within(nav).getAllByRole('list');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement?.tagName).toBe('LI');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the account button starting with the initials it shows (label in name)', () => {
    renderShellAt('/home');
    expect(screen.getByRole('button', { name: 'OO, account menu' })).toHaveTextContent('OO');
  });
});
