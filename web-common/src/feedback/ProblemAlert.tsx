import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError } from '../api/ApiError';
import { describeError } from '../errors/describeError';

export interface ProblemAlertProps {
  /** Anything thrown: an ApiError shows its title and message; field problems belong beside the fields. */
  error: unknown;
  /** Says which action failed when the error itself cannot (a browser or printer error has no title). */
  title?: string;
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** A failed command in words: the server's title and message (e.g. a 409 "Last admin"), never a stack. */
export function ProblemAlert({ error, title: actionTitle, onClose, sx }: ProblemAlertProps) {
  const described = describeError(error);
  const title = actionTitle ?? described.title;
  const { message } = described;
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Alert severity="error" onClose={onClose} sx={sx}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {message}
        {requestId && `\nRequest id: ${requestId}`}
      </Box>
    </Alert>
  );
}
