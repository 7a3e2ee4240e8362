/**
 * Order with Google over HTTPS (../shared/research/integrations.md section 7).
 *
 * In: the fulfillment webhook's `Authorization` header holds a JWT Google signed with RS256 (a
 * `Bearer ` prefix is optional, as Google's own sample passes the header as it is). We check the
 * signature against Google's published keys (JWKS, cached for ten minutes and fetched again for an
 * unknown key id), the issuer (https://accounts.google.com), the audience (our ordering project id),
 * the expiry and the issue time (a minute's clock skew allowed). Node's crypto does the RSA work.
 *
 * Out: order updates to `POST {api}/v2/conversations:send` with an OAuth token of the service
 * account, got with the JWT-bearer grant (an assertion signed by the account's key, scope
 * actions.order.developer) and cached until a minute before it expires.
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import type { GoogleOrderingPort, GoogleOrderUpdateResult, GoogleTokenCheck } from './port';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const ORDER_UPDATE_SCOPE = 'https://www.googleapis.com/auth/actions.order.developer';
const JWKS_TTL_MS = 10 * 60_000;
const SKEW_S = 60;
const TIMEOUT_MS = 10_000;

export interface GoogleOrderingConfig {
  audience: string;
  jwksUrl: string;
  apiBaseUrl: string;
  tokenUrl: string;
  serviceAccountEmail: string;
  /** The service account's private key: PEM, or PKCS#8 DER in base64. */
  serviceAccountKey: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Json = Record<string, unknown>;

function decodePart(part: string): Json | undefined {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function privateKeyOf(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.includes('BEGIN')) return createPrivateKey(trimmed.replace(/\\n/g, '\n'));
  return createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
}

export function createGoogleOrderingAdapter(config: GoogleOrderingConfig): GoogleOrderingPort {
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  let keys: { byKid: Map<string, KeyObject>; fetchedMs: number } | undefined;
  let accessToken: { value: string; expiresMs: number } | undefined;

  async function loadKeys(): Promise<Map<string, KeyObject>> {
    const response = await doFetch(config.jwksUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Google's keys could not be fetched (${response.status})`);
    const body = (await response.json()) as { keys?: Json[] };
    const byKid = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      try {
        byKid.set(jwk.kid, createPublicKey({ key: jwk as never, format: 'jwk' }));
      } catch {
        // A key we cannot read signs nothing we accept.
      }
    }
    keys = { byKid, fetchedMs: now() };
    return byKid;
  }

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const fresh = keys && now() - keys.fetchedMs < JWKS_TTL_MS;
    const known = fresh ? keys?.byKid.get(kid) : undefined;
    if (known) return known;
    // Google rotates its keys: an unknown key id is worth one fresh look (not more than once a minute).
    if (keys && fresh && now() - keys.fetchedMs < 60_000 && !keys.byKid.has(kid)) return undefined;
    try {
      return (await loadKeys()).get(kid);
    } catch (error) {
      // Google unreachable: the keys we had still verify what they signed.
      if (keys?.byKid.has(kid)) return keys.byKid.get(kid);
      throw error;
    }
  }

  async function verifyRequest(authorization: string | undefined): Promise<GoogleTokenCheck> {
    if (!authorization) return { ok: false, why: 'no Authorization header' };
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    const [headerPart, payloadPart, signaturePart, extra] = token.split('.');
    if (!headerPart || !payloadPart || !signaturePart || extra !== undefined)
      return { ok: false, why: 'not a JWT' };
    const header = decodePart(headerPart);
    const claims = decodePart(payloadPart);
    if (!header || !claims) return { ok: false, why: 'not a JWT' };
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') return { ok: false, why: 'not RS256' };
    const key = await keyFor(header.kid);
    if (!key) return { ok: false, why: 'unknown signing key' };
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${headerPart}.${payloadPart}`);
    if (!verifier.verify(key, Buffer.from(signaturePart, 'base64url')))
      return { ok: false, why: 'bad signature' };
    if (typeof claims.iss !== 'string' || !GOOGLE_ISSUERS.includes(claims.iss))
      return { ok: false, why: 'wrong issuer' };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!config.audience || !audiences.includes(config.audience)) return { ok: false, why: 'wrong audience' };
    const nowS = Math.floor(now() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_S < nowS) return { ok: false, why: 'expired' };
    if (typeof claims.iat === 'number' && claims.iat - SKEW_S > nowS)
      return { ok: false, why: 'issued in the future' };
    return {
      ok: true,
      claims: {
        iss: claims.iss,
        aud: config.audience,
        exp: claims.exp,
        ...(typeof claims.iat === 'number' ? { iat: claims.iat } : {}),
        ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}),
      },
    };
  }

  async function serviceToken(): Promise<string> {
    if (accessToken && accessToken.expiresMs - 60_000 > now()) return accessToken.value;
    const nowS = Math.floor(now() / 1000);
    const part = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
      iss: config.serviceAccountEmail,
      scope: ORDER_UPDATE_SCOPE,
      aud: config.tokenUrl,
      iat: nowS,
      exp: nowS + 3600,
    })}`;
    const signer = createSign('RSA-SHA256');
    signer.update(unsigned);
    const assertion = `${unsigned}.${signer.sign(privateKeyOf(config.serviceAccountKey)).toString('base64url')}`;
    const response = await doFetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new Error(`The service account's token was refused (${response.status})`);
    accessToken = { value: body.access_token, expiresMs: now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  async function sendOrderUpdate(
    orderUpdate: unknown,
    isInSandbox: boolean,
  ): Promise<GoogleOrderUpdateResult> {
    const token = await serviceToken();
    const response = await doFetch(`${config.apiBaseUrl}/v2/conversations:send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ isInSandbox, customPushMessage: { orderUpdate } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { ok: true, httpStatus: response.status };
    if (response.status === 401) accessToken = undefined;
    const body = (await response.json().catch(() => ({}))) as {
      error?: { message?: string; status?: string };
    };
    return {
      ok: false,
      httpStatus: response.status,
      error: [body.error?.status, body.error?.message].filter(Boolean).join(': ').slice(0, 500) || 'refused',
    };
  }

  return { verifyRequest, sendOrderUpdate };
}
