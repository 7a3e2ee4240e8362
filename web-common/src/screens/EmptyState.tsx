import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing yet: what would be here and how to add the first one. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Box
      sx={(theme) => ({
        border: `1.5px dashed ${theme.palette.divider}`,
        borderRadius: 4,
        px: 3,
        py: { xs: 5, md: 7 },
        textAlign: 'center',
        bgcolor: alpha(theme.palette.background.paper, 0.6),
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 460, mx: 'auto' }}>{description}</Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
