import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32c, type FakeGcs, startFakeGcs } from '../src/gcs';

let fake: FakeGcs;
const BUCKET = 'demo-bucket';

async function call(method: string, path: string, init: { body?: Buffer | string; type?: string } = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    ...(init.body !== undefined
      ? { body: init.body, headers: { 'content-type': init.type ?? 'application/octet-stream' } }
      : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: isJson ? (JSON.parse(bytes.toString()) as Record<string, unknown>) : undefined,
  };
}

const mediaUpload = (name: string, body: string, type = 'text/plain') =>
  call('POST', `/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`, {
    body,
    type,
  });

beforeAll(async () => {
  fake = await startFakeGcs({ port: 0, buckets: [BUCKET] });
});
afterAll(async () => {
  await fake?.close();
});

describe('fake Cloud Storage JSON API', () => {
  it('computes CRC32C as Cloud Storage does', () => {
    // The CRC-32C check value of "123456789" is 0xE3069283.
    expect(Buffer.from(crc32c(Buffer.from('123456789')), 'base64').toString('hex')).toBe('e3069283');
  });

  it('media upload, metadata, download with hashes, under /storage/v1 and at the root', async () => {
    const uploaded = await mediaUpload('images/r1/a b.txt', 'hello');
    expect(uploaded.status).toBe(200);
    expect(uploaded.json).toMatchObject({
      kind: 'storage#object',
      name: 'images/r1/a b.txt',
      bucket: BUCKET,
      size: '5',
      contentType: 'text/plain',
      md5Hash: 'XUFAKrxLKna5cZ2REBfFkg==',
    });
    for (const prefix of ['/storage/v1', '']) {
      const meta = await call('GET', `${prefix}/b/${BUCKET}/o/${encodeURIComponent('images/r1/a b.txt')}`);
      expect(meta.json?.generation).toBe(uploaded.json?.generation);
      const media = await call(
        'GET',
        `${prefix}/b/${BUCKET}/o/${encodeURIComponent('images/r1/a b.txt')}?alt=media`,
      );
      expect(media.bytes.toString()).toBe('hello');
      expect(media.headers.get('x-goog-hash')).toBe(
        `crc32c=${uploaded.json?.crc32c},md5=XUFAKrxLKna5cZ2REBfFkg==`,
      );
    }
  });

  it('multipart upload keeps the metadata part', async () => {
    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name: 'images/r1/pic', contentType: 'image/png', metadata: { by: 'test' } })}\r\n`,
      ),
      Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const uploaded = await call('POST', `/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      body,
      type: `multipart/related; boundary=${boundary}`,
    });
    expect(uploaded.json).toMatchObject({
      name: 'images/r1/pic',
      contentType: 'image/png',
      size: '6',
      metadata: { by: 'test' },
    });
    const media = await call('GET', `/b/${BUCKET}/o/${encodeURIComponent('images/r1/pic')}?alt=media`);
    expect([...media.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
  });

  it('lists with prefix, delimiter and pages', async () => {
    for (const name of ['list/a', 'list/b', 'list/c', 'list/sub/d']) await mediaUpload(name, name);
    const folders = await call('GET', `/storage/v1/b/${BUCKET}/o?prefix=list/&delimiter=/`);
    expect((folders.json?.items as { name: string }[] | undefined)?.map((item) => item.name)).toEqual([
      'list/a',
      'list/b',
      'list/c',
    ]);
    expect(folders.json?.prefixes).toEqual(['list/sub/']);
    const first = await call('GET', `/storage/v1/b/${BUCKET}/o?prefix=list/&maxResults=2`);
    expect((first.json?.items as { name: string }[] | undefined)?.map((item) => item.name)).toEqual([
      'list/a',
      'list/b',
    ]);
    const second = await call(
      'GET',
      `/storage/v1/b/${BUCKET}/o?prefix=list/&maxResults=2&pageToken=${first.json?.nextPageToken}`,
    );
    expect((second.json?.items as { name: string }[] | undefined)?.map((item) => item.name)).toEqual([
      'list/c',
      'list/sub/d',
    ]);
    expect(second.json?.nextPageToken).toBeUndefined();
  });

  it('answers 404 as Cloud Storage does, deletes, and honours ifGenerationMatch', async () => {
    const missing = await call('GET', `/b/${BUCKET}/o/nope?alt=media`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      error: {
        code: 404,
        message: `No such object: ${BUCKET}/nope`,
        errors: [{ message: `No such object: ${BUCKET}/nope`, domain: 'global', reason: 'notFound' }],
      },
    });
    expect((await call('GET', '/b/no-bucket/o/x')).json).toMatchObject({
      error: { code: 404, message: 'The specified bucket does not exist.' },
    });
    await mediaUpload('gone', 'x');
    const onlyNew = await call(
      'POST',
      `/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=gone&ifGenerationMatch=0`,
      { body: 'y' },
    );
    expect(onlyNew.status).toBe(412);
    expect((await call('DELETE', `/storage/v1/b/${BUCKET}/o/gone`)).status).toBe(204);
    expect((await call('DELETE', `/storage/v1/b/${BUCKET}/o/gone`)).status).toBe(404);
    expect(fake.objectNames(BUCKET)).not.toContain('gone');
  });

  it('resumable upload: a session, then one PUT', async () => {
    const started = await fetch(`${fake.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=big`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'image/jpeg' }),
    });
    const location = started.headers.get('location') as string;
    expect(location).toContain('upload_id=');
    const done = await fetch(location, { method: 'PUT', body: 'jpeg-bytes' });
    expect(await done.json()).toMatchObject({ name: 'big', contentType: 'image/jpeg', size: '10' });
  });
});
