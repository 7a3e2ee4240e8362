/**
 * A card named in a request must belong to the caller. A saved card is attached to a provider
 * customer, which must be the caller's own (`paymentCustomers/{uid}`); a fresh card the browser has
 * just created belongs to no customer yet, so the first person to pay with it claims it
 * (`paymentMethodClaims/{paymentMethodId}`, server-only) and nobody else can use it afterwards.
 * Without this, anyone who learnt a card id could pay with another customer's saved card.
 */
import { db, runContendedTransaction } from '../../admin';
import { HttpError } from '../../http/errors';
import { PaymentProviderError, type SavedCard } from '../../integrations/payments/port';
import { httpErrorFor } from '../providerErrors';
import { paymentPort } from '../providerPort';
import { findProviderCustomerId } from './providerCustomers';

export const CARD_NOT_YOURS_TITLE = 'Card not accepted';
export const CARD_NOT_YOURS_MESSAGE =
  "This card can't be used for this order. Enter your card details again.";

/** Who pays: the signed-in (or anonymous guest) uid, else the order itself for a caller with no account. */
export interface CardPayer {
  uid: string | undefined;
  orderPath: string;
}

function cardClaimDoc(paymentMethodId: string) {
  return db().collection('paymentMethodClaims').doc(paymentMethodId.replaceAll('/', '_'));
}

async function retrieveCard(paymentMethodId: string): Promise<SavedCard> {
  try {
    return await paymentPort().retrievePaymentMethod({ paymentMethodId });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      if (error.kind === 'notFound' || error.kind === 'invalidRequest' || error.kind === 'card')
        throw new HttpError(400, CARD_NOT_YOURS_TITLE, CARD_NOT_YOURS_MESSAGE);
      throw httpErrorFor(error, 'check your card');
    }
    throw error;
  }
}

/** Refuses (400, the same words either way) a card that is someone else's; claims a fresh one. */
export async function requireCallersCard(payer: CardPayer, paymentMethodId: string): Promise<void> {
  const card = await retrieveCard(paymentMethodId);
  if (card.customerId) {
    const own = payer.uid ? await findProviderCustomerId(payer.uid) : undefined;
    if (own !== card.customerId) throw new HttpError(400, CARD_NOT_YOURS_TITLE, CARD_NOT_YOURS_MESSAGE);
    return;
  }
  const owner = payer.uid ? `uid:${payer.uid}` : `order:${payer.orderPath}`;
  // Claimed under the retrieved id too: a provider test id (pm_card_visa) resolves to a new card.
  const ref = cardClaimDoc(card.id);
  const claimedBy = await runContendedTransaction(async (tx) => {
    const existing = (await tx.get(ref)).get('owner');
    if (typeof existing === 'string') return existing;
    tx.create(ref, { owner, createdIsoDateTimeUtc: new Date().toISOString() });
    return owner;
  });
  if (claimedBy !== owner) throw new HttpError(400, CARD_NOT_YOURS_TITLE, CARD_NOT_YOURS_MESSAGE);
}
