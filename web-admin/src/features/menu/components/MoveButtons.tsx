import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/**
 * The drag handle and its keyboard/touch alternative: Move up and Move down buttons, so reordering
 * never depends on a mouse.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Tooltip title="Drag to reorder">
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            color: 'text.disabled',
            cursor: disabled ? 'default' : 'grab',
          }}
        >
          <DragIndicatorRounded />
        </Box>
      </Tooltip>
      <Stack>
        <IconButton
          size="small"
          aria-label={`Move ${name} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
          sx={{ p: 0.25 }}
        >
          <ArrowUpwardRounded sx={{ fontSize: 18 }} />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${name} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
          sx={{ p: 0.25 }}
        >
          <ArrowDownwardRounded sx={{ fontSize: 18 }} />
        </IconButton>
      </Stack>
    </Stack>
  );
}
