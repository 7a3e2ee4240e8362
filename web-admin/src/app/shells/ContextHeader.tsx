import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ContextHeaderProps {
  backTo: string;
  backLabel: string;
  /** What is open: 'Restaurant' or 'Store'. */
  kind: string;
  /** Undefined while loading. */
  name: string | undefined;
}

/** Top of the navigation drawer: which restaurant or store the links below belong to, and the way up. */
export function ContextHeader({ backTo, backLabel, kind, name }: ContextHeaderProps) {
  return (
    <Box>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        variant="body2"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'text.secondary',
          fontWeight: 600,
        }}
      >
        <ArrowBackRounded sx={{ fontSize: 16 }} />
        {backLabel}
      </Link>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', mt: 1.5, lineHeight: 1.6 }}>
        {kind}
      </Typography>
      <Typography variant="h4" component="p" sx={{ lineHeight: 1.25, wordBreak: 'break-word' }}>
        {name ?? <Skeleton width="80%" />}
      </Typography>
    </Box>
  );
}
