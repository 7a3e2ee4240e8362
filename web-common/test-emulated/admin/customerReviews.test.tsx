import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CustomerReviewsPage from '../../../web-admin/src/features/reviews/CustomerReviewsPage';
import { ViewerAccessProvider } from '../../src/access/ViewerAccessContext';
import { Providers } from '../../test/support/renderWithProviders';
import { signInMemberOf, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';

/**
 * The restaurant's reviews list reads its stores and their reviews live from the Firestore emulator
 * as a signed-in admin of the restaurant.
 */
const restaurantId = uniqueRestaurantId('reviews');
const storePath = (storeId: string) => `restaurants/${restaurantId}/stores/${storeId}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  await signInMemberOf(restaurantId, 'admin');
  await writeAsServer(`restaurants/${restaurantId}`, { name: 'Pizza Palace', timezone: 'Australia/Sydney' });
  await writeAsServer(storePath('bondi'), { name: 'Bondi', restaurantId });
  await writeAsServer(storePath('surry-hills'), { name: 'Surry Hills', restaurantId });
  const review = (storeId: string, id: string, fields: Record<string, unknown>) =>
    writeAsServer(`${storePath(storeId)}/reviews/${id}`, { id, restaurantId, storeId, ...fields });
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
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('The chips were cold')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Order #12' })).toHaveAttribute(
      'href',
      `/restaurants/${restaurantId}/stores/bondi/orders/o1`,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sad' }));
    await expect
      .poll(() => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').length)
      .toBe(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Happy and sad' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'bo chen');
    await expect
      .poll(() => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').length)
      .toBe(1);
    expect(screen.getByText(/Order #13/)).toBeInTheDocument();
  });

  it('shows one store from the address, and says when nothing matches', async () => {
    renderList('?storeId=surry-hills&rating=SAD');
    expect(await screen.findByText('No reviews match', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('1 review: 1 happy, 0 sad (100% happy)')).toBeInTheDocument();
  });
});
