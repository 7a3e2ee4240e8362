/**
 * The server side of Epson Server Direct Print (TM-m30 family, TM-U220 behind an ePOS interface):
 * the printer POSTs a form every few seconds (`ConnectionType=GetRequest`) and gets either an empty
 * body or a `PrintRequestInfo` carrying one ePOS-Print document; it prints it and POSTs
 * `ConnectionType=SetResponse` with a `PrintResponseInfo` naming the job and whether it printed.
 * The queue rules are CloudPRNT's (cloudPrnt.ts): one job at a time, kept until confirmed.
 */
import { type PrinterSetup, type PrintJob, receiptlineOptions } from '@resto/domain';
import receiptline from 'receiptline';
import { z } from 'zod';
import {
  cloudPrntGetJob,
  confirmPrintJob,
  nextDueJob,
  recordHeartbeat,
  requireActivePrinter,
} from './cloudPrnt';
import type { PrinterIdentity } from './printerKeys';

/** The form the printer posts (Epson's field names). */
export const ZEpsonSdpRequest = z.object({
  ConnectionType: z.enum(['GetRequest', 'SetResponse', 'SetStatus']),
  ID: z.string().max(100).optional(),
  Name: z.string().max(100).optional(),
  ResponseFile: z.string().max(20_000).optional(),
  Status: z.string().max(2_000).optional(),
});
export type EpsonSdpRequest = z.infer<typeof ZEpsonSdpRequest>;

/**
 * The job as Epson's PrintRequestInfo: the document in ESC/POS (or the impact printer's commands)
 * inside one ePOS-Print `<command>`, as hex. receiptline's first bytes (ESC @, GS a 0) are left out:
 * the printer's own initialisation and status settings stay as they are.
 */
export function epsonPrintRequest(
  job: Pick<PrintJob, 'id' | 'markup' | 'copies' | 'fontSize'>,
  model: PrinterSetup['printerModel'],
): string {
  const markup = Array.from({ length: job.copies }, () => job.markup).join('');
  const command = receiptline.transform(markup, receiptlineOptions(job.fontSize, model));
  const hex = Buffer.from(command, 'binary').toString('hex', 5);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<PrintRequestInfo Version="2.00"><ePOSPrint>',
    `<Parameter><devid>local_printer</devid><timeout>10000</timeout><printjobid>${job.id}</printjobid></Parameter>`,
    '<PrintData><epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">',
    `<command>${hex}</command>`,
    '</epos-print></PrintData>',
    '</ePOSPrint></PrintRequestInfo>',
  ].join('');
}

/** A poll: the next job as PrintRequestInfo XML, or '' when there is nothing to print. */
export async function epsonSdpGetRequest(identity: PrinterIdentity): Promise<string> {
  const printer = await requireActivePrinter(identity);
  await recordHeartbeat(identity, '200 OK', true, 'epsonServerDirectPrint');
  if (!printer.active) return '';
  const due = await nextDueJob(identity);
  if (!due) return '';
  const job = await cloudPrntGetJob(identity, due.id);
  return epsonPrintRequest(job, printer.printerModel);
}

/** The printer's result, read from its PrintResponseInfo. */
export async function epsonSdpSetResponse(identity: PrinterIdentity, responseFile: string): Promise<void> {
  const jobId = /<printjobid>([A-Za-z0-9_-]{1,300})<\/printjobid>/.exec(responseFile)?.[1];
  if (!jobId) return;
  const success = /<response[^>]*\bsuccess="true"/.test(responseFile);
  const code =
    /<response[^>]*\bcode="([A-Za-z_]{0,40})"/.exec(responseFile)?.[1] || (success ? 'success' : 'failed');
  // A printer out of paper reports it here (EPTR_REC_EMPTY): the heartbeat shows it to the store.
  if (!success) await recordHeartbeat(identity, code, false, 'epsonServerDirectPrint');
  await confirmPrintJob(identity, jobId, success, code);
}

/** The printer's own status words (`SetStatus`), sent instead of polling while it cannot print. */
export async function epsonSdpSetStatus(identity: PrinterIdentity, status: string): Promise<void> {
  const canPrint = !/EPTR_|OFF_LINE|COVER_OPEN|RECEIPT_END/i.test(status);
  await recordHeartbeat(identity, status.slice(0, 100) || 'unknown', canPrint, 'epsonServerDirectPrint');
}
