import { posOutboxOutcome, posOutboxRetryDelay } from '@resto/domain';
import { ApiError, type ApiPath, api } from '@resto/web-common';
import {
  type CommandEntry,
  type OutboxEntry,
  type OutboxState,
  type PaymentEntry,
  posDb,
} from './posOutboxDb';

type Sendable =
  | { table: 'outbox'; entry: OutboxEntry }
  | { table: 'payments'; entry: PaymentEntry }
  | { table: 'commands'; entry: CommandEntry };

interface SendOutcome {
  state: OutboxState | 'pending';
  refusal?: OutboxEntry['refusal'];
  lastError?: string;
}

/** The senders running on this page, so a screen without the register (the lock screen) can wake them. */
const runningSenders = new Set<OutboxSender>();

/** Send what is pending now: for what is queued outside the register (the time clock on the lock screen). */
export function wakeOutboxSenders(): void {
  for (const sender of runningSenders) sender.wake();
}

/**
 * Sends the outbox in the background, oldest first, one at a time: orders (a PUT keyed by the order's
 * device id), then later payments whose order is already on the server (a POST keyed by the payment's
 * device id), so however often each is sent the server applies it once. Failures wait (1 s, 2 s, 4 s
 * … a minute); coming back online, a new sale or a tab becoming visible sends at once. Only one
 * sender runs per tab; two tabs may both send an entry, which the server's idempotency makes harmless.
 */
export class OutboxSender {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(private readonly scope: { restaurantId: string; storeId: string }) {}

  start(): void {
    this.stopped = false;
    runningSenders.add(this);
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.wake);
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    runningSenders.delete(this);
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.wake);
    if (this.timer) clearTimeout(this.timer);
  }

  /** Send what is pending now, whatever its back-off. */
  readonly wake = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.pass(true);
  };

  private mine<T extends { restaurantId: string; storeId: string }>(entry: T): boolean {
    return entry.restaurantId === this.scope.restaurantId && entry.storeId === this.scope.storeId;
  }

  private async due(): Promise<Sendable[]> {
    const orders = (await posDb().outbox.where('state').equals('pending').sortBy('createdAtMs')).filter(
      (entry) => this.mine(entry),
    );

    const payments = (await posDb().payments.where('state').equals('pending').sortBy('createdAtMs')).filter(
      (entry) => this.mine(entry),
    );
    const commands = (await posDb().commands.where('state').equals('pending').sortBy('createdAtMs')).filter(
      (entry) => this.mine(entry),
    );
    // A sale of a recalled parked order waits until the park itself is on the server (parked offline).
    const parking = new Set(
      commands.filter((entry) => entry.kind === 'park').map((entry) => entry.posOrderId),
    );
    const ready = orders.filter((entry) => !(entry.request.stashId && parking.has(entry.request.stashId)));
    const waitingOrders = new Set(orders.map((entry) => entry.posOrderId));
    return [
      ...ready.map((entry): Sendable => ({ table: 'outbox', entry })),
      // A payment waits for its order (taken on this till and not yet on the server).
      ...payments
        .filter((entry) => !waitingOrders.has(entry.posOrderId))
        .map((entry): Sendable => ({ table: 'payments', entry })),
      // Edits, refunds and the rest wait for their order too, and go in the order they were made.
      ...commands
        .filter((entry) => !waitingOrders.has(entry.posOrderId))
        .map((entry): Sendable => ({ table: 'commands', entry })),
    ];
  }

  private async pass(ignoreBackoff: boolean): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.running = true;
    try {
      for (const item of await this.due()) {
        if (this.stopped) return;
        if (!ignoreBackoff && item.entry.nextAttemptAtMs > Date.now()) continue;
        // Offline or the server is failing: the rest would fail the same way; wait for the back-off.
        if (!(await this.send(item))) break;
      }
    } catch {
      // IndexedDB failed this pass (rare: the browser closing it); the next wake or timer tries again.
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      void this.pass(true);
      return;
    }
    await this.schedule().catch(() => undefined);
  }

  private async schedule(): Promise<void> {
    const due = await this.due();
    const next = Math.min(...due.map((item) => item.entry.nextAttemptAtMs));
    if (!Number.isFinite(next) || this.stopped) return;
    this.timer = setTimeout(() => void this.pass(false), Math.max(50, next - Date.now()));
  }

  /** True when the server answered for this entry (applied or refused); false to stop this pass. */
  private async send(item: Sendable): Promise<boolean> {
    const { entry } = item;
    const base = `/api/pos/restaurants/${entry.restaurantId}/stores/${entry.storeId}/pos_orders/${entry.posOrderId}`;
    let status: number;
    let refusal: OutboxEntry['refusal'];
    let displayNumber: string | undefined;
    try {
      if (item.table === 'outbox') {
        const answer = await api.put<{ displayNumber?: string }>(base as ApiPath, item.entry.request);
        displayNumber = answer?.displayNumber;
      } else if (item.table === 'payments')
        await api.post(`${base}/payments/${item.entry.paymentId}` as ApiPath, item.entry.request);
      else if (item.entry.method === 'PUT') await api.put(item.entry.path as ApiPath, item.entry.body);
      else await api.post(item.entry.path as ApiPath, item.entry.body);
      status = 200;
    } catch (error) {
      status = error instanceof ApiError ? error.status : 0;
      if (error instanceof ApiError) refusal = { status, title: error.title, message: error.message };
    }
    const outcome = posOutboxOutcome(status);
    const attempts = entry.attempts + 1;
    // Only answers count towards the back-off: tries with no answer during an outage must not leave
    // the entry waiting a minute once the network is back (navigator.onLine is no guide to that).
    const failedAnswers = (entry.failedAnswers ?? 0) + (status !== 0 ? 1 : 0);
    const result: SendOutcome =
      outcome === 'applied'
        ? { state: 'synced' }
        : outcome === 'needsAttention'
          ? { state: 'needsAttention', ...(refusal ? { refusal } : {}) }
          : {
              state: 'pending',
              lastError: refusal ? `${refusal.title}: ${refusal.message}` : 'No connection to the server',
            };
    const changes = {
      attempts,
      state: result.state,
      ...(result.state === 'synced' ? { syncedAtMs: Date.now() } : {}),
      ...(displayNumber ? { displayNumber } : {}),
      ...(result.refusal ? { refusal: result.refusal } : {}),
      ...(result.state === 'pending'
        ? {
            nextAttemptAtMs: Date.now() + posOutboxRetryDelay({ attempts, failedAnswers }),
            failedAnswers,
            lastError: result.lastError,
          }
        : {}),
    };
    if (item.table === 'outbox') await posDb().outbox.update(item.entry.posOrderId, changes);
    else if (item.table === 'payments') await posDb().payments.update(item.entry.paymentId, changes);
    else await posDb().commands.update(item.entry.commandId, changes);
    return result.state !== 'pending';
  }
}
