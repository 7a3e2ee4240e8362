import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PAIRING_CODE_TTL_HOURS } from '@resto/domain';
import { formatStoreDateTime, useRetained } from '@resto/web-common';
import { useEffect, useId, useState } from 'react';
import type { DeviceKindCopy, IssuedCode } from './deviceKinds';

export interface PairingCodeDialogProps {
  /** The code just issued; the dialog is open while there is one. */
  issued: IssuedCode | undefined;
  deviceName: string;
  copy: DeviceKindCopy;
  /** The store's timezone, for the expiry time. */
  timezone: string;
  onClose: () => void;
}

/** "ABCD2345" → "ABCD 2345": two groups are easier to read off one screen and type on another. */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Shows a one-time pairing code once: large, monospace, with a copy button and where to type it. The
 * server keeps only a hash, so this is the only time anyone can see it.
 */
export function PairingCodeDialog({ issued, deviceName, copy, timezone, onClose }: PairingCodeDialogProps) {
  const titleId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  // Keep showing the code while the dialog fades out.
  const shown = useRetained(issued);

  useEffect(() => {
    if (issued) setCopied(undefined);
  }, [issued]);

  async function copyCode() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.pairingCode);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  const expires = shown?.pairingCodeExpiresIsoDateTimeUtc;
  const { lead, url, rest } = copy.instructions;

  return (
    <Dialog open={issued !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Pair “{deviceName}”</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {lead}{' '}
          {url && (
            <>
              <Link
                href={url}
                target="_blank"
                rel="noreferrer"
                sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {url}
              </Link>{' '}
            </>
          )}
          {rest}
        </Typography>
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            py: 3,
            px: 2,
            borderRadius: 3,
            bgcolor: alpha(theme.palette.secondary.main, 0.07),
            border: `1.5px dashed ${alpha(theme.palette.secondary.main, 0.35)}`,
          })}
        >
          <Typography
            component="output"
            aria-label="Pairing code"
            sx={{
              fontFamily: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
              fontSize: { xs: '2.25rem', sm: '2.75rem' },
              fontWeight: 700,
              letterSpacing: '0.12em',
              lineHeight: 1.1,
              color: 'secondary.dark',
              userSelect: 'all',
              whiteSpace: 'nowrap',
            }}
          >
            {shown ? groupedCode(shown.pairingCode) : ''}
          </Typography>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void copyCode()}
            startIcon={copied === 'yes' ? <CheckRounded /> : <ContentCopyRounded />}
          >
            {copied === 'yes' ? 'Copied' : 'Copy code'}
          </Button>
        </Box>
        {copied === 'failed' && (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 1, textAlign: 'center' }}>
            This browser did not allow copying. Select the code and copy it yourself.
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          The code works once and expires in {PAIRING_CODE_TTL_HOURS} hours
          {expires ? ` (${formatStoreDateTime(expires, timezone)})` : ''}. Letters are not case sensitive and
          spaces are ignored.
        </Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          This is the only time the code is shown: we keep just a fingerprint of it. If it gets lost, choose
          “New pairing code” on this {copy.lowerNoun}.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
