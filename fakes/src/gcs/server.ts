/**
 * The fake Cloud Storage: the JSON API subset the official client (`@google-cloud/storage`, which
 * firebase-admin wraps) calls for objects, in memory. Served both under `/storage/v1` (an
 * `apiEndpoint`) and at the root (what the client calls when `STORAGE_EMULATOR_HOST` is set):
 *   POST /upload/storage/v1/b/{bucket}/o?uploadType=media|multipart|resumable&name=   (resumable:
 *        one PUT to the session URI) with ifGenerationMatch
 *   GET  /b/{bucket}/o/{object}            metadata (object resource: size, md5Hash, crc32c, generation...)
 *   GET  /b/{bucket}/o/{object}?alt=media  bytes, with x-goog-hash and x-goog-generation
 *   DELETE /b/{bucket}/o/{object}          204 (ifGenerationMatch honoured)
 *   GET  /b/{bucket}/o?prefix=&delimiter=&maxResults=&pageToken=   list with prefixes and paging
 *   GET  /b/{bucket}, POST /b?project=     bucket metadata, create a bucket
 * Errors are Google's JSON error bodies (`{error: {code, message, errors: [{reason}]}}`), e.g. 404
 * "No such object: bucket/name". Controls: GET /_fake/health, POST /_fake/reset.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';
import { crc32c, GcsError, gcsErrors, md5, parseMultipart } from './wire';

export interface FakeGcsOptions {
  /** 0 picks a free port (tests). Default 12113. */
  port?: number;
  host?: string;
  /** Buckets that exist from the start. */
  buckets?: string[];
}

interface StoredObject {
  bytes: Buffer;
  resource: Record<string, unknown>;
}

