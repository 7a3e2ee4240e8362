import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';

/**
 * The live floor of a store (`restaurants/{r}/stores/{s}/tableFloor/current`): who sits where right
 * now (walk-ins and booked parties staff seated) and which tables are pushed together for a large
 * party. One document, so every seat, clear, join and unjoin is one transaction on it and two
 * devices racing for the same table meet there (one wins, the other gets the catalogue's 409).
 */

export const TABLE_FLOOR_LIMITS = { tablesPerJoin: 8, name: 100, maxPax: 100 } as const;

/** A party sitting at one table or at a join of tables. */
export const ZTableSeating = z.object({
  id: ZDocumentId,
  /** The tables the party occupies (a join's tables when seated on a join). */
  tableIds: z.array(ZDocumentId).min(1).max(TABLE_FLOOR_LIMITS.tablesPerJoin),
  joinId: ZDocumentId.optional(),
  pax: z.number().int().min(1).max(TABLE_FLOOR_LIMITS.maxPax),
  name: z.string().max(TABLE_FLOOR_LIMITS.name).default(''),
  /** Set when the party is a booking staff seated (its booking already holds the seats). */
  bookingId: ZDocumentId.optional(),
  seatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** The trading date whose day ledger holds a walk-in's seats (bookings keep their own hold). */
  holdDate: z.string().max(10).optional(),
  byUid: z.string().max(200).default(''),
  byName: z.string().max(200).default(''),
});
export type TableSeating = z.infer<typeof ZTableSeating>;

/** Two or more tables pushed together: they seat the sum of their seats, as one. */
export const ZTableJoin = z.object({
  id: ZDocumentId,
  tableIds: z.array(ZDocumentId).min(2).max(TABLE_FLOOR_LIMITS.tablesPerJoin),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  byUid: z.string().max(200).default(''),
  byName: z.string().max(200).default(''),
});
export type TableJoin = z.infer<typeof ZTableJoin>;

