/**
 * `sx` for text read by screen readers but not shown. Sizes are strings: in `sx` a number up to 1 is
 * a fraction of the parent (width: 1 = 100%), which would widen the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
