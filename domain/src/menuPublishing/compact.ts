import { z } from 'zod';
import type { ModifierGroup } from '../menu/menu';
import { stableStringify } from './stableJson';

/**
 * Leaves out every field whose value equals the schema's default, so the published document only
 * carries what differs from a plain item. Reading the document back through the same zod schema
 * restores the defaults, so nothing is lost (domain/test/menuPublishing/publishedMenu.test.ts checks the
 * round trip).
 */

function unwrapToObject(schema: z.ZodType): z.ZodObject | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional)
    current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? current : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(left: unknown, right: unknown): boolean {
  return stableStringify(left) === stableStringify(right);
}

/** `value` without the fields that `shape` would fill in by itself; nested objects are trimmed too. */
export function omitDefaults(value: Record<string, unknown>, shape: z.ZodRawShape): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    if (fieldValue === undefined) continue;
    const fieldSchema = shape[key] as z.ZodType | undefined;
    if (fieldSchema === undefined) {
      result[key] = fieldValue;
      continue;
    }
    const fallback = fieldSchema.safeParse(undefined);
    if (fallback.success && fallback.data !== undefined && sameValue(fallback.data, fieldValue)) continue;
    const objectSchema = unwrapToObject(fieldSchema);
    if (objectSchema && isPlainObject(fieldValue)) {
      const trimmed = omitDefaults(fieldValue, objectSchema.shape);
      // An object only reaches here when it differs from its default, so some field always remains;
      // keeping an empty object would still be correct, as parsing fills every field in.
      result[key] = trimmed;
      continue;
    }
    result[key] = fieldValue;
  }
  return result;
}

/** A modifier group without its default bounds and free options' zero charges. */
export function compactModifierGroup(group: ModifierGroup): Record<string, unknown> {
  return {
    id: group.id,
    name: group.name,
    ...(group.min === 0 ? {} : { min: group.min }),
    ...(group.max === 1 ? {} : { max: group.max }),
    ...(group.allowMultiple ? { allowMultiple: true } : {}),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      ...(option.extraCharge === 0 ? {} : { extraCharge: option.extraCharge }),
    })),
  };
}

/**
 * Shares identical modifier groups between items: many items use the same "Choose your sauce", so
 * the document holds each distinct group once and items refer to it by key. The key is the group id;
 * a group id reused with different content gets a `~2`, `~3`... suffix. Keys depend only on the order
 * groups are added in, which the builder keeps deterministic.
 */
export class ModifierGroupTable {
  readonly groups: Record<string, Record<string, unknown>> = {};
  private readonly keysByContent = new Map<string, string>();

  add(group: ModifierGroup): string {
    return this.addCompact(compactModifierGroup(group));
  }

  /** Adds a group already in its stored form (as a published document holds it). */
  addCompact(compact: Record<string, unknown>): string {
    const content = stableStringify(compact);
    const existing = this.keysByContent.get(content);
    if (existing !== undefined) return existing;
    const id = String(compact.id);
    let key = id;
    for (let suffix = 2; Object.hasOwn(this.groups, key); suffix++) key = `${id}~${suffix}`;
    this.groups[key] = compact;
    this.keysByContent.set(content, key);
    return key;
  }
}
