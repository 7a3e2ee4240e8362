import type { Restaurant as StoredRestaurant, WithId } from '@resto/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{restaurantId}`: publicly readable. */
export type RestaurantData = StoredRestaurant;
export type Restaurant = WithId<RestaurantData>;

const converter = docConverter<RestaurantData>();

export function restaurants() {
  return collection(firestore(), 'restaurants').withConverter(converter);
}

export function restaurantDoc(restaurantId: string) {
  return doc(restaurants(), restaurantId);
}
