import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { PublishedMenu } from '@resto/domain';
import {
  AuthContext,
  type AuthContextValue,
  createBrandTheme,
  NO_CLAIMS,
  primeStorefrontMenu,
} from '@resto/web-common';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import MenuHomePage from '../features/menu/MenuHomePage';
import StoreLayout from '../shell/StoreLayout';
import { RenderWholeMenu } from '../shell/serverRendered';

/**
 * The storefront's menu home rendered to HTML on the server (the `storefront` function serves it for
 * `/restaurants/{r}/stores/{s}`), with the same components, theme and styles the app renders, so the
 * page the visitor sees first is the page the app then takes over (web-customer/src/main.tsx).
 * Built by `vite build --ssr` into one self-contained module (see vite.config.ts).
 */

export interface RenderedMenuHome {
  /** The page inside `<div id="root">`. */
  html: string;
  /** Every style rule the page uses, and the emotion ids they belong to (so the app does not add them again). */
  css: string;
  styleIds: string[];
}

const theme = { ...createBrandTheme('light'), vars: null };

/** A visitor the server knows nothing about: signed out as far as the first screen is concerned. */
const signedOut: AuthContextValue = {
  user: null,
  claims: NO_CLAIMS,
  loading: true,
  signIn: () => Promise.reject(new Error('Signing in needs the app.')),
  signInWithToken: () => Promise.reject(new Error('Signing in needs the app.')),
  signOut: () => Promise.resolve(),
  refreshClaims: () => Promise.resolve(),
};

const routes = [
  {
    path: '/restaurants/:restaurantId/stores/:storeId',
    element: <StoreLayout />,
    children: [{ index: true, element: <MenuHomePage /> }],
  },
];

export async function renderMenuHome(input: {
  /** The page's address (`https://host/restaurants/r/stores/s`). */
  url: string;
  restaurantId: string;
  storeId: string;
  menu: PublishedMenu;
}): Promise<RenderedMenuHome> {
  // The layout reads the menu from the storefront cache, as in the browser after a read.
  primeStorefrontMenu(input.restaurantId, input.storeId, input.menu);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${input.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // One cache per page; `compat` keeps styles out of the markup and in `inserted`, to be sent once in <head>.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AuthContext.Provider value={signedOut}>
          <RenderWholeMenu.Provider value>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderWholeMenu.Provider>
        </AuthContext.Provider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styleIds: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    styleIds.push(id);
    css += rules;
  }
  return { html, css, styleIds };
}
