import { NotifierContext, type Notify } from '@resto/web-common';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { Notice } from './NoticeSnackbar';

// Snackbar + Alert and their transitions are ~6 kB gzipped that the menu's first paint never needs.
const NoticeSnackbar = lazy(() => import('./NoticeSnackbar'));

/**
 * web-common's NotifierProvider (same `useNotify`, same one-snackbar-at-a-time behaviour) with the
 * snackbar loaded on the first notice instead of with the app, to keep the menu route small.
 */
export function DeferredNotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>();
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <NotifierContext.Provider value={notify}>
      {children}
      {notice && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} open={open} onClose={close} />
        </Suspense>
      )}
    </NotifierContext.Provider>
  );
}
