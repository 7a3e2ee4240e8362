import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { restaurantDoc } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { publishedMenuDoc } from './onlineOrderingPaths';

export interface OrderingStore {
  restaurantId: string;
  storeId: string;
  restaurantName: string;
  contactEmail: string | undefined;
  /** Shared between requests on an instance (see publishedMenus): deeply frozen, never to be changed. */
  menu: PublishedMenu;
}

const UNKNOWN_STORE = 'We could not find this store. Check the link and try again.';

/** Parsed published menus kept per instance; each is ~1 MB in memory for a large menu. */
const MAX_CACHED_MENUS = 16;

interface CachedMenu {
  /** The document's update time: any write to the document changes it. */
  updateTime: Timestamp;
  menu: Promise<PublishedMenu>;
}

/**
 * Parsed published menus by store, each tagged with the document's update time. A placement asks
 * Firestore only for the document's metadata (a field mask of `contentHash`: a few hundred bytes
 * instead of the ~217 kB menu) and reuses the parsed menu when the update time is the one it was
 * parsed from. Every placement still reads the document, so a menu change is seen by the very next
 * placement on every instance: there is no staleness window, only the parse (and the transfer) are
 * saved. A changed menu is read and parsed once per instance; concurrent placements share the parse.
 */
const publishedMenus = new Map<string, CachedMenu>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

async function parseMenu(
  restaurantId: string,
  storeId: string,
): Promise<{ updateTime?: Timestamp; menu: PublishedMenu }> {
  const snapshot = await publishedMenuDoc(restaurantId, storeId).get();
  if (!snapshot.exists) throw new NotFoundError(UNKNOWN_STORE);
  const menu = ZPublishedMenu.safeParse(snapshot.data());
  if (!menu.success) {
    log.error('online_order.published_menu_unreadable', {
      restaurantId,
      storeId,
      issues: menu.error.issues.slice(0, 5),
    });
    throw new Error(`The published menu of ${restaurantId}/${storeId} does not parse`);
  }
  // Frozen because the same object now serves every placement of this menu on the instance.
  return { updateTime: snapshot.updateTime, menu: deepFreeze(menu.data) };
}

/** The store's current published menu, parsed at most once per version per instance. */
async function currentMenu(restaurantId: string, storeId: string): Promise<PublishedMenu> {
  const key = `${restaurantId}/${storeId}`;
  const [head] = await db().getAll(publishedMenuDoc(restaurantId, storeId), { fieldMask: ['contentHash'] });
  if (!head?.exists || !head.updateTime) {
    publishedMenus.delete(key);
    throw new NotFoundError(UNKNOWN_STORE);
  }
  const cached = publishedMenus.get(key);
  if (cached?.updateTime.isEqual(head.updateTime)) {
    // Most recently used last, so the oldest store is the one evicted.
    publishedMenus.delete(key);
    publishedMenus.set(key, cached);
    return cached.menu;
  }
  const parsed = parseMenu(restaurantId, storeId);
  // Tagged with the version the metadata read saw; a publish landing between the two reads only
  // costs the next placement one more full read (the versions differ), never a stale menu.
  const entry: CachedMenu = { updateTime: head.updateTime, menu: parsed.then(({ menu }) => menu) };
  // Awaited below and by any concurrent placement; this only keeps a failure from counting as unhandled.
  entry.menu.catch(() => undefined);
  publishedMenus.delete(key);
  publishedMenus.set(key, entry);
  while (publishedMenus.size > MAX_CACHED_MENUS) {
    const oldest = publishedMenus.keys().next().value;
    if (oldest === undefined) break;
    publishedMenus.delete(oldest);
  }
  try {
    const { updateTime, menu } = await parsed;
    if (updateTime && !updateTime.isEqual(head.updateTime)) publishedMenus.delete(key);
    return menu;
  } catch (error) {
    if (publishedMenus.get(key) === entry) publishedMenus.delete(key);
    throw error;
  }
}

/** Forgets every cached menu (tests). */
export function forgetPublishedMenus(): void {
  publishedMenus.clear();
}

/**
 * The store as online ordering sees it: its published menu (prices, settings, hours) and the
 * restaurant's name. A store that has never published a menu cannot take orders, so it is a 404 too.
 */
export async function readOrderingStore(restaurantId: string, storeId: string): Promise<OrderingStore> {
  const [menu, restaurantSnapshot] = await Promise.all([
    currentMenu(restaurantId, storeId),
    restaurantDoc(restaurantId).get(),
  ]);
  if (!restaurantSnapshot.exists) throw new NotFoundError(UNKNOWN_STORE);
  const contactEmail = restaurantSnapshot.get('contactEmail');
  return {
    restaurantId,
    storeId,
    restaurantName: String(restaurantSnapshot.get('name') ?? menu.store.name),
    contactEmail: typeof contactEmail === 'string' && contactEmail !== '' ? contactEmail : undefined,
    menu,
  };
}
