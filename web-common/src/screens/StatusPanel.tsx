import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  icon: ReactNode;
  tone?: 'primary' | 'error' | 'secondary';
  /** Small label above the title, e.g. '404' or 'Coming soon'. */
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (standalone pages) instead of the content area of a shell. */
  fullPage?: boolean;
}

/** The shared layout of the error, not-found, not-allowed and coming-soon screens. */
export function StatusPanel({
  icon,
  tone = 'primary',
  eyebrow,
  title,
  children,
  actions,
  fullPage = false,
}: StatusPanelProps) {
  return (
    <Box
      sx={{
        minHeight: fullPage ? '100dvh' : { xs: 'calc(100dvh - 140px)', md: 'calc(100dvh - 180px)' },
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: { xs: 4, md: 6 },
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 72,
            height: 72,
            borderRadius: '22px',
            display: 'grid',
            placeItems: 'center',
            color: theme.palette[tone].main,
            bgcolor: alpha(theme.palette[tone].main, 0.1),
            '& svg': { fontSize: 36 },
          })}
        >
          {icon}
        </Box>
        {eyebrow && (
          <Typography variant="overline" sx={{ color: `${tone}.main`, lineHeight: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {children && (
          <Box sx={{ color: 'text.secondary', typography: 'body1', '& p': { m: 0 } }}>{children}</Box>
        )}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1, width: { xs: '100%', sm: 'auto' }, justifyContent: 'center' }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
