import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  GOOGLE_ORDER_STATE_LABELS,
  type GoogleOrderBlock,
  type GoogleOrderUpdateRecord,
} from '@resto/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { ApiError } from '../api/ApiError';
import { useQuery } from '../data/useQuery';
import { describeError } from '../errors/describeError';
import { useNotify } from '../feedback/Notifier';
import { firestore } from '../firebase/firestore';
import { formatStoreDateTime } from '../format/time';
import type { StoreOrder } from './orderData';
import { orderNumber } from './orderWords';

/**
 * An Order with Google order's own part of its page (admin and staff): what the customer sees on
 * Google, "Mark ready for pickup" once accepted, and every status update sent to Google with Google's
 * answer ("Send again" for one Google could not take).
 */
export type GoogleOrder = StoreOrder & { google?: GoogleOrderBlock };

const RESULT_CHIP: Record<
  GoogleOrderUpdateRecord['status'],
  { label: string; color: 'success' | 'error' | 'default' }
> = {
  sent: { label: 'Google has it', color: 'success' },
  failed: { label: 'Google refused', color: 'error' },
  sending: { label: 'Sending…', color: 'default' },
};

/** What Google last heard about the order (the submit's answer, then each update it took). */
function stateToGoogle(updates: readonly GoogleOrderUpdateRecord[]): string {
  const sent = updates.filter((update) => update.status === 'sent');
  const last = sent[sent.length - 1];
  return GOOGLE_ORDER_STATE_LABELS[last?.state ?? 'CREATED'];
}

export function GoogleOrderPanel({
  order,
  timezone,
  restaurantId,
  storeId,
}: {
  order: GoogleOrder;
  timezone: string;
  restaurantId: string;
  storeId: string;
}) {
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const updatesQuery = useMemo(
    () =>
      query(
        collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'googleOrderUpdates'),
        where('orderId', '==', order.id),
      ),
    [restaurantId, storeId, order.id],
  );
  const result = useQuery(updatesQuery);
  const updates = useMemo(
    () =>
      ((result.data ?? []) as unknown as GoogleOrderUpdateRecord[])
        .slice()
        .sort((a, b) => a.claimedIsoDateTimeUtc.localeCompare(b.claimedIsoDateTimeUtc)),
    [result.data],
  );
  const google = order.google;
  const canMarkReady = order.status.code === 'accepted' && !google?.readyIsoDateTimeUtc;

  const base =
    `/api/google-ordering/restaurants/${restaurantId}/stores/${storeId}/orders/${order.id}` as const;

  async function post(path: `/${string}`, done: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.post(`${base}${path}`, {});
      notify(done, 'success');
    } catch (error) {
      setFailure(
        error instanceof ApiError ? `${error.title}: ${error.message}` : describeError(error).message,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="section" aria-label="Order with Google">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
        >
          <div>
            <Typography variant="h6" component="h2">
              Order with Google
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Google order {google?.googleOrderId}
              {google?.readyIsoDateTimeUtc
                ? ` · ready since ${formatStoreDateTime(google.readyIsoDateTimeUtc, timezone)}`
                : ''}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {google?.isInSandbox && <Chip size="small" variant="outlined" label="Google sandbox" />}
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={`Customer sees: ${stateToGoogle(updates)}`}
            />
            {canMarkReady && (
              <Button
                variant="contained"
                onClick={() =>
                  post('/mark-ready', `Order ${orderNumber(order)} is ready; Google tells the customer.`)
                }
                disabled={busy}
              >
                {busy ? 'Marking ready…' : 'Mark ready for pickup'}
              </Button>
            )}
          </Stack>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setFailure(undefined)}>
            {failure}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Updates sent to Google
        </Typography>
        {result.error ? (
          <Alert severity="error">
            The updates could not be loaded: {describeError(result.error).message}
          </Alert>
        ) : result.loading ? (
          <Typography variant="body2" color="text.secondary">
            Loading the updates…
          </Typography>
        ) : updates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None yet. Google told the customer "{GOOGLE_ORDER_STATE_LABELS.CREATED}" when the order came in;
            accepting, marking ready, completing, rejecting or cancelling it tells Google next.
          </Typography>
        ) : (
          <Table size="small" aria-label="Updates sent to Google">
            <TableHead>
              <TableRow>
                <TableCell>Update</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {updates.map((update) => {
                const chip = RESULT_CHIP[update.status];
                return (
                  <TableRow key={update.state}>
                    <TableCell>{GOOGLE_ORDER_STATE_LABELS[update.state]}</TableCell>
                    <TableCell>
                      {formatStoreDateTime(
                        update.sentIsoDateTimeUtc ?? update.claimedIsoDateTimeUtc,
                        timezone,
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={chip.color} label={chip.label} />
                      {update.status === 'failed' && (
                        <Button
                          size="small"
                          sx={{ ml: 1 }}
                          disabled={busy}
                          onClick={() =>
                            post(
                              `/updates/${update.state}/resend`,
                              `"${GOOGLE_ORDER_STATE_LABELS[update.state]}" sent to Google again.`,
                            )
                          }
                        >
                          Send again
                        </Button>
                      )}
                      {update.error && (
                        <Typography variant="caption" color="error" component="div">
                          {update.error}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
