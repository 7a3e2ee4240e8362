import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** "Page 2 · Previous / Next" under a cursor-paged list. */
export function PageButtons({
  page,
  pageSize,
  total,
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: {
  page: number;
  pageSize: number;
  total: number;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  if (!hasNewer && !hasOlder) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
        {first}–{last} of {total}
      </Typography>
      <Button onClick={onNewer} disabled={!hasNewer}>
        Previous
      </Button>
      <Button onClick={onOlder} disabled={!hasOlder} variant="outlined">
        Next
      </Button>
    </Stack>
  );
}
