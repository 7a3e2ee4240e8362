import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AddOnsPage from '../../../web-admin/src/features/addOns/AddOnsPage';
import ConnectedStoresSettingsPage from '../../../web-admin/src/features/addOns/ConnectedStoresSettingsPage';
import { signInMemberOf, stubApiOnly, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';
import { renderStorePage } from '../support/renderStorePage';

/**
 * The add-on pages read the store and its `addOns` setting live from the Firestore emulator, as a
 * signed-in admin of the restaurant; a save's `/api` answer writes the setting as the server would,
 * and the page shows it from its own snapshot.
 */
const store = { restaurantId: uniqueRestaurantId(), storeId: 'bondi' };
const storePath = `restaurants/${store.restaurantId}/stores/${store.storeId}`;
const storeUrl = `/restaurants/${store.restaurantId}/stores/${store.storeId}`;

beforeAll(async () => {
  await signInMemberOf(store.restaurantId, 'admin');
  await writeAsServer(storePath, { name: 'Bondi', restaurantId: store.restaurantId });
});
beforeEach(() => writeAsServer(`${storePath}/settings/addOns`, { kitchenDisplay: true }));
afterEach(() => vi.unstubAllGlobals());

describe('add-on settings pages', () => {
  it('say that an add-on is off, and switch it on keeping the others', async () => {
    const calls = stubApiOnly(async (call) => {
      await writeAsServer(`${storePath}/settings/addOns`, call.body as Record<string, unknown>);
      return { status: 200, body: { settings: call.body } };
    });
    renderStorePage(store, 'add-ons/connected-stores-settings', <ConnectedStoresSettingsPage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Connected stores settings', level: 1 },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(await screen.findByText(/^Switched off for Bondi\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How connected stores work' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Connected stores on for Bondi' }));
    expect(await screen.findByText('Connected stores is switched on for Bondi.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `/api/store-settings${storeUrl}/settings/addOns`,
      body: { connectedStores: true, kitchenDisplay: true, googleReviews: false },
    });
    // The page shows the saved setting from the emulator's snapshot, not from its own request.
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Connected stores on for Bondi' })).toBeChecked();
  });

  it('lets staff who are not admins read the page but not switch the add-on', async () => {
    renderStorePage(store, 'add-ons/connected-stores-settings', <ConnectedStoresSettingsPage />, 'user');
    expect(await screen.findByRole('switch', { name: 'Connected stores on for Bondi' })).toBeDisabled();
    expect(screen.getByText(/Only admins of this store or restaurant/)).toBeInTheDocument();
  });

  it('links every add-on on /add-ons to its own page', async () => {
    renderStorePage(store, 'add-ons', <AddOnsPage />);
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('.MuiCard-root') as HTMLElement;
    expect(within(await card('Kitchen display')).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      `${storeUrl}/add-ons/kds-settings`,
    );
    expect(within(await card('Table map')).getByRole('link', { name: 'What it does' })).toHaveAttribute(
      'href',
      `${storeUrl}/add-ons/table-map-settings`,
    );
    expect(within(await card('Public reviews')).getByRole('link', { name: 'Switch on' })).toHaveAttribute(
      'href',
      `${storeUrl}/add-ons/manage`,
    );
  });
});
