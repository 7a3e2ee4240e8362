import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ConnectedStoresSettingsPage from '../../../web-admin/src/features/addOns/ConnectedStoresSettingsPage';
import {
  deleteAsServer,
  signInMemberOf,
  stubApiOnly,
  uniqueRestaurantId,
  writeAsServer,
} from '../support/emulatorSuite';
import { renderStorePage } from '../support/renderStorePage';

/**
 * The connected-stores page (/add-ons/connected-stores-settings) of a kitchen, Bondi: it reads the
 * restaurant's stores and links live from the Firestore emulator as the restaurant's owner; a link
 * or unlink's `/api` answer writes (or deletes) the link as the server would, and the page shows it
 * from its own snapshot.
 */
const restaurantId = uniqueRestaurantId('connected');
const kitchen = { restaurantId, storeId: 'bondi' };
const storesPath = `restaurants/${restaurantId}/stores`;
const linkPath = (virtualStoreId: string) => `restaurants/${restaurantId}/storeLinks/${virtualStoreId}`;
const linksApi = `/api/connected-stores/restaurants/${restaurantId}/stores/bondi/links`;
const open = (role: 'admin' | 'user' = 'admin') =>
  renderStorePage(kitchen, 'add-ons/connected-stores-settings', <ConnectedStoresSettingsPage />, role);

beforeAll(async () => {
  await signInMemberOf(restaurantId, 'admin');
  await Promise.all([
    writeAsServer(`${storesPath}/bondi`, { name: 'Bondi', restaurantId, timezone: 'Australia/Sydney' }),
    writeAsServer(`${storesPath}/crust-club`, { name: 'Crust Club', restaurantId }),
    writeAsServer(`${storesPath}/surry-hills`, { name: 'Surry Hills', restaurantId }),
    writeAsServer(`${storesPath}/bondi/settings/addOns`, { connectedStores: true }),
  ]);
});
beforeEach(() => deleteAsServer(linkPath('crust-club')));
afterEach(() => vi.unstubAllGlobals());

describe('connected stores settings', () => {
  it('explains, offers the restaurant’s other stores, and links one: it then shows in the list', async () => {
    const calls = stubApiOnly(async (call) => {
      const { virtualStoreId } = call.body as { virtualStoreId: string };
      const link = {
        virtualStoreId,
        physicalStoreId: 'bondi',
        brandName: 'Crust Club',
        linkedIsoDateTimeUtc: '2026-11-27T02:00:00.000Z',
        linkedBy: 'owner',
      };
      await writeAsServer(linkPath(virtualStoreId), link);
      return { status: 201, body: link };
    });
    open();
    expect(await screen.findByText('No stores linked yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByText(/Link it here and its accepted orders print on this store’s printers/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Virtual store' }));
    const options = await screen.findAllByRole('option');
    // Never the kitchen itself.
    expect(options.map((option) => option.textContent)).toEqual(['Crust Club', 'Surry Hills']);
    await userEvent.click(screen.getByRole('option', { name: 'Crust Club' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link to this kitchen' }));
    expect(await screen.findByText('Crust Club’s orders now come to Bondi’s kitchen.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: linksApi, body: { virtualStoreId: 'crust-club' } }]);
    const list = await screen.findByRole('list', { name: 'Linked stores' });
    expect(within(list).getByText('Crust Club')).toBeInTheDocument();
    // A linked store is no longer offered.
    await userEvent.click(screen.getByRole('combobox', { name: 'Virtual store' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Surry Hills',
    ]);
  });

  it('unlinks only after the owner confirms, saying what happens to the orders', async () => {
    await writeAsServer(linkPath('crust-club'), {
      virtualStoreId: 'crust-club',
      physicalStoreId: 'bondi',
      brandName: 'Crust Club',
      linkedIsoDateTimeUtc: '2026-11-27T02:00:00.000Z',
      linkedBy: 'owner',
    });
    const calls = stubApiOnly(async () => {
      await deleteAsServer(linkPath('crust-club'));
      return { status: 200, body: { unlinked: 'crust-club' } };
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unlink Crust Club' }, { timeout: 10_000 }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Unlink Crust Club?' });
    expect(within(dialog).getByText(/will no longer print or show in Bondi’s kitchen/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    // The page is hidden from assistive technology until the dialog has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Crust Club' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlink Crust Club?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('No stores linked yet')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: `${linksApi}/crust-club`, body: undefined }]);
  });

  it('shows the server’s reason when a link is refused', async () => {
    stubApiOnly(() => ({
      status: 409,
      body: {
        title: 'Linked to another store',
        message: 'This store already sends its orders to another kitchen. Unlink it there first.',
      },
    }));
    open();
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Virtual store' }, { timeout: 10_000 }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Surry Hills' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link to this kitchen' }));
    expect(await screen.findByText(/already sends its orders to another kitchen/)).toBeInTheDocument();
  });

  it('is read-only for anyone but the restaurant’s owners', async () => {
    await writeAsServer(linkPath('crust-club'), {
      virtualStoreId: 'crust-club',
      physicalStoreId: 'bondi',
      brandName: 'Crust Club',
      linkedIsoDateTimeUtc: '2026-11-27T02:00:00.000Z',
      linkedBy: 'owner',
    });
    open('user');
    expect(await screen.findByText('Crust Club', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Only the restaurant’s owners link stores/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink Crust Club' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Virtual store' })).not.toBeInTheDocument();
  });
});
