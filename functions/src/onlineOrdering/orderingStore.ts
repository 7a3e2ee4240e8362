import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import { restaurantDoc } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { publishedMenuDoc } from './onlineOrderingPaths';

export interface OrderingStore {
  restaurantId: string;
  storeId: string;
  restaurantName: string;
  contactEmail: string | undefined;
  menu: PublishedMenu;
}

const UNKNOWN_STORE = 'We could not find this store. Check the link and try again.';

/**
 * The store as online ordering sees it: its published menu (prices, settings, hours) and the
 * restaurant's name. A store that has never published a menu cannot take orders, so it is a 404 too.
 */
export async function readOrderingStore(restaurantId: string, storeId: string): Promise<OrderingStore> {
  const [menuSnapshot, restaurantSnapshot] = await Promise.all([
    publishedMenuDoc(restaurantId, storeId).get(),
    restaurantDoc(restaurantId).get(),
  ]);
  if (!menuSnapshot.exists || !restaurantSnapshot.exists) throw new NotFoundError(UNKNOWN_STORE);
  const menu = ZPublishedMenu.safeParse(menuSnapshot.data());
  if (!menu.success) {
    log.error('online_order.published_menu_unreadable', {
      restaurantId,
      storeId,
      issues: menu.error.issues.slice(0, 5),
    });
    throw new Error(`The published menu of ${restaurantId}/${storeId} does not parse`);
  }
  const contactEmail = restaurantSnapshot.get('contactEmail');
  return {
    restaurantId,
    storeId,
    restaurantName: String(restaurantSnapshot.get('name') ?? menu.data.store.name),
    contactEmail: typeof contactEmail === 'string' && contactEmail !== '' ? contactEmail : undefined,
    menu: menu.data,
  };
}
