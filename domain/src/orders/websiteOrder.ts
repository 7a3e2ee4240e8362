/** An order placed online (the store website or the online-search channel). Money in cents. */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ORDER_STATUSES, PAYMENT_STATUS_CODES, WEEKDAYS } from '../common/constants';
import { ZEmail, ZIsoDate, ZPhoneE164 } from '../common/validation';
import { ZOrderCart } from './cart';
import { ZDisplayNumber } from './displayNumber';

export const ZOrderStatusField = z.object({
  code: z.enum(ORDER_STATUSES),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type OrderStatusField = z.infer<typeof ZOrderStatusField>;

/** Card-provider checkout details. Present only when the customer pays by card online. */
export const ZOnlinePayment = z.object({
  status: z.enum(PAYMENT_STATUS_CODES),
  paymentIntentId: z.string().min(1).optional(),
  providerCustomerId: z.string().min(1).optional(),
  chargeId: z.string().min(1).optional(),
  /** The platform's cut of the payment, taken by the card provider on our behalf. */
  applicationFee: ZNonNegativeCents.default(0),
});
export type OnlinePayment = z.infer<typeof ZOnlinePayment>;

/** When the order was placed, broken down in the store's timezone so reports can group by it. */
export const ZOrderTimeDimension = z.object({
  isoDate: ZIsoDate,
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  dayOfMonth: z.number().int().min(1).max(31),
  hour: z.number().int().min(0).max(23),
  weekday: z.enum(WEEKDAYS),
});
export type OrderTimeDimension = z.infer<typeof ZOrderTimeDimension>;

/** What processing this order's payment cost the store. */
export const ZOrderTransactionFees = z.object({
  processorFee: ZNonNegativeCents.default(0),
  applicationFee: ZNonNegativeCents.default(0),
});
export type OrderTransactionFees = z.infer<typeof ZOrderTransactionFees>;

export const ZWebsiteOrder = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  source: z.enum(['website', 'googleFoodOrdering']).default('website'),
  /** The signed-in customer's auth uid, when there is one. */
  uid: z.string().min(1).optional(),
  /** The store's short number for the order (orders/displayNumber.ts); absent on older orders. */
  displayNumber: ZDisplayNumber.optional(),
  /** Set when the order is created, removed when it gets its number (functions orders/displayNumbers.ts). */
  displayNumberPending: z.literal(true).optional(),
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  cart: ZOrderCart,
  customer: z.object({
    name: z.string().trim().min(1, 'Enter your name').max(100, 'Name must be at most 100 characters'),
    email: ZEmail,
    mobile: ZPhoneE164,
    previousOrderCount: z.number().int().min(0).default(0),
  }),
  status: ZOrderStatusField,
  payment: ZOnlinePayment.optional(),
  timeDimension: ZOrderTimeDimension,
  orderTransactionFees: ZOrderTransactionFees.default({ processorFee: 0, applicationFee: 0 }),
});
export type WebsiteOrder = z.infer<typeof ZWebsiteOrder>;
