/**
 * A zod-free description of a schema's output shape, and a reader that fills defaults in from it.
 *
 * The storefront must not ship zod (~25 kB gzipped) on its menu route, yet it reads documents that
 * leave defaulted fields out (compact.ts) and expects them back exactly as `Schema.parse` gives them.
 * `describeShape` (describeShape.ts, uses zod) turns a schema into a `ShapeNode`; the result is
 * checked in as plain data (publishedShapes.generated.ts, kept equal to the schemas by a test), and
 * `readWithShape` walks a value with it here without zod.
 *
 * This is a reader for data our own server wrote from parsed values, not a validator: it checks
 * structure and primitive types, literals and enums, and throws `ShapeMismatchError` on anything
 * else (unknown keys, missing required fields, wrong types), so a caller can fall back to the real
 * schema. Refinements (lengths, ranges, formats) are not checked, and transforms (`.trim()`, the
 * holiday date's sortable form) are taken as already applied, which holds for parsed data.
 */

export type ShapeLiteral = string | number | boolean | null;

export type ShapeNode =
  | 'string'
  | 'number'
  | 'boolean'
  /** Anything, taken as is. */
  | 'unknown'
  /** One of these exact values (a literal, a union of literals, an enum). */
  | { oneOf: ShapeLiteral[] }
  | { object: { [key: string]: ShapeNode } }
  | { array: ShapeNode }
  /** An object used as a map: any string keys, every value of this shape. */
  | { record: ShapeNode }
  /** Absent (undefined) reads as this value, as given (zod does not parse defaults). */
  | { default: unknown; of: ShapeNode }
  | { optional: ShapeNode }
  | { nullable: ShapeNode }
  /** A discriminated union: `options[value[discriminator]]`. */
  | { discriminator: string; options: { [tag: string]: ShapeNode } };

/** The value does not have the shape: the caller should fall back to the full schema. */
export class ShapeMismatchError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`${path || 'value'}: ${problem}`);
    this.name = 'ShapeMismatchError';
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fresh copy of a JSON-like default, so no two read values share (and could mutate) one object. */
function copyOf<T>(value: T): T {
  return value === null || typeof value !== 'object' ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * `value` read with `node`: defaults filled in, optional fields absent when absent. Throws
 * `ShapeMismatchError` where the value does not fit.
 */
export function readWithShape(node: ShapeNode, value: unknown, path = ''): unknown {
  if (typeof node === 'string') {
    if (node !== 'unknown' && typeof value !== node)
      throw new ShapeMismatchError(path, `expected a ${node}, got ${describe(value)}`);
    return value;
  }
  if ('default' in node)
    return value === undefined ? copyOf(node.default) : readWithShape(node.of, value, path);
  if ('optional' in node) return value === undefined ? undefined : readWithShape(node.optional, value, path);
  if ('nullable' in node) return value === null ? null : readWithShape(node.nullable, value, path);
  if ('oneOf' in node) {
    if (!node.oneOf.includes(value as ShapeLiteral))
      throw new ShapeMismatchError(
        path,
        `expected one of ${JSON.stringify(node.oneOf)}, got ${describe(value)}`,
      );
    return value;
  }
  if ('array' in node) {
    if (!Array.isArray(value))
      throw new ShapeMismatchError(path, `expected an array, got ${describe(value)}`);
    return value.map((entry, index) => readWithShape(node.array, entry, `${path}[${index}]`));
  }
  if (!isPlainObject(value)) throw new ShapeMismatchError(path, `expected an object, got ${describe(value)}`);
  if ('record' in node) {
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value))
      result[key] = readWithShape(node.record, entry, `${path}.${key}`);
    return result;
  }
  if ('discriminator' in node) {
    const tag = value[node.discriminator];
    const option =
      typeof tag === 'string' && Object.hasOwn(node.options, tag) ? node.options[tag] : undefined;
    if (!option)
      throw new ShapeMismatchError(`${path}.${node.discriminator}`, `unknown kind ${describe(tag)}`);
    return readWithShape(option, value, path);
  }
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(node.object, key)) throw new ShapeMismatchError(`${path}.${key}`, 'unexpected field');
  }
  for (const [key, field] of Object.entries(node.object)) {
    const read = readWithShape(field, value[key], `${path}.${key}`);
    if (read !== undefined) result[key] = read;
  }
  return result;
}
