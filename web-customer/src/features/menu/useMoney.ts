import { type Cents, COUNTRIES, type PublishedMenu } from '@resto/domain';
import { formatPrice } from '@resto/web-common';
import { useCallback } from 'react';
import { useStoreContext } from '../../shell/StoreContext';

export function storeCurrencyCode(menu: PublishedMenu) {
  return COUNTRIES[menu.store.address.country.code].currencyCode;
}

/** Formats cents in the store's currency ("$12.50"). */
export function useMoney(): (cents: Cents) => string {
  const { menu } = useStoreContext();
  const currency = storeCurrencyCode(menu);
  return useCallback((cents: Cents) => formatPrice(cents, currency), [currency]);
}
