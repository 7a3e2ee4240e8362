import type { MarketplaceMenuRow } from '@resto/domain';
import { firestore, type StoreOrder, storeOrders } from '@resto/web-common';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';

/** `/api/uber-eats/restaurants/{r}/stores/{s}` (functions/src/api/marketplace.ts). */
export const marketplacePath = (restaurantId: string, storeId: string, rest = '') =>
  `/api/uber-eats/restaurants/${restaurantId}/stores/${storeId}${rest}` as const;

/** The store's connection as the server keeps it (`integrations/uberEats`; never a token). */
export interface MarketplaceIntegration {
  status?: 'authorised' | 'integrated' | 'paused' | 'notConnected' | 'removedByMarketplace';
  marketplaceStoreId?: string;
  marketplaceStoreName?: string;
  marketplaceStoreAddress?: string;
  authorisedIsoDateTimeUtc?: string;
  integratedIsoDateTimeUtc?: string;
  lastSyncIsoDateTimeUtc?: string;
  lastMenuUploadIsoDateTimeUtc?: string;
  lastMenuItemCount?: number;
  currentMenuUploadId?: string | null;
  previousMenuUploadId?: string | null;
  priceEdits?: Record<string, number>;
}

export function integrationDoc(restaurantId: string, storeId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'integrations', 'uberEats');
}

export interface MenuUpload {
  id: string;
  uploadedIsoDateTimeUtc: string;
  kinds: string[];
  itemCount: number;
  rolledBackToUploadId?: string;
}

export function menuUploadsQuery(restaurantId: string, storeId: string, max: number) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'marketplaceMenuUploads'),
    orderBy('uploadedIsoDateTimeUtc', 'desc'),
    limit(max),
  );
}

/** The store's marketplace orders, newest first (index: source + placedIsoDateTimeUtc desc). */
export function marketplaceOrdersQuery(restaurantId: string, storeId: string, max: number) {
  return query(
    storeOrders(restaurantId, storeId),
    where('source', '==', 'uberEats'),
    orderBy('placedIsoDateTimeUtc', 'desc'),
    limit(max),
  );
}

export interface MarketplaceBlock {
  marketplaceOrderId: string;
  displayId: string;
  deliveryChannel: string;
  status: import('@resto/domain').MarketplaceOrderStatus;
  readyForPickupIsoDateTimeUtc?: string;
  acceptByIsoDateTimeUtc: string;
  items: { id: string; name: string; price: number; quantity: number; sizeName?: string }[];
  itemTotal: number;
  grandTotal: number;
  customerName: string;
  customerPhoneCode?: string;
  priceAdjustmentsInCents: number[];
  openIssues: { itemId: string; issueType: string; itemName: string }[];
  cancellationReason?: string;
}
export type MarketplaceOrder = StoreOrder & { marketplace?: MarketplaceBlock };

export interface MenuConfiguration {
  currencyCode: string;
  delivery: { rows: MarketplaceMenuRow[] };
  pickup: { rows: MarketplaceMenuRow[] };
  currentUploadId: string | null;
  previousUploadId: string | null;
}

export interface MerchantStore {
  marketplaceStoreId: string;
  name: string;
  address: string;
  linkedHere: boolean;
  linkedElsewhere: boolean;
}

/** Where the consent page sends the admin back to: remembered for `/uber-eats/auth`. */
export const PENDING_AUTHORISATION_KEY = 'resto:uberEats:pendingAuthorisation';
