// The layers of `npm test` that run no test but must fail it all the same: Biome's lint + format check
// and `tsc` over every workspace. Each records its counts like a vitest layer (see results.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { recordCounts } from './results.mjs';
import { inParallel } from './run.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Runs a command with its output captured (and echoed when `echo`); resolves with code and text. */
function capture(command, args, { cwd = ROOT, echo = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const take = (stream, out) =>
      stream.on('data', (chunk) => {
        text += chunk;
        if (echo) out.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ code: 1, text: `${text}\nCould not run ${command}: ${error.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), text }));
  });
}

/**
 * `biome check .` (lint, format and import order, configured in biome.json). Counts: 1 passed when
 * clean, otherwise one failure per error Biome reports (at least one when it exits non-zero).
 */
export async function runLint() {
  const { code, text } = await capture(bin('biome'), ['check', '.', '--colors=off'], { echo: true });
  const errors = Number(/Found (\d+) errors?/.exec(text)?.[1] ?? 0);
  const failed = code === 0 ? 0 : Math.max(errors, 1);
  recordCounts('lint', { passed: failed === 0 ? 1 : 0, failed }, code);
  return code;
}

/** The workspaces (from the root package.json) that have a `typecheck` script. */
export function typecheckedWorkspaces() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return root.workspaces.filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    return typeof manifest.scripts?.typecheck === 'string';
  });
}

/**
 * `tsc -p tsconfig.json` in every workspace (what `npm run typecheck` runs), two at a time (2 cores);
 * each workspace's errors are printed once it is done. Counts: one per workspace, passed or failed.
 */
export async function runTypecheck() {
  const workspaces = typecheckedWorkspaces();
  const results = await inParallel(
    workspaces.map((dir) => async () => {
      const result = await capture(bin('tsc'), ['-p', 'tsconfig.json', '--pretty', 'false'], {
        cwd: join(ROOT, dir),
      });
      const errors = (result.text.match(/error TS\d+/g) ?? []).length;
      console.log(result.code === 0 ? `  ${dir}: no errors` : `  ${dir}: ${errors || 'tsc failed, no'} errors`);
      if (result.code !== 0) console.log(result.text.replace(/^/gm, '    ').trimEnd());
      return result.code;
    }),
    2,
  );
  const failed = results.filter((code) => code !== 0).length;
  recordCounts('typecheck', { passed: workspaces.length - failed, failed }, failed === 0 ? 0 : 1);
  return failed === 0 ? 0 : 1;
}
