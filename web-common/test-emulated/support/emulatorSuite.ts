/**
 * What the emulator-backed component tests share: documents written as the server writes them (the
 * Firestore emulator's REST API with the emulator's owner token, which the rules do not apply to),
 * real accounts in the Auth emulator signed in through the app's own Firebase Auth, and `fetch`
 * stubbed for `/api` only, so Firebase's own calls still reach the emulators.
 */
import { createUserWithEmailAndPassword, type User } from 'firebase/auth';
import { vi } from 'vitest';
import { webEnv } from '../../src/config/env';
import { firebaseAuth } from '../../src/firebase/auth';
import type { RecordedCall } from '../../test/support/renderWithProviders';

const realFetch = globalThis.fetch;
const { host, port } = webEnv.firestoreEmulator;
const DOCUMENTS = `http://${host}:${port}/v1/projects/${webEnv.projectId}/databases/(default)/documents`;

/** A restaurant id no other test or layer uses, so files can share the emulators' data. */
export function uniqueRestaurantId(prefix = 'web'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

type FirestoreValue = Record<string, unknown>;

function toValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
  throw new Error(`cannot write ${typeof value} to Firestore`);
}

function toFields(data: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, toValue(value)]),
  );
}

/** Writes (replaces) a document as the server does: past the rules, seen by every live listener. */
export async function writeAsServer(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await realFetch(`${DOCUMENTS}/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`writing ${path}: ${response.status} ${await response.text()}`);
}

/** Deletes a document as the server does (past the rules). */
export async function deleteAsServer(path: string): Promise<void> {
  const response = await realFetch(`${DOCUMENTS}/${path}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`deleting ${path}: ${response.status} ${await response.text()}`);
}

/**
 * A new account in the Auth emulator, signed in through the app's own Firebase Auth (so Firestore
 * reads go out as this person and the rules decide), made an admin or user of the restaurant by
 * its membership document, as the API would.
 */
export async function signInMemberOf(restaurantId: string, role: 'admin' | 'user' = 'admin'): Promise<User> {
  const email = `${uniqueRestaurantId('member')}@example.test`;
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, 'web-emulated-1234');
  await writeAsServer(`restaurants/${restaurantId}/members/${user.uid}`, {
    uid: user.uid,
    role,
    restaurantId,
  });
  return user;
}

const isApi = (url: string) =>
  url.startsWith('/api/') || new URL(url, 'http://localhost').pathname.startsWith('/api/');

/**
 * Stubs `fetch` for `/api` requests only: each gets `answer(call)`'s status and JSON body (the answer
 * may write documents first, as the server would) and is recorded; everything else (Firebase Auth,
 * Firestore) goes out for real to the emulators.
 */
export function stubApiOnly(
  answer: (
    call: RecordedCall,
  ) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!isApi(url)) return realFetch(input, init);
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = await answer(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Where the emulator suite's Hosting answers `/api` with the real `api` function. */
const API_ORIGIN = 'http://127.0.0.1:5000';

/**
 * Sends `/api` requests to the emulator suite's real API (the `api` function behind Hosting), as the
 * person signed in through the app's Firebase Auth; records each. Everything else goes out as usual.
 */
export function forwardApiToEmulators(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!isApi(url)) return realFetch(input, init);
      const target = new URL(url, 'http://localhost');
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const headers = new Headers(init?.headers);
      const token = await firebaseAuth().currentUser?.getIdToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      return realFetch(`${API_ORIGIN}${target.pathname}${target.search}`, { ...init, headers });
    }),
  );
  return calls;
}
