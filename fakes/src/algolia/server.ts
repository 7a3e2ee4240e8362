/**
 * The fake Algolia search server: the subset of Algolia's Search REST API (v1) the official
 * `algoliasearch` client calls for the product, on its own port:
 *   POST   /1/indexes/{index}/batch        addObject | updateObject | partialUpdateObject |
 *                                          partialUpdateObjectNoCreate | deleteObject | delete | clear
 *   PUT    /1/indexes/{index}/{objectID}    addOrUpdateObject;  GET / DELETE the same path
 *   POST   /1/indexes/{index}/{objectID}/partial
 *   PUT    /1/indexes/{index}/settings      GET the same path
 *   POST   /1/indexes/{index}/query         searchSingleIndex
 *   POST   /1/indexes/*\/queries             search (several indices at once)
 *   POST   /1/indexes/{index}/clear,  DELETE /1/indexes/{index}
 *   GET    /1/indexes/{index}/task/{taskID} (every task is published at once: writes apply in order)
 * Authentication as Algolia's: `x-algolia-application-id` and `x-algolia-api-key` headers or the same
 * query parameters. The admin key may do everything, the search-only key only search, and a secured
 * key (base64 of HMAC-SHA256(parent search key, params) in hex + params) only search, with its
 * `filters` always applied, `restrictIndices` and `validUntil` enforced. Errors as Algolia answers
 * them: `{"message": …, "status": …}` with 400, 403 or 404.
 * Test controls: GET /_fake/health, GET /_fake/indexes (every index's records), POST /_fake/reset.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listen, readBody, sendJson, urlOf } from '../shared/http';
import {
  AlgoliaError,
  type AlgoliaRecord,
  compileFilters,
  type FakeIndex,
  type IndexSettings,
  type SearchParams,
  searchIndex,
} from './engine';
import type { Filter } from './filters';

export const FAKE_ALGOLIA_DEFAULT_PORT = 12141;

export interface FakeAlgoliaOptions {
  port?: number;
  host?: string;
  appId: string;
  adminApiKey: string;
  searchApiKey: string;
  /** Keeps the indices in this JSON file across restarts (npm start); tests start empty. */
  persistPath?: string;
}

export interface FakeAlgolia {
  url: string;
  port: number;
  /** The records of an index, in insertion order (tests read what the triggers wrote). */
  records(indexName: string): AlgoliaRecord[];
  reset(): void;
  close(): Promise<void>;
}

