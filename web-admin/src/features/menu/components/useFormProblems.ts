import { apiFieldProblems, type FieldProblems } from '@resto/web-common';
import { type SyntheticEvent, useCallback, useState } from 'react';

export interface FormProblems {
  /** The message for a field path, once the person has touched it or tried to save; or the server's. */
  problem: (path: string) => string | undefined;
  /** Marks a path as touched: its problems show from now on. */
  touch: (path: string) => void;
  /** For the form's onChange and onBlur: marks the field named like its path as touched. */
  trackTouched: (event: SyntheticEvent) => void;
  attempted: boolean;
  setAttempted: (attempted: boolean) => void;
  /** Every problem that is currently shown, for a summary above the buttons. */
  shown: string[];
}

const isUnder = (path: string, touched: string) => path === touched || path.startsWith(`${touched}.`);

/**
 * Which of a form's problems (from the domain's schema, by path) to show: a field's own problems
 * from the first keystroke, all of them after a save attempt, and the server's 400 issues always.
 */
export function useFormProblems(local: FieldProblems, failure: unknown): FormProblems {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const server = apiFieldProblems(failure);

  const touch = useCallback((path: string) => {
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  }, []);

  const trackTouched = useCallback(
    (event: SyntheticEvent) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string' && name !== '') touch(name);
    },
    [touch],
  );

  const visible = (path: string) => attempted || [...touched].some((candidate) => isUnder(path, candidate));
  const problem = (path: string) => (visible(path) ? local[path] : undefined) ?? server[path];
  const shown = [
    ...new Set([
      ...Object.entries(local)
        .filter(([path]) => visible(path))
        .map(([, message]) => message),
      ...Object.values(server),
    ]),
  ];
  return { problem, touch, trackTouched, attempted, setAttempted, shown };
}
