import type { FieldProblems } from '@resto/web-common';

/** The problems under one path, with paths relative to it: ('holidays', {'holidays.0.date': m}) → {'0.date': m}. */
export function subProblems(problems: FieldProblems, prefix: string): FieldProblems {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path === prefix) result[''] = message;
    else if (path.startsWith(`${prefix}.`)) result[path.slice(prefix.length + 1)] = message;
  }
  return result;
}
