import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreSettingId, StoreSettings } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  SubmitButton,
  UnsavedChangesGuard,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import type { FormEvent, ReactNode } from 'react';
import { CustomerExperience } from './CustomerExperience';
import type { SettingsForm } from './useSettingsForm';
import type { StoreContext } from './useStoreContext';

export interface SettingsScreenProps<K extends StoreSettingId> {
  title: string;
  subtitle: ReactNode;
  context: StoreContext;
  form: SettingsForm<K>;
  /** The setting in words (from the domain), for the "What customers will see" panel. */
  describe: (value: StoreSettings[K]) => readonly string[];
  /** Extra notes above the form (e.g. what comes later). */
  notice?: ReactNode;
  /** What is in force while the setting was never saved; the standard wording when absent. */
  defaultsNote?: ReactNode;
  /** The heading of the panel that describes the setting ('What customers will see' by default). */
  experienceTitle?: string;
  /** More sections below the form (e.g. a list that saves on its own). */
  footer?: ReactNode;
  children: (value: StoreSettings[K], editable: boolean) => ReactNode;
}

/**
 * The frame every store settings page shares: title, loading and error states, the form card with
 * save and discard, and the setting described in words beside it.
 */
/** Says plainly which settings are in force: the store's saved ones, or the standard ones shown. */
function InForceLine({ saved, note }: { saved: boolean; note: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }} role="status">
      <Chip
        size="small"
        color={saved ? 'success' : 'default'}
        variant="outlined"
        label={saved ? 'Your settings' : 'Standard settings'}
        sx={{ flexShrink: 0 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {saved
          ? 'These are the settings you saved, and the store uses them.'
          : (note ??
            'The store uses the standard settings shown here. Nothing to do unless you want to change them.')}
      </Typography>
    </Box>
  );
}

export function SettingsScreen<K extends StoreSettingId>({
  title,
  subtitle,
  context,
  form,
  describe,
  notice,
  defaultsNote,
  footer,
  experienceTitle,
  children,
}: SettingsScreenProps<K>) {
  usePageTitle(title);
  const { isAdmin } = useViewerAccess();
  const value = form.value;

  if (form.loadError) return <Alert severity="error">{describeError(form.loadError).message}</Alert>;
  if (value === undefined) return <LoadingScreen label={`Loading ${title.toLowerCase()}…`} />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.valid) {
      const target = event.currentTarget;
      requestAnimationFrame(() => target.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void form.save();
  }

  const editable = isAdmin && !form.busy;
  return (
    <>
      <UnsavedChangesGuard dirty={form.dirty} saving={form.busy} />
      <PageHeader eyebrow={context.store?.name} title={title} subtitle={subtitle} />
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You can look at these settings; only admins of this store or restaurant can change them.
        </Alert>
      )}
      {notice}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit} aria-label={title}>
              <InForceLine saved={form.saved} note={defaultsNote} />
              {form.failure !== undefined && <ProblemAlert error={form.failure} />}
              {!form.valid && form.dirty && (
                <Alert severity="warning">Some fields need another look before you can save.</Alert>
              )}
              {children(value, editable)}
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
              >
                {form.dirty && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mr: { sm: 'auto' } }}>
                    You have unsaved changes.
                  </Typography>
                )}
                <Button onClick={form.reset} disabled={!form.dirty || form.busy}>
                  Discard changes
                </Button>
                <SubmitButton
                  busy={form.busy}
                  busyLabel="Saving…"
                  fullWidth={false}
                  disabled={!isAdmin || (form.saved && !form.dirty)}
                >
                  Save
                </SubmitButton>
              </Stack>
            </Stack>
          </Card>
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          <CustomerExperience
            lines={form.valid ? describe(value) : []}
            preview={form.dirty}
            invalid={!form.valid}
            {...(experienceTitle ? { title: experienceTitle } : {})}
          />
        </Box>
      </Box>
      {footer}
    </>
  );
}
