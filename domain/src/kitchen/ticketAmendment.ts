/**
 * A kitchen ticket follows later versions of its order (a POS order edited at the till: lines added,
 * taken off or changed). The cook must see what changed, not silently find a different ticket, so the
 * amended ticket carries the version and each changed line (`amendment`), which the screen shows as
 * "Changed". What the kitchen already did is kept: a line that did not change keeps its done mark; an
 * added or changed line is to cook again; a ticket already bumped comes back (RECALLED) when there is
 * something new to cook. A cancelled or rejected ticket is not amended.
 */
import { type KDS_LINE_CHANGES, type KdsTicket, type KdsTicketAmendment, ZKdsTicket } from './ticket';

/** One line's outcome in the order's version (orderVersions.ts). */
export interface KdsLineOutcome {
  lineId: string;
  name: string;
  outcome: (typeof KDS_LINE_CHANGES)[number];
}

export type KdsAmendOutcome =
  | { kind: 'amended'; ticket: KdsTicket }
  /** Already at this version or later (a redelivered trigger), or called off: nothing to do. */
  | { kind: 'unchanged' };

/**
 * The ticket after the order's `version`: items from `rebuilt` (the ticket built afresh from the
 * edited order), with the kitchen's progress kept for lines that did not change.
 */
export function amendKdsTicket(input: {
  ticket: KdsTicket;
  rebuilt: KdsTicket;
  version: number;
  lineOutcomes: readonly KdsLineOutcome[];
  nowIsoDateTimeUtc: string;
}): KdsAmendOutcome {
  const { ticket, rebuilt, version, nowIsoDateTimeUtc } = input;
  if (ticket.status === 'CANCELLED' || ticket.status === 'REJECTED') return { kind: 'unchanged' };
  if ((ticket.amendment?.version ?? 1) >= version) return { kind: 'unchanged' };
  const before = new Map(ticket.items.map((item) => [item.lineId, item]));
  const rebuiltById = new Map(rebuilt.items.map((item) => [item.lineId, item]));
  // A line edited only in price (a discount, an extra charge) is the same dish: the cook is not told
  // it changed and its done mark stays, so nothing is made twice.
  const lineOutcomes = input.lineOutcomes.filter((line) => {
    if (line.outcome !== 'EDITED') return true;
    const previous = before.get(line.lineId);
    const now = rebuiltById.get(line.lineId);
    return !previous || !now || kitchenContent(previous) !== kitchenContent(now);
  });
  if (lineOutcomes.length === 0) return { kind: 'unchanged' };
  const changed = new Set(
    lineOutcomes.filter((line) => line.outcome !== 'REMOVED').map((line) => line.lineId),
  );
  const items = rebuilt.items.map((item) => {
    const previous = before.get(item.lineId);
    if (!previous || changed.has(item.lineId)) return item;
    return {
      ...item,
      status: previous.status,
      ...(previous.doneIsoDateTimeUtc ? { doneIsoDateTimeUtc: previous.doneIsoDateTimeUtc } : {}),
    };
  });
  const toCook = items.some((item) => item.status === 'PENDING');
  const recall = ticket.status === 'COMPLETED' && toCook;
  const amended: KdsTicket = {
    ...ticket,
    items,
    stationIds: rebuilt.stationIds,
    orderComments: rebuilt.orderComments,
    ...(rebuilt.customerName ? { customerName: rebuilt.customerName } : {}),
    collectionType: rebuilt.collectionType,
    updatedIsoDateTimeUtc: nowIsoDateTimeUtc,
    ...(recall ? { status: 'RECALLED' as const, recalledIsoDateTimeUtc: nowIsoDateTimeUtc } : {}),
    amendment: {
      version,
      isoDateTimeUtc: nowIsoDateTimeUtc,
      changes: lineOutcomes.slice(0, 200).map((line) => ({
        lineId: line.lineId.slice(0, 128),
        name: (line.name || 'Item').slice(0, 200),
        change: line.outcome,
      })),
    },
  };
  return { kind: 'amended', ticket: ZKdsTicket.parse(amended) };
}

/** What the kitchen makes of a line: everything on it but its progress. */
function kitchenContent(item: KdsTicket['items'][number]): string {
  const { status: _status, doneIsoDateTimeUtc: _done, ...content } = item;
  return JSON.stringify(content);
}

/** "Added Cola · Took off Fries · Changed Margherita": the change list as the cook reads it. */
export function amendmentWords(amendment: KdsTicketAmendment): string {
  const verb = { ADDED: 'Added', REMOVED: 'Took off', EDITED: 'Changed' } as const;
  return amendment.changes.map((change) => `${verb[change.change]} ${change.name}`).join(' · ');
}
