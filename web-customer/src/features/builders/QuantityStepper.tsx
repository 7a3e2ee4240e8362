import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_LINE_QUANTITY } from '../cart/cartStore';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the item in the button labels ("One less Margherita"). */
  itemName: string;
  /** Below 1 is allowed only when the caller handles it (the cart removes the line). */
  min?: number;
  size?: 'small' | 'medium';
}

/** − quantity + with labelled buttons; the number is announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  min = 1,
  size = 'medium',
}: QuantityStepperProps) {
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${itemName}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <IconButton
        size={size}
        aria-label={`One less ${itemName}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveRounded fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
      >
        {value}
      </Typography>
      <IconButton
        size={size}
        aria-label={`One more ${itemName}`}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(value + 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
