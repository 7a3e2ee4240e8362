import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError, ProblemAlert, SubmitButton } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** What went wrong on save, in words: field problems are listed, anything else is the server's answer. */
export function SaveProblems({ failure, shown }: { failure: unknown; shown: readonly string[] }) {
  const fieldProblemsOnly =
    failure instanceof ApiError && failure.status === 400 && Object.keys(failure.fieldErrors).length > 0;
  return (
    <>
      {failure !== undefined && !fieldProblemsOnly && <ProblemAlert error={failure} />}
      {shown.length > 0 && (
        <Alert severity="error">
          Some details need another look:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {shown.slice(0, 6).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

/** Cancel and save, with an optional destructive action on the left. */
export function FormActions({
  cancelTo,
  busy,
  busyLabel,
  saveLabel,
  disabled,
  start,
}: {
  cancelTo: string;
  busy: boolean;
  busyLabel: string;
  saveLabel: string;
  disabled?: boolean;
  start?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'center' } }}
    >
      {start}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ ml: { sm: 'auto' } }}>
        <Button component={RouterLink} to={cancelTo} size="large" disabled={busy}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel={busyLabel} fullWidth={false} disabled={disabled}>
          {saveLabel}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}

/**
 * The bottom of a menu form: what went wrong on save, then Cancel and Save, with Delete on the left
 * when `onDelete` is given.
 */
export function MenuFormFooter({
  failure,
  shown,
  cancelTo,
  busy,
  saveLabel,
  disabled,
  onDelete,
}: {
  failure: unknown;
  shown: readonly string[];
  cancelTo: string;
  busy: boolean;
  saveLabel: string;
  disabled?: boolean;
  onDelete?: () => void;
}) {
  return (
    <>
      <SaveProblems failure={failure} shown={shown} />
      <FormActions
        cancelTo={cancelTo}
        busy={busy}
        busyLabel="Saving…"
        saveLabel={saveLabel}
        disabled={disabled}
        start={
          onDelete ? (
            <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
