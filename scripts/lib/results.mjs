// Reads vitest JSON reports and turns them into the layer summary `npm test` prints.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

export const RESULTS_DIR = join(ROOT, '.cache', 'test-results');

export function resetResults() {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

export function resultFile(layer) {
  return join(RESULTS_DIR, `${layer}.json`);
}

/** Vitest reporters: readable progress on the console plus a JSON file we can count from. */
export function vitestReportArgs(layer) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${resultFile(layer)}`];
}

/** Remembers a layer's exit code: a run can fail with every test green (e.g. coverage below target). */
export function recordExit(layer, code) {
  writeFileSync(join(RESULTS_DIR, `${layer}.exit`), String(code));
}

export function readLayer(layer) {
  const file = resultFile(layer);
  const exitFile = join(RESULTS_DIR, `${layer}.exit`);
  const exitCode = existsSync(exitFile) ? Number(readFileSync(exitFile, 'utf8')) : 1;
  if (!existsSync(file)) return { layer, passed: 0, failed: 0, total: 0, missing: true, exitCode };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Files that fail to load count as failures even though no test inside them ran.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    layer,
    failures: failureLines(report),
    seconds: layerSeconds(report),
    files: fileSeconds(report),
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    total: report.numTotalTests,
    missing: false,
    exitCode,
  };
}

/**
 * One line per failing test (file, name, first line of the message): CI shows only the end of the
 * output, so the summary must say which tests failed, not just how many.
 */
function failureLines(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${ROOT}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) {
      lines.push(`${path}: ${firstLine(file.message) || 'the file failed to load'}`);
    }
    for (const test of failedTests) {
      lines.push(`${path} > ${test.fullName ?? test.title}: ${firstLine((test.failureMessages ?? [])[0])}`);
    }
  }
  return lines;
}

/** Wall time of a layer, from its first start to its last file's end (0 when the report has none). */
function layerSeconds(report) {
  const ends = (report.testResults ?? []).map((file) => Number(file.endTime) || 0);
  const start = Number(report.startTime) || 0;
  return start && ends.length > 0 ? Math.max(0, (Math.max(...ends) - start) / 1000) : 0;
}

/** Each test file's own time, so the summary can name the slowest (the 40-minute budget is shared). */
function fileSeconds(report) {
  return (report.testResults ?? []).map((file) => ({
    path: String(file.name ?? '').replace(`${ROOT}/`, ''),
    seconds: Math.max(0, ((Number(file.endTime) || 0) - (Number(file.startTime) || 0)) / 1000),
  }));
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

/** Records a layer that is not a vitest run (lint, typecheck) in the same shape as a vitest report. */
export function recordCounts(layer, { passed, failed }, exitCode) {
  const report = { numPassedTests: passed, numFailedTests: failed, numTotalTests: passed + failed, testResults: [] };
  writeFileSync(resultFile(layer), JSON.stringify(report));
  recordExit(layer, exitCode);
}
