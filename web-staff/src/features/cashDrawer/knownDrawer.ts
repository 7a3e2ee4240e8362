import type { DrawerCurrency, DrawerSession } from '@resto/domain';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { type CommandEntry, posDb } from '../pos/outbox/posOutboxDb';

/**
 * The till's drawer as the till knows it without the server: what the server last said (kept on the
 * device) with the drawer commands still waiting in the outbox on top. So the drawer opens, takes cash
 * in and out, records a no-sale and closes offline, even on a till that never loaded it online.
 */
export interface DrawerView {
  id: string;
  openedIsoDateTimeUtc: string;
  openedByEmployeeName: string;
  floatInCents: number;
  /** Cash in and out so far (no-sales are not cash). */
  cashMovements: number;
  currency: DrawerCurrency;
}

/** `undefined` in `open`: the drawer is closed. */
export interface KnownDrawer {
  open: DrawerView | undefined;
}

const keyOf = (restaurantId: string, storeId: string, posTerminalId: string) =>
  `resto:pos:drawer:${restaurantId}/${storeId}/${posTerminalId}`;

export function viewOfSession(session: DrawerSession | undefined): KnownDrawer {
  if (session?.status !== 'open') return { open: undefined };
  return {
    open: {
      id: session.id,
      openedIsoDateTimeUtc: session.openedIsoDateTimeUtc,
      openedByEmployeeName: session.openedByEmployeeName,
      floatInCents: session.floatInCents,
      cashMovements: session.movements.filter((entry) => entry.kind !== 'noSale').length,
      currency: session.currency,
    },
  };
}

export function readKnownDrawer(
  restaurantId: string,
  storeId: string,
  posTerminalId: string,
): KnownDrawer | undefined {
  try {
    const text = localStorage.getItem(keyOf(restaurantId, storeId, posTerminalId));
    return text ? (JSON.parse(text) as KnownDrawer) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberDrawer(
  restaurantId: string,
  storeId: string,
  posTerminalId: string,
  known: KnownDrawer,
): void {
  localStorage.setItem(keyOf(restaurantId, storeId, posTerminalId), JSON.stringify(known));
}

const SESSION_PATH = /\/sessions\/([^/]+)(\/movements\/[^/]+|\/close)?$/;

/** The drawer after this till's drawer commands the server has not applied yet (oldest first). */
export function drawerAfter(
  known: KnownDrawer,
  pending: readonly Pick<CommandEntry, 'path' | 'body'>[],
  employeeName: (employeeId: string) => string,
): KnownDrawer {
  let open = known.open;
  for (const command of pending) {
    const match = SESSION_PATH.exec(command.path);
    if (!match) continue;
    const [, sessionId = '', suffix] = match;
    const body = command.body as {
      employeeId?: string;
      floatInCents?: number;
      kind?: string;
      occurredIsoDateTimeUtc?: string;
    };
    if (!suffix)
      open = {
        id: sessionId,
        openedIsoDateTimeUtc: body.occurredIsoDateTimeUtc ?? new Date().toISOString(),
        openedByEmployeeName: employeeName(body.employeeId ?? ''),
        floatInCents: body.floatInCents ?? 0,
        cashMovements: 0,
        currency: open?.currency ?? 'AUD',
      };
    else if (suffix === '/close') {
      if (open?.id === sessionId) open = undefined;
    } else if (open?.id === sessionId && body.kind !== 'noSale')
      open = { ...open, cashMovements: open.cashMovements + 1 };
  }
  return { open };
}

async function pendingDrawerCommands(restaurantId: string, storeId: string): Promise<CommandEntry[]> {
  const entries = await posDb().commands.where('state').equals('pending').sortBy('createdAtMs');
  return entries.filter(
    (entry) =>
      entry.kind === 'cashDrawer' && entry.restaurantId === restaurantId && entry.storeId === storeId,
  );
}

/** This till's drawer commands the server has not applied yet, live. */
export function usePendingDrawerCommands(restaurantId: string, storeId: string): CommandEntry[] {
  const [pending, setPending] = useState<CommandEntry[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => pendingDrawerCommands(restaurantId, storeId)).subscribe({
      next: setPending,
      error: () => setPending([]),
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId]);
  return pending;
}

/** The till's open drawer session id as far as the till knows (a no-sale is recorded on it). */
export async function currentDrawerSessionId(
  restaurantId: string,
  storeId: string,
  posTerminalId: string,
): Promise<string | undefined> {
  const known = readKnownDrawer(restaurantId, storeId, posTerminalId) ?? { open: undefined };
  const pending = await pendingDrawerCommands(restaurantId, storeId).catch(() => []);
  return drawerAfter(known, pending, () => '').open?.id;
}
