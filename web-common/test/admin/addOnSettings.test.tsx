import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddOnsPage from '../../../web-admin/src/features/addOns/AddOnsPage';
import TableMapSettingsPage from '../../../web-admin/src/features/addOns/TableMapSettingsPage';
import type { Store } from '../../src/data/stores';
import { stubApi } from '../support/renderWithProviders';
import { renderStorePage } from './renderStorePage';
import { live } from './storeSettingsSupport';

/** The add-on pages read the live `addOns` setting; an in-memory source stands in for snapshots. */
vi.mock('../../src/data/settings', async (importOriginal) =>
  (await import('./storeSettingsSupport')).withLiveStoreSetting(await importOriginal()),
);
vi.mock('../../src/data/hooks', async (importOriginal) =>
  (await import('./storeSettingsSupport')).withLiveStore(await importOriginal()),
);

beforeEach(() => {
  live.documents.clear();
  live.documents.set('store', { id: 'bondi', name: 'Bondi' } as Store);
  live.documents.set('addOns', { kitchenDisplay: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('add-on settings pages', () => {
  it('say what a coming add-on will do and that it is off, and switch it on keeping the others', async () => {
    const calls = stubApi((call) => {
      act(() => live.set('addOns', call.body));
      return { status: 200, body: { settings: call.body } };
    });
    renderStorePage('add-ons/table-map-settings', <TableMapSettingsPage />);
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
    renderStorePage('add-ons/table-map-settings', <TableMapSettingsPage />, 'user');
    expect(screen.getByRole('switch', { name: 'Table map on for Bondi' })).toBeDisabled();
    expect(screen.getByText(/Only admins of this store or restaurant/)).toBeInTheDocument();
  });

  it('links every add-on on /add-ons to its own page', () => {
    renderStorePage('add-ons', <AddOnsPage />);
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
