import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * "Have a coupon code?" `onApply` asks the server whether the code applies to this order and answers
 * the reason in words when it does not. An applied coupon shows its code and offer, with Remove;
 * `problem` is the domain's reason when the order changed and the coupon no longer applies.
 */
export function CouponField({
  applied,
  problem,
  onApply,
  onRemove,
}: {
  applied?: { code: string; words: string } | undefined;
  problem?: string | undefined;
  onApply: (code: string) => Promise<string | undefined>;
  onRemove: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (applied) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2">
            Coupon{' '}
            <Box component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
              {applied.code}
            </Box>{' '}
            · {applied.words}
          </Typography>
          <Link component="button" type="button" variant="body2" onClick={onRemove}>
            Remove
          </Link>
        </Box>
        {problem && (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
            {problem}
          </Typography>
        )}
      </Box>
    );
  }
  if (!open) {
    return (
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
        Have a coupon code?
      </Link>
    );
  }
  const apply = async () => {
    if (code.trim() === '') {
      setMessage('Enter the code first.');
      return;
    }
    setBusy(true);
    try {
      setMessage(await onApply(code.trim().toUpperCase()));
    } finally {
      setBusy(false);
    }
  };
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
            void apply();
          }
        }}
        error={Boolean(message)}
        helperText={message}
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void apply()}
        disabled={busy}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {busy ? 'Checking…' : 'Apply'}
      </Button>
    </Box>
  );
}
