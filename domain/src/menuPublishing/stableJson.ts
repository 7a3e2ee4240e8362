/**
 * Deterministic JSON and a content hash, so the same menu always produces the same published
 * document and an unchanged menu is recognised without comparing documents field by field.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted and `undefined` fields left out (Firestore cannot store them). */
export function stableStringify(value: unknown): string {
  return JSON.stringify(toStableJson(value));
}

/** A plain copy with sorted keys and no `undefined` fields: what Firestore and the hash both see. */
export function toStableJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((entry) => (entry === undefined ? null : toStableJson(entry)));
  if (typeof value === 'object') {
    const result: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) result[key] = toStableJson(entry);
    }
    return result;
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  throw new TypeError(`Cannot serialise a ${typeof value} into a published document`);
}

/** cyrb53: a fast, well-mixed 53-bit string hash (public domain, bryc). */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A 106-bit hash of the stable JSON of `value` as 28 hex characters. Two seeds make an accidental
 * collision (which would skip publishing a real change) practically impossible; it is not a
 * security hash and needs no crypto, so the domain stays runnable everywhere.
 */
export function contentHash(value: unknown): string {
  const text = stableStringify(value);
  return [cyrb53(text, 1), cyrb53(text, 2)].map((part) => part.toString(16).padStart(14, '0')).join('');
}
