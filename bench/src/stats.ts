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
  /** The goal: at most `max`, and at least `min` when given (min = max: exactly). */
  target?: { max: number; min?: number; source: string };
  /** Decimal places printed (1 unless told): a layout shift of 0.001 must not print as 0.0. */
  digits?: number;
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const value = `${figure.value.toFixed(figure.digits ?? 1)} ${figure.unit}`;
    const target = figure.target;
    const verdict = target ? `${targetVerdict(figure.value, target)} (${target.source})` : '';
    console.log(`  ${figure.name.padEnd(46)} ${value.padStart(12)}  ${verdict}`);
  }
}

function targetVerdict(value: number, target: { max: number; min?: number }): string {
  if (target.min === undefined) return `${value <= target.max ? 'within' : 'OVER'} target ${target.max}`;
  const met = value >= target.min && value <= target.max;
  const goal = target.min === target.max ? `exactly ${target.max}` : `${target.min}..${target.max}`;
  return `${met ? 'meets' : 'MISSES'} target ${goal}`;
}
