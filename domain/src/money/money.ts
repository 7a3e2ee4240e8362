/**
 * Money is always integer cents. Floats only appear at the edges (typed input, provider payloads)
 * and are converted here, once, without binary drift.
 */
export type Cents = number;

export const CURRENCY_CODES = ['AUD', 'USD', 'GBP', 'NZD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Locale used to format each currency, so separators match what customers of that country expect. */
const CURRENCY_LOCALE: Record<CurrencyCode, string> = {
  AUD: 'en-AU',
  USD: 'en-US',
  GBP: 'en-GB',
  NZD: 'en-NZ',
};

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Converts a dollar amount (number or decimal string such as "12.34") to cents.
 * Works on the decimal text rather than multiplying floats, so 0.1 + 0.2 style drift never happens
 * (e.g. 1.005 dollars is 100.5 cents, rounded half away from zero to 101).
 */
export function toCents(dollars: number | string): Cents {
  const text = typeof dollars === 'number' ? numberToPlainString(dollars) : dollars.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not an amount of money: "${String(dollars)}"`);
  }
  const negative = match[1] === '-';
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const cents = Number(fraction.slice(0, 2));
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const total = whole * 100 + cents + roundUp;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Amount too large: "${String(dollars)}"`);
  return negative && total !== 0 ? -total : total;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${value}`);
  // toPrecision(15) strips float noise such as 0.1 + 0.2 = 0.30000000000000004.
  const precise = Number(value.toPrecision(15));
  return precise.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Cents as a plain decimal string with two places ("1234.50"), for provider payloads and CSV. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.50", "-$5.00", "£3.20": two decimals, thousands separators, minus sign first. */
export function formatMoney(cents: Cents, currency: CurrencyCode = 'AUD'): string {
  assertCents(cents);
  const text = moneyFormat(currency).format(Math.abs(cents) / 100);
  return cents < 0 ? `-${text}` : text;
}

// One formatter per currency: building an Intl.NumberFormat costs far more than formatting with it,
// and a menu page formats a price per dish.
const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>();

function moneyFormat(currency: CurrencyCode): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCY_LOCALE[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'auto',
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** Rounds a fractional cent amount half away from zero (the convention card processors use). */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** A percentage of an amount in cents, rounded to whole cents. */
export function percentOf(cents: Cents, percentage: number): Cents {
  assertCents(cents);
  return roundCents((cents * percentage) / 100);
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  return total;
}

function assertCents(value: Cents): void {
  if (!isCents(value)) throw new RangeError(`Money must be whole cents, got ${value}`);
}
