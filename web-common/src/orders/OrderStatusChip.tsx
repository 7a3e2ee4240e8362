import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@resto/domain';

/**
 * Soft colours with dark text, chosen for contrast (WCAG AA at chip size): MUI's filled warning and
 * info chips put white text on orange / light blue, which is hard to read on a bright kitchen screen.
 */
const STATUS_STYLES: Record<OrderStatus, { bg: string; fg: string; border?: string }> = {
  processingPayment: { bg: 'transparent', fg: '#424242', border: '#9E9E9E' },
  failure: { bg: '#FDECEA', fg: '#8E1B14' },
  new: { bg: '#FFE8CC', fg: '#7A3300' },
  accepted: { bg: '#E1EFFD', fg: '#0B4A82' },
  rejected: { bg: '#FDECEA', fg: '#8E1B14' },
  cancelled: { bg: 'transparent', fg: '#424242', border: '#9E9E9E' },
  completed: { bg: '#E3F4E4', fg: '#1B5320' },
};

/** An order's status in the domain's words, coloured by what it asks of staff (new = act now). */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  const style = STATUS_STYLES[status];
  return (
    <Chip
      size={size}
      label={ORDER_STATUS_LABELS[status]}
      data-testid="order-status-chip"
      sx={{
        fontWeight: 700,
        bgcolor: style.bg,
        color: style.fg,
        border: style.border ? `1px solid ${style.border}` : 'none',
      }}
    />
  );
}
