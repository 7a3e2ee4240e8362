/**
 * The server side of Star CloudPRNT: the printer polls (POST with its status), fetches the job in a
 * media type it chose from ours (GET), and confirms it with its result code (DELETE). Each poll is the
 * printer's heartbeat. A job is handed out only to its own printer, only while the printer says it can
 * print, and stays in the queue until the printer confirms it printed: a printer that was offline
 * prints everything waiting when it polls again, each job once.
 */
import {
  cloudPrntCodeIsSuccess,
  cloudPrntStatusCanPrint,
  type PrintJob,
  printJobAfterResult,
  printJobIsDue,
  printJobIsFinished,
  readPrintingSettings,
  receiptlineOptions,
  ZPrintJob,
} from '@resto/domain';
import receiptline from 'receiptline';
import { z } from 'zod';
import { nowIso, runContendedTransaction } from '../admin';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { log } from '../log';
import type { PrinterIdentity } from './printerKeys';
import { printerStatusDoc, printingSettingsDoc, printJobDoc, printJobs } from './printingPaths';

export const CLOUDPRNT_MEDIA_TYPES = ['application/vnd.star.starprnt', 'text/plain'] as const;
export type CloudPrntMediaType = (typeof CLOUDPRNT_MEDIA_TYPES)[number];

/** The poll body (only what we read; printers send more). */
export const ZCloudPrntPoll = z.object({
  status: z.string().max(200).optional(),
  printerMAC: z.string().max(40).optional(),
  uniqueID: z.string().max(100).optional(),
  statusCode: z.string().max(100).optional(),
  printingInProgress: z.boolean().optional(),
  clientAction: z
    .array(z.object({ request: z.string().max(100), result: z.string().max(2000).optional() }))
    .max(20)
    .optional(),
});
export type CloudPrntPoll = z.infer<typeof ZCloudPrntPoll>;

export interface CloudPrntPollResponse {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  deleteMethod?: 'DELETE';
}

/** A heartbeat is written when the status changes or the last one is this old (not every poll). */
const HEARTBEAT_EVERY_MS = 10_000;

export async function requireActivePrinter(identity: PrinterIdentity) {
  const settings = readPrintingSettings(
    (await printingSettingsDoc(identity.restaurantId, identity.storeId).get()).data(),
  );
  const printer = settings.printers.find((candidate) => candidate.id === identity.printerId);
  if (!printer) throw new ForbiddenError('This printer was removed from the store’s printer settings.');
  return printer;
}

export async function recordHeartbeat(
  identity: PrinterIdentity,
  statusCode: string,
  canPrint: boolean,
  protocol = 'starCloudPrnt',
) {
  const ref = printerStatusDoc(identity.restaurantId, identity.storeId, identity.printerId);
  const previous = await ref.get();
  const last = Date.parse(String(previous.get('lastPollIsoDateTimeUtc') ?? ''));
  const now = nowIso();
  if (
    previous.exists &&
    previous.get('statusCode') === statusCode &&
    Number.isFinite(last) &&
    Date.parse(now) - last < HEARTBEAT_EVERY_MS
  )
    return;
  await ref.set({
    printerId: identity.printerId,
    lastPollIsoDateTimeUtc: now,
    statusCode,
    canPrint,
    protocol,
  });
}

/** The printer's next job, oldest first, that is due now. */
export async function nextDueJob(identity: PrinterIdentity): Promise<PrintJob | undefined> {
  const snapshot = await printJobs(identity.restaurantId, identity.storeId)
    .where('printerId', '==', identity.printerId)
    .where('status', 'in', ['queued', 'sent'])
    .orderBy('createdIsoDateTimeUtc')
    .limit(20)
    .get();
  const now = Date.now();
  for (const doc of snapshot.docs) {
    const job = ZPrintJob.safeParse(doc.data());
    if (job.success && printJobIsDue(job.data, now)) return job.data;
  }
  return undefined;
}

