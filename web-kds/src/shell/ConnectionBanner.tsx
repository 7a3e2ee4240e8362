import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConnectionState } from '../shared/connection';

/**
 * Shown under the top bar when the screen has lost the server: the tickets on screen may be out of
 * date. Not shown during the first load (the grid shows it is loading); the listener catches up by
 * itself when the connection returns.
 */
export function ConnectionBanner({ connection, loaded }: { connection: ConnectionState; loaded: boolean }) {
  if (connection === 'live' || (connection === 'connecting' && !loaded)) return null;
  const offline = connection === 'offline';
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: 2,
        py: 1,
        bgcolor: offline ? '#B3261E' : '#8A5A00',
        color: '#FFFFFF',
      }}
    >
      {offline ? <CloudOffRounded /> : <SyncRounded />}
      <Typography sx={{ fontWeight: 700 }}>
        {offline ? 'No connection.' : 'Reconnecting to the kitchen server…'}
      </Typography>
      <Typography sx={{ opacity: 0.92 }}>
        Showing the tickets last received; new orders will appear as soon as the connection is back.
      </Typography>
    </Box>
  );
}
