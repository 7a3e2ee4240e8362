import type { PayoutRecord, PayoutStatus } from '@resto/domain';
import type { Payout } from '../../integrations/payments/port';

/** The mirrored payout document from the provider's payout. */
export function payoutRecordFrom(
  payout: Payout,
  accountId: string,
  nowIso: string,
  providerUpdatedUnixSeconds = 0,
): PayoutRecord {
  return {
    id: payout.id,
    accountId,
    amountInCents: Math.max(0, payout.amountInCents),
    currency: payout.currency.toUpperCase(),
    status: payout.status satisfies PayoutStatus,
    arrivalIsoDateTimeUtc: payout.arrivalIsoDateTimeUtc,
    createdIsoDateTimeUtc: payout.createdIsoDateTimeUtc,
    ...(payout.failureMessage ? { failureMessage: payout.failureMessage } : {}),
    providerUpdatedUnixSeconds,
    updatedIsoDateTimeUtc: nowIso,
  };
}
