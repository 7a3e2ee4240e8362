/**
 * Delivery by a courier service (Uber Direct): who delivers a store's orders, the quote the checkout
 * charges, the delivery the order books when it is accepted, and how the courier's notifications move
 * it. Notifications can come late, twice or out of order, so `applyCourierNotification` only moves a
 * delivery forward (the third-party status machine) and only to a newer courier position: a replayed
 * or stale notification has no effect.
 */
import { z } from 'zod';
import { ZDeliveryAddress } from '../common/address';
import { ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { tooLong } from '../common/inputBounds';
import {
  COURIER_DELIVERY_STATUS_LABELS,
  COURIER_DELIVERY_STATUSES,
  type CourierDeliveryStatus,
} from '../status/courier';
import {
  LOCAL_DELIVERY_STATUSES,
  THIRD_PARTY_DELIVERY_STATUSES,
  type ThirdPartyDeliveryStatus,
  thirdPartyDeliveryStatusMachine,
} from '../status/delivery';

/** Who takes a store's delivery orders to the customer (SPEC: in-house, courier service, marketplace). */
export const DELIVERY_PROVIDERS = ['inHouse', 'courierService', 'marketplace'] as const;
export type DeliveryProvider = (typeof DELIVERY_PROVIDERS)[number];

export const DELIVERY_PROVIDER_LABELS: Record<DeliveryProvider, string> = {
  inHouse: 'In-house drivers',
  courierService: 'Courier service (Uber Direct)',
  marketplace: 'Delivery marketplace (Uber Eats)',
};

export const DELIVERY_PROVIDER_DESCRIPTIONS: Record<DeliveryProvider, string> = {
  inHouse:
    'Your own drivers deliver; staff move each delivery through Pending, Out for delivery and Delivered.',
  courierService:
    'Checkout asks the courier for a price, and accepting an order books a courier. Customers follow the courier on a map.',
  marketplace:
    'The marketplace delivers the orders it sends you; website delivery orders go to your own drivers.',
};

/** The store's choice, kept in its delivery settings (`settings/delivery.provider`). */
export const ZDeliveryProvider = z.enum(DELIVERY_PROVIDERS);

/** `POST /api/uber-direct/restaurants/{r}/stores/{s}/quote/create`: the checkout asks what delivery costs. */
export const ZCourierQuoteRequest = z.object({ deliveryAddress: ZDeliveryAddress });
export type CourierQuoteRequest = z.infer<typeof ZCourierQuoteRequest>;

export const ZCourierQuoteId = z
  .string()
  .trim()
  .max(100, tooLong('This is not a delivery quote'))
  .regex(/^[A-Za-z0-9_-]{4,100}$/, 'This is not a delivery quote');

export interface CourierQuoteResponse {
  quoteId: string;
  /** The courier's fee in cents (what the customer is charged when the store passes it on). */
  fee: number;
  expiresIsoDateTimeUtc: string;
  dropoffEtaIsoDateTimeUtc?: string;
}

/** The quote a courier order was priced with, kept on the order. */
export const ZOrderCourierQuote = z.object({
  quoteId: z.string().min(1),
  fee: ZNonNegativeCents,
  expiresIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderCourierQuote = z.infer<typeof ZOrderCourierQuote>;

/** A quote's stored record (server-only): which store and address it was made for, and when it ends. */
export interface StoredCourierQuote extends OrderCourierQuote {
  restaurantId: string;
  storeId: string;
  /** Where it was made for: the geocoded address, so a quote cannot price another address. */
  dropoffKey: string;
  createdIsoDateTimeUtc: string;
}

/** A quote is good until it expires; a minute is kept back so it does not run out while the order is stored. */
export const COURIER_QUOTE_MARGIN_MS = 60_000;
export function isCourierQuoteUsable(
  quote: Pick<OrderCourierQuote, 'expiresIsoDateTimeUtc'>,
  now: Date,
): boolean {
  return Date.parse(quote.expiresIsoDateTimeUtc) - COURIER_QUOTE_MARGIN_MS > now.getTime();
}

/** The place a quote was made for, to the metre (coordinates as the server geocoded them). */
export function courierDropoffKey(geoPoint: { latitude: string; longitude: string }): string {
  return `${Number(geoPoint.latitude).toFixed(5)},${Number(geoPoint.longitude).toFixed(5)}`;
}

export const COURIER_QUOTE_EXPIRED_MESSAGE =
  'The delivery price has changed since you checked out. Please check the new delivery fee and place your order again.';
export const COURIER_QUOTE_NEEDED_MESSAGE = 'Wait for the delivery fee, then place your order';

export const COURIER_BOOKING_STATES = ['booking', 'booked', 'failed', 'cancelled'] as const;
export type CourierBookingState = (typeof COURIER_BOOKING_STATES)[number];

export const ZLatLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof ZLatLng>;

/** The courier delivery as the order keeps it (staff and the customer read it live). */
export const ZOrderCourierDelivery = z.object({
  bookingState: z.enum(COURIER_BOOKING_STATES),
  /** Booking attempts; each attempt has its own idempotency key, so a repeated attempt books once. */
  attempt: z.number().int().min(1),
  idempotencyKey: z.string().min(1),
  deliveryId: z.string().min(1).optional(),
  providerStatus: z.enum(THIRD_PARTY_DELIVERY_STATUSES).optional(),
  status: z.enum(COURIER_DELIVERY_STATUSES).optional(),
  courierImminent: z.boolean().optional(),
  courier: z
    .object({
      name: z.string(),
      vehicleType: z.string().optional(),
      phoneNumber: z.string().optional(),
      location: ZLatLng.optional(),
      locationIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
    })
    .optional(),
  pickup: ZLatLng.optional(),
  dropoff: ZLatLng.optional(),
  fee: ZNonNegativeCents.optional(),
  trackingUrl: z.string().optional(),
  pickupEtaIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  dropoffEtaIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** The newest status notification applied (its `created`); older ones are stale. */
  statusIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  failure: z
    .object({ code: z.string(), title: z.string(), message: z.string(), whatToDo: z.string() })
    .optional(),
  undeliverableReason: z.string().optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderCourierDelivery = z.infer<typeof ZOrderCourierDelivery>;

/** What the courier's status reads as on our screens (SPEC's courier delivery statuses). */
export function courierDeliveryStatusOf(
  providerStatus: ThirdPartyDeliveryStatus,
  courierImminent: boolean,
): CourierDeliveryStatus {
  switch (providerStatus) {
    case 'pending':
      return 'SCHEDULED';
    case 'pickup':
    case 'ongoing':
      return courierImminent ? 'ARRIVED_AT_PICKUP' : 'EN_ROUTE_TO_PICKUP';
    case 'pickup_complete':
      return 'EN_ROUTE_TO_DROPOFF';
    case 'dropoff':
      return courierImminent ? 'ARRIVED_AT_DROPOFF' : 'EN_ROUTE_TO_DROPOFF';
    case 'delivered':
      return 'COMPLETED';
    case 'canceled':
    case 'returned':
      return 'FAILED';
  }
}

/** The customer's words for where the courier is. */
export function courierStatusWords(
  delivery: Pick<OrderCourierDelivery, 'providerStatus' | 'status' | 'bookingState'>,
): string {
  if (delivery.providerStatus === 'canceled') return 'The courier delivery was cancelled';
  if (delivery.providerStatus === 'returned') return 'The courier could not deliver your order';
  switch (delivery.status) {
    case 'EN_ROUTE_TO_PICKUP':
      return 'Your courier is on the way to the store';
    case 'ARRIVED_AT_PICKUP':
      return 'Your courier is at the store';
    case 'EN_ROUTE_TO_DROPOFF':
      return 'Your order is on its way';
    case 'ARRIVED_AT_DROPOFF':
      return 'Your courier is almost there';
    case 'COMPLETED':
      return 'Delivered';
    case 'FAILED':
      return 'Delivery failed';
    default:
      return delivery.bookingState === 'booked' ? 'Finding a courier' : 'Preparing your order';
  }
}

export { COURIER_DELIVERY_STATUS_LABELS };

/** A courier notification, as much of it as we use (both `event.delivery_status` and `event.courier_update`). */
export interface CourierNotification {
  kind: 'event.delivery_status' | 'event.courier_update';
  eventId: string;
  deliveryId: string;
  createdIsoDateTimeUtc: string;
  status: ThirdPartyDeliveryStatus;
  courierImminent: boolean;
  courier?: { name: string; vehicleType?: string; phoneNumber?: string; location?: LatLng } | undefined;
  dropoffEtaIsoDateTimeUtc?: string | undefined;
  pickupEtaIsoDateTimeUtc?: string | undefined;
  undeliverableReason?: string | undefined;
}

/**
 * The delivery after a notification, or null when it changes nothing (another delivery, a status the
 * delivery has passed, a position older than the one shown). A status notification may move the
 * delivery forward (or set courier_imminent within the same status); a courier update only moves the
 * courier. Either carries the courier's position, applied when newer.
 */
export function applyCourierNotification(
  current: OrderCourierDelivery,
  notification: CourierNotification,
  nowIso: string,
): OrderCourierDelivery | null {
  if (current.deliveryId && current.deliveryId !== notification.deliveryId) return null;
  let next: OrderCourierDelivery = { ...current, deliveryId: notification.deliveryId };
  let changed = !current.deliveryId;
  const at = notification.createdIsoDateTimeUtc;
  if (notification.kind === 'event.delivery_status') {
    const from = current.providerStatus;
    const newer = !current.statusIsoDateTimeUtc || at > current.statusIsoDateTimeUtc;
    const forward =
      from === undefined
        ? true
        : from === notification.status
          ? newer && notification.courierImminent && !current.courierImminent
          : thirdPartyDeliveryStatusMachine.canTransition(from, notification.status);
    if (forward) {
      next = {
        ...next,
        providerStatus: notification.status,
        courierImminent: notification.courierImminent,
        status: courierDeliveryStatusOf(notification.status, notification.courierImminent),
        statusIsoDateTimeUtc: at,
        ...(notification.dropoffEtaIsoDateTimeUtc
          ? { dropoffEtaIsoDateTimeUtc: notification.dropoffEtaIsoDateTimeUtc }
          : {}),
        ...(notification.pickupEtaIsoDateTimeUtc
          ? { pickupEtaIsoDateTimeUtc: notification.pickupEtaIsoDateTimeUtc }
          : {}),
        ...(notification.undeliverableReason
          ? { undeliverableReason: notification.undeliverableReason }
          : {}),
      };
      if (notification.status === 'canceled' || notification.status === 'returned')
        next.bookingState = 'cancelled';
      changed = true;
    }
  }
  if (notification.courier) {
    const shownAt = current.courier?.locationIsoDateTimeUtc;
    const final =
      next.providerStatus === 'delivered' ||
      next.providerStatus === 'canceled' ||
      next.providerStatus === 'returned';
    if (
      notification.courier.location &&
      (!shownAt || at > shownAt) &&
      (!final || notification.kind === 'event.delivery_status')
    ) {
      next = {
        ...next,
        courier: {
          name: notification.courier.name,
          ...(notification.courier.vehicleType ? { vehicleType: notification.courier.vehicleType } : {}),
          ...(notification.courier.phoneNumber ? { phoneNumber: notification.courier.phoneNumber } : {}),
          location: notification.courier.location,
          locationIsoDateTimeUtc: at,
        },
      };
      changed = true;
    } else if (!current.courier) {
      next = { ...next, courier: { name: notification.courier.name } };
      changed = true;
    }
  }
  if (!changed) return null;
  return { ...next, updatedIsoDateTimeUtc: nowIso };
}

/**
 * What staff are told when booking the courier fails: the catalogue's 'Uber Delivery Request
 * Failed' with the courier's reason and what to do about it.
 */
export function courierFailureAdvice(
  code: string,
  providerMessage?: string,
): { whatToDo: string; reason: string } {
  const reason = providerMessage?.trim() || 'The courier service did not accept the request.';
  switch (code) {
    case 'couriers_busy':
    case 'robo_couriers_busy':
    case 'customer_limited':
    case 'request_timeout':
    case 'internal_server_error':
    case 'unreachable':
      return {
        reason,
        whatToDo:
          'No courier could be booked just now. Book again in a few minutes, or deliver it with your own driver.',
      };
    case 'address_undeliverable':
    case 'address_undeliverable_limited_couriers':
    case 'unknown_location':
      return {
        reason,
        whatToDo:
          'The courier service does not deliver to this address. Deliver it with your own driver, or call the customer to arrange pickup.',
      };
    case 'customer_suspended':
    case 'customer_blocked':
    case 'missing_payment':
    case 'unauthorized':
    case 'customer_not_found':
    case 'not_configured':
      return {
        reason,
        whatToDo:
          "The courier account can't book deliveries. Check the courier integration in the admin, and deliver this order with your own driver.",
      };
    default:
      return { reason, whatToDo: 'Book again. If it keeps failing, deliver it with your own driver.' };
  }
}

/** Where a courier delivery's notifications lead: the order named in the delivery's external id. */
export function courierExternalId(restaurantId: string, storeId: string, orderId: string): string {
  return `${restaurantId}/${storeId}/${orderId}`;
}
export function parseCourierExternalId(
  externalId: string | null | undefined,
): { restaurantId: string; storeId: string; orderId: string } | undefined {
  const parts = (externalId ?? '').split('/');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]{1,128}$/.test(part))) return undefined;
  const [restaurantId, storeId, orderId] = parts as [string, string, string];
  return { restaurantId, storeId, orderId };
}

/** A courier order's booking key: one per order and attempt, so a repeated attempt books once. */
export function courierIdempotencyKey(orderId: string, attempt: number): string {
  return `${orderId}-courier-${attempt}`;
}

/** The cancel, book and proof requests carry nothing but the path; staff book again with a body-less POST. */
export const ZCourierDeliveryCreateRequest = z.object({ orderId: z.string().trim().min(1).max(64) });

/** Staff move an in-house delivery (SPEC's local delivery statuses). */
export const ZLocalDeliveryStatusRequest = z.object({ status: z.enum(LOCAL_DELIVERY_STATUSES) });

export const ZOrderLocalDelivery = z.object({
  status: z.enum(LOCAL_DELIVERY_STATUSES),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  history: z
    .array(
      z.object({
        status: z.enum(LOCAL_DELIVERY_STATUSES),
        isoDateTimeUtc: ZIsoDateTimeUtc,
        by: z.string().optional(),
      }),
    )
    .max(50)
    .default([]),
});
export type OrderLocalDelivery = z.infer<typeof ZOrderLocalDelivery>;

export const COURIER_REQUEST_SCHEMAS = {
  quoteCreate: ZCourierQuoteRequest,
  deliveryCreate: ZCourierDeliveryCreateRequest,
  localDeliveryStatus: ZLocalDeliveryStatusRequest,
} as const;
