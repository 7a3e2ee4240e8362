import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The row above a list: how many there are on the left, what can be done on the right. */
export function ListToolbar({ summary, children }: { summary: ReactNode; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mb: 2,
      }}
    >
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }}>
        {summary}
      </Typography>
      {children}
    </Box>
  );
}

/** "1 kitchen display", "3 employees". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
