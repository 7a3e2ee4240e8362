import type { ImportJob, WithId } from '@resto/domain';
import { docConverter, firestore, useDoc, useQuery } from '@resto/web-common';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';

/**
 * Import jobs of a store, live: `restaurants/{r}/stores/{s}/importJobs`. Written only by the API
 * and the import worker; store admins and restaurant admins read them.
 */
export type ImportJobRecord = WithId<ImportJob>;

const importJobConverter = docConverter<ImportJob>();

export function importJobsCollection(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'importJobs').withConverter(
    importJobConverter,
  );
}

export function useImportJob(restaurantId: string, storeId: string, jobId: string | undefined) {
  return useDoc(
    restaurantId && storeId && jobId ? doc(importJobsCollection(restaurantId, storeId), jobId) : null,
  );
}

/** The store's last ten import jobs, newest first. */
export function useRecentImportJobs(restaurantId: string, storeId: string) {
  return useQuery(
    restaurantId && storeId
      ? query(
          importJobsCollection(restaurantId, storeId),
          orderBy('createdIsoDateTimeUtc', 'desc'),
          limit(10),
        )
      : null,
  );
}
