import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { PRINT_DOCUMENT_KINDS, PRINT_DOCUMENT_LABELS, type PrintDocumentKind } from '@resto/domain';
import { useId, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { describeError } from '../errors/describeError';

/**
 * "Reprint" on an order's page: prints the chosen document again on the store's cloud printers that
 * print it (`POST /api/printing/.../orders/{orderId}/reprint`). Each choice sends a fresh request id,
 * so a retried request prints once and a second tap prints a second copy.
 */
export function ReprintOrderButton({
  restaurantId,
  storeId,
  orderId,
}: {
  restaurantId: string;
  storeId: string;
  orderId: string;
}) {
  const client = useApi();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; message: string }>();

  async function reprint(kind: PrintDocumentKind) {
    setAnchor(null);
    setBusy(true);
    try {
      const answer = await client.post<{ jobIds: string[] }>(
        `/api/printing/restaurants/${restaurantId}/stores/${storeId}/orders/${orderId}/reprint`,
        { requestId: crypto.randomUUID(), documentKinds: [kind] },
      );
      const count = answer.jobIds.length;
      setResult({
        severity: 'success',
        message: `${PRINT_DOCUMENT_LABELS[kind]} sent to ${count} ${count === 1 ? 'printer' : 'printers'}.`,
      });
    } catch (error) {
      setResult({ severity: 'error', message: describeError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintRounded />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? 'Sending…' : 'Reprint'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PRINT_DOCUMENT_KINDS.map((kind) => (
          <MenuItem key={kind} onClick={() => void reprint(kind)}>
            {PRINT_DOCUMENT_LABELS[kind]}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={Boolean(result)} autoHideDuration={6000} onClose={() => setResult(undefined)}>
        {result ? (
          <Alert severity={result.severity} onClose={() => setResult(undefined)} variant="filled">
            {result.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
