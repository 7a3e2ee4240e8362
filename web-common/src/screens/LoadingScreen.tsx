import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { useDelayedFlag } from './useDelayedFlag';

export interface LoadingScreenProps {
  label?: string;
  fullPage?: boolean;
}

export const SLOW_AFTER_MS = 8000;

/** Centered spinner; after a while says why it might still be waiting instead of spinning silently. */
export function LoadingScreen({ label = 'Loading…', fullPage = false }: LoadingScreenProps) {
  const slow = useDelayedFlag(SLOW_AFTER_MS);

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullPage ? '100dvh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {/* A short delay keeps quick loads from flashing a spinner. */}
      <Fade in style={{ transitionDelay: '250ms' }}>
        <CircularProgress size={36} thickness={4.5} aria-label={label} />
      </Fade>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      {slow && <SlowConnectionHint />}
    </Box>
  );
}

/** Shown when loading takes long, which usually means the device cannot reach the server. */
export function SlowConnectionHint() {
  return (
    <Typography
      variant="body2"
      sx={{ color: 'text.secondary', maxWidth: 360, mx: 'auto', textAlign: 'center' }}
    >
      This is taking longer than usual. Check your connection; the page continues as soon as the server
      answers.
    </Typography>
  );
}
