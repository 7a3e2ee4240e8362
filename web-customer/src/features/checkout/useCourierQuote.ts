import {
  COURIER_QUOTE_MARGIN_MS,
  type CourierPricing,
  type CourierQuoteResponse,
  type DeliveryAddress,
} from '@resto/domain';
import { type ApiClient, isApiError } from '@resto/web-common';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CourierQuoteState {
  /** What checkout prices with (`priceOnlineOrder`'s courier argument); undefined when no courier. */
  pricing: CourierPricing | undefined;
  quote: CourierQuoteResponse | undefined;
  loading: boolean;
  /** Why there is no price (the courier does not go there, or could not be asked), in words. */
  problem: string | undefined;
  /** Ask again (the server said the quote ran out). */
  refresh: () => void;
}

/** How long the address must stay still before the courier is asked (typing is not a question). */
const SETTLE_MS = 600;

/**
 * The courier's price for a store that delivers with the courier service: asked from
 * `quote/create` when the delivery address settles, and asked again before it runs out, so the fee
 * the customer sees is always the one a placed order is charged (the server refuses a quote that has
 * run out; then this asks again and shows the new fee before the customer places the order again).
 */
export function useCourierQuote(input: {
  api: ApiClient;
  restaurantId: string;
  storeId: string;
  enabled: boolean;
  deliveryAddress: DeliveryAddress | undefined;
}): CourierQuoteState {
  const { api, restaurantId, storeId, enabled, deliveryAddress } = input;
  const [quote, setQuote] = useState<CourierQuoteResponse>();
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [round, setRound] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const key =
    enabled && deliveryAddress && deliveryAddress.formattedAddress.trim().length >= 5
      ? addressKey(deliveryAddress)
      : '';
  const addressRef = useRef(deliveryAddress);
  addressRef.current = deliveryAddress;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the address (its ref holds the value); `round` asks again.
  useEffect(() => {
    setQuote(undefined);
    setProblem(undefined);
    if (!key || !addressRef.current) {
      setLoading(false);
      return;
    }
    const address = addressRef.current;
    let active = true;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .post<CourierQuoteResponse>(
          `/api/uber-direct/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/quote/create`,
          { deliveryAddress: address },
        )
        .then((answer) => {
          if (!active) return;
          setQuote(answer);
          setNow(Date.now());
        })
        .catch((error: unknown) => {
          if (!active) return;
          setProblem(
            isApiError(error)
              ? (error.fieldErrors.deliveryAddress ?? error.message)
              : 'We could not get a delivery price just now. Please try again in a moment.',
          );
        })
        .finally(() => active && setLoading(false));
    }, SETTLE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, restaurantId, storeId, key, round]);

  // A quote is asked for again just before it stops being usable, so the price shown never lapses.
  useEffect(() => {
    if (!quote) return;
    const wait = Date.parse(quote.expiresIsoDateTimeUtc) - COURIER_QUOTE_MARGIN_MS - Date.now() - 5_000;
    const timer = setTimeout(() => setRound((value) => value + 1), Math.max(1_000, wait));
    return () => clearTimeout(timer);
  }, [quote]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  let pricing: CourierPricing | undefined;
  if (enabled) {
    const usable = quote && Date.parse(quote.expiresIsoDateTimeUtc) - COURIER_QUOTE_MARGIN_MS > now;
    pricing = usable ? { fee: quote.fee } : { missing: true };
  }
  return {
    pricing,
    quote: enabled ? quote : undefined,
    loading: enabled && loading,
    problem: enabled ? problem : undefined,
    refresh,
  };
}

function addressKey(address: DeliveryAddress): string {
  return [
    address.formattedAddress.trim().toLowerCase(),
    address.suburb.trim().toLowerCase(),
    address.postcode.trim(),
    address.geoPoint.latitude,
    address.geoPoint.longitude,
  ].join('|');
}
