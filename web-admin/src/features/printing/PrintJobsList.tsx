import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  PRINT_DOCUMENT_LABELS,
  PRINT_JOB_STATUS_LABELS,
  type PrinterSetup,
  type PrintJobStatus,
} from '@resto/domain';
import { formatStoreDateTime, ProblemAlert } from '@resto/web-common';
import { Fragment } from 'react';
import { useRecentPrintJobs } from './printingData';

const STATUS_COLOR: Record<PrintJobStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  rerouted: 'warning',
  queued: 'default',
  sent: 'info',
  success: 'success',
  failure: 'error',
};

/** The latest print jobs of the store, live: what printed, what is waiting and what failed, and why. */
export function PrintJobsList({
  restaurantId,
  storeId,
  timezone,
  printers,
}: {
  restaurantId: string;
  storeId: string;
  timezone: string;
  printers: readonly PrinterSetup[];
}) {
  const { jobs, loading, error } = useRecentPrintJobs(restaurantId, storeId);
  const names = new Map(printers.map((printer) => [printer.id, printer.name]));
  return (
    <Card sx={{ mt: 3 }}>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
          Latest print jobs
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A job waits in the queue until its printer confirms it printed, so nothing is lost while a printer
          is off or out of paper. Reprint an order from its order page.
        </Typography>
      </Box>
      <Divider />
      {error && <ProblemAlert error={error} sx={{ m: 2 }} />}
      {!loading && jobs.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2.5, py: 3 }}>
          Nothing printed yet. Jobs appear here as orders are accepted.
        </Typography>
      )}
      <Box component="ul" aria-label="Print jobs" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {jobs.map((job, index) => (
          <Fragment key={job.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box
              component="li"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: 'wrap',
                px: { xs: 2, sm: 2.5 },
                py: 1.25,
              }}
            >
              <Chip
                size="small"
                color={STATUS_COLOR[job.status]}
                variant={job.status === 'queued' ? 'outlined' : 'filled'}
                label={PRINT_JOB_STATUS_LABELS[job.status]}
                sx={{ minWidth: 84 }}
              />
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {job.displayNumber ? `#${job.displayNumber} · ` : ''}
                  {PRINT_DOCUMENT_LABELS[job.documentKind]}
                  {job.reason === 'reprint' ? ' · reprint' : ''}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {names.get(job.printerId) ?? job.printerName} ·{' '}
                  {formatStoreDateTime(job.createdIsoDateTimeUtc, timezone)}
                  {job.copies > 1 ? ` · ${job.copies} copies` : ''}
                  {job.attempts > 0
                    ? ` · ${job.attempts} failed ${job.attempts === 1 ? 'try' : 'tries'}`
                    : ''}
                </Typography>
                {job.lastError && job.status !== 'success' && (
                  <Typography variant="body2" sx={{ color: 'error.main' }}>
                    {job.lastError}
                  </Typography>
                )}
              </Box>
            </Box>
          </Fragment>
        ))}
      </Box>
    </Card>
  );
}
