import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { preactAliases } from './preactAliases.ts';

/** The customer app's aliases, plus React Testing Library's ES module build (see below). */
const customerAliases = [
  ...preactAliases,
  // RTL's CommonJS build would `require` React DOM itself; its ES module build imports
  // `react-dom/client`, which the alias turns into preact/compat, so it renders through Preact.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(
      import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
    ),
  },
];

/**
 * web-common's component tests under `dir` as two vitest projects: customer code (`dir/customer/**`)
 * renders on Preact, as web-customer ships it (web-customer/vite.config.ts), and everything else on
 * React, as the admin, staff and kitchen apps ship. Used by vitest.config.ts (no emulators) and
 * vitest.emulated.config.ts (against the emulator suite).
 */
export function webTestProjects(dir: string, label = ''): TestProjectInlineConfiguration[] {
  const customerTests = [`${dir}/customer/**/*.test.ts`, `${dir}/customer/**/*.test.tsx`];
  return [
    {
      extends: true,
      test: {
        name: `react${label}`,
        include: [`${dir}/**/*.test.ts`, `${dir}/**/*.test.tsx`],
        exclude: customerTests,
      },
    },
    {
      extends: true,
      resolve: {
        alias: customerAliases,
        // `module-sync` picks react-router's ES module build (its `node` default is CommonJS, which
        // Node would load with React itself); `module` picks emotion's.
        conditions: ['module-sync', 'module', 'node', 'development|production'],
      },
      test: {
        name: `customer (preact)${label}`,
        include: customerTests,
        setupFiles: ['test/setupPreact.ts'],
        // Packages that import react must go through Vite for the aliases to reach them; left to
        // Node they would load React itself next to Preact.
        server: { deps: { inline: true } },
      },
    },
  ];
}