export interface FakeGcs {
  url: string;
  port: number;
  /** Object names in a bucket. */
  objectNames(bucket: string): string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeGcs(options: FakeGcsOptions = {}): Promise<FakeGcs> {
  const host = options.host ?? '127.0.0.1';
  const buckets = new Map<string, { created: string; objects: Map<string, StoredObject> }>();
  const sessions = new Map<
    string,
    { bucket: string; name: string; metadata: Record<string, unknown>; ifGenerationMatch: string | null }
  >();
  let generation = Date.now() * 1000;
  let baseUrl = '';

  const createBucket = (name: string) => {
    if (!buckets.has(name)) buckets.set(name, { created: new Date().toISOString(), objects: new Map() });
  };
  for (const name of options.buckets ?? []) createBucket(name);

  function bucketOrThrow(name: string) {
    const bucket = buckets.get(name);
    if (!bucket) throw gcsErrors.noSuchBucket();
    return bucket;
  }

  function checkGeneration(existing: StoredObject | undefined, wanted: string | null) {
    if (wanted === null) return;
    const current = existing ? String(existing.resource.generation) : '0';
    if (current !== wanted) throw gcsErrors.preconditionFailed();
  }

  function store(
    bucketName: string,
    name: string,
    bytes: Buffer,
    metadata: Record<string, unknown>,
    ifGenerationMatch: string | null,
  ) {
    if (!name) throw gcsErrors.required('object name');
    const bucket = bucketOrThrow(bucketName);
    checkGeneration(bucket.objects.get(name), ifGenerationMatch);
    generation += 1;
    const now = new Date().toISOString();
    const encoded = encodeURIComponent(name);
    const resource: Record<string, unknown> = {
      kind: 'storage#object',
      id: `${bucketName}/${name}/${generation}`,
      selfLink: `${baseUrl}/storage/v1/b/${bucketName}/o/${encoded}`,
      mediaLink: `${baseUrl}/download/storage/v1/b/${bucketName}/o/${encoded}?generation=${generation}&alt=media`,
      name,
      bucket: bucketName,
      generation: String(generation),
      metageneration: '1',
      contentType:
        typeof metadata.contentType === 'string' ? metadata.contentType : 'application/octet-stream',
      storageClass: 'STANDARD',
      size: String(bytes.length),
      md5Hash: md5(bytes),
      crc32c: crc32c(bytes),
      etag: Buffer.from(String(generation)).toString('base64'),
      timeCreated: now,
      updated: now,
      timeStorageClassUpdated: now,
      ...(metadata.cacheControl ? { cacheControl: metadata.cacheControl } : {}),
      ...(metadata.metadata ? { metadata: metadata.metadata } : {}),
    };
    bucket.objects.set(name, { bytes, resource });
    return resource;
  }

  function list(bucketName: string, url: URL) {
    const bucket = bucketOrThrow(bucketName);
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const maxResults = Math.max(Number(url.searchParams.get('maxResults') ?? 1000) || 1000, 1);
    const pageToken = url.searchParams.get('pageToken') ?? '';
    const names = [...bucket.objects.keys()].filter((name) => name.startsWith(prefix)).sort();
    const items: Record<string, unknown>[] = [];
    const prefixes = new Set<string>();
    let nextPageToken: string | undefined;
    for (const name of names) {
      if (pageToken && name <= pageToken) continue;
      if (items.length + prefixes.size >= maxResults) {
        nextPageToken = items.length > 0 ? String(items.at(-1)?.name) : undefined;
        break;
      }
      const rest = name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      else items.push(bucket.objects.get(name)?.resource as Record<string, unknown>);
    }
    return {
      kind: 'storage#objects',
      ...(prefixes.size > 0 ? { prefixes: [...prefixes] } : {}),
      ...(items.length > 0 ? { items } : {}),
      ...(nextPageToken ? { nextPageToken } : {}),
    };
  }

  async function upload(request: IncomingMessage, response: ServerResponse, url: URL, bucketName: string) {
    const uploadType = url.searchParams.get('uploadType') ?? 'media';
    const ifGenerationMatch = url.searchParams.get('ifGenerationMatch');
    const body = await readBody(request);
    const contentType = request.headers['content-type'] ?? 'application/octet-stream';
    if (uploadType === 'media') {
      const name = url.searchParams.get('name') ?? '';
      sendJson(response, 200, store(bucketName, name, body, { contentType }, ifGenerationMatch));
      return;
    }
    if (uploadType === 'multipart') {
      const [metadataPart, mediaPart] = parseMultipart(body, contentType);
      if (!metadataPart || !mediaPart)
        throw gcsErrors.invalid('A multipart upload needs a metadata part and a media part');
      const metadata = JSON.parse(metadataPart.body.toString('utf8') || '{}') as Record<string, unknown>;
      const name = url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : '');
      const type = metadata.contentType ?? mediaPart.headers['content-type'];
      sendJson(
        response,
        200,
        store(bucketName, name, mediaPart.body, { ...metadata, contentType: type }, ifGenerationMatch),
      );
      return;
    }
    if (uploadType === 'resumable') {
      bucketOrThrow(bucketName);
      const metadata = body.length > 0 ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
      const name = url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : '');
      if (!name) throw gcsErrors.required('object name');
      const uploadId = randomUUID();
      sessions.set(uploadId, { bucket: bucketName, name, metadata, ifGenerationMatch });
      response.writeHead(200, {
        location: `${baseUrl}/upload/storage/v1/b/${bucketName}/o?uploadType=resumable&upload_id=${uploadId}`,
        'x-guploader-uploadid': uploadId,
      });
      response.end();
      return;
    }
    throw gcsErrors.invalid(`Unsupported uploadType ${uploadType}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = urlOf(request);
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/_fake/health') {
      sendJson(response, 200, { ok: true, service: 'gcs', buckets: [...buckets.keys()] });
      return;
    }
    if (method === 'POST' && url.pathname === '/_fake/reset') {
      api.reset();
      sendJson(response, 200, { reset: true });
      return;
    }
    try {
      const uploadMatch = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (uploadMatch && method === 'POST') {
        await upload(request, response, url, decodeURIComponent(uploadMatch[1] as string));
        return;
      }
      if (uploadMatch && method === 'PUT') {
        const session = sessions.get(url.searchParams.get('upload_id') ?? '');
        if (!session) throw new GcsError(404, 'notFound', 'No such upload session');
        const bytes = await readBody(request);
        sessions.delete(url.searchParams.get('upload_id') ?? '');
        const contentType = session.metadata.contentType ?? request.headers['content-type'];
        sendJson(
          response,
          200,
          store(
            session.bucket,
            session.name,
            bytes,
            { ...session.metadata, contentType },
            session.ifGenerationMatch,
          ),
        );
        return;
      }
      const path = url.pathname
        .replace(/^\/storage\/v1(?=\/)/, '')
        .replace(/^\/download\/storage\/v1(?=\/)/, '');
      if (method === 'POST' && path === '/b') {
        const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { name?: unknown };
        if (typeof body.name !== 'string' || !body.name) throw gcsErrors.required('bucket name');
        if (buckets.has(body.name)) throw gcsErrors.conflict();
        createBucket(body.name);
        sendJson(response, 200, { kind: 'storage#bucket', id: body.name, name: body.name });
        return;
      }
      const bucketOnly = /^\/b\/([^/]+)$/.exec(path);
      if (bucketOnly && method === 'GET') {
        const name = decodeURIComponent(bucketOnly[1] as string);
        const bucket = bucketOrThrow(name);
        sendJson(response, 200, {
          kind: 'storage#bucket',
          id: name,
          name,
          timeCreated: bucket.created,
          storageClass: 'STANDARD',
        });
        return;
      }
      const listMatch = /^\/b\/([^/]+)\/o$/.exec(path);
      if (listMatch && method === 'GET') {
        sendJson(response, 200, list(decodeURIComponent(listMatch[1] as string), url));
        return;
      }
      const objectMatch = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
      if (!objectMatch) throw new GcsError(404, 'notFound', `Not Found: ${method} ${url.pathname}`);
      const bucketName = decodeURIComponent(objectMatch[1] as string);
      const name = decodeURIComponent(objectMatch[2] as string);
      const bucket = bucketOrThrow(bucketName);
      const object = bucket.objects.get(name);
      if (method === 'DELETE') {
        if (!object) throw gcsErrors.noSuchObject(bucketName, name);
        checkGeneration(object, url.searchParams.get('ifGenerationMatch'));
        bucket.objects.delete(name);
        response.writeHead(204).end();
        return;
      }
      if (method !== 'GET')
        throw new GcsError(405, 'methodNotAllowed', `Method ${method} is not supported here`);
      if (!object) throw gcsErrors.noSuchObject(bucketName, name);
      if (url.searchParams.get('alt') === 'media') {
        response.writeHead(200, {
          'content-type': String(object.resource.contentType),
          'content-length': String(object.bytes.length),
          'x-goog-hash': `crc32c=${object.resource.crc32c},md5=${object.resource.md5Hash}`,
          'x-goog-generation': String(object.resource.generation),
          'x-goog-metageneration': '1',
          'x-goog-stored-content-length': String(object.bytes.length),
          'x-goog-stored-content-encoding': 'identity',
          etag: String(object.resource.etag),
        });
        response.end(object.bytes);
        return;
      }
      sendJson(response, 200, object.resource);
    } catch (error) {
      if (!(error instanceof GcsError)) throw error;
      sendJson(response, error.status, error.body());
    }
  }

  const server = await listen(handle, options.port ?? 12113, host);
  baseUrl = server.url;
  const api: FakeGcs = {
    url: server.url,
    port: server.port,
    objectNames: (bucket) => [...(buckets.get(bucket)?.objects.keys() ?? [])].sort(),
    reset() {
      for (const bucket of buckets.values()) bucket.objects.clear();
      sessions.clear();
    },
    close: () => server.close(),
  };
  return api;
}
