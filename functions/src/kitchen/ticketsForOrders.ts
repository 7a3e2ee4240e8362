import {
  amendKdsTicket,
  buildKdsTicket,
  type KdsTicket,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderStatus,
  ticketStatusForOrderStatus,
  ZAddOnsSettings,
  ZCartItem,
  ZCollection,
  ZKdsTicket,
} from '@resto/domain';
import { z } from 'zod';
import { nowIso, runContendedTransaction } from '../admin';
import { kitchenStoreOf } from '../connectedStores/kitchenStore';
import { log } from '../log';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { kdsTicketDoc, storeSettingDoc } from '../orderOperations/paths';
import { readForTicket } from './loadCatalogue';
import { versionAdded } from './orderTrigger';

/**
 * The order fields a ticket is made from, read leniently: an order whose totals or customer block
 * another issue changes must still reach the kitchen, so only what the ticket shows is checked.
 */
const ZOrderForTicket = z.object({
  source: z.enum(ORDER_SOURCES).optional().catch(undefined),
  placedIsoDateTimeUtc: z.string(),
  displayNumber: z.string().optional().catch(undefined),
  displayNumberPending: z.boolean().optional().catch(undefined),
  cart: z.object({
    items: z.array(ZCartItem).min(1),
    collection: ZCollection,
    comments: z.string().optional(),
    customerName: z.string().optional(),
  }),
  customer: z.object({ name: z.string() }).optional().catch(undefined),
  eta: z
    .object({ minutes: z.number().int().min(0) })
    .optional()
    .catch(undefined),
});

const ZStatusOnly = z.object({ status: z.object({ code: z.enum(ORDER_STATUSES) }) });

export type { OrderWrite } from '../orderOperations/orderWrite';

export type TicketOutcome =
  | 'created'
  | 'alreadyExists'
  | 'kitchenDisplayOff'
  | 'marked'
  | 'amended'
  | 'unchanged'
  | 'ignored'
  | 'unreadableOrder';

function statusOf(data: Record<string, unknown> | undefined): OrderStatus | undefined {
  const parsed = ZStatusOnly.safeParse(data);
  return parsed.success ? parsed.data.status.code : undefined;
}

/**
 * What the order trigger does for one write. Delivered at least once, so every branch is idempotent:
 * - the order became accepted (or was created accepted): create the ticket if the store has the
 *   kitchen display add-on and no ticket exists yet (ticket id = order id, checked in a transaction);
 * - the order was cancelled or rejected: mark an existing ticket CANCELLED / REJECTED (never deleted).
 */
export async function syncTicketForOrderWrite(write: OrderWrite): Promise<TicketOutcome> {
  const before = statusOf(write.before);
  const after = statusOf(write.after);
  if (after !== undefined && before === after && versionAdded(write)) return amendTicket(write);
  if (after === undefined || before === after) return 'ignored';
  if (after === 'accepted') return createTicket(write);
  if (after === 'cancelled' || after === 'rejected') return markTicket(write, after);
  return 'ignored';
}

/**
 * One transaction, one read round trip: the ticket (exists already?), the add-ons setting and the
 * back-office items and pizza settings the ticket is built from are read together, then the ticket
 * is created. A second delivery finds the ticket and stops.
 */
async function createTicket(write: OrderWrite): Promise<TicketOutcome> {
  const { restaurantId, storeId, orderId } = write;
  // A linked virtual store's order goes to its physical store's kitchen screens (connectedStores).
  const kitchen = await kitchenStoreOf(restaurantId, storeId);
  const ticketRef = kdsTicketDoc(restaurantId, kitchen.storeId, orderId);
  const order = ZOrderForTicket.safeParse(write.after);
  const outcome = await runContendedTransaction(async (tx): Promise<TicketOutcome> => {
    // The order itself too: an order accepted as it is placed gets its display number a moment
    // later (orders/displayNumbers.ts), and reading it here orders the two, so the ticket has the
    // number or the numbering finds the ticket and gives it the number.
    const [[ticket, addOns, current], catalogue] = await readForTicket(
      tx,
      [
        ticketRef,
        storeSettingDoc(restaurantId, kitchen.storeId, 'addOns'),
        onlineOrderDoc(restaurantId, storeId, orderId),
      ],
      { restaurantId, storeId, items: order.success ? order.data.cart.items : [] },
    );
    if (ticket?.exists) return 'alreadyExists';
    const enabled = ZAddOnsSettings.safeParse(addOns?.exists ? addOns.data() : {});
    if (!enabled.success || !enabled.data.kitchenDisplay) return 'kitchenDisplayOff';
    if (!order.success) {
      log.error('kds.unreadable_order', { restaurantId, storeId, orderId, issues: order.error.issues });
      return 'unreadableOrder';
    }
    const numbered = current?.get('displayNumber');
    const built: KdsTicket = buildKdsTicket({
      order: {
        id: orderId,
        restaurantId,
        storeId,
        ...order.data,
        ...(typeof numbered === 'string' && numbered !== '' ? { displayNumber: numbered } : {}),
      },
      catalogue,
      nowIsoDateTimeUtc: nowIso(),
    });
    const routed: KdsTicket =
      kitchen.storeId === storeId
        ? built
        : {
            ...built,
            storeId: kitchen.storeId,
            orderStoreId: storeId,
            ...(kitchen.brandName ? { brandName: kitchen.brandName } : {}),
          };
    tx.create(ticketRef, ZKdsTicket.parse(routed));
    return 'created';
  });
  log.info('kds.ticket_sync', { restaurantId, storeId, kitchenStoreId: kitchen.storeId, orderId, outcome });
  return outcome;
}

