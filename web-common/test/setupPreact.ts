// The customer project (vitest.config.ts) must render on Preact, as the customer build does: fail
// every test file at once if `react` is not preact/compat here (an alias lost, or React loaded).
import { createElement as preactCompatCreateElement } from 'preact/compat';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

if (createElement !== preactCompatCreateElement || createRoot !== preactCreateRoot) {
  throw new Error(
    'Customer tests must render with preact/compat, as web-customer ships; react is not aliased.',
  );
}
