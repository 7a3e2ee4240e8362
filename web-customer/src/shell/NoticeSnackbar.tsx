import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

/** The notice at the bottom of the screen, looking as web-common's NotifierProvider shows it. */
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
