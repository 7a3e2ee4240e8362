import { matchPath } from 'react-router-dom';

/** What the active-item logic needs of a navigation entry (AppShell's NavItem). */
export interface NavTarget {
  to: string;
  end?: boolean;
  /** Further paths (route patterns like `/restaurants/:r/stores/:s/orders`) this entry stands for. */
  matches?: readonly string[];
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * How specifically `item` matches `pathname`: the number of path segments of its longest pattern
 * that matches (a pattern matches the path itself and everything below it, or only itself with
 * `end`), or -1 when none does.
 */
export function navMatchSpecificity(item: NavTarget, pathname: string): number {
  let best = -1;
  for (const [pattern, end] of [
    [item.to, item.end ?? false] as const,
    ...(item.matches ?? []).map((path) => [path, false] as const),
  ]) {
    if (matchPath({ path: pattern, end }, pathname)) best = Math.max(best, segments(pattern).length);
  }
  return best;
}

/**
 * The one entry to highlight for `pathname`: the most specific match across all sections (so an
 * order page under `/restaurants/...` lights up the orders entry, not "Restaurants"); the first
 * listed wins a tie. Undefined when no entry matches.
 */
export function activeNavItem<T extends NavTarget>(items: readonly T[], pathname: string): T | undefined {
  let active: T | undefined;
  let activeSpecificity = -1;
  for (const item of items) {
    const specificity = navMatchSpecificity(item, pathname);
    if (specificity > activeSpecificity) {
      active = item;
      activeSpecificity = specificity;
    }
  }
  return active;
}
