import { type PaymentAccount, type PayoutSchedule, paymentAccountStatusFor } from '@resto/domain';
import type { ConnectedAccount } from '../../integrations/payments/port';

/**
 * The stored account document from what the provider says about the account. Only counts and the
 * last four digits of the bank account are kept: the requirement names and full details stay with
 * the provider, behind its hosted forms.
 */
export function paymentAccountFromProvider(
  account: ConnectedAccount,
  nowIso: string,
  previous?: Pick<PaymentAccount, 'status'>,
): PaymentAccount & { accountId: string } {
  const archived = previous?.status === 'archived';
  const bank =
    account.externalAccounts.find((external) => external.defaultForCurrency) ?? account.externalAccounts[0];
  return {
    provider: 'stripe',
    accountId: account.id,
    status: paymentAccountStatusFor(
      {
        chargesEnabled: account.chargesEnabled,
        payoutsEnabled: account.payoutsEnabled,
        detailsSubmitted: account.detailsSubmitted,
        currentlyDueCount: account.requirements.currentlyDue.length,
        pastDueCount: account.requirements.pastDue.length,
        disabledReason: account.requirements.disabledReason,
      },
      archived,
    ),
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    requirements: {
      currentlyDueCount: account.requirements.currentlyDue.length,
      pastDueCount: account.requirements.pastDue.length,
      ...(account.requirements.disabledReason ? { disabledReason: account.requirements.disabledReason } : {}),
    },
    payoutSchedule: payoutScheduleFromProvider(account.payoutSchedule),
    ...(bank && /^\d{4}$/.test(bank.last4)
      ? { externalAccount: { last4: bank.last4, ...(bank.bankName ? { bankName: bank.bankName } : {}) } }
      : {}),
    updatedIsoDateTimeUtc: nowIso,
  };
}

function payoutScheduleFromProvider(schedule: ConnectedAccount['payoutSchedule']): PayoutSchedule {
  return {
    interval: schedule.interval,
    ...(schedule.interval === 'weekly' && schedule.weeklyAnchor
      ? { weeklyAnchor: schedule.weeklyAnchor }
      : {}),
    ...(schedule.interval === 'monthly' && schedule.monthlyAnchor !== undefined
      ? { monthlyAnchor: schedule.monthlyAnchor }
      : {}),
  };
}

export const NOT_CONNECTED = (nowIso: string): PaymentAccount => ({
  provider: 'stripe',
  status: 'notConnected',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirements: { currentlyDueCount: 0, pastDueCount: 0 },
  updatedIsoDateTimeUtc: nowIso,
});
