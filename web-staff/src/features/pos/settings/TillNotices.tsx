import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatStoreDateTime } from '@resto/web-common';
import { useTillSettings } from './tillSettingsContext';

/**
 * The till's standing notices under its top bar: outside the counter's trading hours (a warning: the
 * till still sells), past the offline limits, and storage the browser may clear while orders wait.
 */
export function TillNotices({ unsyncedCount }: { unsyncedCount: number }) {
  const { hours, timezone, offlineLimit, storagePersisted } = useTillSettings();
  const notices: { key: string; severity: 'warning' | 'error' | 'info'; text: string }[] = [];
  if (!hours.open)
    notices.push({
      key: 'hours',
      severity: 'warning',
      text: `Outside POS trading hours${hours.opensAt ? ` · the counter opens ${formatStoreDateTime(hours.opensAt, timezone)}` : ''}. Orders can still be taken.`,
    });
  if (offlineLimit.exceeded)
    notices.push({
      key: 'offline',
      severity: 'error',
      text: `${offlineLimit.reason ?? ''} ${offlineLimit.cashOnly ? 'Cash only until this till syncs.' : 'Get the till back online soon.'}`.trim(),
    });
  if (storagePersisted === false && unsyncedCount > 0)
    notices.push({
      key: 'storage',
      severity: 'info',
      text: 'This browser has not promised to keep the till’s storage. Do not clear browsing data or use a private window until every order is synced.',
    });
  if (notices.length === 0) return null;
  return (
    <Stack spacing={0} data-testid="till-notices">
      {notices.map((notice) => (
        <Alert key={notice.key} severity={notice.severity} square sx={{ py: 0.25, borderRadius: 0 }}>
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
