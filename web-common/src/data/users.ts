import type { WithId } from '@resto/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `users/{uid}`: the profile created by POST /api/user/get-or-create; readable by its owner. */
export interface UserProfileData {
  uid: string;
  email: string | null;
  displayName: string | null;
  createdIsoDateTimeUtc: string;
  updatedIsoDateTimeUtc: string;
}
export type UserProfile = WithId<UserProfileData>;

const converter = docConverter<UserProfileData>();

export function users() {
  return collection(firestore(), 'users').withConverter(converter);
}

export function userDoc(uid: string) {
  return doc(users(), uid);
}
