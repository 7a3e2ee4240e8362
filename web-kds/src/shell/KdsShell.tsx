import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type DeviceClaim, LoadingScreen, StatusPanel, useAuth, useNotify } from '@resto/web-common';
import { useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useKdsDeviceData } from '../features/device/deviceData';
import { KdsDeviceContext } from '../features/device/KdsDeviceContext';
import { useHeartbeat } from '../features/device/useHeartbeat';
import { KitchenContext } from '../features/tickets/KitchenContext';
import { workableCount } from '../features/tickets/ticketBoard';
import { useKitchenState } from '../features/tickets/useKitchenState';
import { useWakeLock } from '../shared/useWakeLock';
import { BumpUndoSnackbar } from './BumpUndoSnackbar';
import { ConnectionBanner } from './ConnectionBanner';
import { KdsTopBar } from './KdsTopBar';
import { SoundBlockedHint } from './SoundBlockedHint';

/** The paired screen's frame: top bar, connection banner, and the live kitchen every screen shares. */
export default function KdsShell() {
  const { claims } = useAuth();
  // RequireAuth lets only kdsDevice claims through.
  if (!claims.kdsDevice) return <LoadingScreen />;
  return <PairedShell claim={claims.kdsDevice} />;
}

function PairedShell({ claim }: { claim: DeviceClaim }) {
  const { signOut } = useAuth();
  const notify = useNotify();
  const data = useKdsDeviceData(claim);
  const [bumped, setBumped] = useState<{ id: string; displayNumber: string; key: number }>();
  useHeartbeat(claim);
  const wakeLock = useWakeLock();

  const onFailure = useCallback((message: string) => notify(message, 'error'), [notify]);
  const onBumped = useCallback(
    (ticket: { id: string; displayNumber: string }) =>
      setBumped({ id: ticket.id, displayNumber: ticket.displayNumber, key: Date.now() }),
    [],
  );
  const handlers = useMemo(() => ({ onFailure, onBumped }), [onFailure, onBumped]);
  const kitchen = useKitchenState(claim, data.settings, handlers);
  const device = useMemo(
    () => ({
      claim,
      store: data.store,
      timezone: data.timezone,
      device: data.device,
      settings: data.settings,
      settingsLoaded: data.settingsLoaded,
      wakeLock,
    }),
    [claim, data.store, data.timezone, data.device, data.settings, data.settingsLoaded, wakeLock],
  );

  if (data.deviceError || data.device?.revoked || data.device === null) {
    return (
      <StatusPanel
        fullPage
        tone="error"
        icon={<LinkOffRounded />}
        title="This screen is no longer paired"
        actions={
          <Button variant="contained" size="large" onClick={() => void signOut()}>
            Sign out
          </Button>
        }
      >
        A store admin removed it, or paired it again on another screen. Sign out, then pair it with a new code
        from Admin → the store → In store → Kitchen display.
      </StatusPanel>
    );
  }

  return (
    <KdsDeviceContext.Provider value={device}>
      <KitchenContext.Provider value={kitchen}>
        <Box sx={{ minHeight: '100dvh', bgcolor: '#14110F' }}>
          <KdsTopBar
            storeName={data.store?.name ?? 'Kitchen'}
            deviceName={data.device?.name ?? ''}
            timezone={data.timezone}
            connection={kitchen.connection}
            openCount={workableCount(kitchen.board)}
            hasArrivals={kitchen.flashing.size > 0}
          />
          <ConnectionBanner connection={kitchen.connection} loaded={kitchen.loaded} />
          <SoundBlockedHint soundOn={data.settings.soundOn} />
          <Box component="main">
            <Outlet />
          </Box>
        </Box>
        <BumpUndoSnackbar
          bumped={bumped}
          onClose={() => setBumped(undefined)}
          onUndo={() => {
            const ticket = bumped;
            setBumped(undefined);
            if (ticket) void kitchen.actions.run(ticket, 'recall');
          }}
        />
      </KitchenContext.Provider>
    </KdsDeviceContext.Provider>
  );
}
