import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { describeError, StatusPanel } from '@resto/web-common';
import type { FirestoreError } from 'firebase/firestore';
import { Link as RouterLink } from 'react-router-dom';

/** What a page shows when its restaurant or store could not be read, or does not exist. */
export function MissingDocument({
  what,
  error,
  backTo,
  backLabel,
}: {
  what: string;
  error: FirestoreError | undefined;
  backTo: string;
  backLabel: string;
}) {
  if (error) return <Alert severity="error">{describeError(error).message}</Alert>;
  return (
    <StatusPanel
      icon={<SearchOffRounded />}
      eyebrow="Not found"
      title={`This ${what} does not exist`}
      actions={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      }
    >
      It may have been removed, or the link is mistyped.
    </StatusPanel>
  );
}
