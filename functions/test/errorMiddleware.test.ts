import type { AddressInfo } from 'node:net';
import { ORDER_ACTION_ERRORS } from '@resto/domain';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../src/app';
import { requireCaller } from '../src/http/auth';
import { CatalogueError, ForbiddenError, NotFoundError } from '../src/http/errors';

/**
 * Drives the real Express app (real middleware chain, real HTTP) with a router that raises each
 * kind of error, so the error middleware's contract is pinned independently of any feature route.
 */
function errorRouter(): Router {
  const router = Router();
  const ZBody = z.object({
    name: z.string().min(3, 'Name must be at least 3 characters'),
    pax: z.number().int(),
  });
  router.post('/test/validate', (req, res) => {
    res.json(ZBody.parse(req.body));
  });
  router.get('/test/needs-caller', (req, res) => {
    res.json({ uid: requireCaller(req).uid });
  });
  router.get('/test/forbidden', () => {
    throw new ForbiddenError('Only restaurant admins can change this.');
  });
  router.get('/test/missing', async () => {
    throw new NotFoundError('Order not found.');
  });
  router.get('/test/conflict', () => {
    throw new CatalogueError(ORDER_ACTION_ERRORS.orderAlreadyAccepted);
  });
  router.get('/test/crash', () => {
    throw new Error('database exploded at /secret/path.ts:12');
  });
  return router;
}

let baseUrl = '';
let close: () => void = () => {};

beforeAll(async () => {
  const server = createApp([errorRouter()]).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('error middleware', () => {
  it('turns a zod error into 400 with the issues per field', async () => {
    const { status, body } = await call('/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ab', pax: 'two' }),
    });
    expect(status).toBe(400);
    expect(body.title).toBe('Invalid request');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 3 characters' },
        expect.objectContaining({ path: 'pax' }),
      ]),
    );
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { status, body } = await call('/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/not valid JSON/);
  });

  it('answers 401 when the route needs a caller and none signed in', async () => {
    const { status, body } = await call('/test/needs-caller');
    expect(status).toBe(401);
    expect(body).toEqual({ title: 'Sign in required', message: 'Please sign in to continue.' });
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const { status } = await call('/test/needs-caller', { headers: { authorization: 'Token abc' } });
    expect(status).toBe(401);
  });

  it('answers 403 for the wrong tenant or role', async () => {
    const { status, body } = await call('/test/forbidden');
    expect(status).toBe(403);
    expect(body).toEqual({ title: 'Not allowed', message: 'Only restaurant admins can change this.' });
  });

  it('answers 404 for an unknown id, from an async handler too', async () => {
    const { status, body } = await call('/test/missing');
    expect(status).toBe(404);
    expect(body.message).toBe('Order not found.');
  });

  it('answers 404 for an unknown route', async () => {
    const { status, body } = await call('/no/such/route');
    expect(status).toBe(404);
    expect(body.message).toBe('No API route for GET /api/no/such/route.');
  });

  it('answers 409 with the catalogue title and message', async () => {
    const { status, body } = await call('/test/conflict');
    expect(status).toBe(409);
    expect(body).toEqual({
      title: 'Order Already Accepted',
      message: 'This order has been accepted on another device. Please wait for the status to update.',
    });
  });

  it('answers 500 with a request id and without leaking the stack', async () => {
    const response = await fetch(`${baseUrl}/test/crash`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(500);
    expect(body.title).toBe('An Error Occurred');
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(body.message).toContain(String(body.requestId));
    expect(JSON.stringify(body)).not.toMatch(/exploded|secret|\.ts:/);
  });
});
