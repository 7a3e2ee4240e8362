/**
 * Every image a request names must be an upload of the restaurant the request is about. Images are
 * embedded as `{id, path}` (domain ZImage) in menus, categories, logos and website settings; rather
 * than checking each command, this guard walks every write's body for that shape, so a route added
 * later is covered too. A reference to another tenant's picture (or a made-up one) is a 400 on the
 * field, before anything is read or written by the route.
 */
import { imageStoragePath } from '@resto/domain';
import type { RequestHandler } from 'express';
import { db } from '../admin';
import { restaurantDoc } from '../firestore/paths';
import { FieldError } from '../http/errors';

export const FOREIGN_IMAGE_MESSAGE = "This picture isn't one of this restaurant's uploads. Upload it again.";

interface ImageReference {
  id: string;
  path: string;
  field: string;
}

/** The most references one body may carry (a whole menu's pictures); more is refused, not read. */
const MAX_IMAGE_REFERENCES = 2_000;

function isImageShape(value: Record<string, unknown>): value is { id: string; path: string } {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof value.id === 'string' &&
    typeof value.path === 'string' &&
    keys.includes('path')
  );
}

/** The `{id, path}` objects anywhere in `value`, with where they were (for the 400's field). */
export function imageReferencesIn(value: unknown): ImageReference[] {
  const found: ImageReference[] = [];
  const stack: { value: unknown; field: string[] }[] = [{ value, field: [] }];
  while (stack.length > 0 && found.length <= MAX_IMAGE_REFERENCES) {
    const next = stack.pop();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        stack.push({ value: item, field: [...next.field, String(index)] });
      });
      continue;
    }
    const record = next.value as Record<string, unknown>;
    if (isImageShape(record)) {
      found.push({ id: record.id, path: record.path, field: next.field.join('.') });
      continue;
    }
    for (const [key, child] of Object.entries(record))
      stack.push({ value: child, field: [...next.field, key] });
  }
  return found;
}

function restaurantIdOf(path: string): string | undefined {
  return /\/restaurants\/([^/]+)/.exec(path)?.[1];
}

/** Throws a 400 on the first image that is not an upload of `restaurantId`. */
export async function requireOwnImages(restaurantId: string | undefined, references: ImageReference[]) {
  if (references.length === 0) return;
  const foreign = (reference: ImageReference) => new FieldError(reference.field, FOREIGN_IMAGE_MESSAGE);
  if (references.length > MAX_IMAGE_REFERENCES) throw foreign(references[0] as ImageReference);
  const first = references.find(
    (reference) =>
      !restaurantId ||
      reference.path !== imageStoragePath(restaurantId, reference.id) ||
      !/^[A-Za-z0-9_-]{1,128}$/.test(reference.id),
  );
  if (first) throw foreign(first);
  const unique = [...new Map(references.map((reference) => [reference.id, reference])).values()];
  const images = restaurantDoc(restaurantId as string).collection('images');
  const snapshots = await db().getAll(...unique.map((reference) => images.doc(reference.id)));
  const missing = unique.find((_, index) => !snapshots[index]?.exists);
  if (missing) throw foreign(missing);
}

/** Express middleware for every write: checks the image references of the body. */
export function imageOwnershipGuard(): RequestHandler {
  return async (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'DELETE' || Buffer.isBuffer(req.body)) {
      next();
      return;
    }
    try {
      await requireOwnImages(restaurantIdOf(req.path), imageReferencesIn(req.body));
      next();
    } catch (error) {
      next(error);
    }
  };
}
