/**
 * Uber Direct (DaaS API v1) over HTTPS with an OAuth client-credentials token (scope
 * `eats.deliveries`, cached until a minute before it expires). Endpoints, bodies and errors from
 * ../shared/research/integrations.md section 2 (uber/uber-direct-sdk openapi.yaml): addresses are
 * JSON strings, money in cents, errors `{code, message, kind: "error"}`; webhooks are signed with
 * HMAC-SHA256 of the raw body (hex) in `x-uber-signature`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CourierAddress, type CourierDelivery, CourierError, type CourierPort } from './port';

export interface UberDirectConfig {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  customerId: string;
  signingKey: string;
  /** Ask the sandbox's robo courier to run the delivery (never in production). */
  roboCourier?: boolean;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 10_000;

function addressJson(address: CourierAddress): string {
  return JSON.stringify({
    street_address: address.streetLines,
    city: address.city,
    state: address.state,
    zip_code: address.postcode,
    country: address.countryCode,
  });
}

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const latLng = (value: unknown) => {
  const v = value as Json | undefined;
  const lat = num(v?.lat);
  const lng = num(v?.lng);
  return lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
};

export function deliveryFromUber(body: Json): CourierDelivery {
  const courier = body.courier as Json | null | undefined;
  const pickup = body.pickup as Json | undefined;
  const dropoff = body.dropoff as Json | undefined;
  const courierLocation = latLng(courier?.location);
  const pickupAt = latLng(pickup?.location);
  const dropoffAt = latLng(dropoff?.location);
  const delivery: CourierDelivery = {
    deliveryId: String(body.id ?? ''),
    status: String(body.status ?? ''),
    courierImminent: body.courier_imminent === true,
    fee: num(body.fee) ?? 0,
  };
  const trackingUrl = str(body.tracking_url);
  if (trackingUrl) delivery.trackingUrl = trackingUrl;
  const externalId = str(body.external_id);
  if (externalId) delivery.externalId = externalId;
  const pickupEta = str(body.pickup_eta);
  if (pickupEta) delivery.pickupEtaIsoDateTimeUtc = new Date(pickupEta).toISOString();
  const dropoffEta = str(body.dropoff_eta);
  if (dropoffEta) delivery.dropoffEtaIsoDateTimeUtc = new Date(dropoffEta).toISOString();
  if (pickupAt) delivery.pickup = pickupAt;
  if (dropoffAt) delivery.dropoff = dropoffAt;
  if (courier && typeof courier === 'object') {
    delivery.courier = {
      name: str(courier.name) ?? 'Courier',
      ...(str(courier.vehicle_type) ? { vehicleType: str(courier.vehicle_type) as string } : {}),
      ...(str(courier.phone_number) ? { phoneNumber: str(courier.phone_number) as string } : {}),
      ...(courierLocation ? { location: courierLocation } : {}),
    };
  }
  const reason = str(body.undeliverable_reason);
  if (reason) delivery.undeliverableReason = reason;
  return delivery;
}

