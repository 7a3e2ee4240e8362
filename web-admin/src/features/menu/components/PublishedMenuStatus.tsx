import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublishedMenu } from '@resto/web-common';
import { useEffect, useState } from 'react';

/** "2 s ago", "5 min ago", "3 h ago", "4 days ago": how long since an instant, for a status line. */
export function timeAgo(isoDateTimeUtc: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(isoDateTimeUtc)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface PublishedMenuStatusProps {
  published: PublishedMenu | null | undefined;
  /** A menu command is on its way: the published menu is about to change. */
  saving: boolean;
  onPublish?: () => void;
}

/**
 * What customers see right now: the published menu document is rebuilt after every change, and this
 * line shows when that last happened (live, from the document itself).
 */
export function PublishedMenuStatus({ published, saving, onPublish }: PublishedMenuStatusProps) {
  const now = useNow(1000);
  if (published === undefined) return null;
  const icon = saving ? (
    <SyncRounded fontSize="small" color="primary" />
  ) : published ? (
    <CloudDoneRounded fontSize="small" color="success" />
  ) : (
    <CloudOffRounded fontSize="small" color="warning" />
  );
  const text = saving
    ? 'Published menu: updating…'
    : published
      ? `Published menu: up to date · updated ${timeAgo(published.publishedIsoDateTimeUtc, now)}`
      : 'Published menu: not published yet';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="status"
      data-testid="published-status"
    >
      {icon}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
      {!published && !saving && onPublish && (
        <Button size="small" onClick={onPublish}>
          Publish now
        </Button>
      )}
    </Stack>
  );
}
