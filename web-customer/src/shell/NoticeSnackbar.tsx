import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

/** The notice at the bottom of the screen (above a phone's tab bar), looking as web-common's NotifierProvider shows it. */
export default function NoticeSnackbar({
  notice,
  open,
  onClose,
}: {
  notice: Notice;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={notice.key}
      open={open}
      autoHideDuration={notice.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // On a phone the ordering tabs (or checkout's pay bar) fill the bottom 64 px: the notice sits above them.
      sx={{ bottom: { xs: 'calc(76px + env(safe-area-inset-bottom))', sm: 24 } }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
