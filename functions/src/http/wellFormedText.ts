/**
 * Text Firestore cannot store: a lone UTF-16 surrogate ("broken Unicode") in any string or key of a
 * body makes every write of it fail. Checked once for every body, after it is parsed (by our parser
 * locally, by the Functions framework in the cloud), so no route can reach Firestore with it and the
 * caller gets a 400 on the field instead of a 500.
 */
import type { RequestHandler } from 'express';
import { FieldError } from './errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE =
  "This text has characters that can't be stored (broken Unicode). Type it again or paste it as plain text.";

/** The path of the first string or key in `value` that is not well-formed Unicode, if any. */
export function brokenTextPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string[] };
    if (typeof next.value === 'string') {
      if (LONE_SURROGATE.test(next.value)) return next.path.join('.');
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    for (const [key, child] of Object.entries(next.value)) {
      if (LONE_SURROGATE.test(key)) return [...next.path, '(a field name)'].join('.');
      stack.push({ value: child, path: [...next.path, key] });
    }
  }
  return undefined;
}

export function requireWellFormedText(body: unknown): void {
  const path = brokenTextPath(body);
  if (path !== undefined) throw new FieldError(path, BROKEN_TEXT_MESSAGE);
}

/** Express middleware: refuses a body with broken Unicode anywhere in it. */
export function wellFormedTextGuard(): RequestHandler {
  return (req, _res, next) => {
    if (Buffer.isBuffer(req.body)) {
      next();
      return;
    }
    try {
      requireWellFormedText(req.body);
      next();
    } catch (error) {
      next(error);
    }
  };
}
