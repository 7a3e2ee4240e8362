import {
  applyKdsTicketAction,
  type KdsTicket,
  type KdsTicketAction,
  KdsTicketActionError,
  KdsTicketItemNotFoundError,
  type KdsTicketPatch,
  setKdsTicketItemDone,
  ZKdsTicket,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { kdsTicketDoc } from '../orderOperations/paths';

export interface TicketRef {
  restaurantId: string;
  storeId: string;
  ticketId: string;
}

export type TicketChange =
  | { kind: 'action'; action: KdsTicketAction }
  | { kind: 'item'; lineId: string; done: boolean };

/**
 * Reads the ticket, lets the domain decide the change and writes it, in one transaction: two screens
 * bumping the same ticket get one 200 and one 409 in words, never a double change.
 */
export async function changeTicket(ref: TicketRef, change: TicketChange): Promise<KdsTicket> {
  const doc = kdsTicketDoc(ref.restaurantId, ref.storeId, ref.ticketId);
  try {
    const ticket = await runContendedTransaction(async (tx) => {
      const snapshot = await tx.get(doc);
      if (!snapshot.exists) throw new NotFoundError('This ticket is no longer on the kitchen display.');
      const current = ZKdsTicket.parse(snapshot.data());
      const now = nowIso();
      const patch: KdsTicketPatch =
        change.kind === 'action'
          ? applyKdsTicketAction(current, change.action, now)
          : setKdsTicketItemDone(current, change.lineId, change.done, now);
      tx.update(doc, patch);
      return { ...current, ...patch };
    });
    log.info('kds.ticket_changed', { ...ref, ...change, status: ticket.status });
    return ticket;
  } catch (error) {
    if (error instanceof KdsTicketActionError)
      throw new ConflictError(error.message, 'Ticket already changed');
    if (error instanceof KdsTicketItemNotFoundError) throw new NotFoundError(error.message);
    throw error;
  }
}
