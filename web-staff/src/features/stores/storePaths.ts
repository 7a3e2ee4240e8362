import type { Store } from '@resto/web-common';

/** `/stores/:storeId`: a store's page in the staff app. */
export const staffStorePath = (store: Pick<Store, 'id'>) => `/stores/${store.id}`;
