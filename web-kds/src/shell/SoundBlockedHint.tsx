import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { chimeBlocked, chimeSupported, unlockChime } from '../shared/chime';

/**
 * Browsers keep a page silent until it is touched. While that is so (and sound is on) this asks for
 * one tap, so the first order of the night is not missed; any tap anywhere unlocks the sound.
 */
export function SoundBlockedHint({ soundOn }: { soundOn: boolean }) {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!chimeSupported()) return;
    // A kiosk browser may allow sound without a tap: try first, and only ask when it is refused.
    unlockChime();
    const first = window.setTimeout(() => setBlocked(chimeBlocked()), 300);
    const unlock = () => {
      unlockChime();
      // resume() settles asynchronously.
      window.setTimeout(() => setBlocked(chimeBlocked()), 300);
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      window.clearTimeout(first);
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  if (!soundOn || !blocked) return null;
  return (
    <ButtonBase
      onClick={() => unlockChime()}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        gap: 1,
        px: 2,
        py: 0.75,
        bgcolor: '#2A3A5C',
        color: '#FFFFFF',
      }}
    >
      <VolumeOffRounded fontSize="small" />
      <Typography sx={{ fontWeight: 700 }}>Tap anywhere to turn on the new-order chime.</Typography>
      <Box component="span" sx={{ opacity: 0.8, display: { xs: 'none', sm: 'inline' } }}>
        The browser keeps the page silent until the screen is touched once.
      </Box>
    </ButtonBase>
  );
}
