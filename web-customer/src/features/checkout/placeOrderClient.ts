import type { CartTotals, PlaceOrderRequestInput, PlaceOrderResponse } from '@resto/domain';
import { type ApiError, apiErrorFromResponse, firebaseAuth, webEnv } from '@resto/web-common';

/**
 * `POST /api/online-ordering/restaurants/{r}/stores/{s}/orders`. The shared api client keeps only a
 * refusal's title, message and field issues; checkout also needs what changed (409) and the totals
 * the server would charge now, so this call reads the whole answer.
 */

export interface OrderRefusalItem {
  path: string;
  message: string;
  code?: string;
}

export class PlaceOrderRefusal extends Error {
  override readonly name = 'PlaceOrderRefusal';
  constructor(
    readonly apiError: ApiError,
    /** What changed (409) or what must be fixed (400), in words, with the request path it is about. */
    readonly items: OrderRefusalItem[],
    /** 409: the totals the server would charge now. */
    readonly totals: CartTotals | undefined,
  ) {
    super(apiError.message);
  }
  get status(): number {
    return this.apiError.status;
  }
  get title(): string {
    return this.apiError.title;
  }
}

export interface PlaceOrderOptions {
  fetch?: typeof fetch;
  getIdToken?: () => Promise<string | null>;
}

export function placeOrderPath(restaurantId: string, storeId: string): string {
  return `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/orders`;
}

export async function postPlaceOrder(
  restaurantId: string,
  storeId: string,
  request: PlaceOrderRequestInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResponse> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const getIdToken =
    options.getIdToken ?? (async () => (await firebaseAuth().currentUser?.getIdToken()) ?? null);
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  const token = await getIdToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await doFetch(`${webEnv.apiBase}${placeOrderPath(restaurantId, storeId)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
    });
  } catch {
    throw new PlaceOrderRefusal(apiErrorFromResponse(0, ''), [], undefined);
  }
  const text = await response.text();
  if (!response.ok) throw refusalFrom(response.status, text);
  return JSON.parse(text) as PlaceOrderResponse;
}

/** Reads a refusal body: `{title, message, issues | changes | problems, totals}`. */
export function refusalFrom(status: number, bodyText: string): PlaceOrderRefusal {
  const apiError = apiErrorFromResponse(status, bodyText);
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not the API's JSON (a proxy page): the ApiError's defaults say enough.
  }
  const items = [body.changes, body.problems, body.issues].flatMap((list) => refusalItems(list));
  // The same problem may come as a `problem` (with its code) and as an `issue`: the first one stays.
  const unique = new Map<string, OrderRefusalItem>();
  for (const item of items) {
    const key = `${item.path}\u0000${item.message}`;
    if (!unique.has(key)) unique.set(key, item);
  }
  const totals = isTotals(body.totals) ? body.totals : undefined;
  return new PlaceOrderRefusal(apiError, [...unique.values()], totals);
}

function refusalItems(list: unknown): OrderRefusalItem[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): OrderRefusalItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, message, code } = entry as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    const joined = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return [{ path: joined, message, ...(typeof code === 'string' ? { code } : {}) }];
  });
}

function isTotals(value: unknown): value is CartTotals {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).grandTotal === 'number'
  );
}
