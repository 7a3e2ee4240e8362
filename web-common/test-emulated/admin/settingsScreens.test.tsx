import type { StoreSettingId, StoreSettings } from '@resto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutSettingsPage from '../../../web-admin/src/features/settings/CheckoutSettingsPage';
import DeliveryAreaSettingsPage from '../../../web-admin/src/features/settings/DeliveryAreaSettingsPage';
import OnlineOrderingSettingsPage from '../../../web-admin/src/features/settings/OnlineOrderingSettingsPage';
import TimingsSettingsPage from '../../../web-admin/src/features/settings/TimingsSettingsPage';
import { BONDI } from '../../test/admin/storeSettingsSupport';
import { signInMemberOf, stubApiOnly, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';
import { renderStorePage as renderAt } from '../support/renderStorePage';

/**
 * The settings screens read two live documents (the store and one settings document) from the
 * Firestore emulator, as a signed-in admin of the restaurant. `/api` is stubbed at `fetch`: a save's
 * answer writes the settings document as the server would, and the screen sees it in its snapshot.
 * Each test gets a store of its own, so saves never leak into the next test.
 */
const restaurantId = uniqueRestaurantId();
let store = { restaurantId, storeId: '' };
const storePath = () => `restaurants/${store.restaurantId}/stores/${store.storeId}`;
const base = () => `/api/store-settings/${storePath()}/settings`;

beforeAll(() => signInMemberOf(restaurantId, 'admin'));
beforeEach(async () => {
  store = { restaurantId, storeId: uniqueRestaurantId('bondi') };
  const { id: _id, ...bondi } = BONDI;
  await writeAsServer(storePath(), { ...bondi, restaurantId });
});
afterEach(() => vi.unstubAllGlobals());

function renderStorePage(path: string, page: Parameters<typeof renderAt>[2], role?: 'admin' | 'user') {
  return renderAt(store, path, page, role);
}

/** The API answers a save with the settings, and writes them as the server does. */
function stubSaves() {
  return stubApiOnly(async (call) => {
    const settingId = call.url.split('/').pop() as StoreSettingId;
    await writeAsServer(`${storePath()}/settings/${settingId}`, call.body as Record<string, unknown>);
    return { status: 200, body: { settings: call.body } };
  });
}

/** The screen has its documents: the Save button is there and the preview names the store. */
const loaded = () => screen.findByRole('button', { name: 'Save' });

const panel = () => screen.getByRole('region', { name: 'What customers will see' });

describe('checkout settings', () => {
  it('previews the surcharge in words as the owner types, then saves cents', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <CheckoutSettingsPage />);
    await loaded();
    expect(within(panel()).getByText('Credit card payments have no surcharge')).toBeInTheDocument();

    const [percentage] = screen.getAllByLabelText('Percentage');
    const [fixed] = screen.getAllByLabelText('Fixed amount');
    const [below] = screen.getAllByLabelText('Only for payments under');
    await userEvent.clear(percentage as HTMLElement);
    await userEvent.type(percentage as HTMLElement, '1.5');
    await userEvent.clear(fixed as HTMLElement);
    await userEvent.type(fixed as HTMLElement, '0.10');
    await userEvent.type(below as HTMLElement, '10');
    expect(
      within(panel()).getByText('Credit card payments under $10.00 add 1.5% + $0.10'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Preview of your unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `${base()}/checkout`,
      body: {
        creditCard: { amountInCents: 10, percentage: 1.5, applicableBelowAmount: 1000 },
        eftpos: { amountInCents: 0, percentage: 0 },
      },
    });
    expect(await screen.findByText('Saved. Customers see the change straight away.')).toBeInTheDocument();
    expect(within(panel()).queryByText('Preview of your unsaved changes')).not.toBeInTheDocument();
  });

  it('explains an amount that is not money and does not save it', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <CheckoutSettingsPage />);
    await loaded();
    const [fixed] = screen.getAllByLabelText('Fixed amount');
    await userEvent.clear(fixed as HTMLElement);
    await userEvent.type(fixed as HTMLElement, '1.234');
    expect(screen.getByText('Enter an amount in dollars and cents, like 5.50')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Fix the highlighted fields to see what customers will experience.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);
  });

  it('shows the setting read-only to a Standard User', async () => {
    await writeAsServer(`${storePath()}/settings/checkout`, {
      creditCard: { amountInCents: 50, percentage: 0 },
    } satisfies Partial<StoreSettings['checkout']>);
    renderStorePage('settings', <CheckoutSettingsPage />, 'user');
    await loaded();
    expect(screen.getByText(/only admins of this store or restaurant can change them/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(panel()).getByText('Every credit card payment adds $0.50')).toBeInTheDocument();
  });
});

