/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { max: number; source: string };
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const value = `${figure.value.toFixed(1)} ${figure.unit}`;
    const verdict = figure.target
      ? `${figure.value <= figure.target.max ? 'within' : 'OVER'} target ${figure.target.max} ${figure.unit} (${figure.target.source})`
      : '';
    console.log(`  ${figure.name.padEnd(46)} ${value.padStart(12)}  ${verdict}`);
  }
}
