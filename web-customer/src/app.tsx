/**
 * The storefront app: providers, router, and the takeover of a server-rendered menu home. Loaded by
 * main.tsx at once on every other page, and on the menu home when the visitor first needs it.
 */
import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also bundles the CSS-variables provider (~3.5 kB gzipped) for themes
// with colour schemes; the brand theme has none, and for such themes @mui/material hands the theme
// (with `vars: null`) to this same system provider.
import { ThemeProvider } from '@mui/system';
import {
  AppErrorBoundary,
  adoptInlineImages,
  createBrandTheme,
  prefetchStorefrontMenu,
  primeStorefrontMenu,
  readStorefrontMenu,
} from '@resto/web-common';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DeferredAuthProvider } from './features/auth/DeferredAuthProvider';
import { router } from './router';
import { DeferredNotifierProvider } from './shell/DeferredNotifierProvider';
import { menuHomeComplete } from './shell/serverRendered';

const theme = { ...createBrandTheme('light'), vars: null };

export function renderApp(target: HTMLElement): void {
  // web-common's AppProviders with the Auth SDK deferred (see DeferredAuthProvider): the storefront's
  // first screen is the menu, which needs no signed-in user; the notice snackbar loads on first use.
  createRoot(target).render(
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
}

/** How long the server's copy of the menu waits for the app's before giving way regardless. */
const TAKEOVER_TIMEOUT_MS = 10_000;

/**
 * The menu home served by the `storefront` function already shows the whole menu and carries its
 * published document. The app reads the menu from that document (no Firestore read), builds the
 * page off screen a few dishes per task, and swaps it in once complete: the same components and
 * styles, so nothing on screen moves. Until then the server's links work as plain links.
 */
export async function takeOver(root: HTMLElement, embedded: HTMLElement): Promise<void> {
  const {
    restaurantId,
    storeId,
    document: raw,
  } = JSON.parse(embedded.textContent ?? '') as {
    restaurantId: string;
    storeId: string;
    document: unknown;
  };
  void import('./shell/StoreLayout');
  void import('./features/menu/MenuHomePage');
  primeStorefrontMenu(restaurantId, storeId, await readStorefrontMenu(raw));
  // The page's inline first pictures: the app's copy shows the same bytes rather than fetching them.
  adoptInlineImages(root);
  const app = document.createElement('div');
  // The router scrolls a fresh page to the top as it mounts; the visitor may already have scrolled
  // the server's copy (the takeover can start on their first scroll), so they stay where they are.
  const scrolledTo = window.scrollY;
  renderApp(app);
  if (window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
  await Promise.race([
    menuHomeComplete,
    new Promise((resolve) => window.setTimeout(resolve, TAKEOVER_TIMEOUT_MS)),
  ]);
  root.replaceWith(app);
  app.id = 'root';
  embedded.remove();
}

/** Any page but a server-rendered menu home: the menu read and the route's chunks start at once. */
export function startApp(container: HTMLElement): void {
  // A store page needs its menu document and its layout chunk: start both now, side by side, rather
  // than after React has rendered the lazy route that asks for them.
  prefetchStorefrontMenu(window.location.pathname);
  if (/^\/restaurants\/[^/]+\/stores\/[^/]+\/?$/.test(window.location.pathname)) {
    void import('./shell/StoreLayout');
    void import('./features/menu/MenuHomePage');
  }
  renderApp(container);
}

/** A server-rendered menu home: the app takes over, or starts afresh if the page's copy is unusable. */
export function takeOverOrStart(container: HTMLElement, embedded: HTMLElement): void {
  takeOver(container, embedded).catch((error: unknown) => {
    console.warn('The server-rendered menu could not be taken over:', error);
    container.replaceChildren();
    startApp(container);
  });
}
