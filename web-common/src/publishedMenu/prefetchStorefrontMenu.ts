import { webEnv } from '../config/env';
import { firestoreDocumentUrl } from './firestoreRest';

/**
 * Starts the menu's REST GET from the app's entry, before the route's lazy chunks arrive, so the
 * read and the code download run side by side instead of one after the other. The loader takes the
 * response instead of fetching again: still one read. Deliberately tiny (no zod, no domain).
 */

const pending = new Map<string, Promise<Response>>();
const SESSION_KEY_PREFIX = 'resto:storefrontMenu:v1:';
const SESSION_FRESH_MS = 60_000;

function hasFreshSessionCopy(key: string): boolean {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY_PREFIX + key);
    const savedAt = raw ? (JSON.parse(raw) as { savedAt?: unknown }).savedAt : undefined;
    return typeof savedAt === 'number' && Date.now() - savedAt < SESSION_FRESH_MS;
  } catch {
    return false;
  }
}

/** Prefetches the menu of the store in `pathname` (`/restaurants/:r/stores/:s/...`), if any. */
export function prefetchStorefrontMenu(pathname: string): void {
  const match = /^\/restaurants\/([^/]+)\/stores\/([^/]+)/.exec(pathname);
  if (!match?.[1] || !match[2]) return;
  const restaurantId = decodeURIComponent(match[1]);
  const storeId = decodeURIComponent(match[2]);
  const key = `${restaurantId}/${storeId}`;
  if (pending.has(key) || hasFreshSessionCopy(key)) return;
  const path = `restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`;
  const request = fetch(firestoreDocumentUrl(webEnv, path), { headers: { Accept: 'application/json' } });
  request.catch(() => undefined); // the loader reports failures when it takes the response
  pending.set(key, request);
}

/** The prefetched response for this store, once (later loads fetch afresh). */
export function takePrefetchedStorefrontMenu(
  restaurantId: string,
  storeId: string,
): Promise<Response> | undefined {
  const key = `${restaurantId}/${storeId}`;
  const request = pending.get(key);
  pending.delete(key);
  return request;
}
