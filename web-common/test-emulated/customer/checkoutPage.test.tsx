import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { burgerLine, publishedMenu } from '../../../domain/test/support/onlineOrderingMenu';
import { cartStoreFor } from '../../../web-customer/src/features/cart/cartStore';
import CheckoutPage from '../../../web-customer/src/features/checkout/CheckoutPage';
import type { StoreContext } from '../../../web-customer/src/shell/StoreContext';
import { webEnv } from '../../src/config/env';
import { Providers } from '../../test/support/renderWithProviders';

// Placing signs the guest in anonymously through the Auth emulator (web-customer's guestSignIn, not
// a stand-in); only the `/api` answers are stubbed, at `fetch`.

const menu = publishedMenu();
const context: StoreContext = {
  restaurantId: 'r1',
  storeId: 's1',
  restaurant: undefined,
  store: { ...menu.store, id: 's1', restaurantId: 'r1' },
  menu,
  basePath: '/restaurants/r1/stores/s1',
};

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderCheckout() {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={['/restaurants/r1/stores/s1/checkout']}>
        <Routes>
          <Route path="/restaurants/:restaurantId/stores/:storeId" element={<Outlet context={context} />}>
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let placeOrderBodies: Record<string, unknown>[] = [];

const realFetch = globalThis.fetch;

function stubFetch(placeOrder: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      // Firebase Auth's own calls go to the Auth emulator.
      if (url.startsWith(webEnv.authEmulatorUrl)) return realFetch(input, init);
      if (url.endsWith('/api/stripe/config'))
        return Response.json({ provider: 'stripe', publishableKey: 'pk_test', fakeApiUrl: 'http://fake' });
      if (url.includes('/api/online-ordering/')) {
        placeOrderBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return placeOrder(url, init);
      }
      // The menu re-read after a 409 finds the server busy; the cached menu stays in use.
      return new Response('{}', { status: 503 });
    }),
  );
}

