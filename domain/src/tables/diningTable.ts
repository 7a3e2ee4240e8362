import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';

/**
 * A dine-in table of a store (`restaurants/{r}/stores/{s}/tables/{tableId}`): what its QR code opens
 * (the storefront's `tables/{tableId}`), how many it seats, which seating area it stands in. Seats of
 * the active tables are also what table bookings are counted against.
 */

export const TABLE_LIMITS = { name: 30, seatingArea: 40, maxSeats: 40, tablesPerStore: 300 } as const;

export const ZTableName = z
  .string()
  .trim()
  .min(1, 'Enter a table name, like "12" or "Window 3"')
  .max(TABLE_LIMITS.name, `Table name must be at most ${TABLE_LIMITS.name} characters`);

export const ZSeatingAreaName = z
  .string()
  .trim()
  .max(TABLE_LIMITS.seatingArea, `Seating area must be at most ${TABLE_LIMITS.seatingArea} characters`);

export const ZTableSeats = z
  .number({ error: 'Enter the number of seats' })
  .int('Seats must be a whole number')
  .min(1, 'A table seats at least 1')
  .max(TABLE_LIMITS.maxSeats, `A table seats at most ${TABLE_LIMITS.maxSeats}`);

/** What an admin sends to create or change a table. */
export const ZDiningTableRequest = z.object({
  name: ZTableName,
  seats: ZTableSeats,
  /** '' = no particular area. */
  seatingArea: ZSeatingAreaName.default(''),
  /** A disabled table's QR code is refused and its seats are not booked. */
  active: z.boolean().default(true),
});
export type DiningTableRequest = z.infer<typeof ZDiningTableRequest>;

export const ZDiningTable = ZDiningTableRequest.extend({
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DiningTable = z.infer<typeof ZDiningTable>;

/** What the storefront learns about a table from its QR code: enough to greet and to refuse. */
export interface PublicTable {
  id: string;
  name: string;
  seatingArea: string;
}
