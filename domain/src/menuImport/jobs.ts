import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { tooLong } from '../common/inputBounds';
import { formatFileSize } from '../images/images';
import { defineStateMachine } from '../status/stateMachine';
import { MENU_IMPORT_FORMATS } from './readFile';

/**
 * Import jobs: `restaurants/{r}/stores/{s}/importJobs/{jobId}`. The API records a job as
 * `requested` (with its file); a worker claims it (`queued`), writes rows (`running`) and ends in
 * `success` or `failure`. `kind` says which worker runs it, so the super-admin batch uploads can
 * reuse the same lifecycle and screens.
 */

export const IMPORT_JOB_STATUSES = ['requested', 'queued', 'running', 'success', 'failure'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const importJobStatus = defineStateMachine({
  name: 'import job status',
  states: IMPORT_JOB_STATUSES,
  initialStates: ['requested'],
  transitions: {
    requested: ['queued', 'failure'],
    queued: ['running', 'failure'],
    running: ['success', 'failure'],
    success: [],
    failure: [],
  },
});

export const IMPORT_JOB_KINDS = ['menuImport'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/** Largest file an import accepts, in UTF-8 bytes. */
export const MAX_MENU_IMPORT_BYTES = 2 * 1024 * 1024;
/** Errors kept on the job document (the rest are counted), so it stays far below Firestore's 1 MiB. */
export const MAX_STORED_IMPORT_ERRORS = 500;
/**
 * A job still `queued` or `running` this long after its last progress update stopped without saying
 * so (its function instance was killed); a later delivery marks it failed instead of leaving it.
 */
export const IMPORT_JOB_STALE_AFTER_MS = 15 * 60 * 1000;

/** UTF-8 size of a text without needing TextEncoder or Buffer (the domain runs everywhere). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const ZMenuImportRequest = z.object({
  fileName: z
    .string({ error: 'Send the file name' })
    .trim()
    .min(1, 'Send the file name')
    .max(200, 'File names may be at most 200 characters'),
  format: z.enum(MENU_IMPORT_FORMATS, { error: 'Format must be csv or json' }),
  content: z
    .string({ error: 'Send the file content as text' })
    // Never more characters than bytes: a cheap first bound before the bytes are counted.
    .max(
      MAX_MENU_IMPORT_BYTES,
      tooLong(
        `The file is larger than ${formatFileSize(MAX_MENU_IMPORT_BYTES)}; split it into smaller files`,
      ),
    )
    .refine((content) => content.trim() !== '', 'The file is empty')
    .refine(
      (content) => utf8ByteLength(content) <= MAX_MENU_IMPORT_BYTES,
      `The file is larger than ${formatFileSize(MAX_MENU_IMPORT_BYTES)}; split it into smaller files`,
    ),
});
export type MenuImportRequest = z.infer<typeof ZMenuImportRequest>;

export const ZImportJobError = z.object({
  row: z.number().int().min(0),
  field: z.string().optional(),
  message: z.string(),
});
export type ImportJobError = z.infer<typeof ZImportJobError>;

export const ZImportJob = z.object({
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  fileName: z.string(),
  format: z.enum(MENU_IMPORT_FORMATS),
  bytes: z.number().int().min(0),
  /** How many stored chunks (`importJobs/{jobId}/fileChunks/{index}`) hold the file. */
  chunkCount: z.number().int().min(0),
  createdByUid: z.string(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  startedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  finishedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** Rows written so far of the rows that will be written. */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  counts: z.object({
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    skipped: z.number().int().min(0),
  }),
  errors: z.array(ZImportJobError),
  /** All errors, including those past MAX_STORED_IMPORT_ERRORS. */
  errorCount: z.number().int().min(0),
  /** What happened, in words, once the job has ended. */
  message: z.string().optional(),
  /** Set when a super admin's batch upload made this job (`batchUploadJobs/{id}`). */
  batchUploadJobId: z.string().optional(),
});
export type ImportJob = z.infer<typeof ZImportJob>;

/** A sentence for the job's card ("Created 12 items and updated 3; 2 rows skipped"). */
export function describeImportCounts(counts: ImportJob['counts']): string {
  const parts: string[] = [];
  const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;
  if (counts.created > 0) parts.push(`created ${items(counts.created)}`);
  if (counts.updated > 0) parts.push(`updated ${items(counts.updated)}`);
  const written = parts.length > 0 ? parts.join(' and ') : 'wrote nothing';
  const skipped =
    counts.skipped > 0 ? `; ${counts.skipped} row${counts.skipped === 1 ? '' : 's'} skipped` : '';
  return `${written.charAt(0).toUpperCase()}${written.slice(1)}${skipped}.`;
}
