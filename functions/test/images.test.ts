import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, HOSTING_URL, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

/** A small picture in a given format, made here so the test needs no fixture files. */
function makeImage(format: 'png' | 'jpeg' | 'gif', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

async function upload(
  restaurantId: string,
  bytes: Buffer,
  init: { token?: string; contentType?: string; query?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'image/png' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${HOSTING_URL}/api/images/restaurants/${restaurantId}${init.query ?? ''}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function fetchImage(path: string) {
  const response = await fetch(`${HOSTING_URL}/api/${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant('images');
});

describe('POST /api/images/restaurants/:restaurantId', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
  ] as const)('stores a %s with its metadata', async (format, contentType) => {
    const bytes = await makeImage(format, 640, 480);
    // The declared type is ignored: the bytes decide.
    const { status, body } = await upload(tenant.restaurantId, bytes, {
      token: tenant.owner.idToken,
      contentType: 'application/octet-stream',
    });
    expect(status).toBe(201);
    const id = String(body.id);
    expect(body.path).toBe(`images/${tenant.restaurantId}/${id}`);
    const record = await firestore().doc(`restaurants/${tenant.restaurantId}/images/${id}`).get();
    expect(record.data()).toMatchObject({
      id,
      path: body.path,
      contentType,
      width: 640,
      height: 480,
      bytes: bytes.length,
      createdByUid: tenant.owner.uid,
    });
  });

  it('records the chosen aspect ratio and refuses unknown ones', async () => {
    const bytes = await makeImage('png', 400, 300);
    const ok = await upload(tenant.restaurantId, bytes, {
      token: tenant.owner.idToken,
      query: '?aspectRatio=4x3',
    });
    expect(ok.status).toBe(201);
    const record = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/images/${String(ok.body.id)}`)
      .get();
    expect(record.get('aspectRatio')).toBe('4x3');

    const bad = await upload(tenant.restaurantId, bytes, {
      token: tenant.owner.idToken,
      query: '?aspectRatio=16x9',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'aspectRatio', message: expect.stringMatching(/^Choose an aspect ratio/) },
    ]);
  });

  it('refuses a text file renamed to .png, in words', async () => {
    const { status, body } = await upload(tenant.restaurantId, Buffer.from('just some text, not a picture'), {
      token: tenant.owner.idToken,
      contentType: 'image/png',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      title: 'Not an image',
      message: 'This file is not a PNG, GIF or JPG image. Choose a picture saved in one of those formats.',
    });
  });

  it('refuses a damaged image whose first bytes look right', async () => {
    const bytes = Buffer.concat([(await makeImage('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    const { status, body } = await upload(tenant.restaurantId, bytes, { token: tenant.owner.idToken });
    expect(status).toBe(400);
    expect(body.title).toBe('Damaged image');
  });

  it('refuses images over 5 MB with 413', async () => {
    const header = await makeImage('png', 10, 10);
    const tooLarge = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 1 - header.length)]);
    const { status, body } = await upload(tenant.restaurantId, tooLarge, { token: tenant.owner.idToken });
    expect(status).toBe(413);
    expect(body.message).toBe(
      'This image is 5.1 MB; images can be at most 5 MB. Save it smaller and try again.',
    );
  });

  it('refuses an empty body', async () => {
    const { status, body } = await upload(tenant.restaurantId, Buffer.alloc(0), {
      token: tenant.owner.idToken,
    });
    expect(status).toBe(400);
    expect(body.title).toBe('No image');
  });

  it('answers 401 without a signed-in caller', async () => {
    const { status } = await upload(tenant.restaurantId, await makeImage('png'));
    expect(status).toBe(401);
  });

  it('answers 403 to staff of another restaurant and to signed-in strangers', async () => {
    const other = await createTenant('other');
    const bytes = await makeImage('png');
    expect((await upload(tenant.restaurantId, bytes, { token: other.owner.idToken })).status).toBe(403);
    const stranger = await signUpTestUser('stranger');
    const refused = await upload(tenant.restaurantId, bytes, { token: stranger.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only staff of this restaurant can upload its images.');
  });

  it('lets any store staff member upload', async () => {
    const clerk = await signUpTestUser('clerk');
    await addStoreMember(tenant, clerk, 'user');
    const { status } = await upload(tenant.restaurantId, await makeImage('jpeg'), { token: clerk.idToken });
    expect(status).toBe(201);
  });
});

describe('GET /api/images/:restaurantId/:imageId', () => {
  let path: string;
  beforeAll(async () => {
    const { body } = await upload(tenant.restaurantId, await makeImage('jpeg', 1000, 750), {
      token: tenant.owner.idToken,
    });
    path = String(body.path);
  });

  it('resizes to the next 200 px step and caches the variant', async () => {
    const first = await fetchImage(`${path}?w=350`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.response.headers.get('x-image-cache')).toBe('miss');
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });

    const second = await fetchImage(`${path}?w=400`);
    expect(second.response.headers.get('x-image-cache')).toBe('hit');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('never upscales: wider requests get the original', async () => {
    const { response, bytes } = await fetchImage(`${path}?w=1900`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-image-cache')).toBe('original');
    expect((await sharp(bytes).metadata()).width).toBe(1000);
  });

  it('serves without signing in and keeps PNG as PNG', async () => {
    const { body } = await upload(tenant.restaurantId, await makeImage('png', 900, 300), {
      token: tenant.owner.idToken,
    });
    const { response, bytes } = await fetchImage(`${String(body.path)}?w=10`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 67 });
  });

  it('answers 404 for unknown images and 400 for a width that is not a number', async () => {
    const unknown = await callApi(`/api/images/${tenant.restaurantId}/no-such-image?w=400`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this image.');
    const bad = await callApi(`/api/${path}?w=wide`);
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/logging/image-load-failures', () => {
  it('accepts a report from anyone and answers 204', async () => {
    const { status } = await callApi('/api/logging/image-load-failures', {
      body: {
        src: 'https://cdn.example.test/images/r/i?w=400',
        fallbackSrc: '/api/images/r/i?w=400',
        page: '/menu',
      },
    });
    expect(status).toBe(204);
  });

  it('explains a malformed report', async () => {
    const { status, body } = await callApi('/api/logging/image-load-failures', { body: { page: '/menu' } });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'src', message: expect.any(String) }]);
  });
});
