import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CardEntryError,
  CardEntryNotConfiguredError,
  cardEntryMode,
  completeCardAuthentication,
  createCardPaymentMethod,
  EMPTY_CARD_FIELDS,
  HostedCardEntry,
} from '../../src/payments';

/**
 * Stripe.js, as far as this test needs it. The network-facing loader is stubbed at the module
 * boundary, for this unit test only: the real `loadStripe` adds Stripe's script from Stripe's own
 * servers, which a unit test (and this offline machine) must not fetch. Everything on our side of that
 * boundary (the mode choice, the lazy import, mounting, the createPaymentMethod call, the words) is the
 * production code.
 */
const stripe = vi.hoisted(() => {
  const changeHandlers: Array<(event: unknown) => void> = [];
  const card = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: (event: unknown) => void) => {
      if (event === 'change') changeHandlers.push(handler);
      return card;
    }),
  };
  const instance = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(),
    handleNextAction: vi.fn(),
  };
  return { card, instance, changeHandlers, loadStripe: vi.fn(async (_key: string) => instance) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const PRODUCTION = { useEmulators: false };
const LIVE = { provider: 'stripe' as const, publishableKey: 'pk_live_example' };
const FAKE = {
  provider: 'stripe' as const,
  publishableKey: 'pk_test_fake',
  fakeApiUrl: 'http://127.0.0.1:12111',
};

beforeEach(() => {
  stripe.instance.createPaymentMethod.mockReset();
  stripe.instance.handleNextAction.mockReset();
  stripe.card.mount.mockClear();
  stripe.loadStripe.mockClear();
  stripe.changeHandlers.length = 0;
});

async function mountHostedField() {
  const view = render(<HostedCardEntry publishableKey={LIVE.publishableKey} />);
  const target = screen.getByTestId('hosted-card-field');
  await waitFor(() => expect(stripe.card.mount).toHaveBeenCalledWith(target));
  return view;
}

describe('cardEntryMode', () => {
  it('uses the fake only on the emulator suite, the hosted field only off it, and refuses a mix', () => {
    expect(cardEntryMode(FAKE, { useEmulators: true })).toBe('fake');
    expect(cardEntryMode(LIVE, PRODUCTION)).toBe('hosted');
    // An emulator build told of no fake must not load Stripe's script; a production build told of a
    // fake must not post card numbers to it.
    expect(cardEntryMode(LIVE, { useEmulators: true })).toBe('unavailable');
    expect(cardEntryMode(FAKE, PRODUCTION)).toBe('unavailable');
    expect(cardEntryMode({ provider: 'stripe', publishableKey: '' }, PRODUCTION)).toBe('unavailable');
  });
});

describe('production card entry (Stripe.js)', () => {
  it('loads Stripe.js only when the hosted field mounts, with the publishable key', async () => {
    const fetchMock = vi.fn();
    // The emulator path never touches the loader.
    await createCardPaymentMethod(EMPTY_CARD_FIELDS, LIVE, fetchMock as unknown as typeof fetch).catch(
      () => undefined,
    );
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    const view = await mountHostedField();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_live_example');
    view.unmount();
    expect(stripe.card.destroy).toHaveBeenCalled();
  });

  it('creates the payment method from the mounted element and sends nothing to our fetch', async () => {
    await mountHostedField();
    stripe.instance.createPaymentMethod.mockResolvedValue({
      paymentMethod: { id: 'pm_live_1', card: { brand: 'visa', last4: '4242' } },
    });
    const fetchMock = vi.fn();
    const method = await createCardPaymentMethod(
      EMPTY_CARD_FIELDS,
      LIVE,
      fetchMock as unknown as typeof fetch,
      PRODUCTION,
    );
    expect(method).toEqual({ paymentMethodId: 'pm_live_1', brand: 'visa', last4: '4242' });
    expect(stripe.instance.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("maps Stripe's errors to our words and the field to fix, never its own text", async () => {
    await mountHostedField();
    const attempt = () =>
      createCardPaymentMethod(EMPTY_CARD_FIELDS, LIVE, undefined, PRODUCTION).catch(
        (caught: unknown) => caught,
      );

    stripe.instance.createPaymentMethod.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'raw text',
      },
    });
    const declined = await attempt();
    expect(declined).toBeInstanceOf(CardEntryError);
    expect(declined).toMatchObject({
      code: 'card_declined',
      customerMessage: 'Your card has insufficient funds. Please try another card.',
    });
    expect((declined as Error).message).not.toContain('raw text');

    stripe.instance.createPaymentMethod.mockResolvedValue({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    expect(await attempt()).toMatchObject({ field: 'number', customerMessage: 'Enter your card number' });

    stripe.instance.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: 'x' },
    });
    expect(await attempt()).toMatchObject({ field: 'expiry', customerMessage: 'This card has expired' });

    stripe.instance.createPaymentMethod.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await attempt()).toMatchObject({
      code: 'network',
      customerMessage: 'We could not reach the card processor. Check your connection and try again.',
    });
  });

  it('shows the field’s own problems in words as the customer types', async () => {
    await mountHostedField();
    act(() => {
      for (const handler of stripe.changeHandlers)
        handler({
          complete: false,
          error: { type: 'validation_error', code: 'invalid_number', message: 'raw' },
        });
    });
    expect(
      await screen.findByText('Check your card number: it is not complete or has a typo'),
    ).toBeInTheDocument();
  });

  it("runs the bank's check with Stripe.js's handleNextAction", async () => {
    await mountHostedField();
    stripe.instance.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    expect(
      await completeCardAuthentication(
        { clientSecret: 'pi_1_secret_2', approve: true },
        LIVE,
        undefined,
        PRODUCTION,
      ),
    ).toBe('authenticated');
    expect(stripe.instance.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    stripe.instance.handleNextAction.mockResolvedValue({ error: { type: 'card_error', code: 'x' } });
    expect(
      await completeCardAuthentication(
        { clientSecret: 'pi_1_secret_2', approve: true },
        LIVE,
        undefined,
        PRODUCTION,
      ),
    ).toBe('failed');
  });

  it("runs the bank's check for a saved card too, with no card field on the page", async () => {
    stripe.instance.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
    expect(
      await completeCardAuthentication(
        { clientSecret: 'pi_2_secret_3', approve: true },
        LIVE,
        undefined,
        PRODUCTION,
      ),
    ).toBe('authenticated');
    expect(stripe.instance.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_2_secret_3' });
  });

  it('refuses plainly when the build and the server disagree about the emulator suite', async () => {
    const error = await createCardPaymentMethod(EMPTY_CARD_FIELDS, FAKE, undefined, PRODUCTION).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CardEntryNotConfiguredError);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