export async function cloudPrntPoll(
  identity: PrinterIdentity,
  poll: CloudPrntPoll,
): Promise<CloudPrntPollResponse> {
  const printer = await requireActivePrinter(identity);
  const statusCode = decodeURIComponent(poll.statusCode ?? '200 OK');
  const canPrint = cloudPrntStatusCanPrint(statusCode);
  await recordHeartbeat(identity, statusCode, canPrint);
  // A printer out of paper or with its cover open gets nothing: its jobs wait, and attempts are kept.
  if (!printer.active || !canPrint || poll.printingInProgress) return { jobReady: false };
  const job = await nextDueJob(identity);
  if (!job) return { jobReady: false };
  return { jobReady: true, mediaTypes: [...CLOUDPRNT_MEDIA_TYPES], jobToken: job.id, deleteMethod: 'DELETE' };
}

/** The job's document as the printer's command language, once per copy (each ends with its own cut). */
export function renderJob(
  job: Pick<PrintJob, 'markup' | 'copies' | 'fontSize'>,
  type: CloudPrntMediaType,
): Buffer {
  const markup = Array.from({ length: job.copies }, () => job.markup).join('');
  if (type === 'text/plain') {
    return Buffer.from(receiptline.transform(markup, receiptlineOptions(job.fontSize, 'text')), 'utf8');
  }
  const command = receiptline.transform(markup, receiptlineOptions(job.fontSize, 'starCloudPrnt'));
  // receiptline starts with ESC @ and ESC GS a 0 (disable status transmission), which CloudPRNT
  // printers must not receive inside a job (receiptline's own CloudPRNT example drops them).
  return Buffer.from(command.slice(6), 'binary');
}

async function loadOwnJob(identity: PrinterIdentity, token: string) {
  const ref = printJobDoc(identity.restaurantId, identity.storeId, token);
  return { ref };
}

/**
 * The job content. Marks the job sent (the printer may repeat the GET: it gets the same job again).
 * 404 when the job is not this printer's or is already finished.
 */
export async function cloudPrntGetJob(identity: PrinterIdentity, token: string): Promise<PrintJob> {
  const { ref } = await loadOwnJob(identity, token);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const job = ZPrintJob.safeParse(snapshot.data());
    if (!job.success || job.data.printerId !== identity.printerId)
      throw new NotFoundError('There is no such print job for this printer.');
    if (printJobIsFinished(job.data.status)) throw new NotFoundError('This print job is already finished.');
    const now = nowIso();
    tx.update(ref, { status: 'sent', sentIsoDateTimeUtc: now, updatedIsoDateTimeUtc: now });
    return job.data;
  });
}

/**
 * The printer's result. Success finishes the job (a repeated confirmation changes nothing); an error
 * code puts it back in the queue after a backoff, or fails it after the last attempt.
 */
export function cloudPrntConfirm(
  identity: PrinterIdentity,
  token: string,
  code: string,
): Promise<PrintJob['status']> {
  return confirmPrintJob(identity, token, cloudPrntCodeIsSuccess(code), decodeURIComponent(code));
}

/**
 * A printer's result for its job, whatever the protocol: success finishes it (a repeated
 * confirmation changes nothing); a failure puts it back in the queue after a backoff, or fails it
 * after the last attempt.
 */
export async function confirmPrintJob(
  identity: PrinterIdentity,
  token: string,
  success: boolean,
  code: string,
): Promise<PrintJob['status']> {
  const { ref } = await loadOwnJob(identity, token);
  const status = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const job = ZPrintJob.safeParse(snapshot.data());
    if (!job.success || job.data.printerId !== identity.printerId)
      throw new NotFoundError('There is no such print job for this printer.');
    if (printJobIsFinished(job.data.status)) return job.data.status;
    const now = nowIso();
    const next = printJobAfterResult(job.data, success, now);
    tx.update(ref, {
      ...next,
      lastResultCode: code.slice(0, 100),
      updatedIsoDateTimeUtc: now,
      ...(success ? { printedIsoDateTimeUtc: now } : { lastError: `Printer reported ${code.slice(0, 100)}` }),
    });
    return next.status;
  });
  log.info('printing.job_result', { ...identity, jobId: token, code, status });
  return status;
}
