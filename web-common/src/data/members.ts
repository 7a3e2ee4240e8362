import type { UserRole, WithId } from '@resto/domain';
import {
  collection,
  collectionGroup,
  type DocumentData,
  doc,
  type FirestoreDataConverter,
  query,
  where,
} from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{restaurantId}/members/{uid}`: a user's role across the whole restaurant. */
export interface RestaurantMemberData {
  uid: string;
  email: string;
  displayName?: string;
  role: UserRole;
  restaurantId: string;
}
export type RestaurantMember = WithId<RestaurantMemberData>;

/** `restaurants/{restaurantId}/stores/{storeId}/members/{uid}`: a user's role in one store. */
export interface StoreMemberData {
  uid: string;
  email: string;
  displayName?: string;
  role: UserRole;
  restaurantId: string;
  storeId: string;
}
export type StoreMember = WithId<StoreMemberData>;

/** Either kind of membership, as found by the collection-group query; the level comes from the path. */
export type Membership = (RestaurantMember & { level: 'restaurant' }) | (StoreMember & { level: 'store' });

const restaurantMemberConverter = docConverter<RestaurantMemberData>();
const storeMemberConverter = docConverter<StoreMemberData>();

const membershipConverter: FirestoreDataConverter<Membership, DocumentData> = {
  toFirestore() {
    throw new Error('Memberships are added through /api/restaurant-users and /api/store-users.');
  },
  fromFirestore(snapshot) {
    // The path, not the stored fields, decides the level and ids: it cannot disagree with the rules.
    const [, restaurantId = '', third, storeId = ''] = snapshot.ref.path.split('/');
    const data = snapshot.data() as RestaurantMemberData;
    if (third === 'stores') return { ...data, id: snapshot.id, restaurantId, storeId, level: 'store' };
    return { ...data, id: snapshot.id, restaurantId, level: 'restaurant' };
  },
};

export function restaurantMembers(restaurantId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'members').withConverter(
    restaurantMemberConverter,
  );
}

export function restaurantMemberDoc(restaurantId: string, uid: string) {
  return doc(restaurantMembers(restaurantId), uid);
}

export function storeMembers(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'members').withConverter(
    storeMemberConverter,
  );
}

export function storeMemberDoc(restaurantId: string, storeId: string, uid: string) {
  return doc(storeMembers(restaurantId, storeId), uid);
}

/** Every restaurant- and store-level membership of one user (rules allow reading one's own). */
export function myMemberships(uid: string) {
  return query(collectionGroup(firestore(), 'members'), where('uid', '==', uid)).withConverter(
    membershipConverter,
  );
}