export function createUberDirectAdapter(config: UberDirectConfig): CourierPort {
  const doFetch = config.fetch ?? fetch;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    let response: Response;
    try {
      response = await doFetch(config.authUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'client_credentials',
          scope: 'eats.deliveries',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierError('unreachable', `The courier service could not be reached (${String(error)})`);
    }
    if (!response.ok)
      throw new CourierError('unauthorized', 'The courier service refused our credentials.', response.status);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new CourierError('unauthorized', 'The courier service gave no access token.');
    token = {
      value: body.access_token,
      until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    const url = `${config.baseUrl.replace(/\/$/, '')}/v1/customers/${encodeURIComponent(config.customerId)}${path}`;
    const send = async () =>
      doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let response: Response;
    try {
      response = await send();
      // A token revoked or expired early: one fresh token, one more try.
      if (response.status === 401) {
        token = undefined;
        response = await send();
      }
    } catch (error) {
      if (error instanceof CourierError) throw error;
      throw new CourierError('unreachable', `The courier service could not be reached (${String(error)})`);
    }
    const text = await response.text();
    let parsed: Json = {};
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = {};
    }
    if (!response.ok) {
      throw new CourierError(
        str(parsed.code) ?? `http_${response.status}`,
        str(parsed.message) ?? `The courier service answered ${response.status}.`,
        response.status,
      );
    }
    return parsed;
  }

  return {
    async quote(input) {
      const body = await call('POST', '/delivery_quotes', {
        pickup_address: addressJson(input.pickup),
        dropoff_address: addressJson(input.dropoff),
        pickup_latitude: input.pickup.lat,
        pickup_longitude: input.pickup.lng,
        dropoff_latitude: input.dropoff.lat,
        dropoff_longitude: input.dropoff.lng,
        ...(input.pickupPhoneNumber ? { pickup_phone_number: input.pickupPhoneNumber } : {}),
        ...(input.dropoffPhoneNumber ? { dropoff_phone_number: input.dropoffPhoneNumber } : {}),
        ...(input.manifestTotalValue !== undefined ? { manifest_total_value: input.manifestTotalValue } : {}),
        external_store_id: input.externalStoreId,
      });
      const quoteId = str(body.id);
      const fee = num(body.fee);
      const expires = str(body.expires);
      if (!quoteId || fee === undefined || !expires)
        throw new CourierError('invalid_response', 'The courier sent an unreadable quote.');
      const eta = str(body.dropoff_eta);
      return {
        quoteId,
        fee,
        currency: str(body.currency) ?? '',
        expiresIsoDateTimeUtc: new Date(expires).toISOString(),
        ...(eta ? { dropoffEtaIsoDateTimeUtc: new Date(eta).toISOString() } : {}),
      };
    },
    async createDelivery(input) {
      const body = await call('POST', '/deliveries', {
        ...(input.quoteId ? { quote_id: input.quoteId } : {}),
        idempotency_key: input.idempotencyKey,
        external_id: input.externalId,
        external_store_id: input.externalStoreId,
        pickup_name: input.pickup.name,
        pickup_address: addressJson(input.pickup),
        pickup_phone_number: input.pickup.phoneNumber,
        pickup_latitude: input.pickup.lat,
        pickup_longitude: input.pickup.lng,
        dropoff_name: input.dropoff.name,
        dropoff_address: addressJson(input.dropoff),
        dropoff_phone_number: input.dropoff.phoneNumber,
        dropoff_latitude: input.dropoff.lat,
        dropoff_longitude: input.dropoff.lng,
        dropoff_notes: input.dropoff.notes,
        manifest_items: input.items.map((item) => ({
          name: item.name.slice(0, 200),
          quantity: item.quantity,
          size: 'small',
          price: item.priceInCents,
        })),
        manifest_total_value: input.manifestTotalValue,
        manifest_reference: input.manifestReference,
        deliverable_action: 'deliverable_action_meet_at_door',
        undeliverable_action: 'return',
        ...(config.roboCourier
          ? { test_specifications: { robo_courier_specification: { mode: 'auto' } } }
          : {}),
      });
      return deliveryFromUber(body);
    },
    async getDelivery(deliveryId) {
      return deliveryFromUber(await call('GET', `/deliveries/${encodeURIComponent(deliveryId)}`));
    },
    async cancelDelivery(deliveryId) {
      return deliveryFromUber(await call('POST', `/deliveries/${encodeURIComponent(deliveryId)}/cancel`, {}));
    },
    async proofOfDelivery(deliveryId, type) {
      const body = await call('POST', `/deliveries/${encodeURIComponent(deliveryId)}/proof-of-delivery`, {
        waypoint: 'dropoff',
        type,
      });
      const document = str(body.document);
      if (!document) throw new CourierError('invalid_response', 'The courier sent no proof of delivery.');
      return document;
    },
    verifyWebhook(rawBody, signature) {
      if (!signature || !config.signingKey) return undefined;
      const expected = createHmac('sha256', config.signingKey).update(rawBody).digest();
      let given: Buffer;
      try {
        given = Buffer.from(signature.trim().toLowerCase(), 'hex');
      } catch {
        return undefined;
      }
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let body: Json;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Json;
      } catch {
        return undefined;
      }
      const data = body.data as Json | undefined;
      const eventId = str(body.id);
      const deliveryId = str(body.delivery_id) ?? str(data?.id);
      if (!eventId || !deliveryId || !data || typeof data !== 'object') return undefined;
      const created = str(body.created);
      const createdAt = created ? new Date(created) : new Date();
      return {
        kind: str(body.kind) ?? '',
        eventId,
        deliveryId,
        createdIsoDateTimeUtc: Number.isNaN(createdAt.getTime())
          ? new Date().toISOString()
          : createdAt.toISOString(),
        delivery: { ...deliveryFromUber(data), deliveryId },
      };
    },
  };
}
