/**
 * Enumerations of SPEC.md sections 3, 4 and 9 that several modules share. Each list is the single
 * source for its zod enum (`z.enum(LIST)`) and its TypeScript union.
 */

export const COLLECTION_TYPES = ['pickup', 'delivery', 'dineIn'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** Order channels. `googleFoodOrdering` is the online-search channel; `uberEats` the marketplace. */
export const ORDER_SOURCES = ['website', 'googleFoodOrdering', 'pos', 'uberEats'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const COUNTRY_CODES = ['AU', 'US', 'GB', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const ITEM_TYPES = ['basic', 'pizza', 'halfAndHalf', 'deal', 'custom'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Online (website / online-search) payment types. `stripe` is card-provider checkout. */
export const ONLINE_PAYMENT_TYPES = ['stripe', 'inStore', 'cashOnDelivery', 'cardOnDelivery'] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

export const POS_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
  'refundCash',
  'refundCard',
  'splitBill',
  'noPaymentRequired',
  'custom',
  'payLater',
  'cardReversal',
] as const;
export type PosPaymentType = (typeof POS_PAYMENT_TYPES)[number];

export const ORDER_STATUSES = [
  'processingPayment',
  'failure',
  'new',
  'accepted',
  'rejected',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUS_CODES = [
  'processing',
  'requiresCapture',
  'success',
  'failure',
  'cancel',
  'refundSuccess',
  'refundFailure',
] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[number];

export const ORDER_PAYMENT_STATUSES = [
  'PAID',
  'NOT_PAID',
  'PROCESSING_PAYMENT',
  'REFUNDED',
  'DECLINED',
  'CANCELLED',
  'SYSTEM_ERROR',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const TABLE_BOOKING_STATUSES = ['new', 'accepted', 'cancelled'] as const;
export type TableBookingStatus = (typeof TABLE_BOOKING_STATUSES)[number];

export const TABLE_BOOKING_SOURCES = ['ONLINE', 'POS'] as const;
export type TableBookingSource = (typeof TABLE_BOOKING_SOURCES)[number];

export const KITCHEN_TICKET_STATUSES = [
  'NEW',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
  'REMOVED',
  'RECALLED',
] as const;
export type KitchenTicketStatus = (typeof KITCHEN_TICKET_STATUSES)[number];

export const KITCHEN_ITEM_STATUSES = ['PENDING', 'DONE'] as const;
export type KitchenItemStatus = (typeof KITCHEN_ITEM_STATUSES)[number];

export const STORE_STATUSES = ['ONLINE', 'OFFLINE'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin User', user: 'Standard User' };

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ENVIRONMENTS = [
  'local',
  'ci',
  'staging',
  'qa1',
  'qa2',
  'qa3',
  'qa4',
  'qa5',
  'qa6',
  'prod',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
