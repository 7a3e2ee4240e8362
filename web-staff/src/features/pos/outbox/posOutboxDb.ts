import type { PosOrderRequestInput, PosSettleRequestInput, PublishedMenu } from '@resto/domain';
import Dexie, { type EntityTable } from 'dexie';

/** Where an outbox entry stands: waiting to be sent, applied by the server, or refused for a person to see. */
export type OutboxState = 'pending' | 'synced' | 'needsAttention';

/**
 * One order the terminal has taken, kept on the device from the moment the cashier finished it until
 * the server has applied it. The request is stored exactly as it will be sent, so a retry (after a
 * reload, a closed browser or an outage) is the same request and the server applies it once.
 */
export interface OutboxEntry {
  posOrderId: string;
  restaurantId: string;
  storeId: string;
  request: PosOrderRequestInput;
  /** For the cashier's list and the unsynced age. */
  createdAtMs: number;
  state: OutboxState;
  attempts: number;
  /** Attempts the server (or a proxy) answered with an error: only these grow the back-off. */
  failedAnswers?: number;
  nextAttemptAtMs: number;
  lastError?: string;
  syncedAtMs?: number;
  /** The store's number for the order, from the server's answer (the kitchen and staff show it too). */
  displayNumber?: string;
  /** What the server said when it refused the order (a 400 / 409), for the manager. */
  refusal?: { status: number; title: string; message: string };
}

/** The last published menu this terminal read, so it can sell after a cold start without a network. */
export interface CachedMenu {
  key: string;
  menu: PublishedMenu;
  savedAtMs: number;
}

/**
 * A later payment of a pay-later order, kept like an order until the server has applied it. Sent
 * only once its order is on the server (an order and its payment taken offline go in that order).
 */
export interface PaymentEntry {
  paymentId: string;
  posOrderId: string;
  restaurantId: string;
  storeId: string;
  request: PosSettleRequestInput;
  /** What the cashier saw, for the open-orders list until the server's copy arrives. */
  ticket: string;
  createdAtMs: number;
  state: OutboxState;
  attempts: number;
  failedAnswers?: number;
  nextAttemptAtMs: number;
  lastError?: string;
  syncedAtMs?: number;
  refusal?: { status: number; title: string; message: string };
}

/** What a command changes on the server (each is applied once by its device-generated id). */
export type CommandKind =
  | 'edit'
  | 'refund'
  | 'salesException'
  | 'park'
  | 'stashSend'
  | 'stashCancel'
  | 'stashLog'
  | 'timeClock'
  | 'cashDrawer';

/**
 * A change to something already on the server (an edit, a refund, a parked order, a sales
 * exception), kept like an order until the server has applied it. Its path ends in the till's own id
 * for the change, so sending it again is harmless. It waits for `posOrderId` while that order is still
 * in this till's outbox (an order edited or refunded before it synced).
 */
export interface CommandEntry {
  commandId: string;
  kind: CommandKind;
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
  posOrderId: string;
  restaurantId: string;
  storeId: string;
  /** What the cashier sees in the sync list ("Refund $5.00 on #A1B2"). */
  label: string;
  createdAtMs: number;
  state: OutboxState;
  attempts: number;
  /** Answered failures so far (the back-off grows only with these: posOutboxRetryDelay). */
  failedAnswers?: number;
  nextAttemptAtMs: number;
  lastError?: string;
  syncedAtMs?: number;
  refusal?: { status: number; title: string; message: string };
}

/**
 * An employee who unlocked this till online, so they can unlock it again during an outage: a salted
 * PBKDF2 hash of their PIN (never the PIN), kept for `OFFLINE_PIN_DAYS` (lock/offlinePins.ts).
 */
export interface CachedPin {
  key: string;
  restaurantId: string;
  storeId: string;
  employee: { id: string; name: string; isAuthorised: boolean };
  salt: string;
  hash: string;
  verifiedAtMs: number;
}

class PosDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'posOrderId'>;
  menus!: EntityTable<CachedMenu, 'key'>;
  pins!: EntityTable<CachedPin, 'key'>;
  payments!: EntityTable<PaymentEntry, 'paymentId'>;
  commands!: EntityTable<CommandEntry, 'commandId'>;

  constructor() {
    super('resto-pos');
    this.version(1).stores({
      outbox: 'posOrderId, state, createdAtMs, [state+nextAttemptAtMs]',
      menus: 'key',
    });
    this.version(2).stores({ pins: 'key, [restaurantId+storeId]' });
    this.version(3).stores({ payments: 'paymentId, state, posOrderId, createdAtMs' });
    this.version(4).stores({ commands: 'commandId, state, posOrderId, createdAtMs' });
  }
}

let database: PosDatabase | undefined;

/** The terminal's IndexedDB database (one per browser profile and origin). */
export function posDb(): PosDatabase {
  database ??= new PosDatabase();
  return database;
}

/**
 * Keeps the order on the device. This is the only wait on the selling path: a local IndexedDB write
 * (milliseconds), never the network. The sender picks it up in the background.
 */
export async function enqueueOrder(
  entry: Pick<OutboxEntry, 'posOrderId' | 'restaurantId' | 'storeId' | 'request'>,
): Promise<void> {
  const now = Date.now();
  await posDb().outbox.put({
    ...entry,
    createdAtMs: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAtMs: now,
  });
}

/** Keeps a later payment on the device; the sender takes it to the server after its order. */
export async function enqueuePayment(
  entry: Pick<PaymentEntry, 'paymentId' | 'posOrderId' | 'restaurantId' | 'storeId' | 'request' | 'ticket'>,
): Promise<void> {
  const now = Date.now();
  await posDb().payments.put({
    ...entry,
    createdAtMs: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAtMs: now,
  });
}

/** Keeps a change on the device; the sender takes it to the server after the orders it depends on. */
export async function enqueueCommand(
  entry: Pick<
    CommandEntry,
    'commandId' | 'kind' | 'method' | 'path' | 'body' | 'posOrderId' | 'restaurantId' | 'storeId' | 'label'
  >,
): Promise<void> {
  const now = Date.now();
  await posDb().commands.put({
    ...entry,
    createdAtMs: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAtMs: now,
  });
}

export function menuKey(restaurantId: string, storeId: string): string {
  return `${restaurantId}/${storeId}`;
}

/**
 * Orders and payments on this device the server has not applied (waiting, or refused and waiting for
 * a manager), read from the database itself: signing the till out would lose them, so it is refused
 * even before the live status has loaded.
 */
export async function changesNotOnServer(): Promise<number> {
  const db = posDb();
  const [orders, payments] = await Promise.all([
    db.outbox.where('state').anyOf('pending', 'needsAttention').count(),
    db.payments.where('state').anyOf('pending', 'needsAttention').count(),
  ]);
  return orders + payments;
}
