/**
 * The server's half of "where does this delivery go": geocode the typed address (cached), decide
 * with the domain's `decideDeliveryLocation`, and hand back the request with the address the
 * geocoder placed, so every price after this (placement's quote, the coupon suggestion) is for the
 * zone the address is really in. The browser's coordinates are never priced from; a shared location
 * ("use my location") only has to agree with the typed address.
 *
 * Refusals are order problems on `deliveryAddress`: 400 when the address cannot be found or does not
 * match the shared location, 503 when the geocoder cannot answer (nothing is stored either way).
 */
import {
  ADDRESS_CHECK_UNAVAILABLE_MESSAGE,
  type CollectionType,
  type DeliveryAddress,
  decideDeliveryLocation,
  type GeoPoint,
  geocodingQueryOf,
  locatedAddress,
  orderProblem,
  unavailableProblem,
} from '@resto/domain';
import { GeocoderUnavailableError, geocodeAddress } from '../integrations/geocoding';
import { log } from '../log';
import type { OrderingStore } from './orderingStore';
import { OrderProblemsError } from './orderProblemsError';

interface WithDelivery {
  collectionType: CollectionType;
  deliveryAddress?: DeliveryAddress | undefined;
  sharedLocation?: GeoPoint | undefined;
}

export async function locateDelivery<R extends WithDelivery>(store: OrderingStore, request: R): Promise<R> {
  const address = request.deliveryAddress;
  if (request.collectionType !== 'delivery' || !address) return request;
  const countryCode = store.menu.store.address.country.code;
  let outcome: Awaited<ReturnType<typeof geocodeAddress>>;
  try {
    outcome = await geocodeAddress({ query: geocodingQueryOf(address), countryCode });
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.error('geocoding.unavailable', {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      reason: error.reason,
      detail: error.message,
    });
    throw new OrderProblemsError([
      unavailableProblem('addressCheckUnavailable', 'deliveryAddress', ADDRESS_CHECK_UNAVAILABLE_MESSAGE),
    ]);
  }
  const decision = decideDeliveryLocation({
    typed: address,
    outcome,
    sharedLocation: request.sharedLocation,
  });
  if (!decision.ok) {
    log.info('geocoding.address_refused', {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      reason: decision.reason,
    });
    throw new OrderProblemsError([
      orderProblem(
        decision.reason === 'mismatch' ? 'addressLocationMismatch' : 'addressNotFound',
        'deliveryAddress',
        decision.message,
      ),
    ]);
  }
  return { ...request, deliveryAddress: locatedAddress(address, decision.place) };
}
