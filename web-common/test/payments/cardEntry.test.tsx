import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CardAuthenticationDialog,
  CardEntry,
  CardEntryError,
  CardEntryNotConfiguredError,
  type CardFields,
  cardFieldProblems,
  createCardPaymentMethod,
  EMPTY_CARD_FIELDS,
} from '../../src/payments';
import { createBrandTheme } from '../../src/theme/theme';

const FAKE = {
  provider: 'stripe' as const,
  publishableKey: 'pk_test_fake',
  fakeApiUrl: 'http://127.0.0.1:12111',
};
const NOW = new Date('2026-11-22T00:00:00Z');

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Harness({ initial = EMPTY_CARD_FIELDS }: { initial?: CardFields }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={createBrandTheme()}>
      <CardEntry value={value} onChange={setValue} testMode />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </ThemeProvider>
  );
}

describe('card field checks', () => {
  it('explains each problem in words', () => {
    expect(cardFieldProblems(EMPTY_CARD_FIELDS, NOW)).toEqual({
      number: 'Enter your card number',
      expiry: 'Enter the expiry date as MM/YY',
      cvc: 'Enter the 3 or 4 digit security code',
    });
    expect(cardFieldProblems({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, NOW)).toEqual({
      number: 'Check your card number: it is not complete or has a typo',
      expiry: 'Enter the expiry date as MM/YY, e.g. 04/29',
      cvc: 'The security code is 3 or 4 digits',
    });
    expect(cardFieldProblems({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, NOW)).toEqual({
      expiry: 'This card has expired',
    });
    expect(cardFieldProblems({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, NOW)).toEqual(
      {},
    );
  });
});

describe('CardEntry', () => {
  it('formats as the customer types and shows a problem once they leave the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText(/Test mode: use 4242 4242 4242 4242/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4241');
    expect(screen.queryByText(/has a typo/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1229');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
    expect(screen.getByText('Check your card number: it is not complete or has a typo')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code'), '12a3');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');
  });
});

describe('createCardPaymentMethod', () => {
  const fields = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };

  it('posts the card straight to the fake with the publishable key and returns only the pm id', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { id: 'pm_123', object: 'payment_method', card: { brand: 'visa', last4: '4242' } }),
    );
    const result = await createCardPaymentMethod(fields, FAKE, fetchMock as unknown as typeof fetch);
    expect(result).toEqual({ paymentMethodId: 'pm_123', brand: 'visa', last4: '4242' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:12111/v1/payment_methods');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer pk_test_fake');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2029',
      'card[cvc]': '123',
    });
  });

  it('turns a provider refusal into catalogue words for the right field', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(402, {
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          param: 'card[number]',
          message: 'raw provider text',
        },
      }),
    );
    const error = await createCardPaymentMethod(fields, FAKE, fetchMock as unknown as typeof fetch).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CardEntryError);
    expect(error).toMatchObject({
      field: 'number',
      code: 'incorrect_number',
      customerMessage: 'Your card number is incorrect. Please check it and try again.',
    });
    expect((error as Error).message).not.toContain('raw provider text');
  });

  it('on the emulator suite, a config without the fake refuses clearly (never loads the provider)', async () => {
    const fetchMock = vi.fn();
    const error = await createCardPaymentMethod(
      fields,
      { provider: 'stripe', publishableKey: 'pk_live_x' },
      fetchMock as unknown as typeof fetch,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CardEntryNotConfiguredError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('CardAuthenticationDialog', () => {
  it('confirms through the fake and reports the result', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => jsonResponse(200, { id: 'pi_1', status: 'succeeded' }));
    vi.stubGlobal('fetch', fetchMock);
    const onFinished = vi.fn();
    render(
      <ThemeProvider theme={createBrandTheme()}>
        <CardAuthenticationDialog
          open
          config={FAKE}
          redirectUrl="http://127.0.0.1:12111/_fake/3ds/pi_1?account=acct_1&return_url=http%3A%2F%2Fx"
          amountLabel="$25.00"
          onFinished={onFinished}
          onCancel={() => undefined}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText(/confirm this payment of/)).toHaveTextContent('$25.00');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith('authenticated'));
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:12111/_fake/3ds/pi_1/complete?account=acct_1', {
      method: 'POST',
    });
    vi.unstubAllGlobals();
  });

  it('refuses a redirect to an address other than the configured processor', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    render(
      <ThemeProvider theme={createBrandTheme()}>
        <CardAuthenticationDialog
          open
          config={FAKE}
          redirectUrl="http://evil.example/_fake/3ds/pi_1"
          amountLabel="$25.00"
          onFinished={onFinished}
          onCancel={() => undefined}
        />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(/unexpected card processor address/)).toBeInTheDocument();
    expect(onFinished).not.toHaveBeenCalled();
  });
});
