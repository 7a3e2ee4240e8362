import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  type DeviceClaim,
  EmptyState,
  LoadingScreen,
  storeDevices,
  useAuth,
  useDoc,
} from '@resto/web-common';
import { doc } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  EmployeeSessionContext,
  type EmployeeSessionValue,
  type SignedInEmployee,
} from '../lock/employeeSession';
import { LockScreen } from '../lock/LockScreen';
import { forgetPins } from '../lock/offlinePins';
import { rememberEmployee, rememberedEmployee, useTillActivity } from '../lock/rememberedEmployee';
import { useIdleLock } from '../lock/useIdleLock';
import { usePosMenu } from '../menu/usePosMenu';
import { PosRegister } from '../order/PosRegister';
import { OutboxSender } from '../outbox/outboxSender';
import { changesNotOnServer } from '../outbox/posOutboxDb';
import { useOutboxStatus } from '../outbox/useOutboxStatus';
import { TillSettingsProvider } from '../settings/tillSettingsContext';
import { usePosSettings } from '../settings/usePosSettings';
import { cacheAppShellForOffline } from './appShellCache';

/**
 * A paired till: its menu (from the device's copy, then the server), its outbox sender running in the
 * background for as long as the page is open, and the employee lock in front of the register.
 */
export function PosSession({ claim }: { claim: DeviceClaim }) {
  const { restaurantId, storeId } = claim;
  const { signOut } = useAuth();
  const menu = usePosMenu(restaurantId, storeId);
  const outbox = useOutboxStatus(restaurantId, storeId);
  const device = useDoc(doc(storeDevices('posTerminal', restaurantId, storeId), claim.deviceId));
  const sender = useMemo(() => new OutboxSender({ restaurantId, storeId }), [restaurantId, storeId]);
  useEffect(() => {
    sender.start();
    return () => sender.stop();
  }, [sender]);

  // Closing the tab with orders not yet on the server: the browser asks first.
  const pendingCount = outbox.unsyncedCount;
  useEffect(() => {
    if (pendingCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

  // Ask the browser not to evict the outbox under storage pressure (best effort, no prompt in Chromium),
  // and keep the app shell so the till also starts during an outage.
  useEffect(() => {
    void navigator.storage?.persist?.().catch(() => undefined);
    void cacheAppShellForOffline();
  }, []);

  // Still signed in back from the table map, within the idle lock (lock/rememberedEmployee.ts).
  const [remembered] = useState(() => rememberedEmployee(claim.deviceId));
  const [employee, setEmployee] = useState<SignedInEmployee | undefined>(remembered.signedIn);
  const [lastEmployee, setLastEmployee] = useState<SignedInEmployee | undefined>(remembered.last);
  // The admin's POS settings (store defaults with this terminal's overrides), kept on the device too.
  const till = usePosSettings({
    restaurantId,
    storeId,
    deviceId: claim.deviceId,
    terminalSettings: (device.data as { settings?: unknown } | undefined)?.settings,
    terminalLoaded: !device.loading && !device.error && device.data !== undefined,
    menu: menu.status === 'ready' ? menu.menu : undefined,
  });
  const idleLockMinutes = till.settings.idleLockMinutes;
  const lock = useCallback(() => {
    setEmployee((current) => {
      if (current) setLastEmployee(current);
      return undefined;
    });
  }, []);
  const session: EmployeeSessionValue = useMemo(
    () => ({
      employee,
      lastEmployee,
      unlock: setEmployee,
      lock,
      idleLockMinutes,
    }),
    [employee, lastEmployee, lock, idleLockMinutes],
  );
  useIdleLock(employee !== undefined, idleLockMinutes, lock);
  useEffect(
    () => rememberEmployee(claim.deviceId, employee, idleLockMinutes),
    [claim.deviceId, employee, idleLockMinutes],
  );
  useTillActivity(employee ? claim.deviceId : undefined);

  const storeName = menu.status === 'ready' ? menu.menu.store.name : 'POS';
  // The name is remembered on the device, so a till started offline still says which till it is.
  const nameKey = `resto:pos:terminalName:${claim.deviceId}`;
  const liveName = device.data?.name;
  useEffect(() => {
    if (liveName) localStorage.setItem(nameKey, liveName);
  }, [liveName, nameKey]);
  const terminalName = liveName ?? localStorage.getItem(nameKey) ?? 'POS terminal';

  let content: React.ReactNode;
  if (menu.status === 'loading') content = <LoadingScreen fullPage label="Loading the menu…" />;
  else if (menu.status === 'notPublished' || menu.status === 'error')
    content = (
      <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
        <EmptyState
          icon={<RestaurantMenuRounded />}
          title={menu.status === 'error' ? 'The menu could not be loaded' : 'This store has no menu yet'}
          description={
            menu.status === 'error'
              ? `${menu.message} The till needs the menu once online; after that it also starts offline.`
              : 'Publish the menu in Admin, then reload this till.'
          }
          action={
            <Button variant="contained" onClick={menu.refresh}>
              Try again
            </Button>
          }
        />
      </Box>
    );
  else if (!employee)
    content = (
      <LockScreen
        restaurantId={restaurantId}
        storeId={storeId}
        storeName={storeName}
        terminalName={terminalName}
      />
    );
  else
    content = (
      <PosRegister
        restaurantId={restaurantId}
        storeId={storeId}
        deviceId={claim.deviceId}
        storeName={storeName}
        terminalName={terminalName}
        menu={menu.menu}
        menuIsOfflineCopy={menu.offlineCopy}
        outbox={outbox}
        syncNow={sender.wake}
        onSignOut={() =>
          // The register refused already when its status showed waiting orders; the database decides.
          void changesNotOnServer().then((waiting) =>
            waiting > 0
              ? undefined
              : forgetPins().finally(() => {
                  rememberEmployee(claim.deviceId, undefined, 0);
                  return signOut();
                }),
          )
        }
      />
    );

  return (
    <EmployeeSessionContext.Provider value={session}>
      <TillSettingsProvider
        till={till}
        menu={menu.status === 'ready' ? menu.menu : undefined}
        outbox={outbox}
      >
        {content}
      </TillSettingsProvider>
    </EmployeeSessionContext.Provider>
  );
}
