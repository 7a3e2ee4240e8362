import { useContext, useEffect, useState } from 'react';
import { RenderWholeMenu } from '../../shell/serverRendered';

/**
 * How many of `total` things (menu items) to render: `first` at once, then `step` more per task.
 * A long menu is then built in short main-thread tasks after the first screen has painted, instead
 * of one long task that holds back the first paint (the store name is the page's largest paint)
 * and the page's response to taps.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  // The server renders the whole menu in one go (no tasks to split there).
  const whole = useContext(RenderWholeMenu);
  const [count, setCount] = useState(whole ? total : first);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => setCount((shown) => shown + step), 0);
    return () => window.clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

/** How many items of each section fit in the first `count` items of the menu, in order. */
export function itemsShownPerSection(
  sections: readonly { items: readonly unknown[] }[],
  count: number,
): number[] {
  let left = count;
  return sections.map((section) => {
    const shown = Math.min(section.items.length, Math.max(0, left));
    left -= shown;
    return shown;
  });
}
