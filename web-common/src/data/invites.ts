import type { UserRole, WithId } from '@resto/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/**
 * `restaurants/{r}/invites/{inviteId}` and `restaurants/{r}/stores/{s}/invites/{inviteId}`: an email
 * without an account yet, honoured when they sign up and verify that email. Readable by the admins of that level only.
 */
export interface InviteData {
  email: string;
  role: UserRole;
  restaurantId: string;
  storeId?: string;
  invitedByUid?: string;
  createdIsoDateTimeUtc?: string;
}
export type Invite = WithId<InviteData>;

const converter = docConverter<InviteData>();

export function restaurantInvites(restaurantId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'invites').withConverter(converter);
}

export function storeInvites(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'invites').withConverter(
    converter,
  );
}
