import { reviewSearchTerms } from '@resto/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerReviewsPage from '../../../web-admin/src/features/reviews/CustomerReviewsPage';
import { ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import { Providers } from '../../test/support/renderWithProviders';
import {
  forwardApiToEmulators,
  signInMemberOf,
  stubApiOnly,
  uniqueRestaurantId,
  writeAsServer,
} from '../support/emulatorSuite';

/**
 * The restaurant's reviews page as a signed-in admin of the restaurant: its stores and the trend read
 * live from the Firestore emulator, the list searched, filtered and paged by the emulator suite's real
 * API (`/api` goes to the `api` function behind Hosting).
 */
const restaurantId = uniqueRestaurantId('reviews');
const storePath = (storeId: string) => `restaurants/${restaurantId}/stores/${storeId}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  await signInMemberOf(restaurantId, 'admin');
  await writeAsServer(`restaurants/${restaurantId}`, { name: 'Pizza Palace', timezone: 'Australia/Sydney' });
  await writeAsServer(storePath('bondi'), { name: 'Bondi', restaurantId });
  await writeAsServer(storePath('surry-hills'), { name: 'Surry Hills', restaurantId });
  // As the review routes store them, with the words the list's search looks up.
  const review = (storeId: string, id: string, fields: Record<string, unknown>) =>
    writeAsServer(`${storePath(storeId)}/reviews/${id}`, {
      id,
      restaurantId,
      storeId,
      ...fields,
      searchTerms: reviewSearchTerms(fields),
    });
  await review('bondi', 'o1', {
    orderId: 'o1',
    orderLabel: '#12',
    customerName: 'Ana Lima',
    rating: 'SAD',
    reviewSource: 'reviewRequestEmail',
    comment: 'The chips were cold',
    createdIsoDateTimeUtc: hoursAgo(3),
  });
  await review('bondi', 'o2', {
    orderId: 'o2',
    orderLabel: '#13',
    customerName: 'Bo Chen',
    rating: 'HAPPY',
    reviewSource: 'printedInvoice',
    createdIsoDateTimeUtc: hoursAgo(30),
  });
  await review('surry-hills', 'w1', {
    rating: 'HAPPY',
    reviewSource: 'website',
    createdIsoDateTimeUtc: hoursAgo(50),
  });
  // Older than the 30 days shown by default.
  await review('bondi', 'old', {
    rating: 'SAD',
    reviewSource: 'website',
    createdIsoDateTimeUtc: hoursAgo(24 * 40),
  });
});
beforeEach(() => {
  forwardApiToEmulators();
});
afterEach(() => vi.unstubAllGlobals());

describe('reviews list', () => {
  function renderList(query = '') {
    render(
      <Providers router={false}>
        <MemoryRouter initialEntries={[`/restaurants/${restaurantId}/customer-reviews${query}`]}>
          <ViewerAccessProvider
            access={{
              status: 'allowed',
              role: 'admin',
              readOnly: false,
              restaurantRole: 'admin',
              superAdmin: false,
            }}
          >
            <Routes>
              <Route path="/restaurants/:restaurantId/customer-reviews" element={<CustomerReviewsPage />} />
            </Routes>
          </ViewerAccessProvider>
        </MemoryRouter>
      </Providers>,
    );
  }

  it("lists every store's reviews of the period with the trend, filters and search", async () => {
    renderList();
    expect(
      await screen.findByText('3 reviews: 2 happy, 1 sad (67% happy)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The list is the server's page, which may arrive after the live trend.
    const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('The chips were cold')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Order #12' })).toHaveAttribute(
      'href',
      `/restaurants/${restaurantId}/stores/bondi/orders/o1`,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sad' }));
    await expect
      .poll(() => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').length, {
        timeout: 15_000,
      })
      .toBe(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Happy and sad' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'bo chen');
    await expect
      .poll(() => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(screen.getByText(/Order #13/)).toBeInTheDocument();
  });

  it('shows one store from the address, and says when nothing matches', async () => {
    renderList('?storeId=surry-hills&rating=SAD');
    expect(await screen.findByText('No reviews match', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('1 review: 1 happy, 0 sad (100% happy)')).toBeInTheDocument();
  });

  it('pages a store with more reviews than a page, newer and older', async () => {
    for (let index = 0; index < 25; index += 1)
      await writeAsServer(`${storePath('paddington')}/reviews/p${index}`, {
        id: `p${index}`,
        restaurantId,
        storeId: 'paddington',
        rating: 'HAPPY',
        reviewSource: 'printedOrderTicket',
        orderLabel: `#${200 + index}`,
        createdIsoDateTimeUtc: hoursAgo(100 + index),
        searchTerms: reviewSearchTerms({ orderLabel: `#${200 + index}` }),
      });
    await writeAsServer(storePath('paddington'), { name: 'Paddington', restaurantId });
    renderList('?storeId=paddington');
    const list = async () => screen.findByRole('list', { name: 'Reviews' }, { timeout: 10_000 });
    await expect
      .poll(async () => within(await list()).getAllByRole('listitem').length, { timeout: 15_000 })
      .toBe(20);
    expect(within(await list()).getByText('Order #200')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await expect
      .poll(async () => within(await list()).getAllByRole('listitem').length, { timeout: 15_000 })
      .toBe(5);
    expect(within(await list()).getByText('Order #224')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    await expect
      .poll(async () => within(await list()).getAllByRole('listitem').length, { timeout: 15_000 })
      .toBe(20);
    // The server searches every page, not only the one shown.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), '#223');
    await expect
      .poll(async () => within(await list()).getAllByRole('listitem').length, { timeout: 15_000 })
      .toBe(1);
    expect(within(await list()).getByText('Order #223')).toBeInTheDocument();
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    vi.unstubAllGlobals();
    stubApiOnly(() =>
      fail
        ? { status: 503, body: { title: 'Service unavailable', message: 'Reviews are resting.' } }
        : { status: 200, body: { reviews: [], nextCursor: null } },
    );
    renderList('?storeId=bondi');
    expect(
      await screen.findByText(/We could not load the reviews/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reviews yet in this period')).toBeInTheDocument();
  });
});
