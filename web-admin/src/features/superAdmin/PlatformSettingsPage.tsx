import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ENVIRONMENT_LABELS,
  ENVIRONMENTS,
  type Environment,
  type FeatureFlag,
  formatMoney,
  type PlatformSettings,
  platformApplicationFeeInCents,
  type StoredPlatformSettings,
  ZPlatformSettings,
} from '@resto/domain';
import {
  apiFieldProblems,
  ConfirmDialog,
  describeError,
  type FieldProblems,
  LoadingScreen,
  PageHeader,
  SubmitButton,
  schemaProblems,
  UnsavedChangesGuard,
  useApi,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';
import { useApiResource } from '../../shared/useApiResource';

const PATH = '/api/super-admin/platform-settings' as const;

/** The form keeps the fee as typed ("1.5", "10"), so a half-typed number is not thrown away. */
interface Draft {
  percent: string;
  fixedCents: string;
  environment: Environment;
  environments: Environment[];
  featureFlags: FeatureFlag[];
}

function draftOf(settings: PlatformSettings): Draft {
  return {
    percent: String(settings.applicationFee.basisPoints / 100),
    fixedCents: String(settings.applicationFee.fixedCents),
    environment: settings.environment,
    environments: [...settings.environments],
    featureFlags: settings.featureFlags.map((flag) => ({ ...flag, environments: [...flag.environments] })),
  };
}

function settingsOf(draft: Draft): unknown {
  const percent = draft.percent.trim() === '' ? Number.NaN : Number(draft.percent);
  const fixed = draft.fixedCents.trim() === '' ? Number.NaN : Number(draft.fixedCents);
  return {
    applicationFee: {
      // 1.25% = 125 basis points; more decimals than that are refused, not rounded away.
      basisPoints: Number.isFinite(percent) ? Math.round(percent * 100 * 1e6) / 1e6 : undefined,
      fixedCents: Number.isFinite(fixed) ? fixed : undefined,
    },
    environment: draft.environment,
    environments: ENVIRONMENTS.filter((each) => draft.environments.includes(each)),
    featureFlags: draft.featureFlags.map((flag) => ({
      ...flag,
      environments: ENVIRONMENTS.filter((each) => flag.environments.includes(each)),
    })),
  };
}

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((each) => each !== value);
}

/**
 * `/global/platform_settings`: the platform's application fee on online card payments (with an
 * example), which environment this deployment is and which exist, and feature flags per environment.
 * Validated with the domain's schema as typed, saved after a confirmation with the version it was
 * loaded at (409 when another super admin saved meanwhile), and recorded in the audit log.
 */
