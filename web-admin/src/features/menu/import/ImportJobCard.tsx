import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { describeImportCounts } from '@resto/domain';
import { describeError, formatStoreDateTime, useApi, useBusyAction } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ImportErrorTable } from './ImportErrorTable';
import { IMPORT_STATUS_CHIP } from './importJobStatus';
import type { ImportJobRecord } from './importJobsData';

export interface ImportJobCardProps {
  job: ImportJobRecord;
  timezone: string;
  menuPath: string;
  /** `.../import-jobs/{jobId}`: where to start a job that is still waiting. */
  jobApiPath: `/api/${string}`;
  guidePath?: string;
}

/** A job normally starts within seconds; after this long the owner may start it by hand. */
const START_BY_HAND_AFTER_MS = 30_000;

/** Whether a `requested` job has waited long enough to offer "Start now" (re-checked every 5 s). */
function useWaitingTooLong(job: ImportJobRecord): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (job.status !== 'requested') return;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [job.status]);
  return job.status === 'requested' && now - Date.parse(job.createdIsoDateTimeUtc) > START_BY_HAND_AFTER_MS;
}

/** One import job, live: status, progress of rows written, what was written and every problem by row. */
export function ImportJobCard({ job, timezone, menuPath, jobApiPath, guidePath }: ImportJobCardProps) {
  const api = useApi();
  const start = useBusyAction();
  const waitingTooLong = useWaitingTooLong(job);
  const chip = IMPORT_STATUS_CHIP[job.status];
  const { done, total } = job.progress;
  const waiting = job.status === 'requested' || job.status === 'queued';
  const finished = job.status === 'success' || job.status === 'failure';
  return (
    <Card variant="outlined" data-testid="menu-import-job" data-status={job.status}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography
            variant="h3"
            sx={{ fontSize: '1.15rem', flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}
          >
            {job.fileName}
          </Typography>
          <Chip label={chip.label} color={chip.color} size="small" />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
          Started {formatStoreDateTime(job.createdIsoDateTimeUtc, timezone)}
        </Typography>
        <Box>
          <LinearProgress
            variant={waiting ? 'indeterminate' : 'determinate'}
            value={total > 0 ? (done / total) * 100 : finished ? 100 : 0}
            color={job.status === 'failure' ? 'error' : job.status === 'success' ? 'success' : 'primary'}
            aria-label="Import progress"
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {waiting ? 'Waiting to start…' : `${done} of ${total} rows written`}
            {job.counts.skipped > 0 ? ` · ${job.counts.skipped} skipped` : ''}
          </Typography>
        </Box>
        {waitingTooLong && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={start.busy}
                onClick={() => start.run(async () => void (await api.post(`${jobApiPath}/start`, {})))}
              >
                {start.busy ? 'Starting…' : 'Start now'}
              </Button>
            }
          >
            This import has not started yet. Start it now; nothing is written twice.
          </Alert>
        )}
        {start.failure !== undefined && (
          <Alert severity="error">{describeError(start.failure).message}</Alert>
        )}
        {finished && (
          <Alert
            severity={job.status === 'success' ? (job.errorCount > 0 ? 'warning' : 'success') : 'error'}
            action={
              job.status === 'success' ? (
                <Button component={RouterLink} to={menuPath} color="inherit" size="small">
                  View menu
                </Button>
              ) : undefined
            }
          >
            {job.message ?? describeImportCounts(job.counts)}
          </Alert>
        )}
        <ImportErrorTable
          errors={job.errors}
          total={job.errorCount}
          label="Rows not imported"
          guidePath={guidePath}
        />
      </CardContent>
    </Card>
  );
}
