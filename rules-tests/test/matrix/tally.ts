/**
 * Case counts per module. Modules run in separate workers, so each writes its tally to a directory
 * that globalSetup.ts provides, and the global teardown adds them up for the one-line summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface Tally {
  cases: number;
  unexpectedAllows: number;
  unexpectedDenials: number;
  /** Allowed as expected, but the result was wrong (e.g. a document missing from the seed). */
  otherFailures: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    tallyDir: string;
  }
}

export function recordTally(name: string, tally: Tally): void {
  const dir = inject('tallyDir');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(tally));
}
