import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  effectivePosSettings,
  type PosSettings,
  type PosSettingsGroup,
  type PosTerminalOverrides,
  readPosTerminalOverrides,
  ZDeviceName,
  ZPosTerminalOverrides,
} from '@resto/domain';
import {
  apiFieldProblems,
  DEVICE_STATUS_LABELS,
  deviceStatus,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  SubmitButton,
  schemaProblems,
  storeDevices,
  UnsavedChangesGuard,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { doc } from 'firebase/firestore';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CustomerExperience } from '../../shared/CustomerExperience';
import { MissingDocument } from '../../shared/MissingDocument';
import { storePath } from '../../shared/paths';
import { subProblems } from '../settings/subProblems';
import { describePosSettings, GROUP_TITLES, PosSettingsFields } from './PosSettingsFields';

interface Draft {
  name: string;
  overrides: PosTerminalOverrides;
}

/**
 * `/restaurants/:restaurantId/stores/:storeId/pos-settings/:posTerminalId`: one terminal's name and
 * its own POS settings. Each group either follows the store's settings or is the terminal's own;
 * saved with `PUT /api/pos/.../pos_terminals/{posTerminalId}`.
 */
export default function PosTerminalSettingsPage() {
  const { restaurantId = '', storeId = '', posTerminalId = '' } = useParams();
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const deviceRef = useMemo(
    () => doc(storeDevices('posTerminal', restaurantId, storeId), posTerminalId),
    [restaurantId, storeId, posTerminalId],
  );
  const device = useDoc(deviceRef);
  const store = useStoreSetting(restaurantId, storeId, 'posSettings');
  const customPayments = useStoreSetting(restaurantId, storeId, 'customPayments').data?.customPayments ?? [];
  const [draft, setDraft] = useState<Draft>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const backTo = `${storePath(restaurantId, storeId)}/pos-settings`;
  usePageTitle(device.data?.name ?? 'POS terminal');

  if (device.error || store.error)
    return <Alert severity="error">We could not load this terminal's settings. Reload to try again.</Alert>;
  if (device.loading || store.data === undefined) return <LoadingScreen label="Loading the terminal…" />;
  if (!device.data || device.data.revoked)
    return (
      <MissingDocument
        what="POS terminal"
        error={undefined}
        backTo={backTo}
        backLabel="Back to POS terminals"
      />
    );

  const storeSettings = store.data;
  const stored: Draft = {
    name: device.data.name,
    overrides: readPosTerminalOverrides((device.data as { settings?: unknown }).settings),
  };
  const current = draft ?? stored;
  const effective = effectivePosSettings(storeSettings, current.overrides);
  const local = {
    ...schemaProblems(ZPosTerminalOverrides, current.overrides),
    ...Object.fromEntries(
      Object.entries(schemaProblems(ZDeviceName, current.name)).map(([, message]) => ['name', message]),
    ),
  };
  const server = apiFieldProblems(failure);
  const problems = { ...subProblems(server, 'settings'), ...local };
  const nameProblem = local.name ?? server.name;
  const valid = Object.keys(local).length === 0;
  const editable = isAdmin && !busy;
  const ownGroups = (Object.keys(GROUP_TITLES) as PosSettingsGroup[]).filter(
    (group) => current.overrides[group] !== undefined,
  );

  const change = (next: Draft) => {
    setDraft(next);
    setFailure(undefined);
  };
  const setGroup = <G extends PosSettingsGroup>(group: G, value: PosSettings[G]) =>
    change({ ...current, overrides: { ...current.overrides, [group]: value } });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await client.put(
        `/api/pos/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/pos_terminals/${encodeURIComponent(posTerminalId)}`,
        { name: current.name.trim(), settings: current.overrides },
      );
      setDraft(undefined);
      notify('Saved. The terminal uses its new settings straight away.');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const status = deviceStatus(device.data, new Date().toISOString());
  return (
    <>
      <UnsavedChangesGuard dirty={draft !== undefined} saving={busy} />
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        POS terminals
      </Button>
      <PageHeader
        eyebrow="POS terminal"
        title={device.data.name}
        subtitle="This terminal's own POS settings. A group that follows the store changes when the store's POS settings do."
      />
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You can look at these settings; only admins of this store or restaurant can change them.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 }, order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <Stack component="form" noValidate spacing={3} onSubmit={save} aria-label="Terminal settings">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={status === 'paired' ? 'success' : 'default'}
                label={DEVICE_STATUS_LABELS[status]}
              />
              <Chip
                size="small"
                variant="outlined"
                label={
                  ownGroups.length === 0
                    ? "Follows the store's settings"
                    : `Own settings: ${ownGroups.map((group) => GROUP_TITLES[group]).join(', ')}`
                }
              />
            </Stack>
            {failure !== undefined && Object.keys(server).length === 0 && <ProblemAlert error={failure} />}
            {!valid && draft && (
              <Alert severity="warning">Some fields need another look before you can save.</Alert>
            )}
            <TextField
              label="Terminal name"
              value={current.name}
              onChange={(event) => change({ ...current, name: event.target.value })}
              disabled={!editable}
              required
              error={Boolean(nameProblem)}
              helperText={nameProblem ?? 'Shown on the till and on its orders, e.g. "Front counter".'}
              sx={{ maxWidth: 420 }}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <PosSettingsFields
              value={effective}
              onChange={setGroup}
              problems={problems}
              disabled={!editable}
              customPayments={customPayments}
              follows={{
                isFollowing: (group) => current.overrides[group] === undefined,
                setFollowing: (group, following) => {
                  const { [group]: _dropped, ...rest } = current.overrides;
                  change({
                    ...current,
                    // Starting its own setting from what it uses now, so nothing changes until edited.
                    overrides: following ? rest : { ...rest, [group]: storeSettings[group] },
                  });
                },
              }}
            />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
            >
              {draft && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mr: { sm: 'auto' } }}>
                  You have unsaved changes.
                </Typography>
              )}
              <Button
                onClick={() => {
                  setDraft(undefined);
                  setFailure(undefined);
                }}
                disabled={!draft || busy}
              >
                Discard changes
              </Button>
              <SubmitButton busy={busy} busyLabel="Saving…" fullWidth={false} disabled={!isAdmin || !draft}>
                Save
              </SubmitButton>
            </Stack>
          </Stack>
        </Card>
        <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          <CustomerExperience
            lines={valid ? describePosSettings(effective, customPayments) : []}
            preview={draft !== undefined}
            invalid={!valid}
            title="What this till does"
          />
        </Box>
      </Box>
    </>
  );
}
