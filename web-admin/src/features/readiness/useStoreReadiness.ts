import { canTakeCardPayments, type StoreReadiness, storeReadiness, ZPublishedMenu } from '@resto/domain';
import {
  deviceStatus,
  publishedMenuDoc,
  storeDevices,
  useDoc,
  useQuery,
  useStoreSetting,
} from '@resto/web-common';
import { useMemo } from 'react';
import { paymentAccountDoc } from '../payments/paymentsData';

export interface StoreReadinessResult {
  readiness: StoreReadiness | undefined;
  loading: boolean;
}

/**
 * The store's getting-started checklist, live. The steps that stop orders are computed from the
 * published menu, the document the server checks an order against, so admin says exactly what the
 * storefront and the order API will do.
 */
export function useStoreReadiness(restaurantId: string, storeId: string): StoreReadinessResult {
  const published = useDoc(publishedMenuDoc(restaurantId, storeId));
  const tradingHours = useStoreSetting(restaurantId, storeId, 'tradingHours');
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  // Only store admins may read the payment account; for others it reads as "not connected".
  const account = useDoc(paymentAccountDoc(restaurantId, storeId));
  const kitchenScreens = useQuery(storeDevices('kdsDevice', restaurantId, storeId));

  const loading = published.loading || tradingHours.loading || addOns.loading || account.loading;
  const readiness = useMemo(() => {
    if (loading) return undefined;
    const parsed = published.data ? ZPublishedMenu.safeParse(published.data) : undefined;
    const now = new Date().toISOString();
    return storeReadiness({
      menu: parsed?.success ? parsed.data : undefined,
      tradingHoursSaved: tradingHours.saved,
      cardPaymentsReady: canTakeCardPayments(account.data ?? undefined),
      kitchenDisplayAddOn: addOns.data?.kitchenDisplay === true,
      pairedKitchenDisplays: kitchenScreens.data.filter((device) => deviceStatus(device, now) === 'paired')
        .length,
    });
  }, [loading, published.data, tradingHours.saved, account.data, addOns.data, kitchenScreens.data]);
  return { readiness, loading };
}
