import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActions } from '../../src/orders/OrderActions';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const BASE = '/api/orders/restaurants/r1/stores/bondi/orders/order-abc123';
const WITH_ETA = { hasEta: true, hasCompleteStatus: true };
const WITHOUT_ETA = { hasEta: false, hasCompleteStatus: false };

function renderActions(
  status: 'new' | 'accepted' | 'processingPayment',
  settings = WITH_ETA,
  paymentType = 'stripe',
) {
  return renderWithProviders(
    <OrderActions
      restaurantId="r1"
      storeId="bondi"
      order={{
        id: 'order-abc123',
        status: { code: status },
        cart: { paymentType, grandTotal: 4250, collection: { type: 'pickup' } },
      }}
      settings={settings}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderActions', () => {
  it("offers the ETA that meets the order's promise, so Accept is one tap, and sends the chosen minutes", async () => {
    const calls = stubApi(() => ({ status: 200, body: { orderId: 'order-abc123', status: 'accepted' } }));
    renderActions('new');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog');
    // No promised time known here: the shortest real ETA is chosen already.
    expect(within(dialog).getByRole('button', { name: '15 min' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '30 min' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(calls).toEqual([{ method: 'POST', url: `${BASE}/accept`, body: { etaInMinutes: 30 } }]);
    expect(await screen.findByText('Order ABC123 accepted.')).toBeInTheDocument();
  });

  it('accepts at once without an ETA when the store does not use ETAs', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderActions('new', WITHOUT_ETA);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: `${BASE}/accept`, body: {} }]);
  });

  it('shows the catalogue error in words when another device accepted first', async () => {
    stubApi(() => ({
      status: 409,
      body: {
        title: 'Order Already Accepted',
        message: 'This order has been accepted on another device. Please wait for the status to update.',
      },
    }));
    renderActions('new', WITHOUT_ETA);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order Already Accepted');
    expect(alert).toHaveTextContent('accepted on another device');
  });

  it('keeps the race error after the ETA dialog closes', async () => {
    stubApi(() => ({
      status: 409,
      body: { title: 'Order Already Rejected', message: 'This order has been rejected on another device.' },
    }));
    renderActions('new');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ASAP' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order Already Rejected')).toBeInTheDocument();
  });

  it('asks before rejecting, needs a reason, and offers one-tap reasons', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderActions('new');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order ABC123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'An item is unavailable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(calls).toEqual([
      { method: 'POST', url: `${BASE}/reject`, body: { reason: 'An item is unavailable' } },
    ]);
  });

  it('cancels an accepted order with a typed reason, and completes it when the store uses Completed', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderActions('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(calls[0]).toEqual({ method: 'POST', url: `${BASE}/complete`, body: {} });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ABC123?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Oven broke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(calls[1]).toEqual({ method: 'POST', url: `${BASE}/cancel`, body: { reason: 'Oven broke' } });
  });

  it('asks how a pay-in-store order was paid before completing it, offering what the customer chose', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderActions('accepted', WITH_ETA, 'cardOnDelivery');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete order ABC123' });
    expect(within(dialog).getByText(/pays \$42\.50 here/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paid · complete order' }));
    expect(calls).toEqual([
      { method: 'POST', url: `${BASE}/complete`, body: { paidWith: { method: 'cash' } } },
    ]);
  });

  it('offers no Complete when the store does not use it, and nothing while a card payment is processing', () => {
    const { unmount } = renderActions('accepted', WITHOUT_ETA);
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    // A card-paid order has nothing to record.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    unmount();
    renderActions('processingPayment');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/Waiting for the card payment/)).toBeInTheDocument();
  });

  it('records how a pay-in-store order was paid when the store never completes orders', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderActions('accepted', WITHOUT_ETA, 'inStore');
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payment for order ABC123' });
    expect(within(dialog).getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(calls).toEqual([
      { method: 'POST', url: `${BASE}/record-payment`, body: { paidWith: { method: 'card' } } },
    ]);
    expect(await screen.findByText('Order ABC123 marked as paid.')).toBeInTheDocument();
  });
});
