// Restaurants (the tenants) and their stores: profiles, what admins may edit, the settings documents
// and those settings described in words.
export * from './restaurant';
export * from './settingsSummary';
export * from './store';
export * from './storeSettings';
export * from './tenantEdits';
export * from './websiteInfo';
