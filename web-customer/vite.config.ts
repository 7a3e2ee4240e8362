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
  plugins: [...withoutFastRefresh(config.plugins), preloadMenuRoute()],
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
