import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, type ReactNode } from 'react';

// The pieces the lists an admin manages share (users, employees, devices): the add button, the
// loading rows, the list with rules between rows, and the row itself.

/** The list's add button; people who may not manage the list see it switched off, with why on hover. */
export function AddButton({
  allowed,
  deniedTip,
  icon,
  onClick,
  children,
}: {
  allowed: boolean;
  deniedTip: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={allowed ? '' : deniedTip}>
      <span>
        <Button variant="contained" startIcon={icon} onClick={onClick} disabled={!allowed}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}

/** Placeholder rows in a card while the list loads. */
export function LoadingRows({ label, rows, height }: { label: string; rows: number; height: number }) {
  return (
    <Card aria-busy aria-label={label}>
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} variant="rounded" height={height} sx={{ m: 2 }} />
      ))}
    </Card>
  );
}

/** A list with a rule between its rows (each row renders its own `li`). */
export function RowList<T>({
  label,
  items,
  keyOf,
  children,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
        <Fragment key={keyOf(item)}>
          {index > 0 && <Divider component="li" aria-hidden />}
          {children(item)}
        </Fragment>
      ))}
    </Box>
  );
}

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * One row of a managed list: what it is on the left (`leading` then `children`), its controls on the
 * right, which wrap under the name on narrow screens. The `sx` props adjust the spacing of each part.
 */
export function ListRow({
  label,
  leading,
  children,
  controls,
  sx,
  mainSx,
  controlsSx,
}: {
  label: string;
  leading: ReactNode;
  children: ReactNode;
  controls: ReactNode;
  sx?: SxProps<Theme>;
  mainSx?: SxProps<Theme>;
  controlsSx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          px: { xs: 2, sm: 2.5 },
          py: 1.75,
        },
        ...asArray(sx),
      ]}
    >
      <Box
        sx={[
          { display: 'flex', alignItems: 'center', gap: 1.75, flex: '1 1 260px', minWidth: 0 },
          ...asArray(mainSx),
        ]}
      >
        {leading}
        {children}
      </Box>
      <Box
        sx={[
          {
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flex: { xs: '1 1 100%', sm: '0 0 auto' },
            pl: { xs: 7, sm: 0 },
          },
          ...asArray(controlsSx),
        ]}
      >
        {controls}
      </Box>
    </Box>
  );
}

/** A person's initials in a round badge; `muted` for someone who cannot act yet (inactive, invited). */
export function InitialsAvatar({
  initials,
  color,
  muted,
}: {
  initials: string;
  color: 'primary' | 'secondary';
  muted: boolean;
}) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        fontSize: '0.9rem',
        fontWeight: 700,
        bgcolor: muted ? 'action.selected' : `${color}.main`,
        color: muted ? 'text.secondary' : `${color}.contrastText`,
      }}
    >
      {initials}
    </Avatar>
  );
}
