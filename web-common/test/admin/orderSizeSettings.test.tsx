import type { StoreSettingId } from '@resto/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OnlineOrderingSettingsPage from '../../../web-admin/src/features/settings/OnlineOrderingSettingsPage';
import { stubApi } from '../support/renderWithProviders';
import { renderStorePage } from './renderStorePage';
import { BONDI, live } from './storeSettingsSupport';

/** The order size a store takes online (`maxLinesPerOrder`, `maxQuantityPerItem` of `orderProcess`). */
vi.mock('../../src/data/settings', async (importOriginal) =>
  (await import('./storeSettingsSupport')).withLiveStoreSetting(await importOriginal()),
);
vi.mock('../../src/data/hooks', async (importOriginal) =>
  (await import('./storeSettingsSupport')).withLiveStore(await importOriginal()),
);

function stubSaves() {
  return stubApi((call) => {
    const settingId = call.url.split('/').pop() as StoreSettingId;
    act(() => live.set(settingId, call.body));
    return { status: 200, body: { settings: call.body } };
  });
}

const panel = () => screen.getByRole('region', { name: 'What customers will see' });

beforeEach(() => {
  live.documents.clear();
  live.documents.set('store', BONDI);
});
afterEach(() => vi.unstubAllGlobals());

describe('order size settings', () => {
  it('shows the defaults of a store that never set them, and saves new limits', async () => {
    const calls = stubSaves();
    renderStorePage('online-ordering-settings', <OnlineOrderingSettingsPage />);
    const lines = screen.getByLabelText('Lines per order');
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
    renderStorePage('online-ordering-settings', <OnlineOrderingSettingsPage />);
    const lines = screen.getByLabelText('Lines per order');
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
