import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog,
  type Device,
  describeError,
  EmptyState,
  ProblemAlert,
  useApi,
  useBusyRows,
  useNotify,
  useRetained,
} from '@resto/web-common';
import { type ReactNode, useState } from 'react';
import { countOf, ListToolbar } from '../../shared/ListToolbar';
import { AddButton, LoadingRows, RowList } from '../../shared/ManagedList';
import { DeviceNameDialog } from './DeviceNameDialog';
import { DeviceRow } from './DeviceRow';
import type { DeviceKindCopy, IssuedCode } from './deviceKinds';
import { PairingCodeDialog } from './PairingCodeDialog';

export interface DevicesPanelProps {
  copy: DeviceKindCopy;
  icon: ReactNode;
  restaurantId: string;
  storeId: string;
  /** Live list of the store's devices of this kind, removed ones included. */
  devices: readonly Device[];
  loading: boolean;
  error: unknown;
  canManage: boolean;
  /** The store's timezone, for pairing and expiry times. */
  timezone: string;
  /** A device's own settings page, when its kind has one (POS terminals). */
  settingsPathOf?: (device: Device) => string;
  /** Extra lines a kind of device shows under its status (see DeviceRow's `detail`). */
  detailFor?: ((device: Device) => ReactNode) | undefined;
  /** Shown instead of the large empty state when none is in service (the add button is passed in). */
  emptyState?: ((addButton: ReactNode) => ReactNode) | undefined;
}

type NameDialog = { mode: 'add' } | { mode: 'rename'; device: Device };

function byName(a: Device, b: Device) {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

/**
 * A store's devices of one kind (POS terminals, kitchen displays or printers): add one and show its
 * one-time pairing code, issue a new code, rename, and remove (which signs the device out at once).
 */
export function DevicesPanel({
  copy,
  icon,
  restaurantId,
  storeId,
  devices,
  loading,
  error,
  canManage,
  timezone,
  settingsPathOf,
  detailFor,
  emptyState,
}: DevicesPanelProps) {
  const client = useApi();
  const notify = useNotify();
  const basePath = copy.basePath(restaurantId, storeId);
  const [nameDialog, setNameDialog] = useState<NameDialog>();
  const [issued, setIssued] = useState<{ code: IssuedCode; deviceName: string }>();
  const [removing, setRemoving] = useState<Device>();
  const removingShown = useRetained(removing);
  const { isBusy, failure, setFailure, runForRow } = useBusyRows();
  const [showRemoved, setShowRemoved] = useState(false);
  const nowIso = new Date().toISOString();

  const inService = devices.filter((device) => !device.revoked).sort(byName);
  const removed = devices.filter((device) => device.revoked).sort(byName);
  const listed = showRemoved ? [...inService, ...removed] : inService;
  const deviceUrl = (id: string) => `${basePath}/${encodeURIComponent(id)}` as const;

  const addButton = (
    <AddButton
      allowed={canManage}
      deniedTip="Only Admin Users can add devices"
      icon={<AddRounded />}
      onClick={() => setNameDialog({ mode: 'add' })}
    >
      Add {copy.lowerNoun}
    </AddButton>
  );

  return (
    <>
      {!loading && !error && inService.length > 0 && (
        <ListToolbar summary={`${countOf(inService.length, copy.lowerNoun, copy.plural)} in service`}>
          {addButton}
        </ListToolbar>
      )}
      {failure !== undefined && (
        <ProblemAlert error={failure} onClose={() => setFailure(undefined)} sx={{ mb: 2 }} />
      )}
      {Boolean(error) && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && !error && <LoadingRows label={`Loading ${copy.plural}`} rows={2} height={52} />}
      {!loading && !error && inService.length === 0 && emptyState?.(canManage ? addButton : undefined)}
      {!loading && !error && inService.length === 0 && !emptyState && (
        <EmptyState
          icon={icon}
          title={`No ${copy.plural} yet`}
          description={`Add a ${copy.lowerNoun} to get a one-time pairing code, then type the code on the device to sign it in to this store.`}
          action={canManage ? addButton : undefined}
        />
      )}
      {!loading && !error && listed.length > 0 && (
        <Card sx={{ mt: inService.length === 0 ? 2 : 0 }}>
          <RowList label={copy.plural} items={listed} keyOf={(device) => device.id}>
            {(device) => (
              <DeviceRow
                device={device}
                icon={icon}
                timezone={timezone}
                nowIso={nowIso}
                canManage={canManage}
                busy={isBusy(device.id)}
                onNewCode={() =>
                  void runForRow(device.id, async () => {
                    const code = await client.post<IssuedCode>(`${deviceUrl(device.id)}/pairing-code`);
                    setIssued({ code, deviceName: device.name });
                  })
                }
                onRename={() => setNameDialog({ mode: 'rename', device })}
                settingsTo={settingsPathOf?.(device)}
                onRemove={() => setRemoving(device)}
                detail={detailFor?.(device)}
              />
            )}
          </RowList>
        </Card>
      )}
      {!loading && removed.length > 0 && (
        <Button size="small" onClick={() => setShowRemoved((shown) => !shown)} sx={{ mt: 1.5 }}>
          {showRemoved ? 'Hide removed devices' : `Show removed devices (${removed.length})`}
        </Button>
      )}

      <DeviceNameDialog
        open={nameDialog !== undefined}
        title={nameDialog?.mode === 'rename' ? `Rename ${nameDialog.device.name}` : `Add ${copy.lowerNoun}`}
        submitLabel={nameDialog?.mode === 'rename' ? 'Save name' : 'Add and get pairing code'}
        busyLabel={nameDialog?.mode === 'rename' ? 'Saving…' : 'Adding…'}
        // A first screen gets a sensible name to accept with one click; the owner can change it.
        initialName={
          nameDialog?.mode === 'rename'
            ? nameDialog.device.name
            : inService.length === 0
              ? copy.namePlaceholder
              : ''
        }
        placeholder={copy.namePlaceholder}
        hint={
          nameDialog?.mode === 'rename'
            ? 'Staff see this name in lists and reports.'
            : 'A name staff will recognise, e.g. where it stands.'
        }
        onClose={() => setNameDialog(undefined)}
        onSubmit={async (name) => {
          if (nameDialog?.mode === 'rename') {
            await client.put(deviceUrl(nameDialog.device.id), { name });
            notify(`Renamed to ${name}.`);
          } else {
            const code = await client.post<IssuedCode>(basePath, { name });
            setIssued({ code, deviceName: name });
          }
          setNameDialog(undefined);
        }}
      />
      <PairingCodeDialog
        issued={issued?.code}
        deviceName={issued?.deviceName ?? ''}
        copy={copy}
        timezone={timezone}
        onClose={() => setIssued(undefined)}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removingShown?.name ?? 'device'}?`}
        confirmLabel="Remove device"
        busyLabel="Removing…"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          await client.delete(deviceUrl(removing.id));
          notify(`${removing.name} was removed and signed out.`);
        }}
      >
        <Typography>
          {removingShown?.name} is signed out at once and its pairing code stops working. To use this device
          again, add it as a new {copy.lowerNoun}.
        </Typography>
      </ConfirmDialog>
    </>
  );
}