beforeEach(() => {
  placeOrderBodies = [];
  sessionStorage.clear();
  localStorage.clear();
  // The storefront's menu cache: a fresh session copy means no network read.
  sessionStorage.setItem('resto:storefrontMenu:v1:r1/s1', JSON.stringify({ savedAt: Date.now(), menu }));
  const cart = cartStoreFor('r1', 's1').getState();
  cart.clear();
  cart.setCollectionType('pickup');
  cart.add(burgerLine.selection);
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('shows the order priced by the domain and the store’s payment types for pickup', async () => {
    stubFetch(() => Response.json({}));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    // Card is the first payment type; the test store surcharges credit cards 1%.
    expect(screen.getByTestId('order-total')).toHaveTextContent('$20.71');
    expect(screen.getByText('Card surcharge')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Pay in store/ }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$20.50');
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
  });

  it('fills in what the signed-in account knows and explains what is missing instead of sending', async () => {
    stubFetch(() => Response.json({}));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Pay in store/ }));
    expect(screen.getByText('Signed in as olivia@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Olivia Owner');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('olivia@example.com');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('Enter your mobile number.')).toBeInTheDocument();
    expect(placeOrderBodies).toHaveLength(0);
  });

  it('places a pickup order paid in store with the mobile in E.164, and re-sends the same order id', async () => {
    let answer: Handler = () =>
      Response.json(
        {
          title: 'Your order has changed',
          message: 'Prices changed',
          issues: [{ path: 'expectedTotalInCents', message: 'Prices have changed' }],
        },
        { status: 409 },
      );
    stubFetch((url, init) => answer(url, init));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Pay in store/ }));
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sam Diner');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '0412 345 678');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: /Place order/ }));

    expect(await screen.findByText('Your order changed')).toBeInTheDocument();
    expect(screen.getByText('Prices have changed.')).toBeInTheDocument();
    expect(placeOrderBodies[0]).toMatchObject({
      collectionType: 'pickup',
      paymentType: 'inStore',
      expectedTotalInCents: 2050,
      customer: {
        name: 'Sam Diner',
        mobile: '+61412345678',
        email: 'sam@example.com',
        marketingConsent: false,
      },
      lines: [{ selection: { specId: 'burger' } }],
    });

    answer = (_url, init) =>
      Response.json({
        orderId: (JSON.parse(String(init?.body)) as { orderId: string }).orderId,
        status: 'new',
        totals: {},
      });
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(placeOrderBodies).toHaveLength(2));
    expect(placeOrderBodies[1]?.orderId).toBe(placeOrderBodies[0]?.orderId);
    expect(
      await screen.findByText(
        `Now at /restaurants/r1/stores/s1/secure/orders/${String(placeOrderBodies[0]?.orderId)}/success`,
      ),
    ).toBeInTheDocument();
    expect(cartStoreFor('r1', 's1').getState().lines).toHaveLength(0);
  }, 40_000);

  it('after an attempt whose payment expired, says so and places the next press as a new order', async () => {
    let answer: Handler = (_url, init) =>
      Response.json({
        orderId: (JSON.parse(String(init?.body)) as { orderId: string }).orderId,
        status: 'failure',
        payment: { status: 'cancel' },
        totals: {},
      });
    stubFetch((url, init) => answer(url, init));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Pay in store/ }));
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sam Diner');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '0412 345 678');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(placeOrderBodies).toHaveLength(1));
    // The page stays on checkout (the called-off order is not shown as placed)…
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();

    answer = (_url, init) =>
      Response.json({
        orderId: (JSON.parse(String(init?.body)) as { orderId: string }).orderId,
        status: 'new',
        totals: {},
      });
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(placeOrderBodies).toHaveLength(2));
    expect(placeOrderBodies[1]?.orderId).not.toBe(placeOrderBodies[0]?.orderId);
  }, 40_000);

  it('shows what the server says about the delivery address beside it, until the address changes', async () => {
    cartStoreFor('r1', 's1').getState().setCollectionType('delivery');
    // "Use my location" (jsdom has no geolocation): a fix near the typed address.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: -33.8921, longitude: 151.2761 } } as GeolocationPosition),
      },
    });
    let answer: Handler = () =>
      Response.json(
        {
          title: 'Your order cannot be placed',
          message: "The address doesn't match your location: check the street and suburb",
          issues: [
            {
              path: 'deliveryAddress',
              message: "The address doesn't match your location: check the street and suburb",
            },
          ],
        },
        { status: 400 },
      );
    stubFetch((url, init) => answer(url, init));
    const user = userEvent.setup({ delay: null });
    try {
      renderCheckout();
      await user.type(await screen.findByRole('textbox', { name: /Street address/ }), '10 Hal Stret');
      await user.type(screen.getByRole('textbox', { name: /Suburb/ }), 'Bondi Beach');
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '0412 345 678');
      await user.click(screen.getByRole('button', { name: /Place order/ }));

      const problem = await screen.findByTestId('address-problem');
      expect(problem).toHaveTextContent(
        "The address doesn't match your location: check the street and suburb",
      );
      expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveAttribute('aria-invalid', 'true');
      // The location goes beside the address, for the server to check against it.
      expect(placeOrderBodies[0]).toMatchObject({
        collectionType: 'delivery',
        deliveryAddress: { formattedAddress: '10 Hal Stret, Bondi Beach', suburb: 'Bondi Beach' },
        sharedLocation: { latitude: '-33.892100', longitude: '151.276100' },
      });

      await user.clear(screen.getByRole('textbox', { name: /Street address/ }));
      await user.type(screen.getByRole('textbox', { name: /Street address/ }), '10 Hall Street');
      expect(screen.queryByTestId('address-problem')).not.toBeInTheDocument();

      // The server placed the address in a dearer zone than checkout showed: say what delivery costs there.
      answer = () =>
        Response.json(
          {
            title: 'Your order has changed',
            message: 'The total changed',
            problems: [{ code: 'totalChanged', path: 'expectedTotalInCents', message: 'The total changed' }],
            totals: { itemTotal: 2050, deliveryCharge: 900, grandTotal: 2950 },
          },
          { status: 409 },
        );
      await user.click(screen.getByRole('button', { name: /Place order/ }));
      expect(await screen.findByTestId('address-problem')).toHaveTextContent(
        'Delivery to this address costs $9.00: check the address, or pick the area it is in.',
      );
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  }, 40_000);
});
