import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import {
  type Alias,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type PluginOption,
  type UserConfig,
} from 'vite';
import { appViteConfig } from '../web-common/vite/appConfig.ts';
import { preactAliases } from '../web-common/vite/preactAliases.ts';

// The customer site renders with Preact: react/react-dom are aliased to preact/compat (see
// web-common/vite/preactAliases.ts, which web-common's tests of customer code use too). Only this app
// is aliased; web-common code compiled into it gets the alias too, while the staff, admin and kitchen
// apps keep React.

function withPreact(config: UserConfig): UserConfig {
  const shared = config.resolve?.alias;
  const sharedAliases: Alias[] = Array.isArray(shared)
    ? shared
    : Object.entries(shared ?? {}).map(([find, replacement]) => ({ find, replacement }));
  return {
    ...config,
    resolve: {
      ...config.resolve,
      // react/react-dom are aliased away, so deduping them would only point at React again.
      dedupe: config.resolve?.dedupe?.filter((name) => name !== 'react' && name !== 'react-dom'),
      alias: [...preactAliases, ...sharedAliases],
    },
  };
}

/** The app (main.tsx imports it) and the route modules every store page (and the menu home) renders first; see src/router.tsx. */
const MENU_ROUTE_MODULES = [
  '/src/app.tsx',
  '/src/shell/StoreLayout.tsx',
  '/src/features/menu/MenuHomePage.tsx',
];

/**
 * Adds `<link rel="modulepreload">` for the menu route's lazy chunks (and their static imports) to
 * index.html, so they download alongside the entry from the first byte of HTML instead of after
 * the entry has run and asked for them: one network round trip less before the menu paints.
 * bench/src/storefrontMenu.ts already counts these chunks in the route's initial JS.
 */
function preloadMenuRoute(): Plugin {
  return {
    name: 'resto-preload-menu-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const pending = chunks
          .filter((chunk) => MENU_ROUTE_MODULES.some((path) => chunk.facadeModuleId?.endsWith(path)))
          .map((chunk) => chunk.fileName);
        if (pending.length !== MENU_ROUTE_MODULES.length)
          throw new Error(`preloadMenuRoute: expected chunks for ${MENU_ROUTE_MODULES.join(', ')}`);
        const files = new Set<string>();
        while (pending.length > 0) {
          const file = pending.pop() as string;
          if (files.has(file)) continue;
          files.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}

/** The font files the menu's first screen uses: Inter (text) and Fraunces (headings), Latin subset. */
const FIRST_SCREEN_FONTS = /^assets\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The storefront's fonts never move the page (CLS 0, issue 21). Fontsource declares them
 * `font-display: swap`, so text first painted in the fallback jumps when the font arrives (the
 * category chips change width); here they are `optional` and preloaded from the HTML's first bytes:
 * Chrome then holds the first paint briefly for a preloaded optional font, which arrives in time on
 * any reasonable connection, and on a slow one the page keeps the fallback instead of shifting.
 * Their @font-face rules (the entry's only CSS, ~3 kB) go into index.html itself rather than a
 * render-blocking stylesheet request before the first paint.
 */
function storefrontFonts(): Plugin {
  return {
    name: 'resto-storefront-fonts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource(?:-variable)?\/[^/]+\/[^/]*\.css$/.test(id)) return undefined;
      return { code: code.replaceAll('font-display: swap;', 'font-display: optional;'), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        let page = html;
        for (const [, href] of html.matchAll(
          /<link rel="stylesheet" crossorigin href="\/([\w./-]+\.css)">/g,
        )) {
          const asset = bundle[href ?? ''];
          if (asset?.type !== 'asset') continue;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          page = page.replace(
            `<link rel="stylesheet" crossorigin href="/${href}">`,
            () => `<style>${css.trim()}</style>`,
          );
        }
        const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
        if (fonts.length !== 2)
          throw new Error(`storefrontFonts: expected two first-screen fonts, found ${fonts.join(', ')}`);
        const tags: HtmlTagDescriptor[] = fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
        return { html: page, tags };
      },
    },
  };
}

/**
 * The shared plugins with React's plugin swapped for one without Fast Refresh: its runtime needs
 * React DOM, so under Preact an edit would be "hot updated" and never shown. Without it, Vite
 * reloads the page on an edit instead (same renderer in dev as in production).
 */
function withoutFastRefresh(plugins: PluginOption[] | undefined): PluginOption[] {
  const flatten = (list: PluginOption[]): PluginOption[] =>
    list.flatMap((plugin) => (Array.isArray(plugin) ? flatten(plugin) : [plugin]));
  const isReactPlugin = (plugin: PluginOption) =>
    typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name.startsWith('vite:react');
  return [
    ...flatten(plugins ?? []).filter((plugin) => !isReactPlugin(plugin)),
    react({ refreshExclude: /./ }),
  ];
}

/**
 * `vite build --ssr src/ssr/renderMenuHome.tsx` (after the browser build): the menu home's server
 * renderer as one self-contained ES module (every package inlined) in functions/storefront-ssr, with
 * the browser build's index.html beside it, where the `storefront` function loads both. It sits in
 * the functions folder because that folder is what `firebase deploy` uploads, and outside lib/
 * because the functions build empties lib/.
 */
const SSR_OUT_DIR = join(import.meta.dirname, '..', 'functions', 'storefront-ssr');

function copyShell(): Plugin {
  return {
    name: 'resto-copy-storefront-shell',
    apply: 'build',
    writeBundle() {
      mkdirSync(SSR_OUT_DIR, { recursive: true });
      copyFileSync(join(import.meta.dirname, 'dist', 'index.html'), join(SSR_OUT_DIR, 'index.html'));
    },
  };
}

const config = withPreact(appViteConfig(5174));
const browserBuild = {
  ...config,
  plugins: [...withoutFastRefresh(config.plugins), preloadMenuRoute(), storefrontFonts()],
  build: {
    ...config.build,
    rollupOptions: {
      ...config.build?.rollupOptions,
      onwarn(warning, warn) {
        // react-router feature-detects React 19's useOptimistic and falls back without it; Preact
        // has none, so the "always undefined" import is the intended path, not a bug to report.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
} satisfies UserConfig;

const serverBuild = {
  ...browserBuild,
  plugins: [...withoutFastRefresh(config.plugins), copyShell()],
  define: { ...browserBuild.define, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ...browserBuild.build,
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: {
      ...browserBuild.build.rollupOptions,
      output: { format: 'es', entryFileNames: 'renderMenuHome.mjs', codeSplitting: false },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
