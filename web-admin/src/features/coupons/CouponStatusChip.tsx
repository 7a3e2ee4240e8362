import Chip from '@mui/material/Chip';
import { COUPON_STATUS_WORDS, type CouponStatus } from '@resto/domain';

const COLOURS: Record<CouponStatus, 'success' | 'info' | 'default' | 'warning'> = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  usedUp: 'warning',
};

export function CouponStatusChip({ status }: { status: CouponStatus }) {
  return <Chip size="small" color={COLOURS[status]} variant="outlined" label={COUPON_STATUS_WORDS[status]} />;
}
