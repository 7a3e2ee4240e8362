import { type ImportJob, utf8ByteLength, ZMenuImportRequest } from '@resto/domain';
import { db, nowIso } from '../../admin';
import { newId } from '../../firestore/paths';
import { firestoreData } from '../firestoreData';
import { importJobDoc } from './importJobPaths';
import { writeJobFile } from './jobFile';

export interface StoreIds {
  restaurantId: string;
  storeId: string;
}

/**
 * Records a `requested` menu import job with its file, in one batch: the trigger that runs the job
 * fires on the job's creation, and by then the file is already there.
 */
export async function createMenuImportJob(
  store: StoreIds,
  createdByUid: string,
  body: unknown,
  /** The super-admin batch upload this job is one store of. */
  batchUploadJobId?: string,
): Promise<{ id: string; job: ImportJob }> {
  const request = ZMenuImportRequest.parse(body);
  const ids = { ...store, jobId: newId() };
  const now = nowIso();
  const batch = db().batch();
  const chunkCount = writeJobFile(batch, ids, request.content);
  const job: ImportJob = {
    kind: 'menuImport',
    status: 'requested',
    ...store,
    fileName: request.fileName,
    format: request.format,
    bytes: utf8ByteLength(request.content),
    chunkCount,
    createdByUid,
    createdIsoDateTimeUtc: now,
    updatedIsoDateTimeUtc: now,
    progress: { done: 0, total: 0 },
    counts: { created: 0, updated: 0, skipped: 0 },
    errors: [],
    errorCount: 0,
    ...(batchUploadJobId ? { batchUploadJobId } : {}),
  };
  batch.create(importJobDoc(ids), firestoreData(job));
  await batch.commit();
  return { id: ids.jobId, job };
}
