/**
 * Whether a store can take an online order at all, from its published menu alone, so the storefront
 * (which shows why), the server (which refuses the order through the shared quote) and admin (which
 * shows the owner what is missing) apply one rule. zod-free: the storefront's menu route imports it.
 */
import { COLLECTION_TYPES, type CollectionType, ONLINE_PAYMENT_TYPES, WEEKDAYS } from '../common/constants';
import type { PublishedMenu } from '../menuPublishing/schema';

export const ONLINE_ORDERING_BLOCKERS = [
  'details',
  'orderTypes',
  'menu',
  'orderingTimes',
  'payments',
] as const;
export type OnlineOrderingBlocker = (typeof ONLINE_ORDERING_BLOCKERS)[number];

/** What the owner is told for each blocker (admin); customers only hear "not taking online orders yet". */
export const BLOCKER_WORDS: Record<OnlineOrderingBlocker, string> = {
  details: 'The store needs its address and phone number.',
  orderTypes: 'Switch on at least one of pickup, delivery or dine-in.',
  menu: 'Add at least one item customers can order online.',
  orderingTimes: 'No ordering times are open on any day of the week.',
  payments: 'No way to pay is switched on for the order types the store offers.',
};

type ReadinessMenu = Pick<PublishedMenu, 'store' | 'settings' | 'categories'>;

/** Collection types the store offers. */
export function offeredCollectionTypesOf(menu: Pick<PublishedMenu, 'store'>): CollectionType[] {
  return COLLECTION_TYPES.filter((type) => menu.store.collectionSettings[type]?.available);
}

/** Items a customer could put in a cart: sold online, in a category shown online, available and not sold out. */
export function itemsOrderableOnline(menu: Pick<PublishedMenu, 'categories'>): number {
  return menu.categories
    .filter((category) => category.applicableOrderingSystem.online)
    .flatMap((category) => category.items)
    .filter(
      (item) =>
        item.type !== 'custom' && item.applicableOrderingSystem.online && item.available && !item.soldout,
    ).length;
}

function hasOrderingTimes(menu: ReadinessMenu, types: readonly CollectionType[]): boolean {
  return types.some((type) =>
    WEEKDAYS.some((weekday) => {
      const sessions = menu.settings.timings[weekday][type];
      return (
        sessions.firstSession.available || (menu.store.hasSplitTimings && sessions.secondSession.available)
      );
    }),
  );
}

/** The payment types customers may choose for a collection type (paymentSettings' rule, without its zod). */
export function paymentTypesOf(menu: Pick<PublishedMenu, 'settings'>, type: CollectionType) {
  return ONLINE_PAYMENT_TYPES.filter((payment) => menu.settings.payments[type][payment]);
}

/** Everything that stops the store taking any online order; empty when it can. */
export function onlineOrderingBlockers(menu: ReadinessMenu): OnlineOrderingBlocker[] {
  const blockers: OnlineOrderingBlocker[] = [];
  const { store } = menu;
  if (!store.address.formattedAddress.trim() || !store.phoneNumber.trim()) blockers.push('details');
  const offered = offeredCollectionTypesOf(menu);
  if (offered.length === 0) blockers.push('orderTypes');
  if (itemsOrderableOnline(menu) === 0) blockers.push('menu');
  if (offered.length > 0 && !hasOrderingTimes(menu, offered)) blockers.push('orderingTimes');
  if (offered.length > 0 && offered.every((type) => paymentTypesOf(menu, type).length === 0))
    blockers.push('payments');
  return blockers;
}

/** What customers read while a store is not ready (its name goes first). */
export const NOT_READY_WORDS = 'is not taking online orders yet';
