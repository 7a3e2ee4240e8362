import {
  COUNTRIES,
  type CountryCode,
  type DeliveryAddress,
  type DeliveryZoneChoice,
  type GeoPoint,
  NO_COORDINATES,
  type OnlinePaymentType,
  type PlaceOrderRequestInput,
  type RequestedTime,
  stableStringify,
  toE164PhoneNumber,
  ZDropoffNotes,
  ZPlaceOrderCustomer,
} from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import { schemaProblems } from '@resto/web-common';

/**
 * What the customer fills in at checkout, kept as typed (so a refresh brings it back) and turned into
 * the domain's place-order request only when they place the order. Prices never live here: totals
 * come from the domain's `priceOnlineOrder` on every render.
 */

export interface AddressDraft {
  /** Street and number as typed ("12 Beach Road, Unit 4"). */
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  /** The picked delivery zone (`DeliveryZoneChoice.key`), or '' when none picked. */
  zoneKey: string;
  dropoffNotes: string;
  /** Coordinates from "use my location", when the customer shared them. */
  location: GeoPoint | null;
}

export interface CustomerDraft {
  name: string;
  /** As typed: "0412 345 678" or "+61412345678". */
  mobile: string;
  email: string;
  marketingConsent: boolean;
}

export interface CheckoutDraft {
  time: RequestedTime;
  address: AddressDraft;
  customer: CustomerDraft;
  paymentType: OnlinePaymentType | '';
  comments: string;
  couponCode: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  street: '',
  suburb: '',
  state: '',
  postcode: '',
  zoneKey: '',
  dropoffNotes: '',
  location: null,
};

export function emptyCheckoutDraft(customer: Partial<CustomerDraft> = {}): CheckoutDraft {
  return {
    time: { type: 'asap' },
    address: EMPTY_ADDRESS,
    customer: { name: '', mobile: '', email: '', marketingConsent: false, ...customer },
    paymentType: '',
    comments: '',
    couponCode: '',
  };
}

// ---------------------------------------------------------------------------------------------
// Mobile numbers

/** The typed mobile in E.164 ("0412 345 678" → "+61412345678" for an Australian store), or null. */
export function mobileE164(typed: string, country: CountryCode): string | null {
  return toE164PhoneNumber(typed, country);
}

/** Helper text under the mobile field: how the number will be read, or how to write it. */
export function mobileHelper(typed: string, country: CountryCode): string {
  const e164 = typed.trim() === '' ? null : mobileE164(typed, country);
  const example = country === 'AU' ? '0412 345 678' : `${COUNTRIES[country].diallingCode} …`;
  return e164 ? `We'll text ${e164} if there's a problem with your order.` : `For example ${example}.`;
}

// ---------------------------------------------------------------------------------------------
// Delivery address