describe('ordering times', () => {
  it('copies Monday to every day and describes the week', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <TimingsSettingsPage />);
    await loaded();
    const monday = screen.getByLabelText('Monday first session starts');
    await userEvent.clear(monday);
    await userEvent.type(monday, '5p');
    // Never saved: the times follow the standard trading hours (10:00 AM to 10:00 PM).
    expect(
      within(panel()).getByText('Pickup: Mon 5:00 PM – 5:00 AM (next day); Tue–Sun 10:00 AM – 10:00 PM'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to every day' }));
    expect(within(panel()).getByText('Pickup: Mon–Sun 5:00 PM – 5:00 AM (next day)')).toBeInTheDocument();
    expect(within(panel()).getByText('Dine-in: switched off for this store')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]?.body as StoreSettings['timings'];
    expect(body.sunday.pickup.firstSession.timePeriod.startTimeOfDay).toBe('5:00 PM');
    expect(body.sunday.delivery.firstSession.timePeriod.startTimeOfDay).toBe('10:00 AM');
  });

  it('follow the saved trading hours until saved themselves, and say so', async () => {
    const hours = (start: string, end: string) => ({
      availableAllDay: false,
      dayIntervals: [{ startTimeOfDay: start, endTimeOfDay: end, attributeToPreviousDay: false }],
    });
    await writeAsServer(`${storePath()}/settings/tradingHours`, {
      monday: { availableAllDay: false, dayIntervals: [] },
      tuesday: hours('5:00 PM', '11:00 PM'),
      wednesday: hours('5:00 PM', '11:00 PM'),
      thursday: hours('5:00 PM', '11:00 PM'),
      friday: hours('5:00 PM', '11:00 PM'),
      saturday: hours('5:00 PM', '11:00 PM'),
      sunday: hours('5:00 PM', '11:00 PM'),
    });
    renderStorePage('settings', <TimingsSettingsPage />);
    await loaded();
    expect(screen.getByText('Standard settings')).toBeInTheDocument();
    expect(screen.getByText(/Ordering times follow your/)).toBeInTheDocument();
    expect(within(panel()).getByText(/Pickup: Tue–Sun 5:00 PM – 11:00 PM/)).toBeInTheDocument();
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it('explains a time that is not a time', async () => {
    stubSaves();
    renderStorePage('settings', <TimingsSettingsPage />);
    await loaded();
    const monday = screen.getByLabelText('Monday first session starts');
    await userEvent.clear(monday);
    await userEvent.type(monday, '25');
    expect(screen.getByText('Enter a time like 10:00 AM.')).toBeInTheDocument();
  });
});

describe('delivery areas', () => {
  it('adds an area around the store, takes pasted points and saves it', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <DeliveryAreaSettingsPage />);
    await loaded();
    expect(screen.getByText('No delivery areas yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add area' }));
    // Drawn from how far the store delivers, not typed: 2 km north of the store is the first corner.
    const within_ = screen.getByLabelText('Deliver within');
    expect(within_).toHaveValue('3');
    await userEvent.clear(within_);
    await userEvent.type(within_, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Draw the area' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit the points by hand (16)' }));
    expect(screen.getByLabelText('Point 1 latitude')).toHaveValue('-33.87303');

    const name = screen.getByLabelText(/Area name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Bondi');
    const [charge] = screen.getAllByLabelText('Delivery charge');
    await userEvent.clear(charge as HTMLElement);
    await userEvent.type(charge as HTMLElement, '5');

    await userEvent.click(screen.getByRole('button', { name: 'Paste points' }));
    const dialog = screen.getByRole('dialog');
    const text = within(dialog).getByRole('textbox');
    await userEvent.clear(text);
    await userEvent.type(text, '-33.88, 151.26{enter}-33.88, 151.28{enter}-33.90, 151.28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use these points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByLabelText(/^Point \d latitude$/)).toHaveLength(3);
    expect(within(panel()).getByText("Addresses inside 'Bondi' pay $5.00")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      minOrderValue: 0,
      areas: [
        {
          name: 'Bondi',
          deliveryCharges: 500,
          polygon: [
            { latitude: '-33.88', longitude: '151.26' },
            { latitude: '-33.88', longitude: '151.28' },
            { latitude: '-33.90', longitude: '151.28' },
          ],
        },
      ],
    });
  });

  it('needs three points, and asks before removing an area', async () => {
    stubSaves();
    renderStorePage('settings', <DeliveryAreaSettingsPage />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add area' }));
    await userEvent.click(screen.getByRole('button', { name: /^Edit the points by hand/ }));
    for (let removed = 0; removed < 14; removed += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Remove point 1' }));
    expect(screen.getByText('Draw the area with at least 3 points.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the area Area 1' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/will be removed when you save/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove area' }));
    await waitFor(() => expect(screen.getByText('No delivery areas yet')).toBeInTheDocument());
  });
});

describe('online ordering settings and custom payments', () => {
  it('adds and removes custom payments, each saved as the whole list', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <OnlineOrderingSettingsPage />);
    await loaded();
    // The custom payments are a settings document of their own, read beside the form's.
    expect(await screen.findByText('No custom payments yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add custom payment' }));
    let dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(within(dialog).getByText('Name must be 1 to 30 characters.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Uber voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      url: `${base()}/customPayments`,
      body: { customPayments: [{ name: 'Uber voucher', availableForPickup: true }] },
    });

    // The server stores the list with an id; the screen gets it in its snapshot.
    await writeAsServer(`${storePath()}/settings/customPayments`, {
      customPayments: [
        {
          id: 'p1',
          name: 'Uber voucher',
          availableForPickup: true,
          availableForDelivery: true,
          availableForDineIn: true,
          sortOrder: 0,
          createdIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(
      await screen.findByText("'Uber voucher' can pay for pickup, delivery and dine-in orders at the POS"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Uber voucher' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/will no longer be able to take payments/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ customPayments: [] });
  });

  it('saves the order process switches', async () => {
    const calls = stubSaves();
    renderStorePage('settings', <OnlineOrderingSettingsPage />);
    await loaded();
    await userEvent.click(screen.getByRole('switch', { name: /Accept dine-in orders automatically/ }));
    expect(
      within(panel()).getByText('Dine-in orders are accepted straight away and go to the kitchen.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ autoAcceptDineInOrders: true, hasEta: true });
  });
});
