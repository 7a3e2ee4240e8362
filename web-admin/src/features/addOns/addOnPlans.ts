import type { AddOn } from '@resto/domain';

/** An add-on whose feature is still to come: its own settings page explains it (SPEC.md section 1). */
export type PlannedAddOn = Exclude<AddOn, 'kitchenDisplay' | 'tableMap' | 'googleReviews'>;

export interface AddOnPlan {
  /** What the feature will do, in the words of someone running the store. */
  willDo: readonly string[];
  /** The settings this page will hold once the feature is built. */
  settings: readonly string[];
}

/** What each planned add-on will do and set up (SPEC.md sections 1 and 3). */
export const ADD_ON_PLANS: Record<PlannedAddOn, AddOnPlan> = {
  connectedStores: {
    willDo: [
      'Link virtual stores (other brands cooked in this kitchen) to this store.',
      "Their online orders arrive on this store's POS, kitchen displays and printers, each ticket showing the brand it was ordered from.",
      'Each virtual store keeps its own menu, prices and website.',
    ],
    settings: [
      'Which stores of this restaurant are linked to this kitchen.',
      'How linked orders are labelled on tickets and receipts.',
    ],
  },
  smsMarketing: {
    willDo: [
      'Send SMS campaigns to customers who agreed to hear from you; nobody else receives them.',
      'Draft a campaign, see who will receive it and what it costs, then send it now or schedule it.',
      'Follow each campaign: draft, scheduled, sent, archived or failed.',
    ],
    settings: [
      'SMS sender registration in five steps: ABN certificate, third-party letter, compressed documents, submitted form, approval.',
      'Marketing consent: customers opt in at checkout and can opt out from any message.',
    ],
  },
};

export function isPlannedAddOn(addOn: AddOn): addOn is PlannedAddOn {
  return addOn !== 'kitchenDisplay' && addOn !== 'tableMap' && addOn !== 'googleReviews';
}