/** "12 Beach Road, Bondi Beach NSW 2026" (what the driver reads). */
export function formattedAddress(address: AddressDraft): string {
  const locality = [address.suburb, address.state, address.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [address.street.trim(), locality].filter(Boolean).join(', ');
}

/**
 * The delivery address as checkout previews it. Coordinates: the customer's shared location when they
 * gave it, else a point inside the picked area, else none (a listed suburb is matched by name). The
 * server ignores them: it geocodes the typed address and charges the zone that is in.
 */
export function deliveryAddressOf(
  address: AddressDraft,
  zone: DeliveryZoneChoice | undefined,
  country: { code: CountryCode; name: string },
): DeliveryAddress {
  const geoPoint = address.location ?? (zone?.kind === 'area' ? zone.geoPoint : NO_COORDINATES);
  return {
    formattedAddress: formattedAddress(address),
    suburb: address.suburb.trim(),
    state: address.state.trim(),
    postcode: address.postcode.trim(),
    country,
    geoPoint,
    dropoffNotes: address.dropoffNotes.trim(),
  };
}

/** Problems with the typed address, by field (street, suburb, postcode, zoneKey, dropoffNotes). */
export function addressProblems(address: AddressDraft): FieldProblems {
  const problems: Record<string, string> = {};
  if (address.street.trim() === '') problems.street = 'Enter your street address.';
  if (address.suburb.trim() === '') problems.suburb = 'Enter your suburb.';
  if (address.zoneKey === '' && address.location === null)
    problems.zoneKey = 'Choose your suburb or area, or use your location.';
  const notes = ZDropoffNotes.safeParse(address.dropoffNotes);
  if (!notes.success) problems.dropoffNotes = notes.error.issues[0]?.message ?? 'Dropoff notes are too long.';
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Customer details

/** Problems with the contact details, by field (name, mobile, email), in the domain's words. */
export function customerProblems(customer: CustomerDraft, country: CountryCode): FieldProblems {
  const problems: Record<string, string> = {};
  if (customer.name.trim() === '') problems.name = 'Enter your name.';
  if (customer.mobile.trim() === '') problems.mobile = 'Enter your mobile number.';
  else if (mobileE164(customer.mobile, country) === null)
    problems.mobile = 'Enter a mobile number like 0412 345 678, or with its country code like +61412345678.';
  if (customer.email.trim() === '') problems.email = 'Enter your email address for the receipt.';
  const fromSchema = schemaProblems(ZPlaceOrderCustomer, {
    ...customer,
    mobile: mobileE164(customer.mobile, country) ?? customer.mobile,
  });
  for (const [path, message] of Object.entries(fromSchema)) problems[path] ??= message;
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The request

export interface RequestContext {
  orderId: string;
  lines: PlaceOrderRequestInput['lines'];
  collectionType: PlaceOrderRequestInput['collectionType'];
  tableId: string | null;
  expectedTotalInCents: number;
  zone: DeliveryZoneChoice | undefined;
  country: { code: CountryCode; name: string };
  /** The card's payment method id, when paying by card. */
  card?: { paymentMethodId: string; saveCard?: boolean } | undefined;
  /** Loyalty credits the customer chose to spend (cents). */
  loyaltyCredits?: number | undefined;
  /** The courier's quote the delivery fee shown came from (stores that deliver by courier). */
  courierQuoteId?: string | undefined;
}

/** The body of `POST /api/online-ordering/.../orders`. */
export function placeOrderRequest(draft: CheckoutDraft, context: RequestContext): PlaceOrderRequestInput {
  const { customer } = draft;
  const request: PlaceOrderRequestInput = {
    orderId: context.orderId,
    collectionType: context.collectionType,
    requestedTime: draft.time,
    lines: context.lines,
    expectedTotalInCents: context.expectedTotalInCents,
    comments: draft.comments.trim(),
    customer: {
      name: customer.name.trim(),
      mobile: mobileE164(customer.mobile, context.country.code) ?? customer.mobile.trim(),
      email: customer.email.trim(),
      marketingConsent: customer.marketingConsent,
    },
    paymentType: draft.paymentType === '' ? 'inStore' : draft.paymentType,
  };
  if (context.collectionType === 'delivery') {
    request.deliveryAddress = deliveryAddressOf(draft.address, context.zone, context.country);
    // Only checked against the typed address by the server, never priced from.
    if (draft.address.location) request.sharedLocation = draft.address.location;
    if (context.courierQuoteId) request.courierQuoteId = context.courierQuoteId;
  }
  if (context.collectionType === 'dineIn' && context.tableId) request.tableId = context.tableId;
  if (draft.paymentType === 'stripe' && context.card) request.card = context.card;
  if (draft.couponCode.trim() !== '') request.couponCode = draft.couponCode.trim();
  if (context.loyaltyCredits && context.loyaltyCredits > 0)
    request.loyaltyRedemption = { credits: context.loyaltyCredits };
  return request;
}

/**
 * What identifies one checkout attempt: the request without its id and card. Re-sending the same
 * attempt (double click, refresh, another card after a decline) keeps the order id; changing the
 * order (other items, time, payment type) makes it a new attempt with a new id.
 */
export function attemptFingerprint(request: PlaceOrderRequestInput): string {
  const { orderId: _orderId, card: _card, ...rest } = request;
  return stableStringify(rest);
}
