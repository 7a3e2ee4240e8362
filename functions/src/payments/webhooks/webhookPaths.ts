import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../admin';

/**
 * Server-only: `webhookEvents/{eventId}` — one record per provider event applied, written in the
 * same transaction as the event's effect: {id, provider, type, endpoint, connectedAccountId?,
 * providerCreatedIsoDateTimeUtc, receivedIsoDateTimeUtc, outcome}.
 */
export function webhookEventDoc(eventId: string): DocumentReference {
  return db().collection('webhookEvents').doc(eventId);
}
