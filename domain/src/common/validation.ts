/**
 * The validation rules of SPEC.md section 5, once, as zod pieces (for schemas and forms) and plain
 * predicates (for code paths that only need a yes/no). Every message is written for the person who
 * typed the value, so forms can show it as-is and the API can return it in a 400.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { isTimeOfDayText, normaliseTypedTimeOfDay } from '../time/timeOfDay';
import { INPUT_LIMITS, tooLong } from './inputBounds';

const TIME_OF_DAY_MESSAGE = 'Enter a time like 10:00 AM';

/** A problem with one field of a larger object; `path` is relative to that object. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/** Adds cross-field problems found by a plain predicate to a zod refinement context. */
export function reportProblems(ctx: z.RefinementCtx, problems: readonly FieldProblem[]): void {
  for (const problem of problems)
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

/** The first message a schema reports for a value, or undefined when the value is valid. */
export function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function lengthBetween(label: string, min: number, max: number) {
  const message = `${label} must be ${min} to ${max} characters`;
  return z.string().trim().min(min, message).max(max, message);
}

function atMost(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`);
}

function wholeNumberBetween(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

// ---------------------------------------------------------------------------------------------
// Time of day

/** Stored/displayed time of day: "10:00 AM", "9:05 PM" (hour 1-12, two-digit minutes). */
export const ZTimeOfDay = z
  .string()
  .max(8, tooLong(TIME_OF_DAY_MESSAGE))
  .refine(isTimeOfDayText, TIME_OF_DAY_MESSAGE);

export type TypedTimeOfDay = { ok: true; timeOfDay: string } | { ok: false; message: string };

/**
 * Reads a time of day typed by a person ("9:30pm", "9:30 P", "930p", "9 pm": hours 1-12, minutes
 * 0-59, A or P with optional M) and returns it in the stored "9:30 PM" form, or a message to show.
 * The parsing itself lives in time/timeOfDay.ts so forms and timings agree on what a time is.
 */
export function parseTypedTimeOfDay(input: string): TypedTimeOfDay {
  const timeOfDay = normaliseTypedTimeOfDay(input);
  return timeOfDay === null
    ? { ok: false, message: `${TIME_OF_DAY_MESSAGE} (hours 1-12, minutes 0-59)` }
    : { ok: true, timeOfDay };
}

// ---------------------------------------------------------------------------------------------
// Contact details and identifiers

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';
export const ZEmail = z
  .string()
  .trim()
  .max(INPUT_LIMITS.email, tooLong(`Email addresses are at most ${INPUT_LIMITS.email} characters`))
  .pipe(z.email(EMAIL_MESSAGE));
/** An email that may be left empty (the empty string is kept, so forms round-trip). */
export const ZOptionalEmail = z.union([z.literal(''), ZEmail], { error: EMAIL_MESSAGE });
/** The restaurant's public contact email: optional, at most 50 characters. */
export const ZRestaurantContactEmail = z
  .string()
  .trim()
  .max(50, 'Contact email must be at most 50 characters')
  .pipe(ZOptionalEmail)
  .optional();

export function isEmail(text: string): boolean {
  return ZEmail.safeParse(text).success;
}

export const DISPLAY_NAME_PATTERN = /^[\p{L}][\p{L} -]*$/u;
export const ZDisplayName = z
  .string()
  .trim()
  .max(INPUT_LIMITS.name, tooLong(`Name must be at most ${INPUT_LIMITS.name} characters`))
  .regex(DISPLAY_NAME_PATTERN, 'Name can only contain letters, spaces and hyphens');

export function isDisplayName(text: string): boolean {
  return DISPLAY_NAME_PATTERN.test(text.trim());
}

export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A link that starts with http:// or https://, or nothing at all. */
export const ZUrlOrEmpty = z
  .string()
  .trim()
  .max(INPUT_LIMITS.url, tooLong(`Links are at most ${INPUT_LIMITS.url.toLocaleString('en')} characters`))
  .refine((text) => text === '' || URL_PATTERN.test(text), 'Links must start with http:// or https://');

export function isUrlOrEmpty(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || URL_PATTERN.test(trimmed);
}

export function isIpAddress(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}
export const ZIpAddress = z
  .string()
  .trim()
  .max(15, tooLong('Enter an IP address like 192.168.1.100'))
  .refine(isIpAddress, 'Enter an IP address like 192.168.1.100');

export const HEX_COLOUR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const ZHexColour = z
  .string()
  .trim()
  .max(7, tooLong('Enter a colour like #fff or #1a2b3c'))
  .regex(HEX_COLOUR_PATTERN, 'Enter a colour like #fff or #1a2b3c');

export function isHexColour(text: string): boolean {
  return HEX_COLOUR_PATTERN.test(text.trim());
}

/** Australian Business Number: 11 digits, spaces allowed anywhere ("51 824 753 556"). */
export function isAbn(text: string): boolean {
  return /^\d{11}$/.test(text.replace(/ /g, ''));
}
export const ZAbn = z
  .string()
  .trim()
  .max(20, tooLong('ABN must be 11 digits'))
  .refine(isAbn, 'ABN must be 11 digits');

export const ZNumeric = z
  .string()
  .max(INPUT_LIMITS.code, tooLong(`Enter at most ${INPUT_LIMITS.code} digits`))
  .regex(/^\d+$/, 'Enter digits only');

export function isNumeric(text: string): boolean {
  return /^\d+$/.test(text);
}

/** A calendar date written yyyy-m-d (month and day may have one or two digits) that really exists. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
export const ZIsoDate = z
  .string()
  .max(10, tooLong('Enter a date like 2025-12-25'))
  .refine(isIsoDate, 'Enter a date like 2025-12-25');

/** yyyy-m-d → yyyy-mm-dd, so that dates compare correctly as strings. */
export function toSortableIsoDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export const AUTHORISED_PIN_MESSAGE = "Enter an authorized employee's 4-digit PIN";
export const ZAuthorisedPin = z
  .string()
  .max(4, tooLong(AUTHORISED_PIN_MESSAGE))
  .regex(/^\d{4}$/, AUTHORISED_PIN_MESSAGE);

/** E.164 phone number: "+" then country code and number, up to 15 digits ("+61412345678"). */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const ZPhoneE164 = z
  .string()
  .trim()
  .max(16, tooLong('Enter the phone number with its country code, like +61412345678'))
  .regex(E164_PATTERN, 'Enter the phone number with its country code, like +61412345678');

// ---------------------------------------------------------------------------------------------
// Menu

export const ZCategoryName = lengthBetween('Category name', 3, 30);
export const ZCategoryDescription = atMost('Category description', 250);
export const ZItemName = lengthBetween('Item name', 2, 100);
export const ZItemDescription = atMost('Item description', 400);
export const ZItemLabel = lengthBetween('Label', 1, 25);
export const ZItemDietary = lengthBetween('Dietary info', 1, 15);
export const ZModifierGroupName = lengthBetween('Modifier group name', 1, 100);
export const ZModifierGroupMin = wholeNumberBetween('Minimum choices', 0, 10);
export const ZModifierGroupMax = wholeNumberBetween('Maximum choices', 1, 10);
export const ZModifierOptionName = lengthBetween('Option name', 2, 100);
export const ZRemovableToppingName = lengthBetween('Removable topping name', 2, 20);

function nonNegativeCents(label: string) {
  const message = `${label} must be $0.00 or more`;
  return z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, message);
}
export const ZExtraCharge = nonNegativeCents('Extra charge');
export const ZBasePrice = nonNegativeCents('Price');

export function modifierGroupRangeProblems(group: { min: number; max: number }): FieldProblem[] {
  return group.min > group.max
    ? [{ path: ['min'], message: 'Minimum choices cannot be more than maximum choices' }]
    : [];
}

export function pizzaSettingsProblems(settings: { sizes: readonly unknown[] }): FieldProblem[] {
  return settings.sizes.length === 0 ? [{ path: ['sizes'], message: 'Add at least one pizza size' }] : [];
}

/** A pizza is either one whole pizza (`pizzaId`) or two halves (`firstHalf` and `secondHalf`). */
export function pizzaSelectionProblems(selection: {
  pizzaId?: string | undefined;
  firstHalf?: unknown;
  secondHalf?: unknown;
}): FieldProblem[] {
  const hasWhole = selection.pizzaId !== undefined;
  const halves = [selection.firstHalf, selection.secondHalf].filter((half) => half !== undefined).length;
  if (hasWhole && halves > 0) {
    return [{ path: ['pizzaId'], message: 'Choose either a whole pizza or two halves, not both' }];
  }
  if (!hasWhole && halves === 0) return [{ path: ['pizzaId'], message: 'Choose a pizza' }];
  if (!hasWhole && halves === 1) {
    const missing = selection.firstHalf === undefined ? 'firstHalf' : 'secondHalf';
    return [{ path: [missing], message: 'Choose a pizza for both halves' }];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Coupons

export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,}$/;
export const ZCouponCode = z
  .string()
  .trim()
  .max(INPUT_LIMITS.code, tooLong(`Coupon code must be at most ${INPUT_LIMITS.code} letters or digits`))
  .regex(COUPON_CODE_PATTERN, 'Coupon code must be at least 3 uppercase letters or digits');

/** A list that may be left out, but when given needs at least one entry ("Choose at least one day"). */
export function nonEmptyWhenPresent<T extends z.ZodType>(entry: T, whatToChoose: string, maxEntries: number) {
  return z
    .array(entry)
    .min(1, `Choose at least one ${whatToChoose}`)
    .max(maxEntries, `Choose at most ${maxEntries} of them`)
    .optional();
}

/**
 * Only a flat-amount coupon has (and must have) `discountAmount`; only a flat-percentage coupon has
 * (and must have) `discountPercentage`. A free-delivery coupon has neither.
 */
export function couponDiscountProblems(coupon: {
  type: string;
  discountAmount?: number | undefined;
  discountPercentage?: number | undefined;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const isAmount = coupon.type === 'flatAmountDiscount';
  const isPercentage = coupon.type === 'flatPercentageDiscount';
  if (isAmount && coupon.discountAmount === undefined) {
    problems.push({ path: ['discountAmount'], message: 'Enter the discount amount' });
  }
  if (!isAmount && coupon.discountAmount !== undefined) {
    problems.push({ path: ['discountAmount'], message: 'Only flat amount coupons have a discount amount' });
  }
  if (isPercentage && coupon.discountPercentage === undefined) {
    problems.push({ path: ['discountPercentage'], message: 'Enter the discount percentage' });
  }
  if (!isPercentage && coupon.discountPercentage !== undefined) {
    problems.push({
      path: ['discountPercentage'],
      message: 'Only flat percentage coupons have a discount percentage',
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Delivery and bookings

export const ZDropoffNotes = atMost('Drop-off notes', 300);

export interface PartySizeLimits {
  minPax: number;
  maxPax: number;
}

export function partySizeProblem(pax: number, limits: PartySizeLimits): string | undefined {
  if (Number.isInteger(pax) && pax >= limits.minPax && pax <= limits.maxPax) return undefined;
  return `Bookings are for ${limits.minPax} to ${limits.maxPax} people`;
}

/**
 * Bookings can be made from today up to `numOfDaysInAdvance` days ahead. Both dates are calendar
 * dates in the store's timezone (yyyy-m-d), worked out by the caller, so this stays timezone-free.
 */
export function bookingDateProblem(
  bookedForIsoDate: string,
  todayIsoDate: string,
  numOfDaysInAdvance: number,
): string | undefined {
  if (!isIsoDate(bookedForIsoDate) || !isIsoDate(todayIsoDate)) return 'Choose a valid booking date';
  const daysAhead = differenceInCalendarDays(
    parseISO(toSortableIsoDate(bookedForIsoDate)),
    parseISO(toSortableIsoDate(todayIsoDate)),
  );
  if (daysAhead < 0) return 'Choose a date from today onwards';
  if (daysAhead > numOfDaysInAdvance) return `Bookings can be made up to ${numOfDaysInAdvance} days ahead`;
  return undefined;
}
