/**
 * Stripe's documented test cards (docs.stripe.com/testing) and magic payment method ids. A card's
 * outcome is decided when a payment is confirmed, as with Stripe; a wrong number or a past expiry is
 * refused earlier, when the card is turned into a payment method.
 */
export type CardOutcome =
  | { kind: 'success'; bypassPending?: boolean }
  | { kind: 'decline'; code: string; declineCode?: string; message: string }
  | { kind: 'authenticate' }
  /** Attaching works; every charge fails (4000000000000341). */
  | { kind: 'attachThenDecline' }
  /** Payments succeed; refunds fail asynchronously (4000000000005126). */
  | { kind: 'refundFails' };

export interface TestCard {
  number: string;
  brand: string;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  outcome: CardOutcome;
}

const decline = (code: string, declineCode: string | undefined, message: string): CardOutcome => ({
  kind: 'decline',
  code,
  ...(declineCode ? { declineCode } : {}),
  message,
});

const CARDS: TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'success' },
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    country: 'US',
    outcome: { kind: 'success' },
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'success' },
  },
  {
    number: '378282246310005',
    brand: 'amex',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'success' },
  },
  {
    number: '4000000360000006',
    brand: 'visa',
    funding: 'credit',
    country: 'AU',
    outcome: { kind: 'success' },
  },
  {
    number: '4000000000000077',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'success', bypassPending: true },
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('card_declined', 'generic_decline', 'Your card was declined.'),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('card_declined', 'lost_card', 'Your card was declined.'),
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('card_declined', 'stolen_card', 'Your card was declined.'),
  },
  {
    number: '4000000000006975',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('card_declined', 'card_velocity_exceeded', 'Your card was declined.'),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('expired_card', undefined, 'Your card has expired.'),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline('incorrect_cvc', undefined, "Your card's security code is incorrect."),
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: decline(
      'processing_error',
      undefined,
      'An error occurred while processing your card. Try again in a little bit.',
    ),
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'authenticate' },
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'authenticate' },
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'authenticate' },
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'attachThenDecline' },
  },
  {
    number: '4000000000005126',
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    outcome: { kind: 'refundFails' },
  },
];

const BY_NUMBER = new Map(CARDS.map((card) => [card.number, card]));

/** Stripe's magic payment method ids; each use makes a fresh `pm_...` for that card. */
export const MAGIC_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_au: '4000000360000006',
  pm_card_bypassPending: '4000000000000077',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedVelocityLimitExceeded: '4000000000006975',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_refundFail: '4000000000005126',
};

/** Luhn check: Stripe answers `incorrect_number` for a number that fails it. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** The test card for a number; any other valid number behaves like 4242 (success). */
export function testCardFor(number: string): TestCard {
  return (
    BY_NUMBER.get(number) ?? {
      number,
      brand: brandOf(number),
      funding: 'credit',
      country: 'US',
      outcome: { kind: 'success' },
    }
  );
}
