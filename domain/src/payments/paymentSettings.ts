import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { type CollectionType, ONLINE_PAYMENT_TYPES, type OnlinePaymentType } from '../common/constants';

/** A store's own payment method on the POS ("Uber voucher", "Staff meal"). */
export const ZCustomPayment = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(1, 'Name must be 1 to 30 characters')
    .max(30, 'Name must be 1 to 30 characters'),
  availableForPickup: z.boolean().default(true),
  availableForDelivery: z.boolean().default(true),
  availableForDineIn: z.boolean().default(true),
  sortOrder: z.number().int().min(0).default(0),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CustomPayment = z.infer<typeof ZCustomPayment>;

type PaymentTypeSwitches = Record<OnlinePaymentType, boolean>;

/** SPEC.md section 9: pickup and dine-in take card checkout and in-store; delivery card checkout and cash. */
export const DEFAULT_PAYMENT_SETTINGS: Record<CollectionType, PaymentTypeSwitches> = {
  pickup: { stripe: true, inStore: true, cashOnDelivery: false, cardOnDelivery: false },
  delivery: { stripe: true, inStore: false, cashOnDelivery: true, cardOnDelivery: false },
  dineIn: { stripe: true, inStore: true, cashOnDelivery: false, cardOnDelivery: false },
};

function switchesFor(collectionType: CollectionType) {
  const defaults = DEFAULT_PAYMENT_SETTINGS[collectionType];
  return z
    .object({
      stripe: z.boolean().default(defaults.stripe),
      inStore: z.boolean().default(defaults.inStore),
      cashOnDelivery: z.boolean().default(defaults.cashOnDelivery),
      cardOnDelivery: z.boolean().default(defaults.cardOnDelivery),
    })
    .default(defaults);
}

/** Which online payment types customers may choose, per collection type. */
export const ZPaymentSettings = z.object({
  pickup: switchesFor('pickup'),
  delivery: switchesFor('delivery'),
  dineIn: switchesFor('dineIn'),
});
export type PaymentSettings = z.infer<typeof ZPaymentSettings>;

export function allowedOnlinePaymentTypes(
  settings: PaymentSettings,
  collectionType: CollectionType,
): OnlinePaymentType[] {
  const switches = settings[collectionType];
  return ONLINE_PAYMENT_TYPES.filter((type) => switches[type]);
}
