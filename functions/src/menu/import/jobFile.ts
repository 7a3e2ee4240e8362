import type { WriteBatch } from 'firebase-admin/firestore';
import { type ImportJobIds, importJobFileChunks } from './importJobPaths';

/**
 * An uploaded file is kept beside its job so the worker (a separate function invocation) can read
 * it. Firestore documents hold at most 1 MiB, so the UTF-8 bytes are split into chunks well below
 * that; the chunks are re-joined as bytes before decoding, so a character split across two chunks
 * comes back whole.
 */
const CHUNK_BYTES = 900_000;

const chunkId = (index: number) => String(index).padStart(4, '0');

/** Adds the file's chunks to `batch`; returns how many there are. */
export function writeJobFile(batch: WriteBatch, ids: ImportJobIds, content: string): number {
  const bytes = Buffer.from(content, 'utf8');
  const chunkCount = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES));
  for (let index = 0; index < chunkCount; index++) {
    const data = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    batch.create(importJobFileChunks(ids).doc(chunkId(index)), { index, data });
  }
  return chunkCount;
}

export async function readJobFile(ids: ImportJobIds, chunkCount: number): Promise<string> {
  const snapshot = await importJobFileChunks(ids).orderBy('index').get();
  if (snapshot.size !== chunkCount)
    throw new Error(`Import file has ${snapshot.size} of ${chunkCount} chunks`);
  const parts = snapshot.docs.map((doc) => Buffer.from(doc.get('data') as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}
