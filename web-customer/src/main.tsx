import '@resto/web-common/fonts';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also bundles the CSS-variables provider (~3.5 kB gzipped) for themes
// with colour schemes; the brand theme has none, and for such themes @mui/material hands the theme
// (with `vars: null`) to this same system provider.
import { ThemeProvider } from '@mui/system';
import { AppErrorBoundary, createBrandTheme, prefetchStorefrontMenu } from '@resto/web-common';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DeferredAuthProvider } from './features/auth/DeferredAuthProvider';
import { router } from './router';
import { DeferredNotifierProvider } from './shell/DeferredNotifierProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// A store page needs its menu document and its layout chunk: start both now, side by side, rather
// than after React has rendered the lazy route that asks for them.
prefetchStorefrontMenu(window.location.pathname);
if (/^\/restaurants\/[^/]+\/stores\/[^/]+\/?$/.test(window.location.pathname)) {
  void import('./shell/StoreLayout');
  void import('./features/menu/MenuHomePage');
}

const theme = { ...createBrandTheme('light'), vars: null };

// web-common's AppProviders with the Auth SDK deferred (see DeferredAuthProvider): the storefront's
// first screen is the menu, which needs no signed-in user; the notice snackbar loads on first use.
createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <DeferredAuthProvider>
          <DeferredNotifierProvider>
            <RouterProvider router={router} />
          </DeferredNotifierProvider>
        </DeferredAuthProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
