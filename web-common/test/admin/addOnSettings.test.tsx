import type { StoreSettingId } from '@resto/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddOnsPage from '../../../web-admin/src/features/addOns/AddOnsPage';
import TableMapSettingsPage from '../../../web-admin/src/features/addOns/TableMapSettingsPage';
import { ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import type { Store } from '../../src/data/stores';
import { Providers, stubApi } from '../support/renderWithProviders';

/** The add-on pages read the live `addOns` setting; an in-memory source stands in for snapshots. */
const live = vi.hoisted(() => {
  const documents = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  return {
    documents,
    listeners,
    set(key: string, value: unknown) {
      documents.set(key, value);
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('../../src/data/settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/data/settings')>();
  const { readStoreSetting } = await import('@resto/domain');
  const { useSyncExternalStore } = await import('react');
  return {
    ...original,
    useStoreSetting(_restaurantId: string, _storeId: string, settingId: StoreSettingId) {
      const stored = useSyncExternalStore(
        (listener) => {
          live.listeners.add(listener);
          return () => live.listeners.delete(listener);
        },
        () => live.documents.get(settingId),
      );
      return {
        data: readStoreSetting(settingId, stored),
        saved: stored !== undefined,
        audit: {},
        loading: false,
        error: undefined,
      };
    },
  };
});

vi.mock('../../src/data/hooks', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/data/hooks')>();
  return {
    ...original,
    useStore: () => ({ data: { id: 'bondi', name: 'Bondi' } as Store, loading: false, error: undefined }),
  };
});

function renderPage(path: string, page: ReactElement, role: 'admin' | 'user' = 'admin') {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[`/restaurants/r1/stores/bondi/${path}`]}>
        <ViewerAccessProvider access={{ status: 'allowed', role, restaurantRole: role, superAdmin: false }}>
          <Routes>
            <Route path={`/restaurants/:restaurantId/stores/:storeId/${path}`} element={page} />
          </Routes>
        </ViewerAccessProvider>
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  live.documents.clear();
  live.documents.set('addOns', { kitchenDisplay: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('add-on settings pages', () => {
  it('say what a coming add-on will do and that it is off, and switch it on keeping the others', async () => {
    const calls = stubApi((call) => {
      act(() => live.set('addOns', call.body));
      return { status: 200, body: { settings: call.body } };
    });
    renderPage('add-ons/table-map-settings', <TableMapSettingsPage />);
    expect(screen.getByRole('heading', { name: 'Table map settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByText(/^Switched off for Bondi\./)).toBeInTheDocument();
    expect(
      screen.getByText('Draw the dining room with round, square and rectangular tables.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you will set up here' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Table map on for Bondi' }));
    expect(await screen.findByText('Table map is switched on for Bondi.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/store-settings/restaurants/r1/stores/bondi/settings/addOns',
      body: { tableMap: true, kitchenDisplay: true, smsMarketing: false },
    });
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Table map on for Bondi' })).toBeChecked();
  });

  it('lets staff who are not admins read the page but not switch the add-on', () => {
    renderPage('add-ons/table-map-settings', <TableMapSettingsPage />, 'user');
    expect(screen.getByRole('switch', { name: 'Table map on for Bondi' })).toBeDisabled();
    expect(screen.getByText(/Only admins of this store or restaurant/)).toBeInTheDocument();
  });

  it('links every add-on on /add-ons to its own page', () => {
    renderPage('add-ons', <AddOnsPage />);
    const card = (name: string) =>
      screen.getByRole('heading', { name }).closest('.MuiCard-root') as HTMLElement;
    expect(within(card('Kitchen display')).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/restaurants/r1/stores/bondi/add-ons/kds-settings',
    );
    expect(within(card('Table map')).getByRole('link', { name: 'What it does' })).toHaveAttribute(
      'href',
      '/restaurants/r1/stores/bondi/add-ons/table-map-settings',
    );
    expect(within(card('Public reviews')).getByRole('link', { name: 'Switch on' })).toHaveAttribute(
      'href',
      '/restaurants/r1/stores/bondi/add-ons/manage',
    );
  });
});
