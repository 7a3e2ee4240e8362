/**
 * Super-admin batch uploads (domain/src/superAdmin/batchUploads.ts): one menu file imported into many
 * stores, each store's part an ordinary menu import job run by the import trigger's job runner. The
 * batch document only names its stores' jobs; status, progress and errors are read from those jobs.
 */
import {
  type BatchUploadJob,
  type BatchUploadRequest,
  type BatchUploadSummary,
  type ImportJob,
  summariseBatchUpload,
  ZBatchUploadJob,
  ZImportJob,
} from '@resto/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db, nowIso } from '../admin';
import { recordAudit } from '../audit/auditLog';
import { newId, restaurantDoc, storeDoc } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { createMenuImportJob } from '../menu/import/createImportJob';
import { importJobDoc } from '../menu/import/importJobPaths';

export const BATCH_UPLOAD_JOBS = 'batchUploadJobs';

export async function createBatchUpload(
  caller: Caller,
  request: BatchUploadRequest,
  requestId: string | undefined,
): Promise<BatchUploadSummary> {
  // Every store must exist before any job is made: a typo never half-runs a batch.
  const snapshots = await db().getAll(
    ...request.stores.flatMap((store) => [
      restaurantDoc(store.restaurantId),
      storeDoc(store.restaurantId, store.storeId),
    ]),
  );
  const named = request.stores.map((store, index) => {
    const restaurant = snapshots[index * 2];
    const found = snapshots[index * 2 + 1];
    if (!restaurant?.exists || !found?.exists)
      throw new NotFoundError(`There is no store ${store.storeId} in restaurant ${store.restaurantId}.`);
    return {
      ...store,
      restaurantName: String(restaurant.get('name') ?? store.restaurantId),
      storeName: String(found.get('name') ?? store.storeId),
    };
  });
  const id = newId();
  const file = { fileName: request.fileName, format: request.format, content: request.content };
  const jobs: ImportJob[] = [];
  const stores: BatchUploadJob['stores'] = [];
  // One store at a time: each job's file is written with it, and the trigger starts each at once.
  for (const store of named) {
    const made = await createMenuImportJob(store, caller.uid, file, id);
    jobs.push(made.job);
    stores.push({ ...store, importJobId: made.id });
  }
  const batch: BatchUploadJob = {
    fileName: request.fileName,
    format: request.format,
    bytes: jobs[0]?.bytes ?? 0,
    stores,
    createdByUid: caller.uid,
    ...(caller.email ? { createdByEmail: caller.email } : {}),
    createdIsoDateTimeUtc: nowIso(),
  };
  await db().collection(BATCH_UPLOAD_JOBS).doc(id).create(batch);
  await recordAudit({
    action: 'batchUpload.started',
    actorUid: caller.uid,
    ...(caller.email ? { actorEmail: caller.email } : {}),
    summary:
      `${request.fileName} into ${stores.map((store) => `${store.restaurantName} / ${store.storeName}`).join(', ')}`.slice(
        0,
        300,
      ),
    ...(requestId ? { requestId } : {}),
  });
  return summariseBatchUpload(id, batch, jobs);
}

function parsedJob(snapshot: DocumentSnapshot | undefined): ImportJob | undefined {
  const parsed = snapshot?.exists ? ZImportJob.safeParse(snapshot.data()) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/** Batches with their stores' jobs, read in one round trip. */
async function summarise(batches: { id: string; batch: BatchUploadJob }[]): Promise<BatchUploadSummary[]> {
  const refs = batches.flatMap(({ batch }) =>
    batch.stores.map((store) => importJobDoc({ ...store, jobId: store.importJobId })),
  );
  const jobs = refs.length > 0 ? await db().getAll(...refs) : [];
  let at = 0;
  return batches.map(({ id, batch }) => {
    const mine = batch.stores.map(() => parsedJob(jobs[at++]));
    return summariseBatchUpload(id, batch, mine);
  });
}

export async function readBatchUpload(id: string): Promise<BatchUploadSummary> {
  const snapshot = await db().collection(BATCH_UPLOAD_JOBS).doc(id).get();
  const batch = snapshot.exists ? ZBatchUploadJob.safeParse(snapshot.data()) : undefined;
  if (!batch?.success) throw new NotFoundError('We could not find this batch upload.');
  const [summary] = await summarise([{ id, batch: batch.data }]);
  if (!summary) throw new NotFoundError('We could not find this batch upload.');
  return summary;
}

/** Newest first, a page at a time (`next`: the cursor of the following page). */
export async function listBatchUploads(
  limit: number,
  before: string | undefined,
): Promise<{ jobs: BatchUploadSummary[]; next?: string }> {
  let query = db().collection(BATCH_UPLOAD_JOBS).orderBy('createdIsoDateTimeUtc', 'desc');
  if (before) query = query.startAfter(before);
  const page = await query.limit(limit + 1).get();
  const batches = page.docs
    .map((doc) => ({ id: doc.id, parsed: ZBatchUploadJob.safeParse(doc.data()) }))
    .filter((entry) => entry.parsed.success)
    .map((entry) => ({ id: entry.id, batch: entry.parsed.data as BatchUploadJob }));
  const shown = batches.slice(0, limit);
  const jobs = await summarise(shown);
  const last = shown[shown.length - 1];
  return { jobs, ...(batches.length > limit && last ? { next: last.batch.createdIsoDateTimeUtc } : {}) };
}
