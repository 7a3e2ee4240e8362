import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type KdsDisplaySettings, ZKdsDisplaySettings } from '@resto/domain';
import {
  type Device,
  docConverter,
  firestore,
  ProblemAlert,
  storeSettingPath,
  useApi,
  useQuery,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { collection } from 'firebase/firestore';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { lastSeen } from './lastSeen';

const settingsConverter = docConverter<Record<string, unknown>>();

function kdsDeviceSettings(restaurantId: string, storeId: string) {
  return collection(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'kdsDeviceSettings',
  ).withConverter(settingsConverter);
}

/** Prep time, stations, sound and auto-refresh in a line; older documents read with their defaults. */
export function settingsSummary(stored: Record<string, unknown> | undefined, deviceId: string): string {
  const parsed = ZKdsDisplaySettings.safeParse({
    id: deviceId,
    kdsDeviceId: deviceId,
    lastUpdatedIsoDateTimeUtc: new Date(0).toISOString(),
    ...stored,
  });
  if (!parsed.success) return 'Default settings';
  const settings: KdsDisplaySettings = parsed.data;
  return [
    `Prep time ${settings.prepTimeInMinutes} min`,
    settings.stationIds.length > 0 ? `Stations: ${settings.stationIds.join(', ')}` : 'All stations',
    settings.soundOn ? 'Chime on' : 'Chime off',
    settings.autoRefreshMinutes > 0 ? `Refreshes every ${settings.autoRefreshMinutes} min` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface KdsScreensStatusProps {
  restaurantId: string;
  storeId: string;
}

/**
 * Whether the kitchen screens can show tickets at all: the add-on switch (no tickets are made
 * without it), switchable here. Each screen's own state is on its row (useKdsScreenDetails).
 */
export function KdsScreensStatus({ restaurantId, storeId }: KdsScreensStatusProps) {
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  const addOnOff = addOns.data !== undefined && addOns.data?.kitchenDisplay !== true;
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const [switching, setSwitching] = useState<{ busy?: boolean; error?: unknown }>({});
  async function switchOn() {
    if (!addOns.data) return;
    setSwitching({ busy: true });
    try {
      await client.put(storeSettingPath(restaurantId, storeId, 'addOns'), {
        ...addOns.data,
        kitchenDisplay: true,
      });
      setSwitching({});
    } catch (error) {
      setSwitching({ error });
    }
  }
  if (!addOnOff && switching.error === undefined) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {addOnOff && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            isAdmin ? (
              // Switched on here, where the owner already is: no trip to the add-ons page and back.
              <Button color="inherit" disabled={switching.busy} onClick={() => void switchOn()}>
                {switching.busy ? 'Switching on…' : 'Switch on'}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={`${storePath(restaurantId, storeId)}/add-ons/manage`}
                color="inherit"
              >
                Add-ons
              </Button>
            )
          }
        >
          The kitchen display add-on is off, so accepted orders do not make kitchen tickets yet.
        </Alert>
      )}
      {switching.error !== undefined && <ProblemAlert error={switching.error} sx={{ mb: 2 }} />}
    </Box>
  );
}

/**
 * Each kitchen screen's live state for its row in the device list: whether it is reporting in
 * (screens report every minute while open) and how it is set up. One row per screen, so a screen is
 * listed once with everything about it.
 */
export function useKdsScreenDetails(
  restaurantId: string,
  storeId: string,
  timezone: string,
): (device: Device) => ReactNode {
  const settings = useQuery(kdsDeviceSettings(restaurantId, storeId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const settingsById = new Map(settings.data.map((doc) => [doc.id, doc]));
  return (device) => {
    if (!device.pairedIsoDateTimeUtc && !device.lastSeenIsoDateTimeUtc) return null;
    const seen = lastSeen(device.lastSeenIsoDateTimeUtc, now, timezone);
    return (
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: seen.online ? 'success.main' : 'text.disabled',
          }}
        />
        <Box
          component="span"
          sx={{ fontWeight: 600, color: seen.online ? 'success.main' : 'text.secondary' }}
        >
          {seen.text}
        </Box>
        · {settingsSummary(settingsById.get(device.id), device.id)}
      </Typography>
    );
  };
}
