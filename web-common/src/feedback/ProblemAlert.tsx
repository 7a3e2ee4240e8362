import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError } from '../api/ApiError';
import { describeError } from '../errors/describeError';

export interface ProblemAlertProps {
  /** Anything thrown: an ApiError shows its title and message; field problems belong beside the fields. */
  error: unknown;
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** A failed command in words: the server's title and message (e.g. a 409 "Last admin"), never a stack. */
export function ProblemAlert({ error, onClose, sx }: ProblemAlertProps) {
  const { title, message } = describeError(error);
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