/** The version an edit saved and its line outcomes, read leniently from the order. */
const ZLatestVersion = z.object({
  versions: z
    .array(
      z.object({
        version: z.number().int(),
        lineOutcomes: z
          .array(
            z.object({
              lineId: z.string(),
              name: z.string(),
              outcome: z.enum(['ADDED', 'REMOVED', 'EDITED']),
            }),
          )
          .default([]),
      }),
    )
    .min(1),
});

/**
 * An order edited after its ticket was made (a POS order's later version): the ticket is rebuilt
 * from the edited order in one transaction with the same reads as creating it, keeping what the
 * kitchen already did and marking what changed (amendKdsTicket). No ticket, nothing to amend;
 * the same version delivered again changes nothing.
 */
async function amendTicket(write: OrderWrite): Promise<TicketOutcome> {
  const { restaurantId, storeId, orderId } = write;
  const kitchen = await kitchenStoreOf(restaurantId, storeId);
  const ticketRef = kdsTicketDoc(restaurantId, kitchen.storeId, orderId);
  const order = ZOrderForTicket.safeParse(write.after);
  const latest = ZLatestVersion.safeParse(write.after);
  if (!order.success || !latest.success) {
    log.error('kds.unreadable_order', { restaurantId, storeId, orderId });
    return 'unreadableOrder';
  }
  const version = latest.data.versions.at(-1);
  if (!version) return 'ignored';
  const outcome = await runContendedTransaction(async (tx): Promise<TicketOutcome> => {
    const [[ticket], catalogue] = await readForTicket(tx, [ticketRef], {
      restaurantId,
      storeId,
      items: order.data.cart.items,
    });
    if (!ticket?.exists) return 'unchanged';
    const current = ZKdsTicket.safeParse(ticket.data());
    if (!current.success) return 'unchanged';
    const now = nowIso();
    const built = buildKdsTicket({
      order: { id: orderId, restaurantId, storeId, ...order.data },
      catalogue,
      nowIsoDateTimeUtc: now,
    });
    // Keep where the ticket lives and how it is labelled (a linked store's order).
    const rebuilt: KdsTicket = {
      ...built,
      storeId: current.data.storeId,
      ...(current.data.orderStoreId ? { orderStoreId: current.data.orderStoreId } : {}),
      ...(current.data.brandName ? { brandName: current.data.brandName } : {}),
    };
    const amended = amendKdsTicket({
      ticket: current.data,
      rebuilt,
      version: version.version,
      lineOutcomes: version.lineOutcomes,
      nowIsoDateTimeUtc: now,
    });
    if (amended.kind === 'unchanged') return 'unchanged';
    tx.set(ticketRef, JSON.parse(JSON.stringify(amended.ticket)));
    return 'amended';
  });
  log.info('kds.ticket_sync', { restaurantId, storeId, orderId, outcome, version: version.version });
  return outcome;
}

async function markTicket(write: OrderWrite, orderStatus: 'cancelled' | 'rejected'): Promise<TicketOutcome> {
  const { restaurantId, storeId, orderId } = write;
  const kitchen = await kitchenStoreOf(restaurantId, storeId);
  const ticketRef = kdsTicketDoc(restaurantId, kitchen.storeId, orderId);
  const reasonField = orderStatus === 'cancelled' ? 'cancellationReason' : 'rejectionReason';
  const reason = write.after?.[reasonField];
  const outcome = await runContendedTransaction(async (tx): Promise<TicketOutcome> => {
    const ticket = await tx.get(ticketRef);
    if (!ticket.exists) return 'unchanged';
    const to = ticketStatusForOrderStatus(orderStatus, ticket.get('status'));
    if (to === undefined) return 'unchanged';
    const now = nowIso();
    tx.update(ticketRef, {
      status: to,
      updatedIsoDateTimeUtc: now,
      cancelledIsoDateTimeUtc: now,
      ...(typeof reason === 'string' ? { cancellationReason: reason } : {}),
    });
    return 'marked';
  });
  log.info('kds.ticket_sync', { restaurantId, storeId, orderId, outcome, orderStatus });
  return outcome;
}
