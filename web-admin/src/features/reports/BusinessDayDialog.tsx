import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUSINESS_DAY_START_HOURS, businessDayStartLabel, type ReportBackfillJob } from '@resto/domain';
import { DialogFrame, firestore, ProblemAlert, useApi, useBusyAction, useDoc } from '@resto/web-common';
import { type DocumentReference, doc } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { businessDayPath } from './reportsApi';

interface BusinessDayAnswer {
  businessDayStartHour: number;
  job: { id: string; job: ReportBackfillJob } | null;
}

export interface BusinessDayDialogProps {
  open: boolean;
  restaurantId: string;
  storeId: string;
  /** The store's start hour now (as the last report answered). */
  currentHour: number;
  onClose: () => void;
  /** The recount finished (or nothing needed recounting): the report should load again. */
  onChanged: () => void;
}

/**
 * The owner's business-day editor: when the store's trading day starts. Changing it moves every past
 * sale to the day the new start gives it, so the dialog says so, asks for a yes, then follows the
 * recount job live (orders looked at) until it finishes or fails.
 */
export function BusinessDayDialog({
  open,
  restaurantId,
  storeId,
  currentHour,
  onClose,
  onChanged,
}: BusinessDayDialogProps) {
  const api = useApi();
  const [hour, setHour] = useState(currentHour);
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useBusyAction();

  // Starts afresh each time it opens; not when the report reloads with the new hour mid-recount.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setHour(currentHour);
      setConfirming(false);
      setJobId(null);
    }
  }
  useEffect(() => {
    if (open) setFailure(undefined);
  }, [open, setFailure]);

  const jobRef = useMemo(
    () =>
      jobId
        ? (doc(
            firestore(),
            'restaurants',
            restaurantId,
            'stores',
            storeId,
            'reportBackfillJobs',
            jobId,
          ) as DocumentReference<ReportBackfillJob>)
        : null,
    [restaurantId, storeId, jobId],
  );
  const job = useDoc(jobRef);
  const status = job.data?.status;
  const finished = status === 'success' || status === 'failure';

  useEffect(() => {
    if (status === 'success') onChanged();
  }, [status, onChanged]);

  const save = () =>
    run(async () => {
      const answer = await api.put<BusinessDayAnswer>(businessDayPath(restaurantId, storeId), {
        businessDayStartHour: hour,
        rebuildReports: true,
      });
      if (answer.job) setJobId(answer.job.id);
      else {
        onChanged();
        onClose();
      }
    });

  const closeLabel = jobId ? (finished ? 'Done' : 'Keep working') : undefined;

  let action = (
    <Button variant="contained" disabled={hour === currentHour} onClick={() => setConfirming(true)}>
      Change business day
    </Button>
  );
  if (confirming && !jobId)
    action = (
      <Button
        variant="contained"
        color="warning"
        disabled={busy}
        onClick={() => void save()}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? 'Starting…' : 'Recount reports'}
      </Button>
    );
  if (jobId)
    action = (
      <Button variant="contained" onClick={onClose}>
        {closeLabel}
      </Button>
    );

  return (
    <DialogFrame
      open={open}
      title="Business day"
      busy={busy}
      onClose={onClose}
      action={action}
      cancellable={!jobId}
    >
      {!jobId && !confirming && (
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">
            Sales placed before the start of the business day count towards the night before, so a late Friday
            shift stays on Friday.
          </Typography>
          <TextField
            select
            label="Business day starts at"
            value={hour}
            onChange={(event) => setHour(Number(event.target.value))}
            helperText={`Now ${businessDayStartLabel(currentHour)}. A sale at ${businessDayStartLabel(
              Math.max(0, hour - 1),
            ).replace(
              'Midnight',
              '12 AM',
            )} then counts to ${hour === 0 ? 'that same day' : 'the day before'}.`}
          >
            {BUSINESS_DAY_START_HOURS.map((each) => (
              <MenuItem key={each} value={each}>
                {businessDayStartLabel(each)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {!jobId && confirming && (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="warning">
            Every past order will be recounted and may move to another day: reports for{' '}
            {businessDayStartLabel(currentHour)} → {businessDayStartLabel(hour)} days differ from the ones you
            exported before. Totals over whole months stay the same.
          </Alert>
          <Typography color="text.secondary">
            The recount runs in the background; you can keep working and reports show the new days as it goes.
          </Typography>
          {failure !== undefined && <ProblemAlert error={failure} />}
        </Stack>
      )}
      {jobId && (
        <Stack sx={{ gap: 2 }} aria-live="polite">
          {!finished && (
            <>
              <Typography>
                Recounting reports from {businessDayStartLabel(hour)}… {job.data?.progress.done ?? 0} orders
                looked at.
              </Typography>
              <LinearProgress aria-label="Recount progress" />
            </>
          )}
          {status === 'success' && (
            <Alert severity="success">
              Business day now starts at {businessDayStartLabel(hour)}. {job.data?.message}
            </Alert>
          )}
          {status === 'failure' && <Alert severity="error">{job.data?.message}</Alert>}
          {job.error && (
            <Alert severity="error">
              We could not follow the recount. Reload the report to see its figures.
            </Alert>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
