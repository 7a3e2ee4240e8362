import { z } from 'zod';
import { ZDocumentId } from '../common/common';

/** SPEC.md sections 2 and 9: default sizes of new table-map elements, in map units. */
export const TABLE_ELEMENT_DEFAULT_SIZES = {
  square: { width: 120 },
  rectangle: { width: 120, length: 240 },
  circle: { radius: 60 },
} as const;

export const TABLE_ELEMENT_TYPES = ['circle', 'square', 'rectangle'] as const;
export type TableElementType = (typeof TABLE_ELEMENT_TYPES)[number];

const ZSize = z.number().positive('Size must be more than 0').max(2000, 'Size must be at most 2000');
export const ZMapCoordinates = z.object({ x: z.number(), y: z.number() });

const elementBase = {
  id: ZDocumentId,
  /** The dine-in table this shape stands for. */
  tableId: ZDocumentId.optional(),
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
  /** Zoom factor the map was last shown at. */
  scale: z.number().positive().default(1),
  /** Where the map view is pinned (its top-left corner). */
  pinnedCoordinates: ZMapCoordinates.default({ x: 0, y: 0 }),
  tables: z.array(ZTableMapElement).default([]),
});
export type TableMap = z.infer<typeof ZTableMap>;
