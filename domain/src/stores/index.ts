// Restaurants (the tenants) and their stores: profiles, what admins may edit, the settings documents
// and those settings described in words.
import { STORE_SETTINGS_SCHEMAS } from './storeSettings';
import { ZRestaurantEdit, ZStoreEdit } from './tenantEdits';
import { ZWebsiteInfo } from './websiteInfo';

export * from './restaurant';
export * from './settingsSummary';
export * from './store';
export * from './storeSettings';
export * from './tenantEdits';
export * from './websiteInfo';

/**
 * What the restaurant, store and store-settings routes parse from a request (see
 * common/inputBounds.ts); each settings document under its id.
 */
export const STORES_REQUEST_SCHEMAS = {
  ZRestaurantEdit,
  ZStoreEdit,
  ZWebsiteInfo,
  ...STORE_SETTINGS_SCHEMAS,
};
