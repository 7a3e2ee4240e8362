import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReprintOrderButton } from '../../src/orders/ReprintOrderButton';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Reprint button of an order page', () => {
  it('asks the store’s printers for the chosen document with a fresh request id each time', async () => {
    const calls = stubApi(() => ({ status: 200, body: { jobIds: ['job-1', 'job-2'] } }));
    renderWithProviders(<ReprintOrderButton restaurantId="r1" storeId="s1" orderId="order-1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reprint' }));
    await user.click(screen.getByRole('menuitem', { name: 'Order ticket (kitchen)' }));
    expect(await screen.findByText('Order ticket (kitchen) sent to 2 cloud printers.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reprint' }));
    await user.click(screen.getByRole('menuitem', { name: 'Order invoice (receipt)' }));
    await screen.findByText('Order invoice (receipt) sent to 2 cloud printers.');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/printing/restaurants/r1/stores/s1/orders/order-1/reprint'],
      ['POST', '/api/printing/restaurants/r1/stores/s1/orders/order-1/reprint'],
    ]);
    const [first, second] = calls.map((call) => call.body as { requestId: string; documentKinds: string[] });
    expect(first?.documentKinds).toEqual(['orderTicket']);
    expect(second?.documentKinds).toEqual(['orderInvoice']);
    expect(first?.requestId).not.toBe(second?.requestId);
  });

  it('says why when no printer prints it', async () => {
    stubApi(() => ({
      status: 404,
      body: {
        title: 'Not found',
        message: 'No active cloud printer prints these documents. Check the printer settings.',
      },
    }));
    renderWithProviders(<ReprintOrderButton restaurantId="r1" storeId="s1" orderId="order-1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reprint' }));
    await user.click(screen.getByRole('menuitem', { name: 'Order stub' }));
    expect(await screen.findByText(/No active cloud printer prints these documents/)).toBeTruthy();
  });
});
