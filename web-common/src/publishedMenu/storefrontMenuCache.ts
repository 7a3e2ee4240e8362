import { PUBLISHED_MENU_SCHEMA_VERSION, type PublishedMenu } from '@resto/domain';
import {
  fetchStorefrontMenu,
  type LoadStorefrontMenuOptions,
  type StorefrontMenuLoad,
} from './loadStorefrontMenu';

/**
 * In-memory cache of loaded menus (route changes cost no reads) backed by sessionStorage (a reload
 * paints at once from the last copy, then one background read brings it up to date).
 */

const SESSION_KEY_PREFIX = 'resto:storefrontMenu:v1:';
/** A session copy younger than this is used without re-reading (a reload right after a visit). */
export const SESSION_FRESH_MS = 60_000;

interface SessionEntry {
  savedAt: number;
  menu: PublishedMenu;
}

type Listener = (load: StorefrontMenuLoad) => void;

const memory = new Map<string, StorefrontMenuLoad>();
const inFlight = new Map<string, Promise<StorefrontMenuLoad>>();
const listeners = new Map<string, Set<Listener>>();

const keyOf = (restaurantId: string, storeId: string) => `${restaurantId}/${storeId}`;

/** What is known without a network read: the memory copy, else a session copy. */
export function cachedStorefrontMenu(restaurantId: string, storeId: string): StorefrontMenuLoad | undefined {
  const key = keyOf(restaurantId, storeId);
  const known = memory.get(key);
  if (known) return known;
  const session = readSession(key);
  return session ? { status: 'found', menu: session.menu } : undefined;
}

/** Whether a read is still needed: nothing in memory, and no fresh session copy. */
export function storefrontMenuNeedsRead(restaurantId: string, storeId: string, now = Date.now()): boolean {
  const key = keyOf(restaurantId, storeId);
  if (memory.has(key)) return false;
  const session = readSession(key);
  if (session && now - session.savedAt < SESSION_FRESH_MS) {
    memory.set(key, { status: 'found', menu: session.menu });
    return false;
  }
  return true;
}

/**
 * A copy the page already carries (the server-rendered menu home embeds the published document):
 * no read. Kept in memory only; writing 200 kB to sessionStorage would cost the first screen time,
 * and a reload gets a fresh server-rendered copy anyway.
 */
export function primeStorefrontMenu(restaurantId: string, storeId: string, menu: PublishedMenu): void {
  memory.set(keyOf(restaurantId, storeId), { status: 'found', menu });
}

/** Reads the document once (concurrent callers share the request) and stores the result. */
export function loadStorefrontMenu(
  restaurantId: string,
  storeId: string,
  options?: LoadStorefrontMenuOptions,
): Promise<StorefrontMenuLoad> {
  const key = keyOf(restaurantId, storeId);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = fetchStorefrontMenu(restaurantId, storeId, options)
    .then((load) => {
      memory.set(key, load);
      if (load.status === 'found') writeSession(key, { savedAt: Date.now(), menu: load.menu });
      else removeSession(key);
      for (const listener of listeners.get(key) ?? []) listener(load);
      return load;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/** Called with every newly read copy of this store's menu. */
export function subscribeStorefrontMenu(
  restaurantId: string,
  storeId: string,
  listener: Listener,
): () => void {
  const key = keyOf(restaurantId, storeId);
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
  };
}

/** Forgets every cached menu (tests, and sign-out of a kiosk). */
export function clearStorefrontMenuCache(): void {
  memory.clear();
  inFlight.clear();
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(SESSION_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode); the memory cache is cleared either way.
  }
}

function readSession(key: string): SessionEntry | undefined {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY_PREFIX + key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as SessionEntry;
    // Written by this module after validation; a shape check guards against other versions.
    return typeof entry.savedAt === 'number' && entry.menu?.schemaVersion === PUBLISHED_MENU_SCHEMA_VERSION
      ? entry
      : undefined;
  } catch {
    return undefined;
  }
}

function writeSession(key: string, entry: SessionEntry): void {
  try {
    sessionStorage.setItem(SESSION_KEY_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Full or unavailable storage only costs a read on the next reload.
  }
}

function removeSession(key: string): void {
  try {
    sessionStorage.removeItem(SESSION_KEY_PREFIX + key);
  } catch {
    // See writeSession.
  }
}
