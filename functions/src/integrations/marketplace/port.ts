/**
 * The delivery marketplace port: what the platform asks of the marketplace. One adapter today
 * (Uber Eats, uberEats.ts, over HTTPS with fetch); the routes and order logic (functions/src/
 * marketplace) only know this interface.
 */
import type { UberMenuPayload, UberOrder } from '@resto/domain';

export interface MarketplaceTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAtMs: number;
  scope: string;
}

export interface MarketplaceStoreSummary {
  marketplaceStoreId: string;
  name: string;
  address: string;
  /** Our `{restaurantId}/{storeId}` when the store is provisioned to some POS. */
  integratorStoreId: string | null;
  active: boolean;
}

export interface MarketplaceIntegration {
  integrationEnabled: boolean;
  integratorStoreId: string | null;
  isOrderManager: boolean;
  onlineStatus: string;
}

/**
 * Why a call failed. `refused` (4xx other than 404/409): the request was wrong or not allowed;
 * `notFound`; `conflict`: the order or store is no longer in the state the call needs; `unauthorised`:
 * a merchant's token was revoked or expired; `unavailable`: the marketplace did not answer or
 * rate-limited us, try again later.
 */
export class MarketplaceError extends Error {
  constructor(
    readonly kind: 'refused' | 'notFound' | 'conflict' | 'unauthorised' | 'unavailable',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface MarketplacePort {
  /** The merchant's consent page: where the admin's browser goes to authorise us. */
  authoriseUri(input: { redirectUri: string; state: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<MarketplaceTokens>;
  refresh(refreshToken: string): Promise<MarketplaceTokens>;
  revoke(token: string): Promise<void>;
  /** The merchant's stores (their own token). */
  listStores(merchantToken: string): Promise<MarketplaceStoreSummary[]>;
  provisionStore(merchantToken: string, marketplaceStoreId: string, integratorStoreId: string): Promise<void>;
  setIntegrationEnabled(marketplaceStoreId: string, enabled: boolean): Promise<void>;
  deprovisionStore(marketplaceStoreId: string): Promise<void>;
  integration(marketplaceStoreId: string): Promise<MarketplaceIntegration>;
  /** The raw order (parsed by the domain's ZUberOrder at the caller). */
  getOrder(marketplaceOrderId: string): Promise<UberOrder>;
  createdOrderIds(marketplaceStoreId: string): Promise<string[]>;
  cancelledOrderIds(marketplaceStoreId: string): Promise<string[]>;
  acceptOrder(
    marketplaceOrderId: string,
    input: { pickupTimeSeconds?: number; externalReferenceId: string },
  ): Promise<void>;
  denyOrder(marketplaceOrderId: string, input: { code: string; explanation: string }): Promise<void>;
  cancelOrder(marketplaceOrderId: string, input: { reason: string; details: string }): Promise<void>;
  markReady(marketplaceOrderId: string): Promise<void>;
  updateReadyTime(marketplaceOrderId: string, readyIsoDateTimeUtc: string): Promise<void>;
  adjustPrice(marketplaceOrderId: string, input: { amountInCents: number; reason: string }): Promise<void>;
  resolveFulfillmentIssue(
    marketplaceOrderId: string,
    input: { itemId: string; action: string },
  ): Promise<void>;
  uploadMenu(marketplaceStoreId: string, menu: UberMenuPayload): Promise<void>;
  /** Checks `X-Uber-Signature` against the raw body. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}
