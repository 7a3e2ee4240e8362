import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  apiFieldProblems,
  LoadingScreen,
  PageHeader,
  type Restaurant,
  SubmitButton,
  UnsavedChangesGuard,
  useBusyAction,
  useRestaurant,
  useViewerAccess,
} from '@resto/web-common';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MissingDocument } from './MissingDocument';

/** Loads the restaurant of the route (`:restaurantId`), with the loading and missing screens. */
export function WithRouteRestaurant({ children }: { children: (restaurant: Restaurant) => ReactNode }) {
  const { restaurantId = '' } = useParams();
  const { data: restaurant, loading, error } = useRestaurant(restaurantId);
  if (loading) return <LoadingScreen label="Loading the restaurant…" />;
  if (!restaurant)
    return <MissingDocument what="restaurant" error={error} backTo="/" backLabel="All restaurants" />;
  return children(restaurant);
}

/**
 * State of a form that edits a saved document: the draft, whether it differs from `saved`, the
 * problems from `validate` (as the user types) and from the API, and a submit that saves once valid.
 */
export function useDocumentEditForm<V extends object>(
  saved: V,
  validate: (values: V) => Record<string, string>,
) {
  const { isAdmin } = useViewerAccess();
  const [values, setValues] = useState<V>(saved);
  const { busy, failure, setFailure, run } = useBusyAction();

  const dirty = JSON.stringify(saved) !== JSON.stringify(values);
  const local = validate(values);
  const server = apiFieldProblems(failure);
  const problems: Record<string, string | undefined> = { ...server, ...local };
  const disabled = busy || !isAdmin;

  const set = (patch: Partial<V>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    if (failure) setFailure(undefined);
  };
  /** Error, helper text and disabled of the field at `path`; `hint` shows when there is no problem. */
  const field = (path: string, hint?: string) => ({
    error: Boolean(problems[path]),
    helperText: problems[path] ?? hint,
    disabled,
  });

  /** Saves with `save` unless the draft has problems; false when it did not try. */
  async function submit(event: FormEvent<HTMLFormElement>, save: () => Promise<void>): Promise<boolean> {
    event.preventDefault();
    if (Object.keys(local).length > 0) return false;
    await run(save);
    return true;
  }

  return {
    values,
    setValues,
    set,
    field,
    submit,
    busy,
    failure,
    dirty,
    local,
    server,
    problems,
    disabled,
    isAdmin,
    /** The failure is not about fields, so it is shown above the form. */
    generalFailure: failure !== undefined && Object.keys(server).length === 0,
    discard: () => setValues(saved),
  };
}

/** Page header, the note for non-admins and the card holding the form. */
export function EditPageShell({
  eyebrow,
  title,
  subtitle,
  maxWidth = 760,
  isAdmin,
  adminNote,
  notice,
  formLabel,
  onSubmit,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  maxWidth?: number;
  isAdmin: boolean;
  /** Shown to people who are not admins. */
  adminNote: ReactNode;
  /** Shown above the admin note. */
  notice?: ReactNode;
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth }}>
      <PageHeader eyebrow={eyebrow} title={title} subtitle={subtitle} />
      {notice}
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {adminNote}
        </Alert>
      )}
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack component="form" noValidate spacing={4} onSubmit={onSubmit} aria-label={formLabel}>
          {children}
        </Stack>
      </Card>
    </Box>
  );
}

/** Unsaved-changes note, an optional way back, Discard and Save. */
export function EditFormFooter({
  dirty,
  busy,
  isAdmin,
  onDiscard,
  back,
}: {
  dirty: boolean;
  busy: boolean;
  isAdmin: boolean;
  onDiscard: () => void;
  back?: { to: string; label: string };
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
    >
      <UnsavedChangesGuard dirty={dirty} saving={busy} />
      {dirty && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: { sm: 'auto' } }}>
          You have unsaved changes.
        </Typography>
      )}
      {back && (
        <Button component={RouterLink} to={back.to} size="large" disabled={busy}>
          {back.label}
        </Button>
      )}
      <Button size="large" onClick={onDiscard} disabled={!dirty || busy}>
        Discard changes
      </Button>
      <SubmitButton busy={busy} busyLabel="Saving…" fullWidth={false} disabled={!isAdmin || !dirty}>
        Save
      </SubmitButton>
    </Stack>
  );
}
