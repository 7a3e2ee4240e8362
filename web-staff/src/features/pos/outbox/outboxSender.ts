import { posOutboxOutcome, posOutboxRetryDelayMs } from '@resto/domain';
import { ApiError, api } from '@resto/web-common';
import { type OutboxEntry, posDb } from './posOutboxDb';

/**
 * Sends the outbox in the background, oldest order first, one at a time: each order is a PUT keyed by
 * its device id, so however often it is sent the server applies it once. Failures wait (1 s, 2 s, 4 s
 * … a minute); coming back online, a new order or a tab becoming visible sends at once. Only one
 * sender runs per tab; two tabs may both send an order, which the server's idempotency makes harmless.
 */
export class OutboxSender {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(private readonly scope: { restaurantId: string; storeId: string }) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.wake);
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.wake);
    if (this.timer) clearTimeout(this.timer);
  }

  /** Send what is due now (and make the next pass send everything pending, whatever its back-off). */
  readonly wake = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.pass(true);
  };

  private async pass(ignoreBackoff: boolean): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.running = true;
    try {
      const pending = await posDb()
        .outbox.where('state')
        .equals('pending')
        .filter(
          (entry) => entry.restaurantId === this.scope.restaurantId && entry.storeId === this.scope.storeId,
        )
        .sortBy('createdAtMs');
      for (const entry of pending) {
        if (this.stopped) return;
        if (!ignoreBackoff && entry.nextAttemptAtMs > Date.now()) continue;
        const delivered = await this.send(entry);
        // Offline or the server is failing: the rest would fail the same way; wait for the back-off.
        if (!delivered) break;
      }
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      void this.pass(true);
      return;
    }
    await this.schedule();
  }

  private async schedule(): Promise<void> {
    const next = await posDb().outbox.where('state').equals('pending').sortBy('nextAttemptAtMs');
    const first = next.find(
      (entry) => entry.restaurantId === this.scope.restaurantId && entry.storeId === this.scope.storeId,
    );
    if (!first || this.stopped) return;
    const wait = Math.max(50, first.nextAttemptAtMs - Date.now());
    this.timer = setTimeout(() => void this.pass(false), wait);
  }

  /** True when the server answered for this order (applied or refused); false to stop this pass. */
  private async send(entry: OutboxEntry): Promise<boolean> {
    const path =
      `/api/pos/restaurants/${entry.restaurantId}/stores/${entry.storeId}/pos_orders/${entry.posOrderId}` as const;
    let status: number;
    let refusal: OutboxEntry['refusal'];
    try {
      await api.put(path, entry.request);
      status = 200;
    } catch (error) {
      status = error instanceof ApiError ? error.status : 0;
      if (error instanceof ApiError) refusal = { status, title: error.title, message: error.message };
    }
    const outcome = posOutboxOutcome(status);
    const attempts = entry.attempts + 1;
    if (outcome === 'applied') {
      await posDb().outbox.update(entry.posOrderId, { state: 'synced', attempts, syncedAtMs: Date.now() });
      return true;
    }
    if (outcome === 'needsAttention') {
      await posDb().outbox.update(entry.posOrderId, {
        state: 'needsAttention',
        attempts,
        ...(refusal ? { refusal } : {}),
      });
      return true;
    }
    await posDb().outbox.update(entry.posOrderId, {
      attempts,
      nextAttemptAtMs: Date.now() + posOutboxRetryDelayMs(attempts),
      lastError: refusal ? `${refusal.title}: ${refusal.message}` : 'No connection to the server',
    });
    return false;
  }
}
