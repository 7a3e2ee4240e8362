import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BatchUploadSummary, describeImportCounts } from '@resto/domain';
import { describeError, LoadingScreen, PageHeader, usePageTitle } from '@resto/web-common';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiResource } from '../../../shared/useApiResource';
import { ImportErrorTable } from '../../menu/import/ImportErrorTable';
import { IMPORT_STATUS_CHIP } from '../../menu/import/importJobStatus';
import { batchProgress } from './BatchUploadJobsPage';

/**
 * `/batch-upload-jobs/:batchUploadJobId`: one batch, store by store: each store's import status, rows
 * written of rows to write, what was created and updated, and every problem by row. Asked about again
 * every 2 seconds until every store has finished.
 */
export default function BatchUploadJobPage() {
  const { batchUploadJobId = '' } = useParams();
  const answer = useApiResource<BatchUploadSummary>(
    `/api/super-admin/batch-upload-jobs/${encodeURIComponent(batchUploadJobId)}`,
  );
  const job = answer.data;
  usePageTitle(job ? `Batch upload ${job.fileName}` : 'Batch upload');
  const finished = job?.status === 'success' || job?.status === 'failure';
  const { reload } = answer;
  useEffect(() => {
    if (!job || finished) return;
    const timer = window.setInterval(reload, 2_000);
    return () => window.clearInterval(timer);
  }, [job, finished, reload]);

  const back = (
    <Button component={RouterLink} to="/batch-upload-jobs" startIcon={<ArrowBackRounded />}>
      All batch uploads
    </Button>
  );
  if (answer.error && !job)
    return (
      <>
        <PageHeader eyebrow="Platform" title="Batch upload" actions={back} />
        <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
          {describeError(answer.error).message}
        </Alert>
      </>
    );
  if (!job) return <LoadingScreen label="Loading the batch upload…" />;
  const chip = IMPORT_STATUS_CHIP[job.status];
  const percent = batchProgress(job);

  return (
    <>
      <PageHeader
        eyebrow="Batch upload"
        title={job.fileName}
        subtitle={`Into ${job.stores.length} store${job.stores.length === 1 ? '' : 's'} · started ${new Date(
          job.createdIsoDateTimeUtc,
        ).toLocaleString('en-AU', {
          dateStyle: 'medium',
          timeStyle: 'short',
        })}${job.createdByEmail ? ` by ${job.createdByEmail}` : ''}`}
        actions={back}
      />
      <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="batch-upload" data-status={job.status}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Chip label={chip.label} color={chip.color} />
          <Typography>
            {job.progress.done} of {job.progress.total || '…'} rows written ·{' '}
            {describeImportCounts(job.counts)}
            {job.errorCount > 0 ? ` ${job.errorCount} row problem${job.errorCount === 1 ? '' : 's'}.` : ''}
          </Typography>
        </Stack>
        <LinearProgress
          variant={percent === undefined && !finished ? 'indeterminate' : 'determinate'}
          value={finished ? 100 : (percent ?? 0)}
          color={job.status === 'failure' ? 'error' : job.status === 'success' ? 'success' : 'primary'}
          aria-label="Batch progress"
        />
      </Card>
      <Stack sx={{ gap: 2 }}>
        {job.stores.map((store) => {
          const storeChip = IMPORT_STATUS_CHIP[store.status];
          const label = `${store.restaurantName} / ${store.storeName}`;
          return (
            <Card
              key={store.importJobId}
              variant="outlined"
              sx={{ p: { xs: 2, sm: 2.5 } }}
              aria-label={label}
              data-status={store.status}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 1 }}
              >
                <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
                  {label}
                </Typography>
                <Chip size="small" label={storeChip.label} color={storeChip.color} />
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/restaurants/${encodeURIComponent(store.restaurantId)}/stores/${encodeURIComponent(store.storeId)}/menu`}
                >
                  Open menu
                </Button>
              </Stack>
              <Typography color="text.secondary" sx={{ mb: store.errors.length > 0 ? 1.5 : 0 }}>
                {store.progress.done} of {store.progress.total || '…'} rows written ·{' '}
                {describeImportCounts(store.counts)}
                {store.status === 'failure' && store.message ? ` ${store.message}` : ''}
              </Typography>
              <ImportErrorTable
                errors={store.errors}
                total={store.errorCount}
                label={`Problems in ${label}`}
              />
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
