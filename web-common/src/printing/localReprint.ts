/**
 * Prints a reprint's jobs for the store's LAN, USB and Bluetooth printers from this browser: each job
 * is claimed first (`POST .../print-jobs/{jobId}/claim`: one browser wins, so a retried press or a
 * second screen never prints it twice), printed with the printer's own bytes, and its result reported
 * (`.../result`), so the print queue shows what the printer said. Loaded only when a reprint has such
 * jobs (receiptline stays out of the order pages' first load).
 */
import type { LocalReprintJob, PrinterSetup } from '@resto/domain';
import type { ApiClient } from '../api/apiClient';
import { describeError } from '../errors/describeError';
import { printOnLocalPrinter } from './localPrinting';

export interface LocalReprintOutcome {
  /** Printers that printed. */
  printed: string[];
  /** Why each of the others did not, in words naming the printer. */
  problems: string[];
}

export async function printLocalReprintJobs(
  client: ApiClient,
  store: { restaurantId: string; storeId: string },
  jobs: readonly LocalReprintJob[],
): Promise<LocalReprintOutcome> {
  const base: `/api/${string}` = `/api/printing/restaurants/${store.restaurantId}/stores/${store.storeId}/print-jobs`;
  const outcome: LocalReprintOutcome = { printed: [], problems: [] };
  for (const job of jobs) {
    let claimed: { markup: string; printer: PrinterSetup };
    try {
      claimed = await client.post(`${base}/${encodeURIComponent(job.jobId)}/claim`);
    } catch (error) {
      // Taken by another screen (409) or gone: this press does not print it again.
      outcome.problems.push(`${job.printerName}: ${describeError(error).message}`);
      continue;
    }
    let problem: string | undefined;
    try {
      await printOnLocalPrinter(claimed.printer, claimed.markup);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    try {
      await client.post(`${base}/${encodeURIComponent(job.jobId)}/result`, {
        success: problem === undefined,
        ...(problem ? { problem: problem.slice(0, 500) } : {}),
      });
    } catch {
      // The ticket printed (or not) all the same; the queue shows it as sent until someone looks.
    }
    if (problem === undefined) outcome.printed.push(job.printerName);
    else outcome.problems.push(problem);
  }
  return outcome;
}
