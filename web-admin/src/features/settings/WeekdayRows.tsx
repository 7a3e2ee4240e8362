import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@resto/domain';
import type { ReactNode } from 'react';

/**
 * A row a weekday, Monday first, with the day's fields beside its name, and "Copy Monday to every
 * day" under them (trading hours, ordering times).
 */
export function WeekdayRows({
  groupLabel,
  onCopyMonday,
  disabled,
  children,
}: {
  /** Names the rows as one group for screen readers. */
  groupLabel?: string;
  onCopyMonday: () => void;
  disabled: boolean;
  children: (day: Weekday) => ReactNode;
}) {
  return (
    <>
      <Stack spacing={0} {...(groupLabel ? { role: 'group', 'aria-label': groupLabel } : {})}>
        {WEEKDAYS.map((day) => (
          <Box
            key={day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '110px minmax(0, 1fr)' },
              gap: 1,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{WEEKDAY_LABELS[day]}</Typography>
            {children(day)}
          </Box>
        ))}
      </Stack>
      <Box>
        <Button startIcon={<ContentCopyRounded />} onClick={onCopyMonday} disabled={disabled}>
          Copy Monday to every day
        </Button>
      </Box>
    </>
  );
}
