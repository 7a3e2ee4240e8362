import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder } from '../../src/orders/orderData';
import { RefundOrderButton } from '../../src/orders/RefundOrderButton';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

/** Just what the refund reads of an order: ids, total, currency, payment and refunds so far. */
const ORDER = {
  id: 'order-1',
  restaurantId: 'r 1',
  storeId: 'bondi',
  cart: { grandTotal: 4_000, currency: { code: 'AUD' } },
  payment: { status: 'success' },
  refundTotals: { refundedInCents: 1_000, pendingInCents: 500 },
} as unknown as StoreOrder;

afterEach(() => vi.unstubAllGlobals());

describe('RefundOrderButton (the order pages of the admin and staff apps)', () => {
  it("opens the refund of this order and refunds it at the order's store", async () => {
    const calls = stubApi(() => ({ status: 201, body: {} }));
    renderWithProviders(<RefundOrderButton order={ORDER} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog');
    const summary = within(dialog).getByLabelText('Payment summary');
    expect(summary).toHaveTextContent('Paid by card$40.00');
    expect(summary).toHaveTextContent('Refund in progress$5.00');
    expect(summary).toHaveTextContent('Left to refund$25.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/stripe/connect/restaurants/r%201/stores/bondi/orders/order-1/refunds');
    expect(calls[0]?.body).toMatchObject({ amountInCents: 2_500 });
    expect(await screen.findByText("$25.00 is being refunded to the customer's card.")).toBeInTheDocument();
  });
});
