import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** An icon on a rounded tint of the primary colour, beside a title or at the start of a row. */
export function IconTile({
  size = 44,
  muted = false,
  children,
}: {
  size?: number;
  /** Greyed out, e.g. for a removed device. */
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        color: muted ? 'text.disabled' : 'primary.main',
        bgcolor: alpha(muted ? theme.palette.text.disabled : theme.palette.primary.main, 0.09),
      })}
    >
      {children}
    </Box>
  );
}
