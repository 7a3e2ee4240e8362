import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../../src';
import { ZDocumentId, ZFirestoreId } from '../../src/common/common';
import { boundedRecord, unboundedInputs } from '../../src/common/inputBounds';

/**
 * Bounded input, as a class: every request schema the domain registers (`*_REQUEST_SCHEMAS` of each
 * capability) limits the length of every string and the size of every list and map it accepts. A new
 * schema is checked as soon as it is registered, and a `Z...Request` / `Z...Query` export that no
 * registry lists fails here too.
 */

type Schema = z.core.$ZodType;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const registries = Object.entries(domain).filter(([name]) => name.endsWith('_REQUEST_SCHEMAS')) as [
  string,
  Record<string, unknown>,
][];
const registered: [string, Schema][] = registries.flatMap(([registry, entries]) =>
  Object.entries(entries)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, schema]): [string, Schema] => [`${registry}.${name}`, schema]),
);

describe('request schemas of the domain', () => {
  it('are collected from every capability that has some', () => {
    expect(registries.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining([
        'COUPONS_REQUEST_SCHEMAS',
        'KITCHEN_REQUEST_SCHEMAS',
        'LOYALTY_REQUEST_SCHEMAS',
        'MENU_IMPORT_REQUEST_SCHEMAS',
        'MENU_REQUEST_SCHEMAS',
        'ONLINE_ORDERING_REQUEST_SCHEMAS',
        'ORDER_ACTION_REQUEST_SCHEMAS',
        'PAYMENTS_REQUEST_SCHEMAS',
        'STORES_REQUEST_SCHEMAS',
      ]),
    );
    expect(registered.length).toBeGreaterThan(20);
  });

  it('list every exported Z...Request and Z...Query', () => {
    const listed = new Set(registered.map(([, schema]) => schema));
    const unlisted = Object.entries(domain)
      .filter(([name, value]) => /^Z\w+(Request|Query)$/.test(name) && isSchema(value) && !listed.has(value))
      .map(([name]) => name);
    expect(unlisted).toEqual([]);
  });

  it.each(registered)('%s bounds every string, list and map', (_name, schema) => {
    expect(unboundedInputs(schema)).toEqual([]);
  });
});

describe('unboundedInputs', () => {
  it('names strings, lists and maps without a maximum, with their paths', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      tags: z.array(z.string().max(10)),
      notes: z.array(z.string()).max(3).optional(),
      byId: z.record(z.string(), z.number()),
      choice: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), text: z.string() }),
        z.object({ type: z.literal('b'), count: z.number() }),
      ]),
    });
    expect(unboundedInputs(schema)).toEqual([
      'name: text without a maximum length',
      'tags: a list without a maximum number of entries',
      'notes[]: text without a maximum length',
      'byId: a map without a maximum number of entries',
      'byId{key}: text without a maximum length',
      'choice<0>.text: text without a maximum length',
    ]);
  });

  it('accepts what is bounded', () => {
    const schema = z.object({
      code: z.string().length(4),
      email: z.email().max(254),
      when: z.iso.datetime().max(40),
      kind: z.enum(['a', 'b']),
      flags: z.record(z.enum(['x', 'y']), z.boolean()),
      counts: boundedRecord(z.string().max(20), z.number(), 10).default({}),
      tuple: z.tuple([z.string().max(2), z.number()]),
      both: z.intersection(z.object({ a: z.string().max(1) }), z.object({ b: z.number() })),
      piped: z.string().max(5).pipe(z.email()),
      preprocessed: z.preprocess((value) => value, z.string().max(5)),
      recursive: z.lazy(() => z.array(z.string().max(3)).max(2)),
      fixed: z.tuple([z.literal(1), z.null(), z.boolean(), z.date()]),
    });
    expect(unboundedInputs(schema)).toEqual([]);
  });

  it('names whatever accepts anything, and walks through wrappers', () => {
    const schema = z
      .object({
        loose: z.looseObject({ a: z.number() }),
        anything: z.unknown(),
        later: z.tuple([z.number()], z.string().max(1)),
        both: z.intersection(z.object({ a: z.string() }), z.object({})),
        wrapped: z.string().nullable().catch('').readonly(),
      })
      .strict();
    expect(unboundedInputs(schema)).toEqual([
      'loose.*: accepts unknown input of any size',
      'anything: accepts unknown input of any size',
      'later: a tuple with any number of further entries',
      'both.a: text without a maximum length',
      'wrapped: text without a maximum length',
    ]);
  });

  it('stops at a schema that contains itself', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const ZNode: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(ZNode).max(5) }),
    );
    expect(unboundedInputs(ZNode)).toEqual(['name: text without a maximum length']);
  });

  it('bounds a record by its number of entries', () => {
    const schema = boundedRecord(z.string().max(5), z.number(), 2, 'At most 2 sizes');
    // Refinements and wrappers copy the schema; it stays bounded.
    expect(unboundedInputs(schema.refine(() => true).optional())).toEqual([]);
    expect(schema.safeParse({ a: 1, b: 2 }).success).toBe(true);
    expect(schema.safeParse({ a: 1, b: 2, c: 3 }).error?.issues[0]?.message).toBe('At most 2 sizes');
  });
});

describe('ids, in bodies and in URLs', () => {
  it('refuse what Firestore cannot store as a document id', () => {
    for (const id of ['a/b', '/', '.', '..', '__x__', '____', 'x'.repeat(129), '']) {
      expect(ZFirestoreId.safeParse(id).success, JSON.stringify(id)).toBe(false);
      expect(ZDocumentId.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
    expect(ZDocumentId.safeParse('__x__').error?.issues[0]?.message).toBe('This is not a valid id');
    expect(ZDocumentId.safeParse('x'.repeat(300_000)).error?.issues).toHaveLength(1);
  });

  it('accept every id we make, and ids with dots or underscores inside', () => {
    for (const id of [
      'abc',
      'a.b',
      '...',
      '_x_',
      '__x',
      '__',
      'ord-0f8e',
      'x'.repeat(128),
      'phone:+61412345678',
    ]) {
      expect(ZFirestoreId.parse(id)).toBe(id);
      expect(ZDocumentId.parse(id)).toBe(id);
    }
  });

  it('trim in bodies only: a URL segment is taken as it is', () => {
    expect(ZDocumentId.parse(' abc ')).toBe('abc');
    expect(ZFirestoreId.parse(' abc ')).toBe(' abc ');
  });
});
