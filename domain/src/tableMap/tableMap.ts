import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';

/** SPEC.md sections 2 and 9: default sizes of new table-map elements, in map units. */
export const TABLE_ELEMENT_DEFAULT_SIZES = {
  square: { width: 120 },
  rectangle: { width: 120, length: 240 },
  circle: { radius: 60 },
} as const;

export const TABLE_ELEMENT_TYPES = ['circle', 'square', 'rectangle'] as const;
export type TableElementType = (typeof TABLE_ELEMENT_TYPES)[number];

/** Bounds of one map: how big the floor is, how many shapes, how fine the grid. */
export const TABLE_MAP_LIMITS = { elements: 300, size: 4000, maps: 20, name: 40 } as const;
export const DEFAULT_GRID_SIZE = 20;

const ZSize = z.number().positive('Size must be more than 0').max(2000, 'Size must be at most 2000');
export const ZMapCoordinates = z.object({
  x: z.number().min(-TABLE_MAP_LIMITS.size).max(TABLE_MAP_LIMITS.size),
  y: z.number().min(-TABLE_MAP_LIMITS.size).max(TABLE_MAP_LIMITS.size),
});

const elementBase = {
  id: ZDocumentId,
  /** The dine-in table this shape stands for. */
  tableId: ZDocumentId.optional(),
  /** The shape's centre (it rotates about it). */
  location: ZMapCoordinates,
  /** Degrees clockwise. */
  rotation: z.number().min(0).lt(360).default(0),
};

export const ZTableMapElement = z.discriminatedUnion('type', [
  z.object({
    ...elementBase,
    type: z.literal('circle'),
    radius: ZSize.default(TABLE_ELEMENT_DEFAULT_SIZES.circle.radius),
  }),
  z.object({
    ...elementBase,
    type: z.literal('square'),
    width: ZSize.default(TABLE_ELEMENT_DEFAULT_SIZES.square.width),
  }),
  z.object({
    ...elementBase,
    type: z.literal('rectangle'),
    width: ZSize.default(TABLE_ELEMENT_DEFAULT_SIZES.rectangle.width),
    length: ZSize.default(TABLE_ELEMENT_DEFAULT_SIZES.rectangle.length),
  }),
]);
export type TableMapElement = z.infer<typeof ZTableMapElement>;

export const ZTableMap = z.object({
  id: ZDocumentId,
  /** The seating area this map draws ("Courtyard"); one map per area. */
  name: z
    .string()
    .trim()
    .min(1, 'Name the area')
    .max(TABLE_MAP_LIMITS.name, `Area names are at most ${TABLE_MAP_LIMITS.name} characters`)
    .default('Dining room'),
  /** Zoom factor the map was last shown at. */
  scale: z.number().min(0.2).max(4).default(1),
  /** Where the map view is pinned (its top-left corner). */
  pinnedCoordinates: ZMapCoordinates.default({ x: 0, y: 0 }),
  /** Shapes snap to this grid while dragged (0: no snapping). */
  gridSize: z.number().int().min(0).max(100).default(DEFAULT_GRID_SIZE),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  tables: z
    .array(ZTableMapElement)
    .max(TABLE_MAP_LIMITS.elements, `A map holds at most ${TABLE_MAP_LIMITS.elements} shapes`)
    .default([]),
});
export type TableMap = z.infer<typeof ZTableMap>;

/** What the editor saves (`PUT /api/dine-in/.../table-maps/{mapId}`); the id is the path's. */
export const ZTableMapRequest = ZTableMap.omit({ id: true }).superRefine((map, ctx) => {
  const seen = new Set<string>();
  map.tables.forEach((element, index) => {
    if (seen.has(element.id))
      ctx.addIssue({ code: 'custom', path: ['tables', index, 'id'], message: 'Two shapes share an id' });
    seen.add(element.id);
  });
  const tables = new Set<string>();
  map.tables.forEach((element, index) => {
    if (!element.tableId) return;
    if (tables.has(element.tableId))
      ctx.addIssue({
        code: 'custom',
        path: ['tables', index, 'tableId'],
        message: 'This table is already on the map',
      });
    tables.add(element.tableId);
  });
});
export type TableMapRequest = z.infer<typeof ZTableMapRequest>;

export const ZStoredTableMap = ZTableMap.extend({ updatedIsoDateTimeUtc: ZIsoDateTimeUtc });

/** Rounds a coordinate to the grid (no grid: unchanged). */
export function snapToGrid(value: number, gridSize: number): number {
  return gridSize > 0 ? Math.round(value / gridSize) * gridSize : value;
}

/** Rotation in [0, 360), snapped to 15° steps when asked (what the rotate handle does). */
export function normaliseRotation(degrees: number, snap = false): number {
  const stepped = snap ? Math.round(degrees / 15) * 15 : Math.round(degrees * 10) / 10;
  return ((stepped % 360) + 360) % 360;
}

/** A new shape of `type` at `at`, with the spec's default size. */
export function newTableMapElement(
  type: TableElementType,
  id: string,
  at: { x: number; y: number },
): TableMapElement {
  if (type === 'circle')
    return { id, type, location: at, rotation: 0, radius: TABLE_ELEMENT_DEFAULT_SIZES.circle.radius };
  if (type === 'square')
    return { id, type, location: at, rotation: 0, width: TABLE_ELEMENT_DEFAULT_SIZES.square.width };
  return {
    id,
    type,
    location: at,
    rotation: 0,
    width: TABLE_ELEMENT_DEFAULT_SIZES.rectangle.width,
    length: TABLE_ELEMENT_DEFAULT_SIZES.rectangle.length,
  };
}

/** The element's bounding size before rotation: width × height in map units. */
export function elementSize(element: TableMapElement): { width: number; height: number } {
  if (element.type === 'circle') return { width: element.radius * 2, height: element.radius * 2 };
  if (element.type === 'square') return { width: element.width, height: element.width };
  return { width: element.width, height: element.length };
}
