import {
  type KdsTicket,
  type KdsTicketAction,
  type KdsTicketResponse,
  type KitchenTicketStatus,
  kdsTicketActionPath,
  kdsTicketItemPath,
} from '@resto/domain';
import { type ApiPath, type DeviceClaim, errorText, useApi } from '@resto/web-common';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef } from 'react';
import { itemKey, type PendingChanges } from './ticketBoard';

const STATUS_AFTER: Record<KdsTicketAction, KitchenTicketStatus> = {
  start: 'IN_PROGRESS',
  bump: 'COMPLETED',
  recall: 'RECALLED',
  dismiss: 'REMOVED',
};

/**
 * A pending change the snapshot never confirms (the listener is offline, or another screen changed the
 * ticket again) stops masking the real state after this long.
 */
const PENDING_EXPIRY_MS = 15_000;

export interface TicketActions {
  run(ticket: Pick<KdsTicket, 'id' | 'displayNumber'>, action: KdsTicketAction): Promise<boolean>;
  setItemDone(ticket: Pick<KdsTicket, 'id'>, lineId: string, done: boolean): Promise<boolean>;
}

export interface TicketActionHandlers {
  /** A command was refused or could not be sent: the change has been rolled back. */
  onFailure(message: string): void;
  onBumped?(ticket: Pick<KdsTicket, 'id' | 'displayNumber'>): void;
}

/**
 * Ticket commands with optimistic updates: the tap shows at once (a pending change), the API decides,
 * and a refusal (409: another screen got there first) or a network failure rolls it back with words.
 */
export function useTicketActions(
  claim: DeviceClaim,
  setPending: Dispatch<SetStateAction<PendingChanges>>,
  handlers: TicketActionHandlers,
): TicketActions {
  const client = useApi();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) window.clearTimeout(timer);
    };
  }, []);

  const expireLater = useCallback((drop: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      drop();
    }, PENDING_EXPIRY_MS);
    timers.current.add(timer);
  }, []);

  const dropStatus = useCallback(
    (ticketId: string, status: KitchenTicketStatus) =>
      setPending((current) => {
        if (current.statuses.get(ticketId) !== status) return current;
        const statuses = new Map(current.statuses);
        statuses.delete(ticketId);
        return { ...current, statuses };
      }),
    [setPending],
  );

  const dropItem = useCallback(
    (key: string, done: boolean) =>
      setPending((current) => {
        if (current.items.get(key) !== done) return current;
        const items = new Map(current.items);
        items.delete(key);
        return { ...current, items };
      }),
    [setPending],
  );

  const run = useCallback<TicketActions['run']>(
    async (ticket, action) => {
      const status = STATUS_AFTER[action];
      setPending((current) => ({ ...current, statuses: new Map(current.statuses).set(ticket.id, status) }));
      const path = kdsTicketActionPath(claim.restaurantId, claim.storeId, ticket.id, action);
      try {
        await client.post<KdsTicketResponse>(`/api${path}` as ApiPath);
        expireLater(() => dropStatus(ticket.id, status));
        if (action === 'bump') handlersRef.current.onBumped?.(ticket);
        return true;
      } catch (error) {
        dropStatus(ticket.id, status);
        handlersRef.current.onFailure(`#${ticket.displayNumber}: ${errorText(error)}`);
        return false;
      }
    },
    [claim.restaurantId, claim.storeId, client, setPending, dropStatus, expireLater],
  );

  const setItemDone = useCallback<TicketActions['setItemDone']>(
    async (ticket, lineId, done) => {
      const key = itemKey(ticket.id, lineId);
      setPending((current) => ({ ...current, items: new Map(current.items).set(key, done) }));
      const path = kdsTicketItemPath(claim.restaurantId, claim.storeId, ticket.id, lineId, done);
      try {
        await client.post<KdsTicketResponse>(`/api${path}` as ApiPath);
        expireLater(() => dropItem(key, done));
        return true;
      } catch (error) {
        dropItem(key, done);
        handlersRef.current.onFailure(errorText(error));
        return false;
      }
    },
    [claim.restaurantId, claim.storeId, client, setPending, dropItem, expireLater],
  );

  return useMemo(() => ({ run, setItemDone }), [run, setItemDone]);
}
