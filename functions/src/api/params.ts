import type { Request } from 'express';
import { z } from 'zod';

/**
 * A document id taken from the URL. Express decodes `%2F` into '/', which would address a different
 * (nested) document, so ids are checked before they reach Firestore.
 */
export const ZPathId = z.string().regex(/^(?!\.\.?$)(?!__.*__$)[^/]{1,128}$/, 'This is not a valid id');

/** The named route parameters as checked ids; a bad one is a 400 like any other invalid input. */
export function pathIds<const K extends string>(req: Request, names: readonly K[]): Record<K, string> {
  const shape = Object.fromEntries(names.map((name) => [name, ZPathId])) as Record<K, typeof ZPathId>;
  return z.object(shape).parse(req.params) as Record<K, string>;
}
