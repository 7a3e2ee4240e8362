import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishedMenu } from '../../../domain/test/support/onlineOrderingMenu';
import CustomerReviewPage from '../../../web-customer/src/features/reviews/CustomerReviewPage';
import type { StoreContext } from '../../../web-customer/src/shell/StoreContext';
import { Providers, type RecordedCall, stubApi } from '../support/renderWithProviders';

const TOKEN = 'Abcdefghijklmnopqrstuvwx';
const GOOGLE = 'https://g.page/r/demo/review';
const menu = publishedMenu();
const context = {
  restaurantId: 'r1',
  storeId: 's1',
  restaurant: undefined,
  store: { ...menu.store, id: 's1' },
  menu,
  basePath: '/restaurants/r1/stores/s1',
} as unknown as StoreContext;

const reviewContext = (rated?: 'HAPPY' | 'SAD') => ({
  restaurantName: 'Pizza Palace',
  storeName: 'Bondi',
  timezone: 'Australia/Sydney',
  order: { orderId: 'o1', label: '#47', ...(rated ? { rated: { rating: rated, hasMessage: false } } : {}) },
  googleReviewLink: GOOGLE,
  showReviewLink: { onOnlineOrderingPortal: true, onWebsite: false, onEmailTaxInvoice: true },
  bannerColor: '#1a4d8f',
});

function renderPage(
  answer: (call: RecordedCall) => { status: number; body?: unknown },
  entry = `/restaurants/r1/stores/s1/customer-review/o1?source=printedInvoice&token=${TOKEN}`,
) {
  const calls = stubApi(answer);
  render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="restaurants/:restaurantId/stores/:storeId" element={<Outlet context={context} />}>
            <Route path="customer-review/:orderId?" element={<CustomerReviewPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function reviewApi(call: RecordedCall) {
  if (call.method === 'GET') return { status: 200, body: reviewContext() };
  if (call.url.endsWith('/customer_review')) {
    const body = call.body as { rating: string };
    return { status: 201, body: { review: { id: 'o1', rating: body.rating }, reviewKey: TOKEN } };
  }
  if (call.url.endsWith('/private-message')) return { status: 200, body: { review: {} } };
  return { status: 204 };
}

describe('customer review page', () => {
  it.each(['Happy', 'Sad'])(
    'after "%s" every customer gets the same two choices (no review gating)',
    async (choice) => {
      const calls = renderPage(reviewApi);
      expect(await screen.findByRole('heading', { name: 'How was order #47?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: choice }));
      const choices = await screen.findByRole('group', { name: 'What would you like to do next?' });
      expect(within(choices).getByRole('link', { name: 'Review us on Google' })).toHaveAttribute(
        'href',
        GOOGLE,
      );
      expect(within(choices).getByRole('button', { name: 'Tell us privately' })).toBeInTheDocument();
      // What the choices say does not depend on the rating.
      expect(choices.textContent).toBe(
        'Review us on GoogleShare your experience publicly so other people can see it.Review us on GoogleTell us privatelyOnly Bondi reads this. Tell them what went well or what to fix.Tell us privately',
      );
      const rated = calls.find((call) => call.method === 'POST');
      expect(rated?.body).toEqual({
        orderId: 'o1',
        token: TOKEN,
        reviewSource: 'printedInvoice',
        rating: choice.toUpperCase(),
      });
    },
  );

  it('from the store website\'s "Review us" link (no order) records the source website and offers both choices', async () => {
    const { order: _order, ...storeOnly } = reviewContext();
    const calls = renderPage(
      (call) =>
        call.method === 'GET'
          ? { status: 200, body: storeOnly }
          : { status: 201, body: { review: { id: 'w1', rating: 'SAD' }, reviewKey: TOKEN } },
      '/restaurants/r1/stores/s1/customer-review?source=website',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sad' }));
    const choices = await screen.findByRole('group', { name: 'What would you like to do next?' });
    expect(within(choices).getByRole('link', { name: 'Review us on Google' })).toHaveAttribute(
      'href',
      GOOGLE,
    );
    expect(within(choices).getByRole('button', { name: 'Tell us privately' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reviewSource: 'website',
      rating: 'SAD',
    });
  });

  it('sends a bounded private message with the review key', async () => {
    const calls = renderPage(reviewApi);
    await userEvent.click(await screen.findByRole('button', { name: 'Sad' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tell us privately' }));
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    expect(screen.getByText('Keep it to 1,000 characters (1,001 now)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to Bondi' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Chips were cold');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Bondi' }));
    expect(await screen.findByText('Thank you. Your message is with Bondi.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/online-ordering/restaurants/r1/stores/s1/customer_review/o1/private-message',
      body: { reviewKey: TOKEN, comment: 'Chips were cold' },
    });
  });

  it('a rated order reopens at the choices', async () => {
    renderPage((call) =>
      call.method === 'GET' ? { status: 200, body: reviewContext('HAPPY') } : { status: 204 },
    );
    expect(await screen.findByText('You rated order #47: happy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review us on Google' })).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    renderPage(() => ({
      status: 404,
      body: { title: 'Review Link Not Valid', message: 'This review link is not valid for this order.' },
    }));
    expect(await screen.findByRole('heading', { name: 'This review link is not valid' })).toBeInTheDocument();
  });
});
