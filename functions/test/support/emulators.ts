/** Where the emulator suite listens; the same fixed ports as firebase.json and the README. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
export const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const FIRESTORE_URL = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
/** The admin site's origin: `/api/**` reaches the function through the Hosting rewrite. */
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const FUNCTIONS_DIRECT_URL = `http://127.0.0.1:5001/${PROJECT_ID}/australia-southeast1/api`;

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Signs up a fresh user on the Auth emulator through its public REST API, as a browser would. */
export async function signUpTestUser(prefix = 'user'): Promise<TestUser> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

export async function callApi(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    baseUrl?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  // Each call comes from its own client address, as customers do; per-address limits are tested by
  // giving the same address on purpose.
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueTestIp(), ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${init.baseUrl ?? HOSTING_URL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

async function identityToolkit(action: string, body: unknown): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator ${action} failed: ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** Exchanges a custom token (device login, phone sign-in) for an ID token, as the web SDK would. */
export async function signInWithCustomToken(customToken: string): Promise<{ uid: string; idToken: string }> {
  const body = await identityToolkit('signInWithCustomToken', {
    token: customToken,
    returnSecureToken: true,
  });
  // This answer has no localId; the uid is the token's subject.
  return { uid: String(tokenClaims(body.idToken).sub), idToken: body.idToken };
}

/** Signs a test user in again, e.g. to pick up claims granted since sign-up. */
export async function signInWithPassword(email: string): Promise<{ uid: string; idToken: string }> {
  const body = await identityToolkit('signInWithPassword', {
    email,
    password: 'correct-horse-battery',
    returnSecureToken: true,
  });
  return { uid: body.localId, idToken: body.idToken };
}

/** The claims inside an ID token (emulator tokens are unsigned JWTs; no verification needed here). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A documentation-range IP nobody else uses, for tests of per-IP limits (sent as X-Forwarded-For). */
export function uniqueTestIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
