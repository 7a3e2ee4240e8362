import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEBSITE_ERROR_TITLE } from '@resto/domain';
import { isApiError } from '../api/ApiError';
import { describeError } from '../errors/describeError';
import { StatusPanel } from './StatusPanel';

export interface ErrorScreenProps {
  error: unknown;
  /** Where "Go to home page" leads; a plain link, because this screen may render outside the router. */
  homeHref?: string;
}

/** SPEC.md sections 1 and 8: the heading 'Website Error!' followed by the error text. */
export function ErrorScreen({ error, homeHref = '/' }: ErrorScreenProps) {
  const { title, message } = describeError(error);
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <StatusPanel
      fullPage
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={WEBSITE_ERROR_TITLE}
      actions={
        <>
          <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button variant="outlined" startIcon={<HomeRounded />} href={homeHref}>
            Go to home page
          </Button>
        </>
      }
    >
      <Stack spacing={1} role="alert">
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
        <Typography component="p">{message}</Typography>
        {requestId && (
          <Typography variant="body2" component="p">
            Request id: <code>{requestId}</code>
          </Typography>
        )}
      </Stack>
    </StatusPanel>
  );
}
