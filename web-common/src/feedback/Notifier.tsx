import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Shows a short message at the bottom of the screen, e.g. "Role changed to Admin User". */
export type Notify = (message: string, severity?: AlertColor) => void;

/** Exported for apps that render notices their own way (the storefront loads its snackbar lazily). */
export const NotifierContext = createContext<Notify | null>(null);

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

/** One snackbar for the whole app, so confirmations never stack up or cover each other. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>();
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifierContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifierContext);
  if (!notify)
    throw new Error('useNotify must be used inside <NotifierProvider> (AppProviders includes it).');
  return notify;
}
