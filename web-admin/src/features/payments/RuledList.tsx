import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The narrow-screen form of a table in a card: one item a row, with a rule between rows. */
export function RuledList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row of a `RuledList`. */
export function RuledItem({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}
    >
      {children}
    </Box>
  );
}
