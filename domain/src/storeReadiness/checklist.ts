/**
 * The getting-started checklist on a store's overview: each step says whether it is done, what is
 * missing in words, and which admin page fixes it. Steps that stop orders (`required`) come from
 * `onlineOrderingBlockers`, the rule the server applies; the rest make the first night go well.
 */
import type { PublishedMenu } from '../menuPublishing/schema';
import {
  BLOCKER_WORDS,
  itemsOrderableOnline,
  type OnlineOrderingBlocker,
  offeredCollectionTypesOf,
  onlineOrderingBlockers,
  paymentTypesOf,
} from './onlineOrderingReadiness';

export const READINESS_STEPS = [
  'details',
  'hours',
  'menu',
  'payments',
  'delivery',
  'kitchenDisplay',
] as const;
export type ReadinessStepId = (typeof READINESS_STEPS)[number];

export interface ReadinessStep {
  id: ReadinessStepId;
  title: string;
  done: boolean;
  /** Online orders are refused until this step is done. */
  required: boolean;
  /** What is done or missing, in words. */
  detail: string;
  /** Admin page under the store (`settings/payments`), and the words of the link to it. */
  fixPath: string;
  fixLabel: string;
}

export interface ReadinessFacts {
  /** The store's published menu; undefined before the first publish. */
  menu: Pick<PublishedMenu, 'store' | 'settings' | 'categories'> | undefined;
  /** The owner saved trading hours (otherwise the standard hours are in force). */
  tradingHoursSaved: boolean;
  /** The card-payment account can charge cards. */
  cardPaymentsReady: boolean;
  /** The kitchen display add-on is on and a screen is paired. */
  kitchenDisplayAddOn: boolean;
  pairedKitchenDisplays: number;
}

export interface StoreReadiness {
  steps: ReadinessStep[];
  /** The store can take an online order now (nothing required is missing). */
  canTakeOrders: boolean;
  /** Required steps still to do, for "Not taking orders yet: …". */
  blockers: OnlineOrderingBlocker[];
  doneCount: number;
}

export function storeReadiness(facts: ReadinessFacts): StoreReadiness {
  const { menu } = facts;
  const blockers: OnlineOrderingBlocker[] = menu ? onlineOrderingBlockers(menu) : ['menu'];
  // Card checkout switched on but no account that can charge: customers could only choose it and fail.
  const otherPaymentTypes =
    menu !== undefined &&
    offeredCollectionTypesOf(menu).some((type) =>
      paymentTypesOf(menu, type).some((payment) => payment !== 'stripe'),
    );
  if (menu && !facts.cardPaymentsReady && !otherPaymentTypes && !blockers.includes('payments'))
    blockers.push('payments');

  const items = menu ? itemsOrderableOnline(menu) : 0;
  const delivery = menu?.store.collectionSettings.delivery?.available === true;
  const deliveryConfigured =
    menu !== undefined &&
    (menu.settings.delivery.areas.length > 0 || menu.settings.delivery.suburbs.length > 0);
  const detailsBlocked = blockers.includes('details') || blockers.includes('orderTypes');

  const steps: ReadinessStep[] = [
    {
      id: 'details',
      title: 'Store details',
      done: menu !== undefined && !detailsBlocked,
      required: true,
      detail: blockers.includes('details')
        ? BLOCKER_WORDS.details
        : blockers.includes('orderTypes')
          ? BLOCKER_WORDS.orderTypes
          : 'Address, phone number and order types are set.',
      fixPath: 'edit',
      fixLabel: 'Edit store details',
    },
    {
      id: 'hours',
      title: 'Trading hours',
      done: facts.tradingHoursSaved && !blockers.includes('orderingTimes'),
      required: blockers.includes('orderingTimes'),
      detail: blockers.includes('orderingTimes')
        ? BLOCKER_WORDS.orderingTimes
        : facts.tradingHoursSaved
          ? 'Your hours are saved; ordering times follow them unless you changed those.'
          : 'The standard hours (10:00 AM to 10:00 PM every day) are in force. Check them and save yours.',
      fixPath: 'settings/store-trading-hours',
      fixLabel: 'Set trading hours',
    },
    {
      id: 'menu',
      title: 'Menu',
      done: items > 0,
      required: true,
      detail:
        items > 0
          ? `${items} ${items === 1 ? 'item' : 'items'} customers can order online.`
          : BLOCKER_WORDS.menu,
      fixPath: 'menu',
      fixLabel: items > 0 ? 'Open the menu' : 'Add menu items',
    },
    {
      id: 'payments',
      title: 'Card payments',
      done: facts.cardPaymentsReady,
      required: blockers.includes('payments'),
      detail: facts.cardPaymentsReady
        ? 'Card payments are connected: customers can pay online.'
        : blockers.includes('payments')
          ? 'Connect card payments, or switch on paying in store, so customers can pay.'
          : 'Not connected yet: customers can only pay in store or on delivery.',
      fixPath: 'settings/payments',
      fixLabel: 'Set up payments',
    },
    {
      id: 'delivery',
      title: 'Delivery',
      done: !delivery || deliveryConfigured,
      required: false,
      detail: !delivery
        ? 'Delivery is off. Switch it on in the store details when you deliver.'
        : deliveryConfigured
          ? 'Delivery areas are set.'
          : 'Delivery is on but has no areas or suburbs, so no address can be delivered to.',
      fixPath: 'settings/delivery_area',
      fixLabel: 'Set delivery areas',
    },
    {
      id: 'kitchenDisplay',
      title: 'Kitchen display',
      done: facts.kitchenDisplayAddOn && facts.pairedKitchenDisplays > 0,
      required: false,
      detail: !facts.kitchenDisplayAddOn
        ? 'Optional: show accepted orders on a screen in the kitchen.'
        : facts.pairedKitchenDisplays > 0
          ? `${facts.pairedKitchenDisplays} ${facts.pairedKitchenDisplays === 1 ? 'screen' : 'screens'} paired.`
          : 'Switched on, but no kitchen screen is paired yet.',
      fixPath: 'add-ons/kds-settings',
      fixLabel: 'Set up the kitchen display',
    },
  ];
  return {
    steps,
    canTakeOrders: blockers.length === 0,
    blockers,
    doneCount: steps.filter((step) => step.done).length,
  };
}
