import type { Alias } from 'vite';

/**
 * The customer site renders with Preact (preact/compat) instead of React: ~9 kB gzipped instead of
 * ~68 kB, which the storefront's 150 kB budget for the menu route (DESIGN.md) cannot spare. The
 * customer build (web-customer/vite.config.ts) and web-common's tests of customer code
 * (vitest.config.ts, project `customer (preact)`) use these same aliases, so the tests render what
 * ships. Exact-match patterns so that `react-dom/client` and the JSX runtimes map to their own compat
 * entry points.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // MUI's transitions import react-transition-group's context from its CommonJS file, which
  // `require`s React itself; a React context rendered by Preact throws "[object Object] did not
  // match the QName production". Browser builds swap in the ES module file through MUI's `browser`
  // field, but tests resolve with Node's conditions, so the swap is made here for both.
  {
    find: /^react-transition-group\/cjs\/TransitionGroupContext\.js$/,
    replacement: 'react-transition-group/esm/TransitionGroupContext.js',
  },
];
