/**
 * Orders for the kitchen display journeys and the order → KDS benchmark, made the way real ones are:
 * placed through the online-ordering API (paid in store), accepted through the order action API as
 * the demo owner, and worked through the KDS ticket API as a freshly paired kitchen display.
 */

const API = process.env.API_ORIGIN ?? 'http://127.0.0.1:5000';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
/**
 * The demo restaurant's second store: its kitchen display add-on is on like Bondi's, and keeping the
 * kitchen journeys there leaves Bondi's tickets to the storefront and staff journeys.
 */
export const KITCHEN_STORE = { restaurantId: 'demo-restaurant', storeId: 'surry-hills' } as const;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const STORE_PATH = `restaurants/${KITCHEN_STORE.restaurantId}/stores/${KITCHEN_STORE.storeId}`;

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  idToken?: string,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      // A client address of its own per call, as separate customers and screens have.
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

function expectStatus(answer: ApiAnswer<unknown>, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
}

let ownerToken: { token: string; at: number } | undefined;

/** The demo owner's ID token (cached for 30 minutes; tokens last an hour). */
export async function ownerIdToken(): Promise<string> {
  if (ownerToken && Date.now() - ownerToken.at < 30 * 60_000) return ownerToken.token;
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Demo owner sign-in failed: ${JSON.stringify(body)}`);
  ownerToken = { token: body.idToken, at: Date.now() };
  return body.idToken;
}

export interface IssuedDevice {
  id: string;
  pairingCode: string;
}

/** A new kitchen display of the demo store with a one-time pairing code (admin API, as the owner). */
export async function createKdsDevice(name: string): Promise<IssuedDevice> {
  const answer = await callApi<IssuedDevice>(
    'POST',
    `/api/kds/${STORE_PATH}/devices`,
    { name },
    await ownerIdToken(),
  );
  expectStatus(answer, 201, 'Create KDS device');
  return answer.body;
}

/** Removes a device made for a test, so the demo store's list does not fill up with them. */
export async function removeKdsDevice(deviceId: string): Promise<void> {
  await callApi('DELETE', `/api/kds/${STORE_PATH}/devices/${deviceId}`, undefined, await ownerIdToken());
}

/** Pairs a device through the API (not the UI) and answers its ID token, for driving tickets directly. */
export async function pairedDeviceIdToken(pairingCode: string): Promise<string> {
  const login = await callApi<{ customToken: string }>('POST', '/api/kds/login', { pairingCode });
  expectStatus(login, 200, 'KDS login');
  const response = await fetch(`${AUTH}/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: login.body.customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Device sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export type OrderLine = { id: string; selection: Record<string, unknown> };

export const LINES = {
  garlicBread: (quantity = 1, comments = ''): OrderLine['selection'] => ({
    type: 'basic',
    specId: 'garlic-bread',
    quantity,
    comments,
    modifiersValue: { extras: { cheese: 1 } },
  }),
  wings: (flavour = 'honey-soy'): OrderLine['selection'] => ({
    type: 'basic',
    specId: 'chicken-wings',
    quantity: 1,
    comments: '',
    modifiersValue: { 'wing-flavour': { [flavour]: 1 } },
  }),
  pizza: (specId: string, addToppings: string[] = [], removeToppings: string[] = [], comments = '') => ({
    type: 'pizza',
    specId,
    quantity: 1,
    comments,
    sizeId: 'large',
    addToppings,
    removeToppings,
  }),
  halfAndHalf: (): OrderLine['selection'] => ({
    type: 'halfAndHalf',
    specId: 'half-and-half-large',
    quantity: 1,
    comments: '',
    firstHalf: { pizzaSpecId: 'pepperoni', addToppings: ['olives'], removeToppings: [] },
    secondHalf: { pizzaSpecId: 'hawaiian', addToppings: [], removeToppings: ['Pineapple'] },
  }),
  pizzaPair: (): OrderLine['selection'] => ({
    type: 'deal',
    specId: 'pizza-pair',
    quantity: 1,
    comments: '',
    modifiersValue: {},
    items: {},
    pizzas: {
      'pair-first': { pizzaId: 'margherita', addToppings: ['extra-cheese'], removeToppings: [] },
      'pair-second': { pizzaId: 'diavola', addToppings: [], removeToppings: [] },
    },
  }),
  tiramisu: (quantity = 1): OrderLine['selection'] => ({
    type: 'basic',
    specId: 'tiramisu',
    quantity,
    comments: '',
    modifiersValue: {},
  }),
};

export interface PlaceOptions {
  customerName?: string;
  comments?: string;
}

let orderSequence = 0;
let slotWhenClosed: string | undefined;

interface PlaceProblems {
  problems?: { code: string; nextOpeningIsoDateTimeUtc?: string }[];
  totals?: { grandTotal: number };
}

/**
 * Places a pickup order paid in store. The server reprices it, so the first attempt sends total 0
 * and is answered 409 with the real total, which the second sends (a refused attempt stores nothing).
 * When the demo store is closed (the emulators run at any hour) the order is for its next opening.
 */
/**
 * The display number the server gave an order (what every screen shows): numbers are given right
 * after placement by the order trigger, so this waits for it (up to 30 s).
 */
export async function displayNumberOf(orderId: string): Promise<string> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
  const url = `http://127.0.0.1:8080/v1/projects/${project}/databases/(default)/documents/${STORE_PATH}/orders/${orderId}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    const body = (await response.json()) as { fields?: { displayNumber?: { stringValue?: string } } };
    const number = body.fields?.displayNumber?.stringValue;
    if (number) return number;
    if (Date.now() > deadline) throw new Error(`Order ${orderId} got no display number in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function placeOrder(
  selections: OrderLine['selection'][],
  options: PlaceOptions = {},
): Promise<string> {
  orderSequence += 1;
  const orderId = `kds-${Date.now().toString(36)}-${orderSequence}-${Math.random().toString(36).slice(2, 7)}`;
  let total = 0;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await callApi<PlaceProblems & { orderId?: string }>(
      'POST',
      `/api/online-ordering/${STORE_PATH}/orders`,
      {
        orderId,
        collectionType: 'pickup',
        requestedTime: slotWhenClosed ? { type: 'slot', isoDateTimeUtc: slotWhenClosed } : { type: 'asap' },
        lines: selections.map((selection, index) => ({ id: `line-${index + 1}`, selection })),
        expectedTotalInCents: total,
        comments: options.comments ?? '',
        customer: {
          name: options.customerName ?? 'Kitchen Test',
          // A customer of their own per order: per-customer placement limits are not what this tests.
          mobile: `+6141${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          email: 'kitchen.test@example.com',
          marketingConsent: false,
        },
        paymentType: 'inStore',
      },
    );
    if (answer.status === 200) return orderId;
    const closed = answer.body.problems?.find((problem) => problem.nextOpeningIsoDateTimeUtc);
    if (answer.status === 400 && closed?.nextOpeningIsoDateTimeUtc && !slotWhenClosed) {
      slotWhenClosed = closed.nextOpeningIsoDateTimeUtc;
      continue;
    }
    if (answer.status === 409 && answer.body.totals) {
      total = answer.body.totals.grandTotal;
      continue;
    }
    throw new Error(`Place order: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  throw new Error('Place order: no agreement on the total after 4 attempts');
}

/** Accepts as the owner (with an ETA, which the demo store's hasEta may require). */
export async function acceptOrder(orderId: string): Promise<void> {
  const answer = await callApi(
    'POST',
    `/api/orders/${STORE_PATH}/orders/${orderId}/accept`,
    { etaInMinutes: 30 },
    await ownerIdToken(),
  );
  expectStatus(answer, 200, `Accept ${orderId}`);
}

export async function cancelOrder(orderId: string, reason: string): Promise<void> {
  const answer = await callApi(
    'POST',
    `/api/orders/${STORE_PATH}/orders/${orderId}/cancel`,
    { reason },
    await ownerIdToken(),
  );
  expectStatus(answer, 200, `Cancel ${orderId}`);
}

/** A KDS ticket command as a paired device: start / bump / recall / dismiss. */
export async function ticketAction(deviceToken: string, ticketId: string, action: string): Promise<void> {
  const answer = await callApi(
    'POST',
    `/api/kds/${STORE_PATH}/tickets/${ticketId}/${action}`,
    undefined,
    deviceToken,
  );
  expectStatus(answer, 200, `Ticket ${action} ${ticketId}`);
}

export async function ticketItemDone(deviceToken: string, ticketId: string, lineId: string): Promise<void> {
  const answer = await callApi(
    'POST',
    `/api/kds/${STORE_PATH}/tickets/${ticketId}/items/${lineId}/done`,
    undefined,
    deviceToken,
  );
  expectStatus(answer, 200, `Item done ${ticketId}/${lineId}`);
}

function ticketUrl(ticketId: string): string {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
  return `http://127.0.0.1:8080/v1/projects/${project}/databases/(default)/documents/${STORE_PATH}/kdsTickets/${ticketId}`;
}

/** Waits until the order → ticket trigger has made the ticket (the Firestore emulator's REST API, as admin). */
export async function waitForTicket(ticketId: string, timeoutMs = 60_000): Promise<void> {
  const url = ticketUrl(ticketId);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No kitchen ticket for ${ticketId} after ${timeoutMs} ms`);
}

/**
 * Screenshots only: moves a ticket's placed time back, so its timer shows amber or red without
 * waiting half an hour. Written straight to the emulator as admin (no API changes placed times).
 */
export async function backdateTicket(ticketId: string, minutesAgo: number): Promise<void> {
  const url = `${ticketUrl(ticketId)}?updateMask.fieldPaths=placedIsoDateTimeUtc`;
  const placed = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { placedIsoDateTimeUtc: { stringValue: placed } } }),
  });
  if (!response.ok) throw new Error(`Backdate ${ticketId}: ${response.status} ${await response.text()}`);
}

interface RestDocument {
  name: string;
  fields?: { status?: { stringValue?: string } };
}

/**
 * Clears the kitchen store's grid as a cook would at the end of a service (bump what is open, dismiss
 * what was called off), so a journey starts from a known board. Leftovers of other runs would
 * otherwise crowd the screenshots.
 */
export async function clearKitchenBoard(deviceToken: string): Promise<number> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
  const url = `http://127.0.0.1:8080/v1/projects/${project}/databases/(default)/documents/${STORE_PATH}/kdsTickets?pageSize=1000`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: RestDocument[] };
  let cleared = 0;
  for (const document of documents) {
    const id = document.name.split('/').pop() ?? '';
    const status = document.fields?.status?.stringValue;
    const action =
      status === 'NEW' || status === 'IN_PROGRESS' || status === 'RECALLED'
        ? 'bump'
        : status === 'CANCELLED' || status === 'REJECTED'
          ? 'dismiss'
          : undefined;
    if (!action) continue;
    await ticketAction(deviceToken, id, action);
    cleared += 1;
  }
  return cleared;
}
