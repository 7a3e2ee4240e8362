import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An exclusive ToggleButtonGroup laid out as separate, wrapping chips (ETA choices, how an order was
 * paid) instead of one joined bar, so a long list wraps on a phone and each choice is its own target.
 */
export const CHOICE_GROUP_SX: SxProps<Theme> = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButtonGroup-grouped': {
    border: 1,
    borderColor: 'divider',
    borderRadius: '8px !important',
    m: 0,
  },
};
