import type { Alias, UserConfig } from 'vite';
import { appViteConfig } from '../web-common/vite/appConfig.ts';

/**
 * The customer site renders with Preact (preact/compat) instead of React: ~12 kB gzipped instead of
 * ~68 kB, which the storefront's 150 kB budget for the menu route (DESIGN.md) cannot spare. Only
 * this app is aliased; web-common code compiled into it gets the alias too, while the staff, admin
 * and kitchen apps (and web-common's tests) keep React. Exact-match patterns so that
 * `react-dom/client` and the JSX runtimes map to their own compat entry points.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

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

export default withPreact(appViteConfig(5174));
