import type { StoreSettingId } from '@resto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OnlineOrderingSettingsPage from '../../../web-admin/src/features/settings/OnlineOrderingSettingsPage';
import { BONDI } from '../../test/admin/storeSettingsSupport';
import { signInMemberOf, stubApiOnly, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';
import { renderStorePage } from '../support/renderStorePage';

/**
 * The order size a store takes online (`maxLinesPerOrder`, `maxQuantityPerItem` of `orderProcess`),
 * read live from the Firestore emulator as a signed-in admin; a save's `/api` answer writes the
 * setting as the server would. Each test gets a store of its own.
 */
const restaurantId = uniqueRestaurantId();
let store = { restaurantId, storeId: '' };
const storePath = () => `restaurants/${store.restaurantId}/stores/${store.storeId}`;

function stubSaves() {
  return stubApiOnly(async (call) => {
    const settingId = call.url.split('/').pop() as StoreSettingId;
    await writeAsServer(`${storePath()}/settings/${settingId}`, call.body as Record<string, unknown>);
    return { status: 200, body: { settings: call.body } };
  });
}

beforeAll(() => signInMemberOf(restaurantId, 'admin'));
beforeEach(async () => {
  store = { restaurantId, storeId: uniqueRestaurantId('bondi') };
  const { id: _id, ...bondi } = BONDI;
  await writeAsServer(storePath(), { ...bondi, restaurantId });
});
afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('region', { name: 'What customers will see' });

describe('order size settings', () => {
  it('shows the defaults of a store that never set them, and saves new limits', async () => {
    const calls = stubSaves();
    renderStorePage(store, 'online-ordering-settings', <OnlineOrderingSettingsPage />);
    const lines = await screen.findByLabelText('Lines per order');
    const ofOneItem = screen.getByLabelText('Most of one item');
    expect(lines).toHaveValue('50');
    expect(ofOneItem).toHaveValue('50');

    await userEvent.clear(lines);
    await userEvent.type(lines, '20');
    await userEvent.clear(ofOneItem);
    await userEvent.type(ofOneItem, '12');
    expect(
      within(panel()).getByText(
        'An online order has at most 20 lines and at most 12 of one item; customers are asked to call for bigger orders.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ maxLinesPerOrder: 20, maxQuantityPerItem: 12, hasEta: true });
  });

  it('explains a limit out of range and does not save it', async () => {
    const calls = stubSaves();
    renderStorePage(store, 'online-ordering-settings', <OnlineOrderingSettingsPage />);
    const lines = await screen.findByLabelText('Lines per order');
    await userEvent.clear(lines);
    await userEvent.type(lines, '500');
    expect(screen.getByText(/^Lines per order must be a whole number from 1 to 100/)).toBeInTheDocument();
    await userEvent.clear(lines);
    await userEvent.type(lines, '0');
    expect(screen.getByText(/^Lines per order must be a whole number from 1 to 100/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    if (!save.hasAttribute('disabled')) await userEvent.click(save);
    expect(calls).toHaveLength(0);
  });
});
