/**
 * Firestore's REST API returns documents as typed values ({ stringValue: 'x' }, { integerValue: '12' }
 * ...). The storefront reads its one public document over REST so the menu route never loads the
 * Firestore SDK; these helpers turn a REST document into plain JSON.
 */

/** One typed value of a Firestore REST document (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type FirestoreRestValue =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: FirestoreRestValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreRestValue> } };

export interface FirestoreRestDocument {
  name: string;
  fields?: Record<string, FirestoreRestValue>;
  createTime?: string;
  updateTime?: string;
}

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Plain JSON of one typed value. Timestamps, references and bytes become their strings. */
export function decodeFirestoreValue(value: FirestoreRestValue): JsonValue {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return decodeDouble(value.doubleValue);
  if ('timestampValue' in value) return value.timestampValue;
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeFirestoreValue);
  if ('mapValue' in value) return decodeFirestoreFields(value.mapValue.fields);
  throw new Error(`Unknown Firestore value type: ${Object.keys(value).join(', ')}`);
}

/** Plain JSON object of a document's (or map's) fields. */
export function decodeFirestoreFields(
  fields: Record<string, FirestoreRestValue> | undefined,
): Record<string, JsonValue> {
  const result: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(fields ?? {})) result[key] = decodeFirestoreValue(value);
  return result;
}

// JSON cannot carry NaN or ±Infinity, so REST sends them as strings.
function decodeDouble(value: number | string): number {
  if (typeof value === 'number') return value;
  if (value === 'Infinity') return Number.POSITIVE_INFINITY;
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY;
  return Number(value);
}

export interface FirestoreRestTarget {
  projectId: string;
  apiKey: string;
  useEmulators: boolean;
  firestoreEmulator: { host: string; port: number };
}

/** The REST URL of one document: the emulator's in emulator mode, Google's endpoint otherwise. */
export function firestoreDocumentUrl(target: FirestoreRestTarget, documentPath: string): string {
  const path = documentPath
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  const documents = `projects/${encodeURIComponent(target.projectId)}/databases/(default)/documents/${path}`;
  if (target.useEmulators) {
    const { host, port } = target.firestoreEmulator;
    return `http://${host}:${port}/v1/${documents}`;
  }
  return `https://firestore.googleapis.com/v1/${documents}?key=${encodeURIComponent(target.apiKey)}`;
}
