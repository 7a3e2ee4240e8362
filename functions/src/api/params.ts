import { ZFirestoreId } from '@resto/domain';
import type { Request } from 'express';
import { z } from 'zod';

/**
 * A document id taken from the URL. Express decodes `%2F` into '/', which would address a different
 * (nested) document, so ids are checked before they reach Firestore: the domain's rule for every id
 * (`ZFirestoreId`; ids in bodies use `ZDocumentId`, the same rule after trimming).
 */
export const ZPathId = ZFirestoreId;

/** The named route parameters as checked ids; a bad one is a 400 like any other invalid input. */
export function pathIds<const K extends string>(req: Request, names: readonly K[]): Record<K, string> {
  const shape = Object.fromEntries(names.map((name) => [name, ZPathId])) as Record<K, typeof ZPathId>;
  return z.object(shape).parse(req.params) as Record<K, string>;
}
