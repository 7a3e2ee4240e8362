import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZShiftEditRequest } from '@resto/domain';
import { type ApiPath, errorText, type ShiftDoc, useApi } from '@resto/web-common';
import { useState } from 'react';
import { fromStoreLocalInput, toStoreLocalInput } from './shiftTimes';

export interface EditShiftDialogProps {
  restaurantId: string;
  storeId: string;
  shift: ShiftDoc;
  timezone: string;
  onClose(saved: boolean): void;
}

/** Corrects a shift's times (in the store's timezone); the reason is kept with the change. */
export function EditShiftDialog({ restaurantId, storeId, shift, timezone, onClose }: EditShiftDialogProps) {
  const client = useApi();
  const [clockIn, setClockIn] = useState(toStoreLocalInput(shift.clockInIsoDateTimeUtc, timezone));
  const [clockOut, setClockOut] = useState(
    shift.clockOutIsoDateTimeUtc ? toStoreLocalInput(shift.clockOutIsoDateTimeUtc, timezone) : '',
  );
  const [breaks, setBreaks] = useState(
    shift.breaks.map((entry) => ({
      id: entry.id,
      name: entry.name,
      start: toStoreLocalInput(entry.startIsoDateTimeUtc, timezone),
      end: entry.endIsoDateTimeUtc ? toStoreLocalInput(entry.endIsoDateTimeUtc, timezone) : '',
    })),
  );
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const request = {
      clockInIsoDateTimeUtc: fromStoreLocalInput(clockIn, timezone) ?? '',
      clockOutIsoDateTimeUtc: fromStoreLocalInput(clockOut, timezone) ?? '',
      breaks: breaks.map((entry) => ({
        id: entry.id,
        startIsoDateTimeUtc: fromStoreLocalInput(entry.start, timezone) ?? '',
        endIsoDateTimeUtc: fromStoreLocalInput(entry.end, timezone) ?? '',
      })),
      reason,
    };
    const parsed = ZShiftEditRequest.safeParse(request);
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await client.put(
        `/api/time-clock/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/shifts/${encodeURIComponent(shift.id)}` as ApiPath,
        parsed.data,
      );
      onClose(true);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth aria-labelledby="edit-shift-title">
      <DialogTitle id="edit-shift-title">Edit {shift.employeeName}’s shift</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Times are in the store’s timezone ({timezone}). The change and its reason are kept in the shift’s
            history.
          </Typography>
          {shift.forgottenClockOut && (
            <Alert severity="warning">
              Nobody clocked out: the shift was closed at the end of the business day.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Clock in"
              type="datetime-local"
              value={clockIn}
              onChange={(event) => setClockIn(event.target.value)}
              error={Boolean(problems.clockInIsoDateTimeUtc)}
              helperText={problems.clockInIsoDateTimeUtc}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label="Clock out"
              type="datetime-local"
              value={clockOut}
              onChange={(event) => setClockOut(event.target.value)}
              error={Boolean(problems.clockOutIsoDateTimeUtc)}
              helperText={problems.clockOutIsoDateTimeUtc}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          {breaks.map((entry, index) => (
            <Stack
              key={entry.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ minWidth: 90 }}>{entry.name}</Typography>
              <TextField
                label="Break start"
                type="datetime-local"
                value={entry.start}
                onChange={(event) =>
                  setBreaks((all) =>
                    all.map((other, at) => (at === index ? { ...other, start: event.target.value } : other)),
                  )
                }
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label="Break end"
                type="datetime-local"
                value={entry.end}
                onChange={(event) =>
                  setBreaks((all) =>
                    all.map((other, at) => (at === index ? { ...other, end: event.target.value } : other)),
                  )
                }
                error={Boolean(problems[`breaks.${index}.endIsoDateTimeUtc`])}
                helperText={problems[`breaks.${index}.endIsoDateTimeUtc`]}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          ))}
          <TextField
            label="Reason for the change"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(problems.reason)}
            helperText={problems.reason ?? 'For example: forgot to clock out, left at 10 PM'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            required
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
