import type { CardTerminal, CardTerminalPayment } from '@resto/domain';
import { firestore, useDoc } from '@resto/web-common';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';

/** The card terminal paired with this till (its document id is the till's id), live. */
export function usePinPad(restaurantId: string, storeId: string, deviceId: string) {
  const ref = useMemo(
    () => doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminals', deviceId),
    [restaurantId, storeId, deviceId],
  );
  const snapshot = useDoc(ref);
  return { loading: snapshot.loading, pinPad: (snapshot.data ?? undefined) as CardTerminal | undefined };
}

/** One sale's card payment on the terminal, live (undefined until its first attempt is stored). */
export function useCardPayment(restaurantId: string, storeId: string, paymentId: string) {
  const ref = useMemo(
    () => doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminalPayments', paymentId),
    [restaurantId, storeId, paymentId],
  );
  const snapshot = useDoc(ref);
  return {
    loading: snapshot.loading,
    payment: (snapshot.data ?? undefined) as CardTerminalPayment | undefined,
  };
}
