import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as domain from '@resto/domain';
import { unboundedInputs } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_REQUEST_SCHEMAS } from '../src/http/requestSchemas';

/**
 * Bounded input, for the whole API (no emulators needed): every schema a route parses a request with
 * is registered (the API's own in src/http/requestSchemas.ts, the domain's in each capability's
 * `*_REQUEST_SCHEMAS`), and every string in them has a maximum length and every list and map a
 * maximum size. The registration is checked by reading the routes' source: a `.parse(req.body)`,
 * `.parse(req.query)` or `.parse(body)` with a schema nobody registered fails here.
 */

type Schema = Parameters<typeof unboundedInputs>[0];

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const domainRegistries = Object.entries(domain).filter(([name]) => name.endsWith('_REQUEST_SCHEMAS')) as [
  string,
  Record<string, unknown>,
][];

const allSchemas: [string, Schema][] = [
  ...Object.entries(ROUTE_REQUEST_SCHEMAS).map(([name, schema]): [string, Schema] => [name, schema]),
  ...domainRegistries.flatMap(([registry, entries]) =>
    Object.entries(entries)
      .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
      .map(([name, schema]): [string, Schema] => [`${registry}.${name}`, schema]),
  ),
];

/** Names a route may parse a request with: registered schemas, and the registries themselves. */
const registeredNames = new Set<string>([
  ...Object.keys(ROUTE_REQUEST_SCHEMAS),
  ...domainRegistries.flatMap(([registry, entries]) => [registry, ...Object.keys(entries)]),
]);
const registeredSchemas = new Set(allSchemas.map(([, schema]) => schema));

/**
 * Local names routes give a registered schema (the device routes take their body schemas as
 * configuration): each must stand for registered schemas only.
 */
const LOCAL_NAMES: Record<string, readonly string[]> = {
  createBody: ['ZCreateDeviceRequest', 'ZCreatePrinterRequest'],
  updateBody: ['ZUpdateDeviceRequest', 'ZCreatePrinterRequest', 'ZUpdatePosTerminalRequest'],
};

const SRC = join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `Schema.parse(req.body)`, `REGISTRY[id].parse(body)`, `Schema.pick({...}).parse(req.query)`... */
const PARSE_CALL =
  /([A-Za-z_$][\w$]*)((?:\.(?!(?:safeParse|parse)\()[A-Za-z_$][\w$]*(?:\([^()]*\))?|\[[^\]\n]*\])*)\.(?:safeParse|parse)\((?=([^()]*))/g;
const REQUEST_CONTENT = /\breq\.(body|query)\b|^\s*(body|raw)\b/;

function requestParses(): { file: string; root: string; call: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(PARSE_CALL)]
      .filter((match) => REQUEST_CONTENT.test(match[3] ?? ''))
      .map((match) => ({
        file: relative(SRC, file),
        root: match[1] ?? '',
        call: `${match[0]}${match[3] ?? ''})`,
      }));
  });
}

describe('every request schema of the API', () => {
  it('is registered, as the routes parse requests', () => {
    const parses = requestParses();
    // The scan itself works: it finds the order placement and the settings save.
    expect(parses.map((parse) => parse.root)).toEqual(
      expect.arrayContaining([
        'ZPlaceOrderRequest',
        'STORE_SETTINGS_SCHEMAS',
        'ORDER_ACTION_REQUEST_SCHEMAS',
      ]),
    );
    const unregistered = parses.filter(({ root }) => {
      if (registeredNames.has(root)) return false;
      if (LOCAL_NAMES[root]) return !LOCAL_NAMES[root].every((name) => registeredNames.has(name));
      // A domain registry of its own (STORE_SETTINGS_SCHEMAS): every schema in it must be registered.
      const value = (domain as Record<string, unknown>)[root];
      if (typeof value === 'object' && value !== null && !isSchema(value))
        return !Object.values(value).every((schema) => registeredSchemas.has(schema as Schema));
      return true;
    });
    expect(unregistered.map(({ file, call }) => `${file}: ${call}`)).toEqual([]);
  });

  it.each(allSchemas)('%s bounds every string, list and map', (_name, schema) => {
    expect(unboundedInputs(schema)).toEqual([]);
  });
});
