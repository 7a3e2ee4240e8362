import { createContext, useContext } from 'react';
import type { ConnectionState } from '../../shared/connection';
import type { BoardTicket } from './ticketBoard';
import type { TicketActions } from './useTicketActions';

/**
 * The live kitchen, kept by the shell so it keeps listening (and chiming) whichever screen is open:
 * the active grid, the commands with their optimistic changes, and the connection.
 */
export interface Kitchen {
  board: BoardTicket[];
  loaded: boolean;
  error: unknown;
  connection: ConnectionState;
  /** Tickets that arrived in the last few seconds (flashing). */
  flashing: ReadonlySet<string>;
  actions: TicketActions;
}

export const KitchenContext = createContext<Kitchen | null>(null);

export function useKitchen(): Kitchen {
  const value = useContext(KitchenContext);
  if (!value) throw new Error('useKitchen must be used inside the kitchen shell (KdsShell).');
  return value;
}
