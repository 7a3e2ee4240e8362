/**
 * Print jobs for printers a browser drives (LAN ePOS-Print, USB, Bluetooth). No printer polls for
 * them, so the browser that prints one claims it first: the claim moves it queued → sent in a
 * transaction, so of two browsers (or a retried press) exactly one prints it. The browser then reports
 * what the printer said; a failure ends the job as failed with the printer's words (nobody else would
 * retry it), which the print queue and the order's Reprint show.
 */
import {
  type LocalPrintResultRequest,
  type PrinterSetup,
  type PrintJob,
  printerIsLocal,
  readPrintingSettings,
  ZPrintJob,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { printingSettingsDoc, printJobDoc } from './printingPaths';

export interface LocalJobIds {
  restaurantId: string;
  storeId: string;
  jobId: string;
}

export interface ClaimedLocalJob {
  jobId: string;
  /** The document in receiptline markup, as the job was made (the browser turns it into bytes). */
  markup: string;
  /** The printer as set up now (address, model, font size, copies). */
  printer: PrinterSetup;
}

const ALREADY_PRINTING = 'Print Job Already Taken';

/** Claims a local printer's queued job for the calling browser (queued → sent). */
export async function claimLocalPrintJob(ids: LocalJobIds, uid: string): Promise<ClaimedLocalJob> {
  const { restaurantId, storeId, jobId } = ids;
  const claimed = await runContendedTransaction(async (tx) => {
    const [jobSnap, settingsSnap] = await tx.getAll(
      printJobDoc(restaurantId, storeId, jobId),
      printingSettingsDoc(restaurantId, storeId),
    );
    const job = ZPrintJob.safeParse(jobSnap?.data());
    if (!job.success) throw new NotFoundError('There is no such print job in this store.');
    const printer = readPrintingSettings(settingsSnap?.data()).printers.find(
      (candidate) => candidate.id === job.data.printerId,
    );
    if (!printer || !printerIsLocal(printer))
      throw new NotFoundError('This job’s printer is not a LAN, USB or Bluetooth printer of this store.');
    if (job.data.status !== 'queued')
      throw new ConflictError(
        job.data.status === 'success'
          ? 'This ticket has already printed.'
          : 'This ticket is already being printed from another screen.',
        ALREADY_PRINTING,
      );
    const now = nowIso();
    tx.update(jobSnap!.ref, { status: 'sent', sentIsoDateTimeUtc: now, updatedIsoDateTimeUtc: now });
    return { jobId, markup: job.data.markup, printer };
  });
  log.info('printing.local_job_claimed', { ...ids, uid, printerId: claimed.printer.id });
  return claimed;
}

/**
 * What the browser's printer said about a job it claimed. Repeating the same result is harmless; a
 * job that was not claimed is a 409.
 */
export async function recordLocalPrintResult(
  ids: LocalJobIds,
  uid: string,
  result: LocalPrintResultRequest,
): Promise<PrintJob['status']> {
  const { restaurantId, storeId, jobId } = ids;
  const status = await runContendedTransaction(async (tx) => {
    const [jobSnap, settingsSnap] = await tx.getAll(
      printJobDoc(restaurantId, storeId, jobId),
      printingSettingsDoc(restaurantId, storeId),
    );
    const job = ZPrintJob.safeParse(jobSnap?.data());
    if (!job.success) throw new NotFoundError('There is no such print job in this store.');
    const printer = readPrintingSettings(settingsSnap?.data()).printers.find(
      (candidate) => candidate.id === job.data.printerId,
    );
    if (!printer || !printerIsLocal(printer))
      throw new NotFoundError('This job’s printer is not a LAN, USB or Bluetooth printer of this store.');
    const wanted = result.success ? 'success' : 'failure';
    if (job.data.status === wanted) return wanted;
    if (job.data.status !== 'sent')
      throw new ConflictError('Claim this ticket before reporting how it printed.', 'Print Job Not Claimed');
    const now = nowIso();
    tx.update(jobSnap!.ref, {
      status: wanted,
      // Attempts count failures (the queue shows "1 failed try"), as the cloud printers' results do.
      attempts: job.data.attempts + (result.success ? 0 : 1),
      updatedIsoDateTimeUtc: now,
      ...(result.success
        ? { printedIsoDateTimeUtc: now, lastResultCode: 'printed' }
        : { lastError: result.problem || 'The printer did not print it.', lastResultCode: 'failed' }),
    });
    return wanted;
  });
  log.info('printing.local_job_result', { ...ids, uid, status });
  return status;
}
