import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * "Have a coupon code?" The coupons engine comes with issue 8; until then `onApply` answers that
 * coupons are not available here and the code is not sent with the order (the API would refuse it).
 */
export function CouponField({ onApply }: { onApply: (code: string) => string | undefined }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();

  if (!open) {
    return (
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        Have a coupon code?
      </Link>
    );
  }
  const apply = () =>
    setMessage(code.trim() === '' ? 'Enter the code first.' : onApply(code.trim().toUpperCase()));
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Coupon code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setMessage(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        helperText={message}
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
      <Button variant="outlined" onClick={apply} sx={{ flexShrink: 0, minHeight: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
