import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  DEVICE_STATUS_LABELS,
  type Device,
  type DeviceStatus,
  deviceStatus,
  formatStoreDateTime,
  hasPendingCode,
} from '@resto/web-common';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { IconTile } from '../../shared/IconTile';
import { ListRow } from '../../shared/ManagedList';

const STATUS_CHIP: Record<DeviceStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  paired: { color: 'success', variant: 'filled' },
  waiting: { color: 'warning', variant: 'outlined' },
  codeExpired: { color: 'default', variant: 'outlined' },
  revoked: { color: 'default', variant: 'filled' },
};

export interface DeviceRowProps {
  device: Device;
  icon: ReactNode;
  timezone: string;
  nowIso: string;
  canManage: boolean;
  busy: boolean;
  onNewCode: () => void;
  onRename: () => void;
  onRemove: () => void;
  /** Where this device's own settings page is (POS terminals), shown as a "Settings" button. */
  settingsTo?: string;
  /** What this kind of device adds under its status (a kitchen screen: when it last reported in). */
  detail?: ReactNode;
}

/** The line under a device's name: when it was paired, or what it is waiting for. */
function statusDetail(device: Device, status: DeviceStatus, timezone: string, nowIso: string): string {
  const when = (iso: string | undefined) => (iso ? formatStoreDateTime(iso, timezone) : '');
  switch (status) {
    case 'revoked':
      return device.revokedIsoDateTimeUtc ? `Removed ${when(device.revokedIsoDateTimeUtc)}` : 'Removed';
    case 'paired':
      return [
        device.pairedIsoDateTimeUtc ? `Paired ${when(device.pairedIsoDateTimeUtc)}` : 'Paired',
        hasPendingCode(device, nowIso) ? 'a new pairing code is waiting to be used' : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'waiting':
      return device.pairingCodeExpiresIsoDateTimeUtc
        ? `Pairing code valid until ${when(device.pairingCodeExpiresIsoDateTimeUtc)}`
        : 'Pairing code issued';
    case 'codeExpired':
      return 'The pairing code expired: issue a new one to pair it';
  }
}

/** One device: name, pairing status and (for admins) new code, rename and remove. */
export function DeviceRow({
  device,
  icon,
  timezone,
  nowIso,
  canManage,
  busy,
  onNewCode,
  onRename,
  onRemove,
  settingsTo,
  detail,
}: DeviceRowProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const status = deviceStatus(device, nowIso);
  const revoked = status === 'revoked';
  const closeThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <ListRow
      label={device.name}
      leading={
        <IconTile size={40} muted={revoked}>
          {icon}
        </IconTile>
      }
      sx={{ opacity: revoked ? 0.65 : 1 }}
      controlsSx={{ '& > :last-child': { ml: { xs: 'auto', sm: 0 } } }}
      controls={
        <>
          <Chip size="small" label={DEVICE_STATUS_LABELS[status]} {...STATUS_CHIP[status]} />
          {busy && <CircularProgress size={20} aria-label="Working" />}
          {settingsTo && !revoked && (
            <Button
              component={RouterLink}
              to={settingsTo}
              size="small"
              startIcon={<TuneRounded />}
              aria-label={`Settings of ${device.name}`}
            >
              Settings
            </Button>
          )}
          {canManage && !revoked && (
            <>
              <IconButton
                aria-label={`Actions for ${device.name}`}
                aria-haspopup="menu"
                onClick={(event) => setMenuAnchor(event.currentTarget)}
                disabled={busy}
              >
                <MoreVertRounded />
              </IconButton>
              <Menu
                anchorEl={menuAnchor}
                open={menuAnchor !== null}
                onClose={() => setMenuAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={closeThen(onNewCode)}>
                  <ListItemIcon>
                    <KeyRounded fontSize="small" />
                  </ListItemIcon>
                  New pairing code
                </MenuItem>
                <MenuItem onClick={closeThen(onRename)}>
                  <ListItemIcon>
                    <EditRounded fontSize="small" />
                  </ListItemIcon>
                  Rename
                </MenuItem>
                <MenuItem onClick={closeThen(onRemove)} sx={{ color: 'error.main' }}>
                  <ListItemIcon sx={{ color: 'inherit' }}>
                    <DeleteOutlineRounded fontSize="small" />
                  </ListItemIcon>
                  Remove device
                </MenuItem>
              </Menu>
            </>
          )}
        </>
      }
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {device.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {statusDetail(device, status, timezone, nowIso)}
        </Typography>
        {!revoked && detail}
      </Box>
    </ListRow>
  );
}
