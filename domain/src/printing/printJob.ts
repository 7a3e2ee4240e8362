/**
 * `restaurants/{r}/stores/{s}/printJobs/{jobId}`: one document to print on one printer. A job is made
 * once per order, document, printer and version (its id says which, so a trigger delivered twice finds
 * the job it already made), carries the receiptline markup it prints (fixed when it is made, like the
 * kitchen ticket, so a later menu edit cannot change a printed copy), and moves
 * queued → sent → success, back to queued with a backoff when the printer reports a problem, and to
 * failure only after `PRINT_JOB_MAX_ATTEMPTS`. A printer that is offline does not use up attempts: its
 * jobs wait, queued, and print when it polls again.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { PRINT_DOCUMENT_KINDS, type PrintDocumentKind } from '../devices/devices';
import { RECEIPT_FONT_SIZES } from '../receipts/receipts';
import { escapeMarkup } from './markup';

/** `rerouted`: its printer went quiet and a backup printer printed it instead (a job of its own). */
export const PRINT_JOB_STATUSES = ['queued', 'sent', 'success', 'failure', 'rerouted'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PRINT_JOB_STATUS_LABELS: Record<PrintJobStatus, string> = {
  queued: 'Queued',
  sent: 'Sent to printer',
  success: 'Printed',
  failure: 'Failed',
  rerouted: 'Printed on backup',
};

/**
 * A finished job is never handed out or changed by its printer again. `rerouted` counts: its backup
 * copy is printing it, so a late result from the original printer (a failure reported after the
 * move) must not put it back in the queue, where it would print twice when the printer returns.
 */
export function printJobIsFinished(status: PrintJobStatus): boolean {
  return status === 'success' || status === 'failure' || status === 'rerouted';
}

/** Why the job exists. */
export const PRINT_JOB_REASONS = ['accepted', 'posPayment', 'reprint', 'test', 'backup'] as const;
export type PrintJobReason = (typeof PRINT_JOB_REASONS)[number];

/** After this many reported failures a job stops retrying and alerts the store. */
export const PRINT_JOB_MAX_ATTEMPTS = 6;

/**
 * A job handed to a printer that neither confirms nor fails it within this time is handed out again
 * (the printer may have lost power mid-job); CloudPRNT's own job timeout is about 60 s.
 */
export const PRINT_JOB_SENT_TIMEOUT_SECONDS = 90;

/** A printer silent for longer than this is shown offline and its station alerted. */
export const PRINTER_SILENT_AFTER_SECONDS = 60;

/**
 * A job waiting this long on a printer that is offline or reports a problem moves to the printer's
 * backup (when it has one), marked "BACKUP FROM <printer>".
 */
export const PRINT_JOB_BACKUP_AFTER_SECONDS = 90;

/** The backup copy's id: one per job, so the watch running twice makes one copy. */
export function backupPrintJobId(jobId: string): string {
  return `${jobId}_backup`;
}

/** The job's markup with the backup banner on top ("BACKUP FROM Kitchen"). */
export function backupMarkup(markup: string, fromPrinterName: string): string {
  return `\`"BACKUP FROM ${escapeMarkup(fromPrinterName)}"\`\n${markup}`;
}

export const ZPrintJob = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  printerId: ZDocumentId,
  printerName: z.string(),
  orderId: ZDocumentId.optional(),
  /** A linked virtual store's order printed in the physical store's kitchen: the order's own store. */
  orderStoreId: ZDocumentId.optional(),
  displayNumber: z.string().optional(),
  documentKind: z.enum(PRINT_DOCUMENT_KINDS),
  reason: z.enum(PRINT_JOB_REASONS),
  /** 1 for the automatic print; a reprint carries the id of the request that asked for it. */
  version: z.union([z.number().int().min(1), z.string().min(1)]),
  copies: z.number().int().min(1).max(5),
  fontSize: z.union(
    RECEIPT_FONT_SIZES.map((size) => z.literal(size)) as [
      z.ZodLiteral<12>,
      z.ZodLiteral<10>,
      z.ZodLiteral<9>,
      z.ZodLiteral<8>,
    ],
  ),
  /** The document in receiptline markup. */
  markup: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int().min(0),
  /** The job is not handed out before this time (backoff after a reported failure). */
  notBeforeIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** The printer's last result code ("200 OK", "410 Paper Out"...). */
  lastResultCode: z.string().optional(),
  lastError: z.string().optional(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  sentIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  printedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PrintJob = z.infer<typeof ZPrintJob>;

/** Short codes in job ids, so the id reads well and stays within Firestore's limits. */
const KIND_CODES: Record<PrintDocumentKind, string> = {
  orderTicket: 'ticket',
  orderStub: 'stub',
  orderInvoice: 'invoice',
};

/**
 * The job's id: the same order, document, printer, reason and version always give the same id, so
 * creating it in a transaction (`create` fails when it exists) makes a re-delivered trigger harmless.
 * The accept and the POS payment print are each version 1 of their own reason.
 */
export function printJobId(parts: {
  orderId: string;
  kind: PrintDocumentKind;
  printerId: string;
  reason: PrintJobReason;
  /** A number for automatic prints; a reprint's request id, so a request sent twice prints once. */
  version: number | string;
}): string {
  const version = typeof parts.version === 'number' ? String(parts.version) : `-${parts.version}`;
  return `${parts.orderId}_${KIND_CODES[parts.kind]}_${parts.printerId}_${parts.reason}${version}`;
}

/** Seconds to wait before handing a job out again after its `attempts`-th failure: 5, 10, 20, 40, 60... */
export function printRetryDelaySeconds(attempts: number): number {
  return Math.min(60, 5 * 2 ** Math.max(0, attempts - 1));
}

/** Star CloudPRNT status codes: 2xx printable, 4xx printer problem, 5xx job problem. */
export function cloudPrntCodeIsSuccess(code: string): boolean {
  return (
    /^2\d\d/.test(decodeURIComponent(code).trim()) || decodeURIComponent(code).trim().toUpperCase() === 'OK'
  );
}

/** Whether a printer reporting this status can print now (paper out, jam or cover open: no). */
export function cloudPrntStatusCanPrint(statusCode: string | undefined): boolean {
  if (statusCode === undefined) return true;
  const code = decodeURIComponent(statusCode).trim();
  return !/^4\d\d/.test(code);
}

export interface PrintJobOutcome {
  status: PrintJobStatus;
  attempts: number;
  notBeforeIsoDateTimeUtc: string;
}

/**
 * What a printer's result does to a job: success ends it; a failure puts it back in the queue after a
 * backoff, or fails it for good after the last attempt.
 */
export function printJobAfterResult(
  job: Pick<PrintJob, 'attempts'>,
  success: boolean,
  nowIsoDateTimeUtc: string,
): PrintJobOutcome {
  if (success)
    return { status: 'success', attempts: job.attempts, notBeforeIsoDateTimeUtc: nowIsoDateTimeUtc };
  const attempts = job.attempts + 1;
  const notBefore = new Date(Date.parse(nowIsoDateTimeUtc) + printRetryDelaySeconds(attempts) * 1000);
  return {
    status: attempts >= PRINT_JOB_MAX_ATTEMPTS ? 'failure' : 'queued',
    attempts,
    notBeforeIsoDateTimeUtc: notBefore.toISOString(),
  };
}

/** Whether a job can be handed to its printer now: queued and past its backoff, or sent and timed out. */
export function printJobIsDue(
  job: Pick<PrintJob, 'status' | 'notBeforeIsoDateTimeUtc' | 'sentIsoDateTimeUtc'>,
  nowMs: number,
): boolean {
  if (job.status === 'queued') return Date.parse(job.notBeforeIsoDateTimeUtc) <= nowMs;
  if (job.status === 'sent')
    return (
      job.sentIsoDateTimeUtc === undefined ||
      Date.parse(job.sentIsoDateTimeUtc) + PRINT_JOB_SENT_TIMEOUT_SECONDS * 1000 <= nowMs
    );
  return false;
}

/**
 * A printer's last poll and what it said, at `restaurants/{r}/stores/{s}/printerStatus/{printerId}`:
 * the heartbeat the printer pages and alerts read.
 */
export const ZPrinterStatus = z.object({
  printerId: ZDocumentId,
  lastPollIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** The printer's own status words ("200 OK", "410 Paper Out"). */
  statusCode: z.string(),
  canPrint: z.boolean(),
  protocol: z.string(),
  /**
   * Written by the backup watch, not the printer: it has never polled while tickets waited for it
   * (`lastPollIsoDateTimeUtc` is then when the oldest of them was made). Its first poll replaces it.
   */
  neverPolled: z.boolean().optional(),
});
export type PrinterStatus = z.infer<typeof ZPrinterStatus>;

export type PrinterHealth = 'online' | 'problem' | 'offline' | 'unknown';

export function printerHealth(status: PrinterStatus | undefined, nowMs: number): PrinterHealth {
  if (!status) return 'unknown';
  if (status.neverPolled) return 'offline';
  if (Date.parse(status.lastPollIsoDateTimeUtc) + PRINTER_SILENT_AFTER_SECONDS * 1000 < nowMs)
    return 'offline';
  return status.canPrint ? 'online' : 'problem';
}

/**
 * `POST /api/printing/.../orders/{orderId}/reprint`: print an order's documents again. The request id
 * names the reprint, so a request sent twice (a double tap, a retry) prints once.
 */
export const ZReprintRequest = z.object({
  requestId: z
    .string()
    .max(40, 'The request id must be 8 to 40 letters, digits or dashes')
    .regex(/^[A-Za-z0-9-]{8,40}$/, 'The request id must be 8 to 40 letters, digits or dashes'),
  /** Which documents; all the printer prints when absent. */
  documentKinds: z.array(z.enum(PRINT_DOCUMENT_KINDS)).min(1).max(PRINT_DOCUMENT_KINDS.length).optional(),
  /** Which printers; every active printer (cloud and local) that prints those documents when absent. */
  printerIds: z.array(ZDocumentId).min(1).max(20).optional(),
});
export type ReprintRequest = z.infer<typeof ZReprintRequest>;

/**
 * A reprint's jobs for printers the browser drives (LAN, USB, Bluetooth): the browser that asked
 * claims each (`POST .../print-jobs/{jobId}/claim`, queued → sent, one winner), prints it and reports
 * the result, so a press prints once on each printer even when the request or a claim is retried.
 */
export interface LocalReprintJob {
  jobId: string;
  printerId: string;
  printerName: string;
}

export interface ReprintResponse {
  /** Every job of the reprint (cloud and local). */
  jobIds: string[];
  /** Those for cloud printers (they fetch them from the queue). */
  cloudJobIds: string[];
  /** Local jobs still waiting for a browser to print them. */
  localJobs: LocalReprintJob[];
}

/** `POST .../print-jobs/{jobId}/result`: what happened when this browser printed a claimed local job. */
export const ZLocalPrintResultRequest = z.object({
  success: z.boolean(),
  /** Why it did not print, in words ("Counter did not answer at 192.168.1.60..."). */
  problem: z.string().trim().max(500).optional(),
});
export type LocalPrintResultRequest = z.infer<typeof ZLocalPrintResultRequest>;

/** Whether a job's printer is one a browser drives (its jobs are claimed, not polled). */
export function printerIsLocal(printer: { connectionKind: string }): boolean {
  return printer.connectionKind !== 'cloud';
}
