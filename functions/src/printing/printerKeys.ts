import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { db, nowIso } from '../admin';
import { UnauthenticatedError } from '../http/errors';
import { printerKeyDoc } from './printingPaths';

/** Which cloud printer a polling key belongs to. */
export interface PrinterIdentity {
  restaurantId: string;
  storeId: string;
  printerId: string;
}

const ZPrinterKeyRecord = z.object({
  restaurantId: z.string().min(1),
  storeId: z.string().min(1),
  printerId: z.string().min(1),
  createdIsoDateTimeUtc: z.string(),
});

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A new polling key for a cloud printer (HTTP Basic password in the printer's server settings; the
 * user name is the printer id). Only its SHA-256 is stored, in the server-only `printerKeys`; the
 * printer's previous keys stop working at once.
 */
export async function issuePrinterKey(identity: PrinterIdentity): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  const previous = await db()
    .collection('printerKeys')
    .where('restaurantId', '==', identity.restaurantId)
    .where('storeId', '==', identity.storeId)
    .where('printerId', '==', identity.printerId)
    .get();
  const batch = db().batch();
  for (const doc of previous.docs) batch.delete(doc.ref);
  batch.set(printerKeyDoc(hashKey(key)), { ...identity, createdIsoDateTimeUtc: nowIso() });
  await batch.commit();
  return key;
}

/** Stores a known key (the demo seed's printers, whose fake printers are started with it). */
export function printerKeyRecord(key: string, identity: PrinterIdentity) {
  return { id: hashKey(key), data: { ...identity, createdIsoDateTimeUtc: nowIso() } };
}

const WRONG_KEY = 'This printer is not connected: check the printer key in its server settings.';

/**
 * The printer a polling request comes from, by the HTTP Basic password it sends. 401 with a
 * `WWW-Authenticate` challenge (printers send credentials only when challenged) when it is missing
 * or unknown.
 */
export async function requirePrinterKey(req: Request): Promise<PrinterIdentity> {
  const header = req.header('authorization') ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header);
  if (!match?.[1]) throw new UnauthenticatedError(WRONG_KEY);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const key = colon >= 0 ? decoded.slice(colon + 1) : '';
  if (key.length < 16 || key.length > 200) throw new UnauthenticatedError(WRONG_KEY);
  const record = await printerKeyDoc(hashKey(key)).get();
  const parsed = ZPrinterKeyRecord.safeParse(record.data());
  if (!parsed.success) throw new UnauthenticatedError(WRONG_KEY);
  const { restaurantId, storeId, printerId } = parsed.data;
  return { restaurantId, storeId, printerId };
}
