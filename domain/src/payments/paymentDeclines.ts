/**
 * Customer-facing words for card payment failures (SPEC.md section 8: the provider's error codes
 * exist as a catalogue; customers never see raw provider text). The card provider reports an error
 * `code` (e.g. `card_declined`, `expired_card`) and, for bank declines, a `decline_code`
 * (e.g. `insufficient_funds`, `lost_card`); both map here to one reason and its message.
 */

export const PAYMENT_DECLINE_REASONS = [
  'cardDeclined',
  'expiredCard',
  'incorrectCvc',
  'insufficientFunds',
  'processingError',
  'authenticationRequired',
  'lostOrStolenCard',
  'incorrectNumber',
  'rateLimited',
  'generic',
] as const;
export type PaymentDeclineReason = (typeof PAYMENT_DECLINE_REASONS)[number];

export const PAYMENT_DECLINE_MESSAGES: Record<PaymentDeclineReason, string> = {
  cardDeclined: 'Your card was declined. Please try another card or contact your bank.',
  expiredCard: 'Your card has expired. Please use a different card.',
  incorrectCvc: "Your card's security code (CVC) is incorrect. Please check it and try again.",
  insufficientFunds: 'Your card has insufficient funds. Please try another card.',
  processingError: 'There was a problem processing your card. Please try again in a moment.',
  authenticationRequired:
    'Your bank needs you to confirm this payment. Please complete the verification step.',
  lostOrStolenCard: 'Your card was declined. Please contact your bank or use a different card.',
  incorrectNumber: 'Your card number is incorrect. Please check it and try again.',
  rateLimited: 'Too many payment attempts. Please wait a moment and try again.',
  generic: 'Your payment could not be completed. Please try again or use a different card.',
};

/** Provider `decline_code`s; they are more specific than `code`, so they win when present. */
const REASON_BY_DECLINE_CODE: Readonly<Record<string, PaymentDeclineReason>> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  processing_error: 'processingError',
  lost_card: 'lostOrStolenCard',
  stolen_card: 'lostOrStolenCard',
  pickup_card: 'lostOrStolenCard',
  restricted_card: 'lostOrStolenCard',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  authentication_required: 'authenticationRequired',
  card_velocity_exceeded: 'rateLimited',
  generic_decline: 'cardDeclined',
  do_not_honor: 'cardDeclined',
  fraudulent: 'cardDeclined',
  card_not_supported: 'cardDeclined',
  currency_not_supported: 'cardDeclined',
  transaction_not_allowed: 'cardDeclined',
};

/** Provider error `code`s. */
const REASON_BY_CODE: Readonly<Record<string, PaymentDeclineReason>> = {
  card_declined: 'cardDeclined',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  processing_error: 'processingError',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  invalid_expiry_month: 'expiredCard',
  invalid_expiry_year: 'expiredCard',
  authentication_required: 'authenticationRequired',
  payment_intent_authentication_failure: 'authenticationRequired',
  rate_limit: 'rateLimited',
  card_decline_rate_limit_exceeded: 'rateLimited',
};

export function paymentDeclineReason(code?: string, declineCode?: string): PaymentDeclineReason {
  if (declineCode !== undefined) {
    const byDeclineCode = REASON_BY_DECLINE_CODE[declineCode];
    if (byDeclineCode) return byDeclineCode;
  }
  if (code !== undefined) {
    const byCode = REASON_BY_CODE[code];
    if (byCode) return byCode;
  }
  return 'generic';
}

/** The message to show a customer for a provider error; unknown codes get the generic message. */
export function paymentDeclineMessage(code?: string, declineCode?: string): string {
  return PAYMENT_DECLINE_MESSAGES[paymentDeclineReason(code, declineCode)];
}
