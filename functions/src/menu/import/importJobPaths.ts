import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { storeDoc } from '../../firestore/paths';

/**
 * Import jobs of a store (docs/data-model.md): `restaurants/{r}/stores/{s}/importJobs/{jobId}`,
 * readable by the store's admins, and the uploaded file in `.../importJobs/{jobId}/fileChunks/{n}`,
 * which only the server reads.
 */

export interface ImportJobIds {
  restaurantId: string;
  storeId: string;
  jobId: string;
}

/** The document pattern the import trigger listens on. */
export const IMPORT_JOB_DOCUMENT = 'restaurants/{restaurantId}/stores/{storeId}/importJobs/{jobId}';

export function importJobs(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('importJobs');
}

export function importJobDoc({ restaurantId, storeId, jobId }: ImportJobIds): DocumentReference {
  return importJobs(restaurantId, storeId).doc(jobId);
}

export function importJobFileChunks(ids: ImportJobIds): CollectionReference {
  return importJobDoc(ids).collection('fileChunks');
}
