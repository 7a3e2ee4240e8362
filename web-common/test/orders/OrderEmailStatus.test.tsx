import type { OrderEmailSummary } from '@resto/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderEmailStatus } from '../../src/orders/OrderEmailStatus';
import type { StoreOrder } from '../../src/orders/orderData';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const TIMEZONE = 'Australia/Sydney';
const DELIVERIES = 'restaurants/r 1/stores/bondi/emailDeliveries';

/** Just what the line reads of an order: ids, the customer's address and the email summary. */
function orderWith(confirmationEmail: OrderEmailSummary | undefined, mark = true): StoreOrder {
  return {
    id: 'order-1',
    restaurantId: 'r 1',
    storeId: 'bondi',
    customer: { name: 'Sam Diner', email: 'sam@example.com', mobile: '+61412345678' },
    ...(mark ? { confirmationEmailIsoDateTimeUtc: '2025-03-03T01:00:00.000Z' } : {}),
    ...(confirmationEmail ? { confirmationEmail } : {}),
  } as unknown as StoreOrder;
}

const SENT: OrderEmailSummary = {
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptIsoDateTimeUtc: null,
  sentIsoDateTimeUtc: '2025-03-03T01:00:05.000Z',
  deliveryPath: `${DELIVERIES}/orderConfirmation_order-1`,
  updatedIsoDateTimeUtc: '2025-03-03T01:00:05.000Z',
};
const FAILED: OrderEmailSummary = {
  ...SENT,
  status: 'failed',
  sentIsoDateTimeUtc: null,
  lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
};
const RETRYING: OrderEmailSummary = {
  ...SENT,
  status: 'retrying',
  sentIsoDateTimeUtc: null,
  lastError: 'the email provider asked to try again later (SMTP 451 at RCPT TO)',
  nextAttemptIsoDateTimeUtc: '2025-03-03T01:05:05.000Z',
};

const line = () => screen.getByRole('status', { name: 'Customer email' });

afterEach(() => vi.unstubAllGlobals());

describe('OrderEmailStatus (the staff and admin order page)', () => {
  it('says the confirmation went out, to whom and when', () => {
    renderWithProviders(<OrderEmailStatus order={orderWith(SENT)} timezone={TIMEZONE} />);
    expect(line()).toHaveTextContent(/Confirmation email sent to sam@example\.com at 12:00/);
  });

  it('says a failed email failed, why, and that the customer was not emailed', () => {
    renderWithProviders(<OrderEmailStatus order={orderWith(FAILED)} timezone={TIMEZONE} />);
    expect(line()).toHaveTextContent(
      'Email failed: the email provider refused it (SMTP 550 at RCPT TO) — the customer was not emailed.',
    );
  });

  it('says a retried email is not sent yet and when the next try is', () => {
    renderWithProviders(<OrderEmailStatus order={orderWith(RETRYING)} timezone={TIMEZONE} />);
    expect(line()).toHaveTextContent(
      /Confirmation email not sent yet \(.*SMTP 451.*\)\. Trying again at 12:05/,
    );
  });

  it('names the invoice when the latest email was one sent again', () => {
    const invoice = { ...SENT, deliveryPath: `${DELIVERIES}/orderInvoice_order-1` };
    renderWithProviders(<OrderEmailStatus order={orderWith(invoice)} timezone={TIMEZONE} />);
    expect(line()).toHaveTextContent(/^Invoice email sent to sam@example\.com/);
  });

  it('"Send again" calls the invoice route of the order\'s store and says what happened', async () => {
    const calls = stubApi(() => ({ status: 200, body: { sent: true, to: 'sam@example.com' } }));
    renderWithProviders(<OrderEmailStatus order={orderWith(FAILED)} timezone={TIMEZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/online-ordering/restaurants/r%201/stores/bondi/send-order-invoice-email',
        body: { orderId: 'order-1' },
      },
    ]);
    expect(await screen.findByText('Order emailed to sam@example.com.')).toBeInTheDocument();
  });

  it('shows the refusal in words when sending again fails', async () => {
    stubApi(() => ({
      status: 429,
      body: {
        title: 'Too many attempts',
        message: 'The invoice was sent a moment ago. You can ask again in 1 minute(s).',
      },
    }));
    renderWithProviders(<OrderEmailStatus order={orderWith(FAILED)} timezone={TIMEZONE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask again in 1 minute(s).');
  });

  it('an older order with only the once-only mark was emailed; one never emailed shows nothing', () => {
    const { unmount } = renderWithProviders(
      <OrderEmailStatus order={orderWith(undefined)} timezone={TIMEZONE} />,
    );
    expect(line()).toHaveTextContent('Confirmation email sent to sam@example.com.');
    unmount();
    renderWithProviders(<OrderEmailStatus order={orderWith(undefined, false)} timezone={TIMEZONE} />);
    expect(screen.queryByRole('status', { name: 'Customer email' })).not.toBeInTheDocument();
  });
});
