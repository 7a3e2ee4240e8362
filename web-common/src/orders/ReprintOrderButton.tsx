import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import {
  PRINT_DOCUMENT_KINDS,
  PRINT_DOCUMENT_LABELS,
  type PrintDocumentKind,
  type ReprintResponse,
} from '@resto/domain';
import { useId, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { describeError } from '../errors/describeError';

/**
 * "Reprint" on an order's page: prints the chosen document again on every active printer of the store
 * that prints it (`POST /api/printing/.../orders/{orderId}/reprint`). Cloud printers fetch their copy
 * from the queue; LAN, USB and Bluetooth printers are printed from this browser (each job claimed
 * first, localReprint.ts). Each choice sends a fresh request id, so a retried request prints once and
 * a second tap prints a second copy.
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
      const answer = await client.post<ReprintResponse>(
        `/api/printing/restaurants/${restaurantId}/stores/${storeId}/orders/${orderId}/reprint`,
        { requestId: crypto.randomUUID(), documentKinds: [kind] },
      );
      const label = PRINT_DOCUMENT_LABELS[kind];
      const localJobs = answer.localJobs ?? [];
      const queued = (answer.cloudJobIds ?? answer.jobIds).length;
      const parts: string[] = [];
      if (queued > 0) parts.push(`sent to ${queued} ${queued === 1 ? 'cloud printer' : 'cloud printers'}`);
      let problems: string[] = [];
      if (localJobs.length > 0) {
        const { printLocalReprintJobs } = await import('../printing/localReprint');
        const local = await printLocalReprintJobs(client, { restaurantId, storeId }, localJobs);
        if (local.printed.length > 0) parts.push(`printed on ${local.printed.join(', ')}`);
        problems = local.problems;
      }
      const done = parts.length > 0 ? `${label} ${parts.join(' and ')}.` : '';
      setResult(
        problems.length > 0
          ? { severity: 'error', message: [done, ...problems].filter(Boolean).join(' ') }
          : { severity: 'success', message: done || `${label}: nothing to print.` },
      );
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
