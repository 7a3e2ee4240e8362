/**
 * The card form's fields and their checks, in words a customer understands. Only the browser ever
 * holds these values: they go from here straight to the card provider, never to our API.
 */
export interface CardFields {
  number: string;
  /** `MM/YY` as typed. */
  expiry: string;
  cvc: string;
}

export type CardFieldProblems = Partial<Record<keyof CardFields, string>>;

export const EMPTY_CARD_FIELDS: CardFields = { number: '', expiry: '', cvc: '' };

export function cardDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** Groups of four as the customer types (`4242 4242 4242 4242`), at most 19 digits. */
export function formatCardNumber(input: string): string {
  return cardDigits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY` as the customer types: the slash appears after the month. */
export function formatExpiry(input: string): string {
  const digits = cardDigits(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** What is wrong with each field (none = ready to send). `now` is injectable for tests. */
export function cardFieldProblems(fields: CardFields, now: Date = new Date()): CardFieldProblems {
  const problems: CardFieldProblems = {};
  const digits = cardDigits(fields.number);
  if (digits === '') problems.number = 'Enter your card number';
  else if (digits.length < 13 || !passesLuhn(digits))
    problems.number = 'Check your card number: it is not complete or has a typo';

  const expiry = parseExpiry(fields.expiry);
  if (fields.expiry.trim() === '') problems.expiry = 'Enter the expiry date as MM/YY';
  else if (!expiry || expiry.month < 1 || expiry.month > 12)
    problems.expiry = 'Enter the expiry date as MM/YY, e.g. 04/29';
  else {
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < thisMonth) problems.expiry = 'This card has expired';
  }

  if (fields.cvc.trim() === '') problems.cvc = 'Enter the 3 or 4 digit security code';
  else if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = 'The security code is 3 or 4 digits';
  return problems;
}

export function hasCardFieldProblems(problems: CardFieldProblems): boolean {
  return Object.keys(problems).length > 0;
}
