import type { TableMapElement } from '@resto/domain';
import { useCallback, useState } from 'react';

const MAX_STEPS = 50;

/** The shapes of the map being edited, with undo: each change keeps the shapes before it. */
export function useElementHistory(initial: readonly TableMapElement[]) {
  const [state, setState] = useState<{ present: TableMapElement[]; past: TableMapElement[][] }>({
    present: [...initial],
    past: [],
  });
  const change = useCallback((next: (current: TableMapElement[]) => TableMapElement[]) => {
    setState((current) => ({
      present: next(current.present),
      past: [...current.past.slice(-(MAX_STEPS - 1)), current.present],
    }));
  }, []);
  const undo = useCallback(() => {
    setState((current) => {
      const previous = current.past.at(-1);
      return previous ? { present: previous, past: current.past.slice(0, -1) } : current;
    });
  }, []);
  const reset = useCallback(
    (elements: readonly TableMapElement[]) => setState({ present: [...elements], past: [] }),
    [],
  );
  return { elements: state.present, canUndo: state.past.length > 0, change, undo, reset };
}
