/**
 * The courier service port (Uber Direct's DaaS API v1 in production and on the emulator suite, where
 * the adapter talks to the local fake, fakes/src/uberDirect). Money in cents; coordinates as numbers.
 */

export interface CourierAddress {
  /** Street lines, suburb, state, postcode and country, as the courier wants them. */
  streetLines: string[];
  city: string;
  state: string;
  postcode: string;
  countryCode: string;
  lat: number;
  lng: number;
}

export interface CourierQuoteInput {
  pickup: CourierAddress;
  dropoff: CourierAddress;
  pickupPhoneNumber?: string;
  dropoffPhoneNumber?: string;
  manifestTotalValue?: number;
  externalStoreId: string;
}

export interface CourierQuote {
  quoteId: string;
  fee: number;
  currency: string;
  expiresIsoDateTimeUtc: string;
  dropoffEtaIsoDateTimeUtc?: string;
}

export interface CourierDeliveryInput {
  quoteId?: string;
  idempotencyKey: string;
  externalId: string;
  externalStoreId: string;
  pickup: CourierAddress & { name: string; phoneNumber: string };
  dropoff: CourierAddress & { name: string; phoneNumber: string; notes: string };
  items: { name: string; quantity: number; priceInCents: number }[];
  manifestTotalValue: number;
  manifestReference: string;
}

/** The courier's delivery object, reduced to what we keep. */
export interface CourierDelivery {
  deliveryId: string;
  status: string;
  courierImminent: boolean;
  fee: number;
  trackingUrl?: string;
  externalId?: string;
  pickupEtaIsoDateTimeUtc?: string;
  dropoffEtaIsoDateTimeUtc?: string;
  pickup?: { lat: number; lng: number };
  dropoff?: { lat: number; lng: number };
  courier?: {
    name: string;
    vehicleType?: string;
    phoneNumber?: string;
    location?: { lat: number; lng: number };
  };
  undeliverableReason?: string;
}

/** A signed notification, verified and read. */
export interface CourierWebhookEvent {
  kind: string;
  eventId: string;
  deliveryId: string;
  createdIsoDateTimeUtc: string;
  delivery: CourierDelivery;
}

/** Refusals carry the courier's error code (`couriers_busy`, `expired_quote`, ...) and its words. */
export class CourierError extends Error {
  override readonly name = 'CourierError';
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

export interface CourierPort {
  quote(input: CourierQuoteInput): Promise<CourierQuote>;
  createDelivery(input: CourierDeliveryInput): Promise<CourierDelivery>;
  getDelivery(deliveryId: string): Promise<CourierDelivery>;
  cancelDelivery(deliveryId: string): Promise<CourierDelivery>;
  /** The courier's photo or signature at the dropoff, as a base64 PNG. */
  proofOfDelivery(deliveryId: string, type: 'picture' | 'signature'): Promise<string>;
  /** The event when the signature over the raw body is the courier's; undefined otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): CourierWebhookEvent | undefined;
}
