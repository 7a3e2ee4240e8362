import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { describeImportCounts } from '@resto/domain';
import { describeError, EmptyState, formatStoreDateTime } from '@resto/web-common';
import { IMPORT_STATUS_CHIP } from './importJobStatus';
import type { ImportJobRecord } from './importJobsData';

export interface RecentImportJobsProps {
  jobs: readonly ImportJobRecord[];
  loading: boolean;
  error: unknown;
  timezone: string;
  selectedId: string | undefined;
  onSelect: (jobId: string) => void;
}

/** Counts once a job has finished; until then, how far it has got. */
function jobSummary(job: ImportJobRecord): string {
  if (job.status === 'success' || job.status === 'failure') return describeImportCounts(job.counts);
  if (job.status === 'running') return `${job.progress.done} of ${job.progress.total} rows written so far`;
  return 'Waiting to start';
}

/** The store's last ten imports, newest first; choosing one shows its card above. */
export function RecentImportJobs({
  jobs,
  loading,
  error,
  timezone,
  selectedId,
  onSelect,
}: RecentImportJobsProps) {
  if (error) return <Alert severity="error">{describeError(error).message}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={120} />;
  if (jobs.length === 0)
    return (
      <EmptyState
        icon={<HistoryOutlined />}
        title="No imports yet"
        description="Imports you start appear here with what they wrote."
      />
    );
  return (
    <List
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
      aria-label="Recent imports"
    >
      {jobs.map((job, index) => {
        const chip = IMPORT_STATUS_CHIP[job.status];
        return (
          <ListItemButton
            key={job.id}
            divider={index < jobs.length - 1}
            selected={job.id === selectedId}
            onClick={() => onSelect(job.id)}
            sx={{ gap: 2 }}
          >
            <ListItemText
              primary={job.fileName}
              secondary={`${formatStoreDateTime(job.createdIsoDateTimeUtc, timezone)} · ${jobSummary(job)}`}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
            <Chip label={chip.label} color={chip.color} size="small" />
          </ListItemButton>
        );
      })}
    </List>
  );
}
