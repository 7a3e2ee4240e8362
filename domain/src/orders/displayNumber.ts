/**
 * One short number per order, the same on every screen, email, ticket and receipt: what the cook
 * calls out, the customer quotes on the phone and staff type into order search. Orders get a daily
 * sequence per store ("47"), handed out in small blocks so no single counter document is written per
 * order (functions orders/displayNumbers.ts); POS terminals and marketplaces may bring their own.
 */
import { z } from 'zod';

export const DISPLAY_NUMBER_MAX_LENGTH = 16;
export const ZDisplayNumber = z.string().trim().min(1).max(DISPLAY_NUMBER_MAX_LENGTH);

/**
 * The order's number: its own; "…" for the moment between placement and numbering; for orders stored
 * before numbers, the id's last six characters.
 */
export function orderDisplayNumber(order: {
  id: string;
  displayNumber?: string | undefined;
  displayNumberPending?: boolean | undefined;
}): string {
  const own = order.displayNumber?.trim();
  if (own) return own;
  if (order.displayNumberPending) return '…';
  return order.id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-6)
    .toUpperCase();
}

/** "#47": how the number is shown. */
export function displayNumberLabel(order: {
  id: string;
  displayNumber?: string | undefined;
  displayNumberPending?: boolean | undefined;
}): string {
  return `#${orderDisplayNumber(order)}`;
}

/** What a person typed to find an order by its number ("#47", " 47", "a1b2c3"), comparable to it. */
export function typedDisplayNumber(typed: string): string | undefined {
  const cleaned = typed.trim().replace(/^#/, '').trim().toUpperCase();
  return cleaned === '' || cleaned.length > DISPLAY_NUMBER_MAX_LENGTH ? undefined : cleaned;
}

/** Whether `typed` names this order's number. */
export function matchesDisplayNumber(
  order: { id: string; displayNumber?: string | undefined },
  typed: string,
): boolean {
  const wanted = typedDisplayNumber(typed);
  return wanted !== undefined && orderDisplayNumber(order).toUpperCase() === wanted;
}
