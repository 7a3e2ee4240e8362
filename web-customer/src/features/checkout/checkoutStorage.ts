import type { CheckoutDraft, CustomerDraft } from './checkoutDraft';

/**
 * What checkout keeps in the browser. The order id of the current attempt and the typed form live in
 * sessionStorage (this tab only), so a refresh or a double click re-sends the same order id and the
 * server places one order. Contact details are remembered in localStorage for next time on this
 * device. Card details are never stored.
 */

interface PendingAttempt {
  orderId: string;
  fingerprint: string;
}

const pendingKey = (restaurantId: string, storeId: string) =>
  `resto:checkout:pendingOrder:v1:${restaurantId}:${storeId}`;
const draftKey = (restaurantId: string, storeId: string) =>
  `resto:checkout:draft:v1:${restaurantId}:${storeId}`;
const CUSTOMER_KEY = 'resto:checkout:customer:v1';

/** A fresh client-generated order id (the server's idempotency key). */
export function newOrderId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The order id for this attempt: the stored one when the attempt is the same as last time (same
 * fingerprint), otherwise a new one, stored before the request goes out.
 */
export function orderIdForAttempt(restaurantId: string, storeId: string, fingerprint: string): string {
  const stored = readJson<PendingAttempt>(sessionStorageOrNull(), pendingKey(restaurantId, storeId));
  if (stored && stored.fingerprint === fingerprint && typeof stored.orderId === 'string')
    return stored.orderId;
  const orderId = newOrderId();
  writeJson(sessionStorageOrNull(), pendingKey(restaurantId, storeId), { orderId, fingerprint });
  return orderId;
}

/** The id of the attempt under way, if any (to look the order up after an uncertain answer). */
export function pendingOrderId(restaurantId: string, storeId: string): string | undefined {
  return readJson<PendingAttempt>(sessionStorageOrNull(), pendingKey(restaurantId, storeId))?.orderId;
}

/** After the order is placed: the next checkout is a new order. */
export function forgetPendingOrder(restaurantId: string, storeId: string): void {
  sessionStorageOrNull()?.removeItem(pendingKey(restaurantId, storeId));
}

export function loadCheckoutDraft(restaurantId: string, storeId: string): CheckoutDraft | undefined {
  return readJson<CheckoutDraft>(sessionStorageOrNull(), draftKey(restaurantId, storeId));
}

export function saveCheckoutDraft(restaurantId: string, storeId: string, draft: CheckoutDraft): void {
  writeJson(sessionStorageOrNull(), draftKey(restaurantId, storeId), draft);
}

export function forgetCheckoutDraft(restaurantId: string, storeId: string): void {
  sessionStorageOrNull()?.removeItem(draftKey(restaurantId, storeId));
}

export function rememberedCustomer(): Partial<CustomerDraft> | undefined {
  const remembered = readJson<Partial<CustomerDraft>>(localStorageOrNull(), CUSTOMER_KEY);
  if (!remembered) return undefined;
  // The marketing box starts unticked at every checkout: consent is given each time, never carried.
  const { marketingConsent: _ignored, ...details } = remembered;
  return details;
}

export function rememberCustomer(customer: CustomerDraft): void {
  const { marketingConsent: _notRemembered, ...details } = customer;
  writeJson(localStorageOrNull(), CUSTOMER_KEY, details);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(storage: Storage | null, key: string): T | undefined {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: checkout still works, a refresh just starts a new attempt.
  }
}
