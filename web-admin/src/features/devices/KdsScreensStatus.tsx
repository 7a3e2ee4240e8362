import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type KdsDisplaySettings, ZKdsDisplaySettings } from '@resto/domain';
import {
  type Device,
  docConverter,
  firestore,
  ProblemAlert,
  storeDevices,
  storeSettingPath,
  useApi,
  useQuery,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { collection } from 'firebase/firestore';
import { Fragment, useEffect, useState } from 'react';
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
  timezone: string;
}

/**
 * Whether the kitchen screens are showing tickets: the add-on switch (no tickets are made without it)
 * and, per paired screen, when it last reported in and how it is set up.
 */
export function KdsScreensStatus({ restaurantId, storeId, timezone }: KdsScreensStatusProps) {
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  const devices = useQuery(storeDevices('kdsDevice', restaurantId, storeId));
  const settings = useQuery(kdsDeviceSettings(restaurantId, storeId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const inService = devices.data
    .filter((device: Device) => !device.revoked)
    .sort((a, b) => a.name.localeCompare(b.name));
  const settingsById = new Map(settings.data.map((doc) => [doc.id, doc]));
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
      {inService.length > 0 && (
        <Card>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1 }}>
            <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
              Screens right now
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Open screens report in every minute. Preparation time, stations and sound are set on each
              screen.
            </Typography>
          </Box>
          <Box component="ul" aria-label="Kitchen display status" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {inService.map((device, index) => {
              const seen = lastSeen(device.lastSeenIsoDateTimeUtc, now, timezone);
              return (
                <Fragment key={device.id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <Box
                    component="li"
                    aria-label={device.name}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      flexWrap: 'wrap',
                      px: { xs: 2, sm: 2.5 },
                      py: 1.5,
                    }}
                  >
                    <Box
                      aria-hidden
                      sx={{
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        flexShrink: 0,
                        bgcolor: seen.online ? 'success.main' : 'text.disabled',
                      }}
                    />
                    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {device.name}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {settingsSummary(settingsById.get(device.id), device.id)}
                      </Typography>
                    </Box>
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 600, color: seen.online ? 'success.main' : 'text.secondary' }}
                    >
                      {seen.text}
                    </Typography>
                  </Box>
                </Fragment>
              );
            })}
          </Box>
        </Card>
      )}
    </Box>
  );
}
