/** Cloud Storage JSON API conventions: error bodies, object resources, hashes, multipart uploads. */
import { createHash } from 'node:crypto';

export class GcsError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, domain: 'global', reason: this.reason }],
      },
    };
  }
}

export const gcsErrors = {
  noSuchObject: (bucket: string, name: string) =>
    new GcsError(404, 'notFound', `No such object: ${bucket}/${name}`),
  noSuchBucket: () => new GcsError(404, 'notFound', 'The specified bucket does not exist.'),
  preconditionFailed: () =>
    new GcsError(412, 'conditionNotMet', 'At least one of the pre-conditions you specified did not hold.'),
  required: (what: string) => new GcsError(400, 'required', `Required ${what}`),
  invalid: (message: string) => new GcsError(400, 'invalid', message),
  conflict: () =>
    new GcsError(
      409,
      'conflict',
      'Your previous request to create the named bucket succeeded and you already own it.',
    ),
};

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C (Castagnoli) as Cloud Storage reports it: base64 of the big-endian 32-bit value. */
export function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const value = Buffer.alloc(4);
  value.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return value.toString('base64');
}

export function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64');
}

export interface MultipartPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** Splits a `multipart/related` body (the JSON API's multipart upload: metadata part, media part). */
export function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw gcsErrors.invalid('Missing multipart boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) break;
    let chunk = body.subarray(afterDelimiter, next);
    if (chunk.subarray(0, 2).toString() === '\r\n') chunk = chunk.subarray(2);
    if (chunk.subarray(-2).toString() === '\r\n') chunk = chunk.subarray(0, -2);
    const split = chunk.indexOf('\r\n\r\n');
    const headerText = split >= 0 ? chunk.subarray(0, split).toString('utf8') : '';
    const headers: Record<string, string> = {};
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: split >= 0 ? chunk.subarray(split + 4) : Buffer.alloc(0) });
    start = next;
  }
  return parts;
}
