import type { ImportJobStatus } from '@resto/domain';

type ChipColour = 'default' | 'info' | 'primary' | 'success' | 'error';

/** How each job status reads on a chip. */
export const IMPORT_STATUS_CHIP: Record<ImportJobStatus, { label: string; color: ChipColour }> = {
  requested: { label: 'Requested', color: 'default' },
  queued: { label: 'Queued', color: 'info' },
  running: { label: 'Importing', color: 'primary' },
  success: { label: 'Done', color: 'success' },
  failure: { label: 'Failed', color: 'error' },
};

/** Row 0 stands for the file as a whole. */
export const rowLabel = (row: number) => (row === 0 ? 'File' : String(row));
