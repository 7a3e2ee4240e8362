/**
 * Bounded input: every string a request carries has a maximum length and every list (and map) a
 * maximum number of entries, so no request can make the server store, parse, price or print an
 * unbounded amount of text. `unboundedInputs` walks a zod 4 schema and names every part that does not
 * say how large it may be; the request-schema tests run it over every registry of request schemas
 * (`*_REQUEST_SCHEMAS` of each capability, and the API's own), so a new schema is checked as soon as
 * it is registered.
 *
 * The sizes themselves are here too, so forms, schemas and the server agree on them.
 */
import { z } from 'zod';

/** The usual limits for text nobody specified more precisely (SPEC.md section 5 where it does). */
export const INPUT_LIMITS = {
  /** Firestore document ids: at most 1,500 bytes there; ours are far shorter. */
  id: 128,
  /** People, stores, payment methods, areas... */
  name: 100,
  /** Coupon codes, postcodes, short codes. */
  code: 50,
  /** A comment or note someone types. */
  note: 500,
  /** One line of an address ("12 Example Street, Sydney NSW 2000"). */
  addressLine: 200,
  /** A stored file's path (Cloud Storage allows 1,024 bytes). */
  storagePath: 1024,
  /** Links (browsers handle about 2,000 characters everywhere). */
  url: 2000,
  /** Longer free text (descriptions, page text). */
  freeText: 2000,
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  /** Search boxes. */
  search: 100,
  /** ISO dates and times, timezones, coordinates and similar machine text. */
  shortText: 64,
  /** Lists of ids an admin picks from (stores, stations, pizzas...). */
  idList: 200,
} as const;

/**
 * Params for `.max(n, ...)` that also stop the checks after it: text over its limit is refused with
 * one message, before any pattern or refinement reads it.
 */
export function tooLong(message: string) {
  return { message, abort: true } as const;
}

/**
 * The checks `boundedRecord` adds (zod has no entry-count check of its own). Checks, not schemas, are
 * remembered: `.refine()`, `.optional()` and the like copy a schema but keep its checks.
 */
const ENTRY_LIMIT_CHECKS = new WeakSet<object>();

/**
 * `z.record(key, value)` with at most `maxEntries` entries. The key must be bounded too (a bounded
 * string or an enum); use this instead of `z.record` in anything a request carries.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(
  key: K,
  value: V,
  maxEntries: number,
  message = `At most ${maxEntries} entries`,
) {
  const schema = z.record(key, value).refine((record) => Object.keys(record).length <= maxEntries, message);
  const check = defOf(schema).checks?.at(-1);
  if (check) ENTRY_LIMIT_CHECKS.add(check);
  return schema;
}

/** The parts of zod 4's internal definition (`schema._zod.def`) this walk reads. */
interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  getter?: () => z.core.$ZodType;
}

function defOf(schema: z.core.$ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** A maximum length or size among the checks (`.max(n)`, `.length(n)`). */
function hasMaximum(def: ZodDef): boolean {
  return (def.checks ?? []).some((check) =>
    ['max_length', 'length_equals', 'max_size', 'size_equals'].includes(check._zod.def.check),
  );
}

/** Kinds with a fixed size whatever the input: nothing to bound. */
const FIXED_SIZE = new Set([
  'number',
  'int',
  'boolean',
  'bigint',
  'date',
  'enum',
  'literal',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'symbol',
]);

/** Wrappers that accept what their inner schema accepts (plus undefined, null, a default...). */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/**
 * Every part of `schema` that accepts input of unbounded size, as `path: what` ("customer.name: text
 * without a maximum length"). Empty when every string has a maximum length, every array a maximum
 * number of entries and every record a bounded key and entry count. Anything that accepts any value
 * (`z.unknown()`, `z.any()`, a catch-all on an object, a bare transform) is unbounded too.
 */
export function unboundedInputs(schema: z.core.$ZodType, path = '', ancestors = new Set<object>()): string[] {
  if (ancestors.has(schema)) return [];
  const def = defOf(schema);
  const at = path === '' ? '(root)' : path;
  const walk = (inner: z.core.$ZodType | undefined, innerPath: string): string[] =>
    inner ? unboundedInputs(inner, innerPath, new Set([...ancestors, schema])) : [];
  if (FIXED_SIZE.has(def.type)) return [];
  if (WRAPPERS.has(def.type)) return walk(def.innerType, path);
  switch (def.type) {
    case 'string':
      return hasMaximum(def) ? [] : [`${at}: text without a maximum length`];
    case 'array':
    case 'set': {
      const own = hasMaximum(def) ? [] : [`${at}: a list without a maximum number of entries`];
      return [...own, ...walk(def.element ?? def.valueType, `${path}[]`)];
    }
    case 'tuple': {
      const items = (def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`));
      const rest = def.rest ? [`${at}: a tuple with any number of further entries`] : [];
      return [...items, ...rest];
    }
    case 'record': {
      const key = def.keyType ? defOf(def.keyType) : undefined;
      const fixedKeys = key !== undefined && (key.type === 'enum' || key.type === 'literal');
      const limited = (def.checks ?? []).some((check) => ENTRY_LIMIT_CHECKS.has(check));
      const own = fixedKeys || limited ? [] : [`${at}: a map without a maximum number of entries`];
      return [...own, ...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    }
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        walk(field, path === '' ? key : `${path}.${key}`),
      );
      const catchall =
        def.catchall && defOf(def.catchall).type !== 'never' ? walk(def.catchall, `${path}.*`) : [];
      return [...fields, ...catchall];
    }
    case 'union':
      return (def.options ?? []).flatMap((option, index) => walk(option, `${path}<${index}>`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe': {
      // The input meets `in` first; a preprocess (`in` a transform) leaves the bounding to `out`.
      const input = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return walk(input, path);
    }
    case 'lazy':
      return walk(def.getter?.(), path);
    default:
      // unknown, any, custom, transform, map, promise, function, file, template_literal...
      return [`${at}: accepts ${def.type} input of any size`];
  }
}
