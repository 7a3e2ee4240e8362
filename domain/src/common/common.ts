/**
 * Building blocks that many entity schemas share. Money is always integer cents; instants are UTC ISO
 * strings ("2025-03-01T09:30:00.000Z"), as the spec's `...IsoDateTimeUtc` field names say.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from '../money/money';
import { COLLECTION_TYPES, COUNTRY_CODES, type CollectionType } from './constants';
import { INPUT_LIMITS, tooLong } from './inputBounds';

/** The app shape of a stored document: its fields plus the document id. */
export type WithId<T> = T & { id: string };

/**
 * What Firestore can store as a document id, and so what we accept as any id: 1 to 128 characters
 * (Firestore allows 1,500 bytes; ours are far shorter), no '/', not '.' or '..', not '__anything__'.
 */
export const FIRESTORE_ID_PATTERN = /^(?!\.\.?$)(?!__[\s\S]*__$)[^/]{1,128}$/;
const ID_MESSAGE = 'This is not a valid id';

export function isFirestoreId(text: string): boolean {
  return FIRESTORE_ID_PATTERN.test(text);
}

/** An id as it arrives in a URL: checked, never changed (trimming would name another document). */
export const ZFirestoreId = z
  .string()
  .max(INPUT_LIMITS.id, tooLong(ID_MESSAGE))
  .regex(FIRESTORE_ID_PATTERN, ID_MESSAGE);

/** An id in a request body or a document: trimmed, then the same rule as `ZFirestoreId`. */
export const ZDocumentId = z
  .string()
  .trim()
  .min(1, 'Missing id')
  .max(INPUT_LIMITS.id, tooLong(`Ids are at most ${INPUT_LIMITS.id} characters`))
  .regex(FIRESTORE_ID_PATTERN, ID_MESSAGE);

export const ZCents = z
  .number({ error: 'Enter an amount in cents' })
  .int('Amounts must be a whole number of cents');
export const ZNonNegativeCents = ZCents.min(0, 'Amounts cannot be negative');

export const ZPercentage = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'Percentages must be from 0 to 100')
  .max(100, 'Percentages must be from 0 to 100');

export const ZIsoDateTimeUtc = z.iso
  .datetime({ error: 'Expected a UTC date and time like 2025-03-01T09:30:00Z' })
  .max(INPUT_LIMITS.shortText, 'Expected a UTC date and time like 2025-03-01T09:30:00Z');
/** A local date and time with its UTC offset ("2025-03-01T20:30:00+11:00"), as the customer saw it. */
export const ZIsoDateTimeWithOffset = z.iso
  .datetime({ offset: true, error: 'Expected a date and time like 2025-03-01T20:30:00+11:00' })
  .max(INPUT_LIMITS.shortText, 'Expected a date and time like 2025-03-01T20:30:00+11:00');

/** An IANA timezone name that this runtime knows ("Australia/Sydney"). */
export const ZTimezone = z
  .string()
  .max(INPUT_LIMITS.shortText, tooLong('Choose a valid timezone, like Australia/Sydney'))
  .refine(isKnownTimezone, 'Choose a valid timezone, like Australia/Sydney');

function isKnownTimezone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZCountry = z.object({
  code: z.enum(COUNTRY_CODES, { error: 'Choose a supported country' }),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the country name')
    .max(INPUT_LIMITS.name, `Country name must be at most ${INPUT_LIMITS.name} characters`),
});
export type Country = z.infer<typeof ZCountry>;

export const ZCurrency = z.object({
  code: z.enum(CURRENCY_CODES, { error: 'Choose a supported currency' }),
  symbol: z.string().min(1).max(3),
});
export type Currency = z.infer<typeof ZCurrency>;

/** A stored file's path (Cloud Storage allows 1,024 bytes). */
const ZStoragePath = (what: string) =>
  z
    .string()
    .min(1, `Missing ${what} path`)
    .max(INPUT_LIMITS.storagePath, `The ${what} path is at most ${INPUT_LIMITS.storagePath} characters`);

export const ZImage = z.object({ id: ZDocumentId, path: ZStoragePath('image') });
export type Image = z.infer<typeof ZImage>;

export const ZVideo = z.object({
  id: ZDocumentId,
  name: z
    .string()
    .trim()
    .min(1, 'Enter a video name')
    .max(INPUT_LIMITS.name, `Video name must be at most ${INPUT_LIMITS.name} characters`),
  path: ZStoragePath('video'),
});
export type Video = z.infer<typeof ZVideo>;

/**
 * Which ordering systems show a category or item. The POS and the storefront show everything unless
 * switched off; the marketplace shows nothing until the owner connects it and chooses what to list.
 */
export const ZApplicableOrderingSystem = z.object({
  pos: z.boolean().default(true),
  online: z.boolean().default(true),
  uberEats: z.boolean().default(false),
});
export type ApplicableOrderingSystem = z.infer<typeof ZApplicableOrderingSystem>;

/** An object with one entry per collection type: `{ pickup, delivery, dineIn }`. */
export function perCollectionType<T extends z.ZodType>(entry: T) {
  const shape = Object.fromEntries(COLLECTION_TYPES.map((type) => [type, entry])) as Record<
    CollectionType,
    T
  >;
  return z.object(shape);
}
