import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useLayoutEffect, useRef } from 'react';
import { kitchenClock } from './kitchenClock';
import { elapsedSince } from './ticketTimer';

export interface ElapsedTimeProps {
  /** When the clock started (the order's placed time). */
  since: string;
  /** Added to the spoken label ("…since placed, due soon"). */
  spokenSuffix?: string | undefined;
  sx?: SxProps<Theme>;
}

/**
 * "4:05" since `since`, kept current by the kitchen clock without rendering: each tick writes the
 * element's text (and, when the minute turns, its spoken label) directly, so a second passing costs a
 * text change per ticket, not a React render of the ticket or the grid.
 *
 * The element is a box of its own size (`contain: strict`, one line high, as wide as its characters),
 * so a new text lays out and paints that box alone: without it, each tick's 125 text changes made the
 * browser lay the whole ticket grid out again every second. Its width changes only when the label
 * gains a character (10:00, 1:00:00).
 */
export const ElapsedTime = memo(function ElapsedTime({ since, spokenSuffix = '', sx }: ElapsedTimeProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const paint = () => {
      const { label, spoken } = elapsedSince(since, kitchenClock.now());
      if (element.textContent !== label) {
        const width = `${label.length}ch`;
        if (element.style.width !== width) element.style.width = width;
        element.textContent = label;
      }
      const aria = `${spoken}${spokenSuffix}`;
      if (element.getAttribute('aria-label') !== aria) element.setAttribute('aria-label', aria);
    };
    paint();
    return kitchenClock.subscribe(paint);
  }, [since, spokenSuffix]);

  // No children or label from React: the effect owns the text, so a re-render never fights it.
  return (
    <Typography
      ref={ref}
      component="span"
      role="timer"
      sx={[
        {
          display: 'inline-block',
          contain: 'strict',
          height: '1lh',
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
