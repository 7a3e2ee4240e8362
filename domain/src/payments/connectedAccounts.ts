/**
 * A store's connected card-provider account (Stripe Connect): its status as store admins see it, its
 * payout schedule and the payouts to the store's bank account. Stored server-written at
 * `restaurants/{r}/stores/{s}/paymentAccounts/{provider}` and `.../payouts/{payoutId}`.
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { WEEKDAYS } from '../common/constants';

export const PAYMENT_ACCOUNT_STATUSES = [
  'notConnected',
  'pending',
  'verificationRequired',
  'active',
  'archived',
] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];

export const PAYMENT_ACCOUNT_STATUS_LABELS: Record<PaymentAccountStatus, string> = {
  notConnected: 'Not connected',
  pending: 'Set-up not finished',
  verificationRequired: 'Verification required',
  active: 'Active',
  archived: 'Archived',
};

/** What a store admin should do next, in words, for each status. */
export const PAYMENT_ACCOUNT_STATUS_HINTS: Record<PaymentAccountStatus, string> = {
  notConnected: 'Connect a card-provider account so customers can pay by card online.',
  pending: "Finish the card provider's set-up form to start taking card payments.",
  verificationRequired: 'The card provider needs more details before it can pay out or keep taking payments.',
  active: 'Customers can pay by card online and payouts go to your bank account.',
  archived: 'This account is archived: online card payments are off for this store.',
};

export const PAYOUT_INTERVALS = ['manual', 'daily', 'weekly', 'monthly'] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

export const PAYOUT_WEEKDAYS = WEEKDAYS;

/** When the provider pays the balance out. Weekly needs a weekday, monthly a day of the month. */
export const ZPayoutSchedule = z
  .object({
    interval: z.enum(PAYOUT_INTERVALS, { error: 'Choose manual, daily, weekly or monthly payouts' }),
    weeklyAnchor: z.enum(PAYOUT_WEEKDAYS, { error: 'Choose a day of the week' }).optional(),
    monthlyAnchor: z
      .number({ error: 'Choose a day of the month' })
      .int('Choose a day of the month')
      .min(1, 'Choose a day of the month from 1 to 31')
      .max(31, 'Choose a day of the month from 1 to 31')
      .optional(),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.interval === 'weekly' && schedule.weeklyAnchor === undefined)
      ctx.addIssue({ code: 'custom', path: ['weeklyAnchor'], message: 'Choose the weekday of the payout' });
    if (schedule.interval === 'monthly' && schedule.monthlyAnchor === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['monthlyAnchor'],
        message: 'Choose the day of the month of the payout',
      });
  });
export type PayoutSchedule = z.infer<typeof ZPayoutSchedule>;

export const ZPaymentAccountRequirements = z.object({
  /** How many details the provider needs now (or soon) before it restricts the account. */
  currentlyDueCount: z.number().int().min(0).default(0),
  pastDueCount: z.number().int().min(0).default(0),
  /** When the currently due details must be in, if the provider set a deadline. */
  currentDeadlineIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  disabledReason: z.string().optional(),
});
export type PaymentAccountRequirements = z.infer<typeof ZPaymentAccountRequirements>;

/** `restaurants/{r}/stores/{s}/paymentAccounts/{provider}`: written by the API and webhooks only. */
export const ZPaymentAccount = z.object({
  provider: z.literal('stripe').default('stripe'),
  accountId: z.string().min(1).optional(),
  status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  chargesEnabled: z.boolean().default(false),
  payoutsEnabled: z.boolean().default(false),
  detailsSubmitted: z.boolean().default(false),
  requirements: ZPaymentAccountRequirements.default({ currentlyDueCount: 0, pastDueCount: 0 }),
  payoutSchedule: ZPayoutSchedule.optional(),
  /** Last four digits and bank name of the payout account, never the full number. */
  externalAccount: z
    .object({ bankName: z.string().optional(), last4: z.string().regex(/^\d{4}$/) })
    .optional(),
  archivedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PaymentAccount = z.infer<typeof ZPaymentAccount>;

/** What the provider tells us about a connected account, reduced to what decides its status. */
export interface ProviderAccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDueCount: number;
  pastDueCount: number;
  disabledReason?: string | undefined;
}

/**
 * The status store admins see. Archived is ours (the provider keeps the account); otherwise an
 * account that has not submitted its details is still being set up, one the provider wants more
 * from (or has switched off) needs verification, and one that can charge and pay out is active.
 */
export function paymentAccountStatusFor(
  state: ProviderAccountState | undefined,
  archived = false,
): PaymentAccountStatus {
  if (archived) return 'archived';
  if (state === undefined) return 'notConnected';
  if (!state.detailsSubmitted) return 'pending';
  if (
    !state.chargesEnabled ||
    !state.payoutsEnabled ||
    state.pastDueCount > 0 ||
    state.currentlyDueCount > 0 ||
    state.disabledReason !== undefined
  )
    return 'verificationRequired';
  return 'active';
}

/** Whether the store may take card payments online through this account right now. */
export function canTakeCardPayments(account: Pick<PaymentAccount, 'status' | 'chargesEnabled'> | undefined) {
  return account !== undefined && account.status !== 'archived' && account.chargesEnabled;
}

export const PAYOUT_STATUSES = ['pending', 'inTransit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  inTransit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** `restaurants/{r}/stores/{s}/payouts/{payoutId}` (the provider's payout id), mirrored by webhooks. */
export const ZPayoutRecord = z.object({
  id: z.string().min(1),
  accountId: z.string().min(1),
  amountInCents: ZNonNegativeCents,
  /** Upper-case ISO 4217 (AUD); usually one of CURRENCY_CODES, but the provider may pay out in others. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(PAYOUT_STATUSES),
  arrivalIsoDateTimeUtc: ZIsoDateTimeUtc,
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  failureMessage: z.string().optional(),
  /** The provider's event time of the last change applied, so an older event never overwrites a newer. */
  providerUpdatedUnixSeconds: z.number().int().min(0).default(0),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PayoutRecord = z.infer<typeof ZPayoutRecord>;

/**
 * A payout's lifecycle only moves forward (pending → in transit → paid | failed | cancelled), so a
 * late, out-of-order event cannot turn a paid payout back into "on its way".
 */
const PAYOUT_STATUS_RANK: Record<PayoutStatus, number> = {
  pending: 0,
  inTransit: 1,
  paid: 2,
  failed: 2,
  canceled: 2,
};

export function shouldApplyPayoutUpdate(current: PayoutStatus | undefined, next: PayoutStatus): boolean {
  return current === undefined || PAYOUT_STATUS_RANK[next] >= PAYOUT_STATUS_RANK[current];
}
