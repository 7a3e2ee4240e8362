/**
 * Everything the fake knows, in memory, as plain JSON (so it can be saved to a file and loaded on the
 * next start). Objects are stored in the shape the API returns; `internal` holds what Stripe knows
 * but never returns (the test card number behind a payment method).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type StripeObject = { id: string; object: string; created?: number; [key: string]: unknown };

/** Objects that live on one account (the platform or a connected account). */
export interface Scope {
  paymentIntents: Record<string, StripeObject>;
  charges: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  balanceTransactions: Record<string, StripeObject>;
  payouts: Record<string, StripeObject>;
  customers: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject>;
  applicationFees: Record<string, StripeObject>;
  /** pm id → card number (never returned). */
  cardNumbers: Record<string, string>;
  /** Payment intents whose 3-D Secure step the customer completed. */
  authenticatedIntents: Record<string, boolean>;
}

export interface IdempotencyEntry {
  method: string;
  path: string;
  params: string;
  status: number;
  body: unknown;
  createdMs: number;
}

export interface FakeStateData {
  platformAccountId: string;
  /** Connected accounts (platform-owned `account` objects). */
  accounts: Record<string, StripeObject>;
  /** Bank account external accounts per connected account, in creation order. */
  externalAccounts: Record<string, Record<string, StripeObject>>;
  scopes: Record<string, Scope>;
  /** Browser-made tokens (`btok_`, `tok_`), platform-wide. */
  tokens: Record<string, StripeObject>;
  idempotency: Record<string, IdempotencyEntry>;
  /** Every event created, oldest first. */
  events: StripeObject[];
}

export function emptyScope(): Scope {
  return {
    paymentIntents: {},
    charges: {},
    refunds: {},
    balanceTransactions: {},
    payouts: {},
    customers: {},
    paymentMethods: {},
    applicationFees: {},
    cardNumbers: {},
    authenticatedIntents: {},
  };
}

export function emptyState(platformAccountId: string): FakeStateData {
  return {
    platformAccountId,
    accounts: {},
    externalAccounts: {},
    scopes: { [platformAccountId]: emptyScope() },
    tokens: {},
    idempotency: {},
    events: [],
  };
}

export function scopeOf(state: FakeStateData, accountId: string): Scope {
  let scope = state.scopes[accountId];
  if (!scope) {
    scope = emptyScope();
    state.scopes[accountId] = scope;
  }
  return scope;
}

/** Loads saved state; a missing or unreadable file starts empty (the fake must always come up). */
export function loadState(path: string | undefined, platformAccountId: string): FakeStateData {
  if (!path || !existsSync(path)) return emptyState(platformAccountId);
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as FakeStateData;
    if (data.platformAccountId !== platformAccountId || typeof data.scopes !== 'object') {
      return emptyState(platformAccountId);
    }
    return { ...emptyState(platformAccountId), ...data };
  } catch {
    return emptyState(platformAccountId);
  }
}

export function saveState(path: string | undefined, state: FakeStateData): void {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  // Idempotency entries and events are kept only for the running process: they grow without bound.
  const { idempotency: _idempotency, events: _events, ...kept } = state;
  writeFileSync(path, JSON.stringify({ ...kept, idempotency: {}, events: [] }));
}
