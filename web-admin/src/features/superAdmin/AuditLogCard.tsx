import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditLogEntry } from '@resto/domain';
import { type ApiPath, describeError, EmptyState } from '@resto/web-common';
import { useState } from 'react';
import { useApiResource } from '../../shared/useApiResource';

interface AuditPage {
  entries: (AuditLogEntry & { id: string })[];
  next?: string;
}

const PAGE_SIZE = 20;

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The audit log of platform and admin actions (`GET /api/audit/query-logs`): who granted or revoked
 * super admin, who moved a store's business day, newest first, filtered by action, paged.
 */
export function AuditLogCard({ restaurantId }: { restaurantId?: string } = {}) {
  const [action, setAction] = useState<AuditAction | ''>('');
  // The `before` cursors of the pages shown before this one.
  const [cursors, setCursors] = useState<string[]>([]);
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (action) params.set('action', action);
  const before = cursors[cursors.length - 1];
  if (before) params.set('before', before);
  // A restaurant's admins read its own entries (support sign-ins included); super admins read all.
  const path: ApiPath = restaurantId
    ? `/api/audit/restaurants/${encodeURIComponent(restaurantId)}/query-logs?${params.toString()}`
    : `/api/audit/query-logs?${params.toString()}`;
  const page = useApiResource<AuditPage>(path);
  const entries = page.data?.entries ?? [];

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h2" sx={{ mr: 'auto' }}>
          {restaurantId ? 'Activity log' : 'Audit log'}
        </Typography>
        <TextField
          select
          size="small"
          label="Action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value as AuditAction | '');
            setCursors([]);
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All actions</MenuItem>
          {AUDIT_ACTIONS.map((each) => (
            <MenuItem key={each} value={each}>
              {AUDIT_ACTION_LABELS[each]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {page.error && !page.data ? (
        <Alert severity="error" action={<Button onClick={page.reload}>Try again</Button>}>
          {describeError(page.error).message}
        </Alert>
      ) : !page.data ? (
        <Stack aria-label="Loading the audit log" sx={{ gap: 1 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<HistoryRounded />}
          title="Nothing recorded yet"
          description={
            restaurantId
              ? 'Business-day changes, and everything a super admin does signed in as you, are recorded here.'
              : 'Granting or revoking super admin, platform settings, support sign-ins and business-day changes are recorded here.'
          }
        />
      ) : (
        <>
          <List aria-label="Audit log entries" sx={{ opacity: page.loading ? 0.6 : 1 }}>
            {entries.map((entry) => (
              <ListItem key={entry.id} divider disableGutters>
                <ListItemText
                  primary={`${AUDIT_ACTION_LABELS[entry.action]}: ${entry.summary}`}
                  secondary={[
                    when(entry.atIsoDateTimeUtc),
                    `by ${entry.actorEmail ?? entry.actorUid}`,
                    entry.onBehalfOfUid
                      ? `signed in as ${entry.onBehalfOfEmail ?? entry.onBehalfOfUid}`
                      : undefined,
                    restaurantId ? undefined : entry.restaurantId,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, pt: 1 }}>
            <Button disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
              Newer
            </Button>
            <Button
              disabled={!page.data.next}
              onClick={() => {
                const next = page.data?.next;
                if (next) setCursors((list) => [...list, next]);
              }}
            >
              Older
            </Button>
          </Stack>
        </>
      )}
    </Card>
  );
}
