import type { FirestoreError } from 'firebase/firestore';

/**
 * Invitations are for admins' eyes only (rules). Someone whose admin role was just taken away may
 * still be listening: their "permission denied" means "not for you", not "something broke".
 */
export function invitesErrorToShow(error: FirestoreError | undefined): FirestoreError | undefined {
  return error?.code === 'permission-denied' ? undefined : error;
}
