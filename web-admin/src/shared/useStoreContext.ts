import { COUNTRIES, type CurrencyCode } from '@resto/domain';
import { type Store, useStore } from '@resto/web-common';
import { useParams } from 'react-router-dom';

export interface StoreContext {
  restaurantId: string;
  storeId: string;
  store: Store | null | undefined;
  /** The store's currency, from the country of its address (AUD until the store has loaded). */
  currency: CurrencyCode;
  currencySymbol: string;
  loading: boolean;
}

/** The store a settings page belongs to, from the route. */
export function useStoreContext(): StoreContext {
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store, loading } = useStore(restaurantId, storeId);
  const countryCode = store?.address?.country?.code;
  return {
    restaurantId,
    storeId,
    store,
    currency: countryCode ? COUNTRIES[countryCode].currencyCode : 'AUD',
    currencySymbol: countryCode ? COUNTRIES[countryCode].currencySymbol : '$',
    loading,
  };
}
