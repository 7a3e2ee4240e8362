import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder rows while a list loads, shaped like the rows that will replace them. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Card aria-busy aria-label={label}>
      {['first', 'second'].map((row) => (
        <Skeleton key={row} variant="rectangular" height={56} sx={{ m: 1.5, borderRadius: 2 }} />
      ))}
    </Card>
  );
}
