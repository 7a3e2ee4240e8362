import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BatchUploadSummary } from '@resto/domain';
import { type ApiPath, describeError, EmptyState, PageHeader, usePageTitle } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiResource } from '../../../shared/useApiResource';
import { IMPORT_STATUS_CHIP } from '../../menu/import/importJobStatus';
import { NewBatchUploadCard } from './NewBatchUploadCard';

const PAGE_SIZE = 20;

export function batchProgress(job: BatchUploadSummary): number | undefined {
  return job.progress.total > 0 ? Math.round((job.progress.done / job.progress.total) * 100) : undefined;
}

/**
 * `/batch-upload-jobs`: a super admin imports one menu file into stores of any restaurants, and
 * follows every batch: status, rows written, problems, newest first, paged. Unfinished batches are
 * asked about again every 3 seconds.
 */
export default function BatchUploadJobsPage() {
  usePageTitle('Batch uploads');
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors[cursors.length - 1];
  const path: ApiPath = `/api/super-admin/batch-upload-jobs?limit=${PAGE_SIZE}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
  const page = useApiResource<{ jobs: BatchUploadSummary[]; next?: string }>(path);
  const jobs = page.data?.jobs ?? [];
  const unfinished = jobs.some((job) => job.status !== 'success' && job.status !== 'failure');
  const { reload } = page;
  useEffect(() => {
    if (!unfinished) return;
    const timer = window.setInterval(reload, 3_000);
    return () => window.clearInterval(timer);
  }, [unfinished, reload]);

  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="Batch uploads"
        subtitle="Import one menu file into many stores at once, across restaurants. Each store's import runs on its own and reports its rows."
      />
      <Stack sx={{ gap: 3 }}>
        <NewBatchUploadCard onCreated={() => setCursors([])} />
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Batches
          </Typography>
          {page.error && !page.data ? (
            <Alert severity="error" action={<Button onClick={page.reload}>Try again</Button>}>
              {describeError(page.error).message}
            </Alert>
          ) : !page.data ? (
            <Stack aria-label="Loading batches" sx={{ gap: 1 }}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={56} />
              ))}
            </Stack>
          ) : jobs.length === 0 ? (
            <EmptyState
              icon={<CloudUploadRounded />}
              title="No batch uploads yet"
              description="Choose a menu file and the stores above to start one."
            />
          ) : (
            <>
              <List aria-label="Batch uploads" disablePadding>
                {jobs.map((job) => {
                  const chip = IMPORT_STATUS_CHIP[job.status];
                  const percent = batchProgress(job);
                  return (
                    <ListItemButton
                      key={job.id}
                      component={RouterLink}
                      to={`/batch-upload-jobs/${encodeURIComponent(job.id)}`}
                      divider
                      data-status={job.status}
                    >
                      <ListItemText
                        primary={
                          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography component="span" sx={{ fontWeight: 600 }}>
                              {job.fileName}
                            </Typography>
                            <Chip size="small" label={chip.label} color={chip.color} />
                            {job.errorCount > 0 && (
                              <Chip
                                size="small"
                                variant="outlined"
                                color="warning"
                                label={`${job.errorCount} row problem${job.errorCount === 1 ? '' : 's'}`}
                              />
                            )}
                          </Stack>
                        }
                        secondary={
                          <>
                            {`${job.stores.length} store${job.stores.length === 1 ? '' : 's'} · ${job.stores
                              .map((store) => store.restaurantName)
                              .filter((name, index, all) => all.indexOf(name) === index)
                              .join(', ')} · ${new Date(job.createdIsoDateTimeUtc).toLocaleString('en-AU', {
                              dateStyle: 'medium',
                              timeStyle: 'short',
                            })}${job.createdByEmail ? ` · by ${job.createdByEmail}` : ''}`}
                            {(job.status === 'running' || job.status === 'queued') && (
                              <LinearProgress
                                sx={{ mt: 1, maxWidth: 320 }}
                                variant={percent === undefined ? 'indeterminate' : 'determinate'}
                                value={percent ?? 0}
                                aria-label={`${job.fileName} progress`}
                              />
                            )}
                          </>
                        }
                        slotProps={{ secondary: { component: 'div' } }}
                      />
                      <ChevronRightRounded color="action" />
                    </ListItemButton>
                  );
                })}
              </List>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, pt: 1 }}>
                <Button
                  disabled={cursors.length === 0}
                  onClick={() => setCursors((list) => list.slice(0, -1))}
                >
                  Newer
                </Button>
                <Button
                  disabled={!page.data.next}
                  onClick={() => {
                    const next = page.data?.next;
                    if (next) setCursors((list) => [...list, next]);
                  }}
                >
                  Older
                </Button>
              </Stack>
            </>
          )}
        </Card>
      </Stack>
    </>
  );
}
