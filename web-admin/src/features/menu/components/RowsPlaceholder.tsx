import { useEffect, useRef } from 'react';

/** About the height of an item row (with a line of chips), to reserve for rows not drawn yet. */
export const ITEM_ROW_HEIGHT_ESTIMATE = 81;

/**
 * The space of rows not drawn yet, so the page has its full height and the scrollbar does not jump.
 * When it scrolls near the screen, `onNear` asks for the rows at once instead of waiting their turn.
 */
export function RowsPlaceholder({ rows, onNear }: { rows: number; onNear: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      aria-hidden
      data-testid="rows-placeholder"
      style={{ height: rows * ITEM_ROW_HEIGHT_ESTIMATE, borderTop: '1px solid transparent' }}
    />
  );
}
