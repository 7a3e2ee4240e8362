/**
 * Contract suite for the image storage port, run against both adapters: the production one
 * (firebase-admin's Cloud Storage client, pointed at the fake Cloud Storage JSON API in
 * fakes/src/gcs through STORAGE_EMULATOR_HOST) and the local disk one. Needs no emulator.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGcs, startFakeGcs } from '../../fakes/src/gcs';
import { cloudStorageImageStore } from '../src/integrations/images/cloudStorageImageStore';
import { diskImageStore } from '../src/integrations/images/diskImageStore';
import type { ImageStore } from '../src/integrations/images/imageStore';

const BUCKET = 'demo-restaurant-platform.appspot.com';
let gcs: FakeGcs;
let diskRoot: string;

beforeAll(async () => {
  gcs = await startFakeGcs({ port: 0, buckets: [BUCKET] });
  // What firebase-admin's Storage (@google-cloud/storage) reads when it makes its client.
  process.env.STORAGE_EMULATOR_HOST = gcs.url;
  diskRoot = await mkdtemp(join(tmpdir(), 'image-store-contract-'));
});
afterAll(async () => {
  delete process.env.STORAGE_EMULATOR_HOST;
  await gcs?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const adapters: [string, () => ImageStore][] = [
  ['Cloud Storage (production adapter → fake GCS)', () => cloudStorageImageStore(BUCKET)],
  ['local disk', () => diskImageStore(diskRoot)],
];

const key = (label: string) => `images/r-${crypto.randomUUID().slice(0, 8)}/${label}`;

describe.each(adapters)('image store contract: %s', (_name, make) => {
  let store: ImageStore;
  beforeAll(() => {
    store = make();
  });

  it('gives back exactly the bytes and content type it was given', async () => {
    const path = key('photo');
    const bytes = randomBytes(300_000);
    await store.put(path, bytes, 'image/jpeg');
    const stored = await store.get(path);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });

  it('answers undefined for nothing stored', async () => {
    expect(await store.get(key('never-written'))).toBeUndefined();
  });

  it('a second put replaces the object and its type', async () => {
    const path = key('replaced');
    await store.put(path, Buffer.from('first'), 'image/png');
    await store.put(path, Buffer.from('second!'), 'image/gif');
    const stored = await store.get(path);
    expect(stored?.bytes.toString()).toBe('second!');
    expect(stored?.contentType).toBe('image/gif');
  });

  it('keeps nested keys apart (an original and its resized copies)', async () => {
    const original = key('pizza');
    const resized = `cache/400/${original}`;
    await store.put(original, Buffer.from('original'), 'image/png');
    await store.put(resized, Buffer.from('small'), 'image/png');
    expect((await store.get(original))?.bytes.toString()).toBe('original');
    expect((await store.get(resized))?.bytes.toString()).toBe('small');
  });

  it('delete removes the object; deleting nothing is not an error', async () => {
    const path = key('to-delete');
    await store.put(path, Buffer.from('bye'), 'image/png');
    await store.delete(path);
    expect(await store.get(path)).toBeUndefined();
    await expect(store.delete(path)).resolves.toBeUndefined();
  });

  it('racing writers leave one whole version, never a mix', async () => {
    const path = key('raced');
    const versions = Array.from({ length: 5 }, (_, index) => Buffer.alloc(50_000, index + 1));
    await Promise.all(versions.map((bytes) => store.put(path, bytes, 'image/png')));
    const stored = await store.get(path);
    expect(versions.some((bytes) => stored?.bytes.equals(bytes))).toBe(true);
  });
});

describe('the production adapter speaks the JSON API', () => {
  it('stores objects in the named bucket with their type, hashes checked on download', async () => {
    const path = key('wire');
    await cloudStorageImageStore(BUCKET).put(path, Buffer.from('png-bytes'), 'image/png');
    expect(gcs.objectNames(BUCKET)).toContain(path);
    const response = await fetch(`${gcs.url}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(path)}`);
    expect(await response.json()).toMatchObject({
      name: path,
      bucket: BUCKET,
      contentType: 'image/png',
      size: '9',
    });
  });

  it('a missing bucket is an error, not "no image"', async () => {
    await expect(cloudStorageImageStore('no-such-bucket').get('images/x')).rejects.toMatchObject({
      code: 404,
    });
  });
});