interface Caller {
  kind: 'admin' | 'search' | 'secured';
  restriction?: Filter;
  restrictIndices?: string[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-user-id',
  'access-control-max-age': '86400',
};

function fail(status: number, message: string): never {
  throw new AlgoliaError(status, message);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Decodes and checks a secured key against the parent search key; undefined when it is not one. */
function securedCaller(apiKey: string, parentKey: string): Caller | undefined {
  let decoded: string;
  try {
    decoded = Buffer.from(apiKey, 'base64').toString('utf8');
  } catch {
    return undefined;
  }
  if (decoded.length < 64 || !/^[0-9a-f]{64}/.test(decoded)) return undefined;
  const mac = decoded.slice(0, 64);
  const params = decoded.slice(64);
  const expected = createHmac('sha256', parentKey).update(params).digest('hex');
  if (!sameSecret(mac, expected)) return undefined;
  const restrictions = new URLSearchParams(params);
  const validUntil = restrictions.get('validUntil');
  if (validUntil !== null && Number(validUntil) * 1000 < Date.now())
    fail(403, 'The validity of the API key has expired');
  const filters = restrictions.get('filters');
  const restrictIndices = restrictions.get('restrictIndices');
  const caller: Caller = { kind: 'secured' };
  const restriction = filters ? compileFilters(filters) : undefined;
  if (restriction) caller.restriction = restriction;
  if (restrictIndices) caller.restrictIndices = restrictIndices.split(',').map((name) => name.trim());
  return caller;
}

function indexAllowed(caller: Caller, indexName: string): boolean {
  if (!caller.restrictIndices) return true;
  return caller.restrictIndices.some((pattern) =>
    pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : pattern === indexName,
  );
}

export async function startFakeAlgolia(options: FakeAlgoliaOptions): Promise<FakeAlgolia> {
  const indices = new Map<string, FakeIndex>();
  let taskId = 1000;

  if (options.persistPath && existsSync(options.persistPath)) {
    const saved = JSON.parse(readFileSync(options.persistPath, 'utf8')) as Record<
      string,
      { records: AlgoliaRecord[]; settings: IndexSettings; updatedAt: string }
    >;
    for (const [name, index] of Object.entries(saved))
      indices.set(name, {
        records: new Map(index.records.map((record) => [record.objectID, record])),
        settings: index.settings,
        updatedAt: index.updatedAt,
      });
  }
  const persist = () => {
    if (!options.persistPath) return;
    const out: Record<string, unknown> = {};
    for (const [name, index] of indices)
      out[name] = {
        records: [...index.records.values()],
        settings: index.settings,
        updatedAt: index.updatedAt,
      };
    writeFileSync(options.persistPath, JSON.stringify(out));
  };

  const indexFor = (name: string, create: boolean): FakeIndex | undefined => {
    let index = indices.get(name);
    if (!index && create) {
      index = { records: new Map(), settings: {}, updatedAt: new Date().toISOString() };
      indices.set(name, index);
    }
    return index;
  };
  const touched = (index: FakeIndex) => {
    index.updatedAt = new Date().toISOString();
    taskId += 1;
    persist();
    return { taskID: taskId, updatedAt: index.updatedAt };
  };

  const authenticate = (request: IncomingMessage, url: URL): Caller => {
    const header = (name: string) => {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? url.searchParams.get(name) ?? '';
    };
    const appId = header('x-algolia-application-id');
    const apiKey = header('x-algolia-api-key');
    if (!appId || !apiKey || appId !== options.appId) fail(403, 'Invalid Application-ID or API key');
    if (sameSecret(apiKey, options.adminApiKey)) return { kind: 'admin' };
    if (sameSecret(apiKey, options.searchApiKey)) return { kind: 'search' };
    const secured = securedCaller(apiKey, options.searchApiKey);
    if (secured) return secured;
    return fail(403, 'Invalid Application-ID or API key');
  };

  const requireWrite = (caller: Caller) => {
    if (caller.kind !== 'admin') fail(403, 'Method not allowed with this API key');
  };
  const requireIndex = (caller: Caller, name: string) => {
    if (!indexAllowed(caller, name)) fail(403, 'Index not allowed with this API key');
  };

  const parseJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    let raw = await readBody(request);
    if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
    if (raw.length === 0) return {};
    try {
      const body = JSON.parse(raw.toString('utf8')) as unknown;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        fail(400, 'Invalid JSON: expected an object');
      return body as Record<string, unknown>;
    } catch (error) {
      if (error instanceof AlgoliaError) throw error;
      return fail(400, 'Invalid JSON');
    }
  };

  /** A search body: v5's JSON parameters, or the legacy `params` query string, or both. */
  const searchParamsOf = (body: Record<string, unknown>): SearchParams => {
    const params: Record<string, unknown> = { ...body };
    if (typeof body.params === 'string') {
      for (const [key, value] of new URLSearchParams(body.params)) {
        try {
          params[key] = ['facets', 'facetFilters', 'attributesToRetrieve', 'hitsPerPage', 'page'].includes(
            key,
          )
            ? JSON.parse(value)
            : value;
        } catch {
          params[key] = value;
        }
      }
    }
    delete params.params;
    return params as SearchParams;
  };

  const search = (caller: Caller, indexName: string, body: Record<string, unknown>) => {
    requireIndex(caller, indexName);
    const index = indexFor(indexName, false);
    if (!index) fail(404, 'Index does not exist');
    return searchIndex(indexName, index, searchParamsOf(body), caller.restriction);
  };

  const applyWrite = (index: FakeIndex, action: string, body: Record<string, unknown>) => {
    const objectID =
      typeof body.objectID === 'string' || typeof body.objectID === 'number' ? String(body.objectID) : '';
    switch (action) {
      case 'addObject':
      case 'updateObject': {
        if (!objectID) fail(400, 'objectID is required');
        index.records.set(objectID, { ...body, objectID });
        return objectID;
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        if (!objectID) fail(400, 'objectID is required');
        const existing = index.records.get(objectID);
        if (!existing && action === 'partialUpdateObjectNoCreate') return objectID;
        index.records.set(objectID, { ...(existing ?? {}), ...body, objectID });
        return objectID;
      }
      case 'deleteObject':
        if (!objectID) fail(400, 'objectID is required');
        index.records.delete(objectID);
        return objectID;
      case 'clear':
        index.records.clear();
        return undefined;
      default:
        return fail(400, `Invalid action: ${action}`);
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    const send = (status: number, body: unknown) => sendJson(response, status, body, CORS);
    if (url.pathname === '/_fake/health') return send(200, { ok: true });
    if (url.pathname === '/_fake/reset' && method === 'POST') {
      indices.clear();
      persist();
      return send(200, { ok: true });
    }
    if (url.pathname === '/_fake/indexes') {
      const out: Record<string, AlgoliaRecord[]> = {};
      for (const [name, index] of indices) out[name] = [...index.records.values()];
      return send(200, out);
    }
    try {
      const caller = authenticate(request, url);
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts[0] !== '1' || parts[1] !== 'indexes') fail(404, 'Not found');
      const indexName = parts[2] ?? '';
      const rest = parts.slice(3);

      if (indexName === '*' && rest[0] === 'queries' && method === 'POST') {
        const body = await parseJson(request);
        const requests = Array.isArray(body.requests) ? (body.requests as Record<string, unknown>[]) : [];
        if (requests.length === 0) fail(400, 'requests is required');
        const results = requests.map((each) => {
          const { indexName: name, ...params } = each;
          if (typeof name !== 'string') fail(400, 'indexName is required');
          return search(caller, name, params);
        });
        return send(200, { results });
      }
      if (!indexName) fail(404, 'Not found');

      if (rest[0] === 'query' && method === 'POST')
        return send(200, search(caller, indexName, await parseJson(request)));

      if (rest[0] === 'task' && method === 'GET') {
        requireIndex(caller, indexName);
        return send(200, { status: 'published', pendingTask: false });
      }

      if (rest[0] === 'settings') {
        if (method === 'GET') {
          requireIndex(caller, indexName);
          const index = indexFor(indexName, false);
          if (!index) fail(404, 'Index does not exist');
          return send(200, index.settings);
        }
        if (method === 'PUT') {
          requireWrite(caller);
          const body = await parseJson(request);
          const index = indexFor(indexName, true) as FakeIndex;
          index.settings = { ...index.settings, ...body } as IndexSettings;
          return send(200, touched(index));
        }
      }

      // Writes below this point.
      requireWrite(caller);
      if (rest.length === 0 && method === 'DELETE') {
        indices.delete(indexName);
        taskId += 1;
        persist();
        return send(200, { taskID: taskId, deletedAt: new Date().toISOString() });
      }
      if (rest[0] === 'clear' && method === 'POST') {
        const index = indexFor(indexName, true) as FakeIndex;
        index.records.clear();
        return send(200, touched(index));
      }
      if (rest[0] === 'batch' && method === 'POST') {
        const body = await parseJson(request);
        if (!Array.isArray(body.requests)) fail(400, 'requests is required');
        const requests = body.requests as { action?: unknown; body?: unknown }[];
        if (requests.length > 10_000) fail(400, 'Too many requests in one batch');
        const index = indexFor(indexName, true) as FakeIndex;
        // Checked first, applied after: a batch with one bad request changes nothing.
        for (const each of requests) {
          if (typeof each?.action !== 'string') fail(400, 'action is required');
          if (each.action !== 'clear' && (!each.body || typeof each.body !== 'object'))
            fail(400, 'body is required');
        }
        const objectIDs: string[] = [];
        const before = new Map(index.records);
        try {
          for (const each of requests) {
            const id = applyWrite(index, each.action as string, (each.body ?? {}) as Record<string, unknown>);
            if (id) objectIDs.push(id);
          }
        } catch (error) {
          index.records = before;
          throw error;
        }
        return send(200, { ...touched(index), objectIDs });
      }
      const objectID = rest[0];
      if (objectID && rest.length === 1) {
        if (method === 'PUT') {
          const body = await parseJson(request);
          const index = indexFor(indexName, true) as FakeIndex;
          applyWrite(index, 'updateObject', { ...body, objectID });
          return send(200, { ...touched(index), objectID });
        }
        if (method === 'DELETE') {
          const index = indexFor(indexName, true) as FakeIndex;
          index.records.delete(objectID);
          return send(200, { ...touched(index), deletedAt: index.updatedAt });
        }
        if (method === 'GET') {
          const record = indexFor(indexName, false)?.records.get(objectID);
          if (!record) fail(404, 'ObjectID does not exist');
          return send(200, record);
        }
      }
      if (objectID && rest[1] === 'partial' && method === 'POST') {
        const body = await parseJson(request);
        const createIfNotExists = url.searchParams.get('createIfNotExists') !== 'false';
        const index = indexFor(indexName, true) as FakeIndex;
        applyWrite(index, createIfNotExists ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate', {
          ...body,
          objectID,
        });
        return send(200, { ...touched(index), objectID });
      }
      fail(404, 'Not found');
    } catch (error) {
      if (error instanceof AlgoliaError)
        return send(error.status, { message: error.message, status: error.status });
      throw error;
    }
  };

  const listening = await listen(
    handle,
    options.port ?? FAKE_ALGOLIA_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  return {
    url: listening.url,
    port: listening.port,
    records: (name) => [...(indices.get(name)?.records.values() ?? [])],
    reset: () => indices.clear(),
    close: listening.close,
  };
}
