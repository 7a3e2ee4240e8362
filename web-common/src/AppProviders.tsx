import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { NotifierProvider } from './feedback/Notifier';
import { AppErrorBoundary } from './screens/AppErrorBoundary';
import { type BrandMode, createBrandTheme } from './theme/theme';

export interface AppProvidersProps {
  children: ReactNode;
  mode?: BrandMode;
}

/** Theme, baseline styles, the last-resort error boundary, auth and the snackbar: what every app's root needs. */
export function AppProviders({ children, mode = 'light' }: AppProvidersProps) {
  const theme = useMemo(() => createBrandTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <AuthProvider>
          <NotifierProvider>{children}</NotifierProvider>
        </AuthProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
