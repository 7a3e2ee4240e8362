/**
 * The storage size Firestore counts against its 1 MiB document limit, following "Storage size
 * calculations" in the Firestore documentation: strings are UTF-8 bytes + 1, numbers 8, booleans and
 * nulls 1, maps the sum of their field names (bytes + 1) and values, arrays the sum of their values,
 * and a document adds its name's size plus 32 bytes.
 */

/** Firestore's maximum document size. */
export const FIRESTORE_MAX_DOCUMENT_BYTES = 1_048_576;

/** UTF-8 length without TextEncoder, which the domain's plain-ES lib does not declare. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function stringBytes(text: string): number {
  return utf8Length(text) + 1;
}

export function firestoreValueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringBytes(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, entry) => sum + firestoreValueBytes(entry), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [key, entry]) =>
        entry === undefined ? sum : sum + stringBytes(key) + firestoreValueBytes(entry),
      0,
    );
  }
  return 8;
}

/** Size of the document at `path` ("restaurants/r/stores/s/publishedMenu/current") holding `data`. */
export function firestoreDocumentBytes(path: string, data: Record<string, unknown>): number {
  const nameBytes = path.split('/').reduce((sum, segment) => sum + stringBytes(segment), 16);
  return nameBytes + firestoreValueBytes(data) + 32;
}