export default function PlatformSettingsPage() {
  usePageTitle('Platform settings');
  const stored = useApiResource<StoredPlatformSettings>(PATH);
  const client = useApi();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>();
  const [loadedVersion, setLoadedVersion] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    if (stored.data && (draft === undefined || stored.data.version !== loadedVersion)) {
      setDraft(draftOf(stored.data.settings));
      setLoadedVersion(stored.data.version);
    }
  }, [stored.data, draft, loadedVersion]);

  if (stored.error && !stored.data)
    return (
      <>
        <PageHeader eyebrow="Platform" title="Platform settings" />
        <Alert severity="error" action={<Button onClick={stored.reload}>Try again</Button>}>
          {describeError(stored.error).message}
        </Alert>
      </>
    );
  if (!draft || !stored.data) return <LoadingScreen label="Loading platform settings…" />;

  const body = settingsOf(draft);
  const problems: FieldProblems = {
    ...(attempted ? schemaProblems(ZPlatformSettings, body) : {}),
    ...serverProblems,
  };
  const parsed = ZPlatformSettings.safeParse(body);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(stored.data.settings));
  const example = parsed.success
    ? platformApplicationFeeInCents(5000, parsed.data.applicationFee)
    : undefined;

  const update = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setServerProblems({});
    setSaveError(undefined);
  };
  const updateFlag = (index: number, change: Partial<FeatureFlag>) =>
    update({
      featureFlags: draft.featureFlags.map((flag, at) => (at === index ? { ...flag, ...change } : flag)),
    });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (parsed.success) setConfirming(true);
  }

  async function save() {
    if (!parsed.success) return;
    setSaving(true);
    try {
      const saved = await client.put<StoredPlatformSettings>(PATH, {
        settings: parsed.data,
        expectedVersion: loadedVersion,
      });
      setDraft(draftOf(saved.settings));
      setLoadedVersion(saved.version);
      setAttempted(false);
      notify('Platform settings saved.');
      stored.reload();
    } catch (error) {
      const byField = Object.fromEntries(
        Object.entries(apiFieldProblems(error)).map(([path, message]) => [
          path.replace(/^settings\./, ''),
          message,
        ]),
      );
      setServerProblems(byField);
      setSaveError(describeError(error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} saving={saving} />
      <PageHeader
        eyebrow="Platform"
        title="Platform settings"
        subtitle="The fee the platform takes from online card payments, its environments and feature flags. Changes apply to every restaurant and are recorded in the audit log."
      />
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Platform settings">
        <Stack sx={{ gap: 3, maxWidth: 880 }}>
          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
              Application fee
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              Taken from each online card payment on the store's account. New orders use it within a minute of
              saving; orders already placed keep theirs.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label="Percentage"
                value={draft.percent}
                onChange={(event) => update({ percent: event.target.value })}
                error={Boolean(problems['applicationFee.basisPoints'])}
                helperText={problems['applicationFee.basisPoints'] ?? 'Up to 10%, to 0.01%'}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', maxLength: 8 },
                }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Fixed part"
                value={draft.fixedCents}
                onChange={(event) => update({ fixedCents: event.target.value })}
                error={Boolean(problems['applicationFee.fixedCents'])}
                helperText={problems['applicationFee.fixedCents'] ?? 'In cents, up to 500'}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">cents</InputAdornment> },
                  htmlInput: { inputMode: 'numeric', maxLength: 4 },
                }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
              {example === undefined
                ? 'Fix the fee to see an example.'
                : `On a $50.00 order the platform takes ${formatMoney(example)}.`}
            </Typography>
          </Card>

          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
              Environments
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Where the platform is deployed. Flags are switched on per environment.
            </Typography>
            <FormGroup row aria-label="Environments">
              {ENVIRONMENTS.map((environment) => (
                <FormControlLabel
                  key={environment}
                  control={
                    <Checkbox
                      checked={draft.environments.includes(environment)}
                      onChange={(event) =>
                        update({
                          environments: toggle(draft.environments, environment, event.target.checked),
                        })
                      }
                    />
                  }
                  label={ENVIRONMENT_LABELS[environment]}
                />
              ))}
            </FormGroup>
            {problems.environments && (
              <Typography color="error" variant="body2" role="alert">
                {problems.environments}
              </Typography>
            )}
            <TextField
              select
              label="This deployment"
              value={draft.environment}
              onChange={(event) => update({ environment: event.target.value as Environment })}
              error={Boolean(problems.environment)}
              helperText={problems.environment ?? 'Which of them this copy of the platform is'}
              sx={{ mt: 2, width: { xs: '100%', sm: 280 } }}
            >
              {ENVIRONMENTS.map((environment) => (
                <MenuItem key={environment} value={environment}>
                  {ENVIRONMENT_LABELS[environment]}
                </MenuItem>
              ))}
            </TextField>
          </Card>

          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="h4" component="h2" sx={{ mr: 'auto' }}>
                Feature flags
              </Typography>
              <Button
                startIcon={<AddRounded />}
                onClick={() =>
                  update({
                    featureFlags: [...draft.featureFlags, { key: '', description: '', environments: [] }],
                  })
                }
              >
                Add flag
              </Button>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              A flag is on in the environments ticked, off everywhere else.
            </Typography>
            {problems.featureFlags && (
              <Typography color="error" variant="body2" role="alert">
                {problems.featureFlags}
              </Typography>
            )}
            {draft.featureFlags.length === 0 ? (
              <Typography color="text.secondary">No flags yet.</Typography>
            ) : (
              <Stack sx={{ gap: 2.5 }}>
                {draft.featureFlags.map((flag, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; keys are typed
                  <Box key={index} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
                      <TextField
                        label="Key"
                        value={flag.key}
                        onChange={(event) => updateFlag(index, { key: event.target.value })}
                        error={Boolean(problems[`featureFlags.${index}.key`])}
                        helperText={problems[`featureFlags.${index}.key`] ?? 'camelCase, e.g. newCheckout'}
                        slotProps={{ htmlInput: { maxLength: 40 } }}
                        sx={{ width: { xs: '100%', sm: 220 } }}
                      />
                      <TextField
                        label="What it does"
                        value={flag.description}
                        onChange={(event) => updateFlag(index, { description: event.target.value })}
                        error={Boolean(problems[`featureFlags.${index}.description`])}
                        helperText={problems[`featureFlags.${index}.description`]}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                        sx={{ flex: 1, width: { xs: '100%' } }}
                      />
                      <IconButton
                        aria-label={`Remove flag ${flag.key || index + 1}`}
                        onClick={() =>
                          update({ featureFlags: draft.featureFlags.filter((_, at) => at !== index) })
                        }
                      >
                        <DeleteOutlineRounded />
                      </IconButton>
                    </Stack>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                      {draft.environments.map((environment) => {
                        const on = flag.environments.includes(environment);
                        return (
                          <Chip
                            key={environment}
                            label={ENVIRONMENT_LABELS[environment]}
                            color={on ? 'primary' : 'default'}
                            variant={on ? 'filled' : 'outlined'}
                            aria-pressed={on}
                            onClick={() =>
                              updateFlag(index, { environments: toggle(flag.environments, environment, !on) })
                            }
                          />
                        );
                      })}
                    </Stack>
                    {Object.entries(problems)
                      .filter(([path]) => path.startsWith(`featureFlags.${index}.environments`))
                      .slice(0, 1)
                      .map(([path, message]) => (
                        <Typography key={path} color="error" variant="body2" role="alert" sx={{ mt: 0.5 }}>
                          {message}
                        </Typography>
                      ))}
                  </Box>
                ))}
              </Stack>
            )}
          </Card>

          {saveError && <Alert severity="error">{saveError}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              {stored.data.updatedIsoDateTimeUtc
                ? `Last saved ${new Date(stored.data.updatedIsoDateTimeUtc).toLocaleString('en-AU', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}${stored.data.updatedByEmail ? ` by ${stored.data.updatedByEmail}` : ''}`
                : 'Never saved: these are the deployment defaults.'}
            </Typography>
            <Box sx={{ width: { xs: '100%', sm: 220 } }}>
              <SubmitButton busy={saving} busyLabel="Saving…" disabled={!dirty}>
                Save settings
              </SubmitButton>
            </Box>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Save the platform settings?"
        confirmLabel="Save"
        busyLabel="Saving…"
        onConfirm={save}
        onClose={() => setConfirming(false)}
      >
        They apply to every restaurant at once: new card payments use the new fee within a minute.
      </ConfirmDialog>
    </>
  );
}
