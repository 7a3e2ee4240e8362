/**
 * Seeds the matrix data once per run (rules disabled), hands the modules a directory for their case
 * tallies, and prints the total when every module is done.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Tally } from './matrix/tally';
import { seedAll } from './seed';
import { rulesEnvironment } from './support';

export default async function setup(project: TestProject): Promise<() => void> {
  const env = await rulesEnvironment();
  const seeded = await seedAll(env);
  await env.cleanup();
  console.log(`rules matrix: seeded ${seeded} documents with the rules disabled`);

  const tallyDir = mkdtempSync(join(tmpdir(), 'rules-matrix-'));
  project.provide('tallyDir', tallyDir);

  return () => {
    const total: Tally = { cases: 0, unexpectedAllows: 0, unexpectedDenials: 0, otherFailures: 0 };
    for (const file of readdirSync(tallyDir)) {
      const tally = JSON.parse(readFileSync(join(tallyDir, file), 'utf8')) as Tally;
      total.cases += tally.cases;
      total.unexpectedAllows += tally.unexpectedAllows;
      total.unexpectedDenials += tally.unexpectedDenials;
      total.otherFailures += tally.otherFailures;
    }
    rmSync(tallyDir, { recursive: true, force: true });
    console.log(
      `rules matrix: ${total.cases} cases checked, ${total.unexpectedAllows} unexpected allows, ` +
        `${total.unexpectedDenials} unexpected denials, ${total.otherFailures} other failures`,
    );
  };
}
