/**
 * The card provider's public routes (no user auth):
 * - `POST /api/stripe/webhooks/connect` and `/api/stripe/webhooks/platform` (SPEC.md section 7's
 *   `/api/{provider}/webhooks/*`): the provider's signature over the raw body is the authentication,
 *   so the body must reach the verifier byte for byte;
 * - `GET /api/stripe/config`: what the browser's card entry needs (publishable key; on the emulator
 *   suite the fake's address, so card fields go browser → fake and never through our API).
 *
 * Raw body: on Cloud Functions (and its emulator) the framework has already read the body and left
 * the bytes on `req.rawBody`; elsewhere (tests, a plain Node server) `stripeWebhookRawBody()`, mounted
 * before express.json in app.ts, keeps the bytes as a Buffer in `req.body`.
 */
import express, { type RequestHandler, Router } from 'express';
import {
  getPaymentPort,
  paymentPublishableKey,
  stripeAdapterConfigFromParams,
} from '../integrations/payments';
import type { WebhookEndpoint } from '../integrations/payments/port';
import { dispatchWebhook } from '../payments/webhooks/dispatcher';
import { WEBHOOK_HANDLERS } from '../payments/webhooks/handlers';

const WEBHOOK_PATH = /\/stripe\/webhooks\/(connect|platform)\/?$/;

/** Keeps the webhook body as raw bytes (every content type) for the webhook paths only. */
export function stripeWebhookRawBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: '1mb' });
  return (req, res, next) => {
    if (req.method === 'POST' && WEBHOOK_PATH.test(req.path)) raw(req, res, next);
    else next();
  };
}

function rawBodyOf(req: express.Request): Buffer | undefined {
  const fromFramework = (req as express.Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(fromFramework)) return fromFramework;
  if (Buffer.isBuffer(req.body)) return req.body;
  return undefined;
}

/** The fake's origin when the SDK is pointed away from api.stripe.com (emulator suite), else undefined. */
function fakeApiUrl(): string | undefined {
  const config = stripeAdapterConfigFromParams();
  if (!config.host) return undefined;
  return `${config.protocol ?? 'https'}://${config.host}${config.port ? `:${config.port}` : ''}`;
}

export function stripeWebhooksRouter(): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    const fake = fakeApiUrl();
    res.set('cache-control', 'public, max-age=300');
    res.json({
      provider: 'stripe',
      publishableKey: paymentPublishableKey(),
      ...(fake ? { fakeApiUrl: fake } : {}),
    });
  });
  router.post('/webhooks/:endpoint', async (req, res) => {
    const endpoint = req.params.endpoint;
    if (endpoint !== 'connect' && endpoint !== 'platform') {
      res.status(404).json({ error: 'Unknown webhook endpoint' });
      return;
    }
    const rawBody = rawBodyOf(req);
    if (!rawBody) {
      // Without the exact bytes no signature can be checked: refuse like a bad signature.
      res.status(400).json({ error: 'Webhook body missing' });
      return;
    }
    const result = await dispatchWebhook(
      {
        endpoint: endpoint as WebhookEndpoint,
        rawBody,
        signatureHeader: req.header('stripe-signature'),
        requestId: req.requestId,
      },
      getPaymentPort(),
      WEBHOOK_HANDLERS,
    );
    res.status(result.status).json(result.body);
  });
  return router;
}
