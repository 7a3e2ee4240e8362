import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AllDayCount } from '@resto/domain';

export interface AllDayPanelProps {
  counts: readonly AllDayCount[];
}

/** "All day": how many of each item are still to cook across the open tickets, biggest first. */
export function AllDayPanel({ counts }: AllDayPanelProps) {
  return (
    <Box
      component="aside"
      aria-labelledby="all-day-title"
      sx={{
        borderRadius: 3,
        bgcolor: '#1B1613',
        border: '1px solid rgba(255,255,255,0.1)',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        maxHeight: '100%',
      }}
    >
      <Box sx={{ px: 1.75, py: 1.25, borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
        <Typography id="all-day-title" component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          All day
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
          Still to cook on open tickets
        </Typography>
      </Box>
      {counts.length === 0 ? (
        <Typography sx={{ px: 1.75, py: 1.5, color: 'text.secondary' }}>Nothing to cook.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="All-day counts"
          sx={{ listStyle: 'none', m: 0, p: 0.75, overflowY: 'auto' }}
        >
          {counts.map((count) => (
            <Box
              component="li"
              key={count.name}
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                gap: 1.25,
                px: 1,
                py: 0.6,
                borderRadius: 1.5,
                '&:nth-of-type(odd)': { bgcolor: 'rgba(255,255,255,0.03)' },
              }}
            >
              <Typography
                component="span"
                sx={{
                  minWidth: 34,
                  textAlign: 'right',
                  fontWeight: 800,
                  fontSize: '1.3rem',
                  color: 'primary.light',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {count.quantity}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.3 }}>
                {count.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
