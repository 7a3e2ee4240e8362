import {
  type PrinterStatus,
  type PrintingSettings,
  type PrintJob,
  readPrintingSettings,
  ZPrinterStatus,
  ZPrintJob,
} from '@resto/domain';
import { docConverter, firestore, useDoc, useQuery } from '@resto/web-common';
import { collection, type DocumentData, doc, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';

const converter = docConverter<DocumentData>();

/**
 * The printing documents staff read live (written only through `/api/printing`): the store's printer
 * settings, each cloud printer's heartbeat, and the latest print jobs.
 */
export function usePrintingSettings(restaurantId: string, storeId: string) {
  const result = useDoc(
    doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'settings', 'printing').withConverter(
      converter,
    ),
  );
  const settings: PrintingSettings | undefined = useMemo(
    () => (result.data === undefined ? undefined : readPrintingSettings(result.data ?? {})),
    [result.data],
  );
  return { settings, saved: Boolean(result.data), loading: result.loading, error: result.error };
}

export function usePrinterStatuses(restaurantId: string, storeId: string): Map<string, PrinterStatus> {
  const result = useQuery(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'printerStatus').withConverter(
      converter,
    ),
  );
  return useMemo(() => {
    const byId = new Map<string, PrinterStatus>();
    for (const entry of result.data) {
      const parsed = ZPrinterStatus.safeParse(entry);
      if (parsed.success) byId.set(parsed.data.printerId, parsed.data);
    }
    return byId;
  }, [result.data]);
}

export function useRecentPrintJobs(restaurantId: string, storeId: string, count = 25) {
  const result = useQuery(
    query(
      collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'printJobs').withConverter(
        converter,
      ),
      orderBy('createdIsoDateTimeUtc', 'desc'),
      limit(count),
    ),
  );
  const jobs: PrintJob[] = useMemo(
    () =>
      result.data.flatMap((entry) => {
        const parsed = ZPrintJob.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    [result.data],
  );
  return { jobs, loading: result.loading, error: result.error };
}
