import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatInStoreTime } from '@resto/web-common';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CONNECTION_LABELS, type ConnectionState } from '../shared/connection';
import { useNow } from '../shared/useNow';

const CONNECTION_COLOURS: Record<ConnectionState, string> = {
  live: '#4ADE80',
  connecting: '#F2B233',
  offline: '#FF6B5B',
};

export interface KdsTopBarProps {
  storeName: string;
  deviceName: string;
  timezone: string;
  connection: ConnectionState;
  /** Open tickets (not called off) on this screen. */
  openCount: number;
  /** Something arrived in the last few seconds: the Active link pulses when another screen is open. */
  hasArrivals: boolean;
}

function NavTab({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <ButtonBase
      component={NavLink}
      to={to}
      sx={{
        height: 44,
        px: { xs: 1.25, sm: 1.75 },
        borderRadius: 2,
        gap: 0.75,
        fontWeight: 700,
        fontSize: '1rem',
        color: 'text.secondary',
        '&.active': { bgcolor: 'rgba(240, 102, 79, 0.18)', color: 'primary.light' },
        '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
      }}
    >
      {icon}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
      {badge}
    </ButtonBase>
  );
}

/** The kitchen's compact top bar: where this screen is, the three screens, the connection and the time. */
export function KdsTopBar({
  storeName,
  deviceName,
  timezone,
  connection,
  openCount,
  hasArrivals,
}: KdsTopBarProps) {
  const now = useNow(5_000);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1, sm: 2 },
        bgcolor: '#0F0C0B',
        borderBottom: '1px solid rgba(255,255,255,0.1)',
      }}
    >
      <Box sx={{ minWidth: 0, flex: { xs: '0 1 auto', md: '0 1 260px' } }}>
        <Typography noWrap sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.1rem' }, lineHeight: 1.2 }}>
          {storeName}
        </Typography>
        <Typography
          noWrap
          sx={{ color: 'text.secondary', fontSize: '0.85rem', display: { xs: 'none', sm: 'block' } }}
        >
          {deviceName}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label="Kitchen screens"
        sx={{ display: 'flex', gap: 0.5, flex: 1, justifyContent: 'center' }}
      >
        <NavTab
          to="/active-orders"
          icon={<KitchenRounded />}
          label="Active"
          badge={
            <Box
              component="span"
              aria-label={`${openCount} open`}
              sx={{
                minWidth: 26,
                height: 26,
                px: 0.75,
                borderRadius: 13,
                display: 'grid',
                placeItems: 'center',
                fontSize: '0.9rem',
                fontWeight: 800,
                bgcolor: hasArrivals ? '#3D8BFD' : 'rgba(255,255,255,0.14)',
                color: '#FFFFFF',
              }}
            >
              {openCount}
            </Box>
          }
        />
        <NavTab to="/completed-orders" icon={<DoneAllRounded />} label="Completed" />
        <NavTab to="/settings" icon={<SettingsRounded />} label="Settings" />
      </Box>
      <Box
        role="status"
        aria-label={`Connection: ${CONNECTION_LABELS[connection]}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexShrink: 0 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: CONNECTION_COLOURS[connection],
            boxShadow: `0 0 10px ${CONNECTION_COLOURS[connection]}`,
          }}
        />
        <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', display: { xs: 'none', md: 'block' } }}>
          {CONNECTION_LABELS[connection]}
        </Typography>
      </Box>
      <Typography
        component="time"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.1rem', sm: '1.5rem' },
          fontVariantNumeric: 'tabular-nums',
          flexShrink: 0,
          minWidth: { sm: 104 },
          textAlign: 'right',
        }}
      >
        {formatInStoreTime(new Date(now), timezone, 'h:mm a')}
      </Typography>
    </Box>
  );
}
