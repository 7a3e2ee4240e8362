import { STORE_SETTINGS_SCHEMAS } from '@resto/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import GoogleReviewSettingsPage from '../../../web-admin/src/features/reviews/GoogleReviewSettingsPage';
import { signInMemberOf, stubApiOnly, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';
import { renderStorePage } from '../support/renderStorePage';

/**
 * `/add-ons/google-review-settings` reads the store and its `googleReview` setting live from the
 * Firestore emulator as a signed-in admin. A save's `/api` answer checks the body with the domain's
 * schema as the server does (400 with the field's problem) and writes the parsed setting, so a page
 * rendered afresh shows what the store really has.
 */
const store = { restaurantId: uniqueRestaurantId('reviews'), storeId: 'bondi' };
const storePath = `restaurants/${store.restaurantId}/stores/${store.storeId}`;
const PAGE = 'add-ons/google-review-settings';
const LINK = 'https://g.page/r/CbondiPizza/review';

beforeAll(async () => {
  await signInMemberOf(store.restaurantId, 'admin');
  await writeAsServer(storePath, { name: 'Bondi', restaurantId: store.restaurantId });
  await writeAsServer(`${storePath}/settings/addOns`, { googleReviews: true });
});
afterEach(() => vi.unstubAllGlobals());

function stubSaves() {
  return stubApiOnly(async (call) => {
    const parsed = STORE_SETTINGS_SCHEMAS.googleReview.safeParse(call.body);
    if (!parsed.success)
      return {
        status: 400,
        body: {
          title: 'Invalid Request',
          message: 'Check the highlighted fields.',
          problems: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
      };
    await writeAsServer(`${storePath}/settings/googleReview`, parsed.data as Record<string, unknown>);
    return { status: 200, body: { settings: parsed.data } };
  });
}

const toggle = (name: string) => userEvent.click(screen.getByRole('switch', { name }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function replaceText(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
}

const SWITCHES = [
  'On the order page of the online ordering portal',
  'On your website',
  'In the emailed tax invoice',
  'Print a review QR code',
  'On order invoices',
  'On order tickets',
  'Email a review request',
  'Text a review request (customers who agreed to texts only)',
  'Use my own colour',
  'Email me about new reviews and private messages',
] as const;

describe('Google review settings', () => {
  it('says why every customer gets the same two choices, explains a bad link, saves every setting and shows them again', async () => {
    const calls = stubSaves();
    renderStorePage(store, PAGE, <GoogleReviewSettingsPage />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });

    // Why there is no "happy customers only" option.
    const notice = screen.getByText('Why every customer sees the same two choices').closest('[role="alert"]');
    expect(notice).not.toBeNull();
    expect(notice?.textContent).toMatch(/forbids asking only happy customers for public reviews/);
    expect(notice?.textContent).toMatch(/every customer, happy or sad, is offered both/);

    // A prompt without a link, then links Google would never give: each explained, none saved.
    await toggle('On your website');
    expect(screen.getByText('Enter the review link to show it to customers.')).toBeInTheDocument();
    await replaceText('Review link', 'g.page/r/CbondiPizza/review');
    expect(screen.getByText('Links must start with http:// or https://.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await replaceText('Review link', 'http://g.page/r/CbondiPizza/review');
    expect(screen.getByText('Use the https:// link Google gives you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);

    // Every other setting on, with a colour white text cannot be read on first.
    await replaceText('Review link', LINK);
    for (const name of SWITCHES) if (name !== 'On your website') await toggle(name);
    await replaceText('Colour', '#fff59d');
    expect(
      screen.getByText(/White text on this colour is hard to read \(contrast 1\.1:1/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);
    await replaceText('Colour', '#4a148c');
    await replaceText('Send them to', 'not-an-address');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    await replaceText('Send them to', 'owner@bondi.example');

    const panel = screen.getByRole('region', { name: 'What customers will see' });
    expect(
      within(panel).getByText(
        'After rating, every customer sees the same two choices: "Review us on Google" and "Tell us privately".',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `/api/store-settings/${storePath}/settings/googleReview`,
    });
    expect(calls[0]?.body).toEqual({
      link: LINK,
      showReviewLink: { onOnlineOrderingPortal: true, onWebsite: true, onEmailTaxInvoice: true },
      enableQrCode: true,
      printQrCode: { onOrderInvoice: true, onOrderTicket: true },
      reviewRequests: { byEmail: true, bySms: true },
      enableCustomBannerColor: true,
      bannerColor: '#4a148c',
      enableCustomerReviewNotifications: true,
      notificationEmail: 'owner@bondi.example',
    });
    expect(
      await screen.findByText('Saved. Review links, requests and receipts use the change straight away.'),
    ).toBeInTheDocument();

    // A fresh page reads the stored setting back: every switch and field as saved.
    cleanup();
    renderStorePage(store, PAGE, <GoogleReviewSettingsPage />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    await waitFor(() => expect(field('Review link').value).toBe(LINK));
    for (const name of SWITCHES) expect(screen.getByRole('switch', { name }), name).toBeChecked();
    expect(field('Colour').value).toBe('#4a148c');
    expect(field('Send them to').value).toBe('owner@bondi.example');
    expect(screen.getByText('Your settings')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code printed on receipts' })).toBeInTheDocument();

    // Switched off again, one at a time, and saved: the stored setting follows.
    await toggle('On your website');
    await toggle('Text a review request (customers who agreed to texts only)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // Saved once the answer came: the draft is gone and the page shows the stored setting again.
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
    cleanup();
    renderStorePage(store, PAGE, <GoogleReviewSettingsPage />);
    await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    await waitFor(() => expect(field('Review link').value).toBe(LINK));
    expect(screen.getByRole('switch', { name: 'On your website' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Text a review request (customers who agreed to texts only)' }),
    ).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'In the emailed tax invoice' })).toBeChecked();
  }, 180_000);
});
