import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundDialog } from '../../src/orders/RefundDialog';
import type { RefundableOrder } from '../../src/orders/refundForm';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const ORDER: RefundableOrder = {
  id: 'order-1',
  grandTotalInCents: 5_000,
  paymentStatus: 'success',
  refundTotals: { refundedInCents: 1_500, pendingInCents: 0 },
};
const refundIdOf = (call: { body: unknown } | undefined) =>
  (call?.body as { refundId?: string } | undefined)?.refundId;
const PATH = '/api/stripe/connect/restaurants/r1/stores/bondi/orders/order-1/refunds';

function renderDialog(order: RefundableOrder = ORDER, onClose = vi.fn()) {
  renderWithProviders(
    <RefundDialog open order={order} restaurantId="r1" storeId="bondi" onClose={onClose} />,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('RefundDialog', () => {
  it('shows what was paid, refunded and is left, with the timing and fee wording', () => {
    const { dialog } = renderDialog();
    const summary = within(dialog).getByLabelText('Payment summary');
    expect(summary).toHaveTextContent('Paid by card$50.00');
    expect(summary).toHaveTextContent('Already refunded$15.00');
    expect(summary).toHaveTextContent('Left to refund$35.00');
    expect(dialog).toHaveTextContent(/about 5-10 business days/);
    expect(dialog).toHaveTextContent(/processor fee is not refunded/);
    expect(within(dialog).getByRole('button', { name: 'Refund $35.00' })).toBeEnabled();
  });

  it('explains a partial amount in words as it is typed and never sends too much', async () => {
    const calls = stubApi(() => ({ status: 201, body: {} }));
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByLabelText('Part of it'));
    const amount = within(dialog).getByLabelText('Amount to refund');
    await userEvent.type(amount, '40');
    expect(within(dialog).getByText('You cannot refund more than is left to refund.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(calls).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(within(dialog).getByText('Enter an amount above zero.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    expect(within(dialog).queryByText(/cannot refund more/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe(PATH);
    expect(calls[0]?.body).toMatchObject({ amountInCents: 1_250 });
    expect(String(refundIdOf(calls[0]))).toMatch(/^rf_[a-f0-9]{32}$/);
  });

  it('keeps the same refund id when a failed refund is retried, and shows the server’s 409 in words', async () => {
    let attempt = 0;
    const calls = stubApi(() =>
      ++attempt === 1
        ? {
            status: 409,
            body: { title: 'Refund too large', message: 'Only $20.00 is left to refund on this order.' },
          }
        : { status: 201, body: {} },
    );
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $35.00' }));
    expect(
      await within(dialog).findByText('Only $20.00 is left to refund on this order.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $35.00' }));
    expect(calls).toHaveLength(2);
    expect(refundIdOf(calls[0])).toBe(refundIdOf(calls[1]));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing is left and offers no refund', () => {
    const { dialog } = renderDialog({
      ...ORDER,
      paymentStatus: 'refundSuccess',
      refundTotals: { refundedInCents: 5_000 },
    });
    expect(dialog).toHaveTextContent('Nothing is left to refund on this order.');
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();
  });
});
