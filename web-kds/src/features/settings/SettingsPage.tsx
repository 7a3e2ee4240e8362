import AddRounded from '@mui/icons-material/AddRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  KDS_AUTO_REFRESH_MINUTES,
  type KdsAutoRefreshMinutes,
  kdsDevicePath,
  type UpdateKdsDeviceSettingsResponse,
} from '@resto/domain';
import {
  type ApiPath,
  apiFieldProblems,
  ConfirmDialog,
  type FieldProblems,
  formatStoreDateTime,
  ProblemAlert,
  SubmitButton,
  useApi,
  useAuth,
  useBusyAction,
  useMenuItems,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { chimeSupported, playChime, unlockChime } from '../../shared/chime';
import { WAKE_LOCK_WORDS } from '../../shared/useWakeLock';
import { useKdsDevice } from '../device/KdsDeviceContext';
import { checkDraft, draftOf, type SettingsDraft, stationChoices } from './settingsDraft';

const REFRESH_LABELS: Record<KdsAutoRefreshMinutes, string> = {
  0: 'Off',
  1: '1 min',
  5: '5 min',
  10: '10 min',
};

function Section({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
        gap: { xs: 1, md: 3 },
        py: 2.25,
        borderBottom: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      <Box>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {hint && (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem', mt: 0.25 }}>{hint}</Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0, alignSelf: 'center' }}>{children}</Box>
    </Box>
  );
}

/** `/settings`: this screen's prep time, stations, auto-refresh and sound, saved through the API. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { claim, settings, settingsLoaded, device, store, timezone, wakeLock } = useKdsDevice();
  const { signOut } = useAuth();
  const client = useApi();
  const notify = useNotify();
  const menuItems = useMenuItems(claim.restaurantId, claim.storeId);
  // null = follow the stored settings live; a draft exists only while the cook is changing something.
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [signingOut, setSigningOut] = useState(false);
  const save = useBusyAction();

  const current = draft ?? draftOf(settings);
  const check = checkDraft(current, settings);
  const problems = { ...serverProblems, ...check.problems };
  const stations = stationChoices(menuItems.data, current.stationIds);

  // Once the stored settings match the draft (saved here, or the same change made elsewhere), follow
  // the live document again, so a later change from Admin shows at once.
  const draftSettled = draft !== null && !check.dirty;
  useEffect(() => {
    if (draftSettled) setDraft(null);
  }, [draftSettled]);

  function change(patch: Partial<SettingsDraft>) {
    setServerProblems({});
    setDraft({ ...current, ...patch });
  }

  function toggleStation(id: string) {
    const selected = current.stationIds.includes(id)
      ? current.stationIds.filter((station) => station !== id)
      : [...current.stationIds, id];
    change({ stationIds: selected.sort() });
  }

  function stepPrepTime(by: number) {
    const value = Number(current.prepTime) || 0;
    change({ prepTime: String(Math.min(240, Math.max(1, value + by))) });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.dirty || Object.keys(check.problems).length > 0) return;
    await save.run(async () => {
      try {
        const path =
          `/api${kdsDevicePath(claim.restaurantId, claim.storeId, claim.deviceId)}/settings` as ApiPath;
        await client.put<UpdateKdsDeviceSettingsResponse>(path, check.changes);
        // The draft stays until the live settings document shows the saved values (effect below).
        notify('Settings saved.');
      } catch (error) {
        setServerProblems(apiFieldProblems(error));
        throw error;
      }
    });
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1040, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          Screen settings
        </Typography>
        <Typography role="status" sx={{ color: check.dirty ? '#F2B233' : 'text.secondary' }}>
          {!settingsLoaded
            ? 'Loading…'
            : check.dirty
              ? 'Unsaved changes'
              : settings.lastUpdatedIsoDateTimeUtc > new Date(0).toISOString()
                ? `All changes saved · last changed ${formatStoreDateTime(settings.lastUpdatedIsoDateTimeUtc, timezone)}`
                : 'Using the default settings'}
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        aria-label="Screen settings"
        onSubmit={(event) => void handleSubmit(event)}
      >
        {save.failure !== undefined && (
          <ProblemAlert error={save.failure} onClose={() => save.setFailure(undefined)} sx={{ mt: 2 }} />
        )}

        <Section
          title="Preparation time"
          hint="Ticket timers turn amber at 75 % of this and red once it has passed."
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <IconButton aria-label="5 minutes less" onClick={() => stepPrepTime(-5)} sx={stepperSx}>
              <RemoveRounded />
            </IconButton>
            <TextField
              label="Minutes"
              name="prepTimeInMinutes"
              value={current.prepTime}
              onChange={(event) => change({ prepTime: event.target.value.replace(/\D/g, '').slice(0, 3) })}
              error={Boolean(problems.prepTimeInMinutes)}
              helperText={problems.prepTimeInMinutes ?? '1 to 240 minutes'}
              fullWidth={false}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  style: { fontSize: '1.4rem', fontWeight: 700, width: 90 },
                },
              }}
            />
            <IconButton aria-label="5 minutes more" onClick={() => stepPrepTime(5)} sx={stepperSx}>
              <AddRounded />
            </IconButton>
          </Box>
        </Section>

        <Section
          title="Stations"
          hint="Show only the items cooked at these stations. None selected shows everything."
        >
          {stations.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {menuItems.loading
                ? 'Loading the menu’s stations…'
                : 'No menu item is routed to a station yet (Admin → Menu → item → Print stations), so this screen shows every item.'}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Stations">
              <Chip
                label="All stations"
                clickable
                color={current.stationIds.length === 0 ? 'primary' : 'default'}
                variant={current.stationIds.length === 0 ? 'filled' : 'outlined'}
                onClick={() => change({ stationIds: [] })}
                aria-pressed={current.stationIds.length === 0}
                sx={chipSx}
              />
              {stations.map((id) => {
                const on = current.stationIds.includes(id);
                return (
                  <Chip
                    key={id}
                    label={id}
                    clickable
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => toggleStation(id)}
                    aria-pressed={on}
                    sx={chipSx}
                  />
                );
              })}
            </Box>
          )}
          {problems.stationIds && (
            <Typography sx={{ color: 'error.main', mt: 1 }}>{problems.stationIds}</Typography>
          )}
        </Section>

        <Section
          title="Auto-refresh"
          hint="Reconnects the ticket feed every few minutes, for unreliable networks."
        >
          <ToggleButtonGroup
            exclusive
            value={current.autoRefreshMinutes}
            onChange={(_event, value: KdsAutoRefreshMinutes | null) =>
              value !== null && change({ autoRefreshMinutes: value })
            }
            aria-label="Auto-refresh"
          >
            {KDS_AUTO_REFRESH_MINUTES.map((minutes) => (
              <ToggleButton
                key={minutes}
                value={minutes}
                sx={{
                  px: 2.5,
                  minHeight: 48,
                  fontWeight: 700,
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                }}
              >
                {REFRESH_LABELS[minutes]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>

        <Section title="New-order chime" hint="A chime and a flash for each new ticket.">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}>
              <Switch
                checked={current.soundOn}
                onChange={(event) => change({ soundOn: event.target.checked })}
                slotProps={{ input: { 'aria-label': 'Sound' } }}
              />
              <Typography sx={{ fontWeight: 700 }}>{current.soundOn ? 'Sound on' : 'Sound off'}</Typography>
            </Box>
            {chimeSupported() && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<NotificationsActiveRounded />}
                onClick={() => {
                  unlockChime();
                  playChime();
                }}
                sx={{ minHeight: 44 }}
              >
                Play test chime
              </Button>
            )}
          </Box>
        </Section>

        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', py: 2 }}>
          {check.dirty && (
            <Button size="large" color="inherit" onClick={() => setDraft(null)} disabled={save.busy}>
              Discard changes
            </Button>
          )}
          <Box sx={{ minWidth: 200 }}>
            <SubmitButton busy={save.busy} busyLabel="Saving…" disabled={!check.dirty}>
              Save settings
            </SubmitButton>
          </Box>
        </Box>
      </Box>

      <Section
        title="This screen"
        hint="A store admin renames or removes screens in Admin → the store → In store → Kitchen display."
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>{device?.name ?? '…'}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{store?.name}</Typography>
        <Alert severity={wakeLock === 'active' ? 'success' : 'info'} variant="outlined" sx={{ mt: 1.5 }}>
          {WAKE_LOCK_WORDS[wakeLock]}
        </Alert>
      </Section>

      <Section title="Sign out" hint="To pair this screen again you will need a new pairing code.">
        <Button
          variant="outlined"
          color="error"
          size="large"
          startIcon={<LogoutRounded />}
          onClick={() => setSigningOut(true)}
        >
          Sign out this screen
        </Button>
      </Section>

      <ConfirmDialog
        open={signingOut}
        title="Sign out this screen?"
        confirmLabel="Sign out"
        busyLabel="Signing out…"
        destructive
        onClose={() => setSigningOut(false)}
        onConfirm={() => signOut()}
      >
        <Typography>
          Tickets stop showing here at once. To use this screen again, a store admin issues a new pairing code
          in Admin → the store → In store → Kitchen display.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}

const stepperSx = { width: 56, height: 56, border: '1px solid rgba(255,255,255,0.2)' } as const;
const chipSx = { height: 44, fontSize: '1rem', px: 1 } as const;
