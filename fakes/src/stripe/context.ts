/** What a fake API handler gets: the state, the caller's scope, its parameters, and event emission. */
import type { FormParams } from './form';
import type { FakeStateData, Scope, StripeObject } from './state';

export type KeyKind = 'secret' | 'publishable';

export interface EmitOptions {
  /** The connected account the event is about (goes to the connect endpoint). */
  account?: string;
  previousAttributes?: Record<string, unknown>;
}

export interface FakeContext {
  state: FakeStateData;
  /** The account whose objects the request works on (Stripe-Account header, else the platform). */
  accountId: string;
  /** True when the Stripe-Account header named a connected account. */
  connected: boolean;
  keyKind: KeyKind;
  params: FormParams;
  /** Where the fake is reachable (for URLs it hands out: 3-D Secure, onboarding). */
  baseUrl: string;
  idempotencyKey?: string;
  requestId: string;
  scope: Scope;
  emit(type: string, object: StripeObject, options?: EmitOptions): void;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
}

export type Handler = (ctx: FakeContext, path: Record<string, string>) => HandlerResult;

export function str(params: FormParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

export function obj(params: FormParams, name: string): FormParams | undefined {
  const value = params[name];
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function metadataParam(params: FormParams): Record<string, string> | undefined {
  const metadata = obj(params, 'metadata');
  if (!metadata) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) if (typeof value === 'string') result[key] = value;
  return result;
}

/** Stripe booleans arrive as the strings "true" / "false". */
export function bool(params: FormParams, name: string): boolean | undefined {
  const value = str(params, name);
  return value === undefined ? undefined : value === 'true';
}

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
