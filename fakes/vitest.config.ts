import { defineConfig } from 'vitest/config';

// The fake Stripe's own checks (wire conventions, controls); the payment port's contract suite
// against it lives in functions/test/paymentPort.contract.test.ts.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 20_000 },
});