export const ZTableFloor = z.object({
  seatings: z.array(ZTableSeating).default([]),
  joins: z.array(ZTableJoin).default([]),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type TableFloor = z.infer<typeof ZTableFloor>;

/** The floor as stored, or an empty one (no document yet, or one this version cannot read). */
export function readTableFloor(raw: unknown): TableFloor {
  const parsed = ZTableFloor.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { seatings: [], joins: [] };
}

/** `POST /api/dine-in/.../seatings`: staff seat a walk-in (or a booked party) at a table or join. */
export const ZSeatPartyRequest = z.object({
  /** Made by the device per attempt, so a double tap seats once. */
  seatingId: ZDocumentId,
  /** The table tapped; when it is part of a join the party gets the whole join. */
  tableId: ZDocumentId,
  pax: z
    .number({ error: 'Enter how many guests' })
    .int('Guests must be a whole number')
    .min(1, 'At least 1 guest')
    .max(TABLE_FLOOR_LIMITS.maxPax, `At most ${TABLE_FLOOR_LIMITS.maxPax} guests`),
  name: z
    .string()
    .trim()
    .max(TABLE_FLOOR_LIMITS.name, `Name must be at most ${TABLE_FLOOR_LIMITS.name} characters`)
    .default(''),
  /** Seating a booked party: the booking they are. */
  bookingId: ZDocumentId.optional(),
});
export type SeatPartyRequest = z.infer<typeof ZSeatPartyRequest>;

/** `POST /api/dine-in/.../table-joins`: push tables together. */
export const ZJoinTablesRequest = z.object({
  joinId: ZDocumentId,
  tableIds: z
    .array(ZDocumentId)
    .min(2, 'Choose at least two tables to join')
    .max(TABLE_FLOOR_LIMITS.tablesPerJoin, `Join at most ${TABLE_FLOOR_LIMITS.tablesPerJoin} tables`),
});
export type JoinTablesRequest = z.infer<typeof ZJoinTablesRequest>;

/** The floor's refusals: the catalogue's words for a device that lost a race or saw an old floor. */
export const TABLE_FLOOR_ERRORS = {
  tableTaken: {
    httpStatus: 409,
    title: 'Table Already Seated',
    message: 'Someone was just seated at this table on another device. Choose another table.',
  },
  alreadyCleared: {
    httpStatus: 409,
    title: 'Table Already Cleared',
    message: 'This table was cleared on another device.',
  },
  alreadyJoined: {
    httpStatus: 409,
    title: 'Tables Already Joined',
    message: 'One of these tables was just joined to another on another device. Check the map and try again.',
  },
  alreadySeparated: {
    httpStatus: 409,
    title: 'Tables Already Separated',
    message: 'These tables were separated on another device.',
  },
  joinInUse: {
    httpStatus: 409,
    title: 'Tables In Use',
    message: 'A party is seated at these tables. Clear the table before separating or joining them.',
  },
  tableNotInUse: {
    httpStatus: 409,
    title: 'Table Not In Use',
    message: 'That table is switched off. Choose a table that is in use.',
  },
  alreadySeatedBooking: {
    httpStatus: 409,
    title: 'Booking Already Seated',
    message: 'This booking was seated on another device.',
  },
} as const;

export interface FloorTable {
  id: string;
  seats: number;
  seatingArea: string;
  active: boolean;
}

/** The join a table is part of, if any. */
export function joinOf(floor: Pick<TableFloor, 'joins'>, tableId: string): TableJoin | undefined {
  return floor.joins.find((join) => join.tableIds.includes(tableId));
}

/** The open seating at a table, if any. */
export function seatingAt(floor: Pick<TableFloor, 'seatings'>, tableId: string): TableSeating | undefined {
  return floor.seatings.find((seating) => seating.tableIds.includes(tableId));
}

/**
 * The places a party can sit: each join as one (its seats added up) and each table that is in no
 * join; switched-off tables, and joins with a switched-off table, are none.
 */
export interface SeatingUnit {
  tableIds: string[];
  seats: number;
  seatingArea: string;
  joinId?: string;
}

export function seatingUnits(tables: readonly FloorTable[], joins: readonly TableJoin[]): SeatingUnit[] {
  const byId = new Map(tables.map((table) => [table.id, table]));
  const joined = new Set(joins.flatMap((join) => join.tableIds));
  const units: SeatingUnit[] = [];
  for (const join of joins) {
    const members = join.tableIds.map((id) => byId.get(id));
    if (members.some((table) => !table?.active)) continue;
    units.push({
      tableIds: [...join.tableIds],
      seats: members.reduce((sum, table) => sum + (table?.seats ?? 0), 0),
      seatingArea: members[0]?.seatingArea ?? '',
      joinId: join.id,
    });
  }
  for (const table of tables)
    if (table.active && !joined.has(table.id))
      units.push({ tableIds: [table.id], seats: table.seats, seatingArea: table.seatingArea });
  return units;
}

/** The tables a party seated at `tableId` takes: the whole join when it is part of one. */
export function tablesForSeating(floor: Pick<TableFloor, 'joins'>, tableId: string) {
  const join = joinOf(floor, tableId);
  return join ? { tableIds: [...join.tableIds], joinId: join.id } : { tableIds: [tableId] };
}

/** "Tables 13 + 14" / "Table 12": a join or table as staff read it. */
export function seatingUnitName(tableNames: readonly string[]): string {
  if (tableNames.length === 1) {
    const only = tableNames[0] ?? '';
    return /^\d+[a-z]?$/i.test(only.trim()) ? `Table ${only.trim()}` : only;
  }
  const numbered = tableNames.every((name) => /^\d+[a-z]?$/i.test(name.trim()));
  return `${numbered ? 'Tables ' : ''}${tableNames.join(' + ')}`;
}
