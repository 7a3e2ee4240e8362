/**
 * MoveButtons for item rows, drawn with plain elements (styles in itemListStyles): the drag handle
 * and its keyboard/touch alternative, Move up and Move down, so reordering never needs a mouse.
 * Same names and look as MoveButtons, without three MUI components per row.
 */

const ARROW_UP =
  'M13 19V7.83l4.88 4.88c.39.39 1.03.39 1.42 0s.39-1.02 0-1.41l-6.59-6.59a.996.996 0 0 0-1.41 0l-6.6 6.58c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0L11 7.83V19c0 .55.45 1 1 1s1-.45 1-1';
const ARROW_DOWN =
  'M11 5v11.17l-4.88-4.88c-.39-.39-1.03-.39-1.42 0s-.39 1.02 0 1.41l6.59 6.59c.39.39 1.02.39 1.41 0l6.59-6.59c.39-.39.39-1.02 0-1.41a.996.996 0 0 0-1.41 0L13 16.17V5c0-.55-.45-1-1-1s-1 .45-1 1';
const DRAG_INDICATOR =
  'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

function Icon({ path }: { path: string }) {
  return (
    <svg className="item-icon" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
}

export function RowMoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  return (
    <span className="item-move">
      <span className="item-handle" aria-hidden title="Drag to reorder">
        <Icon path={DRAG_INDICATOR} />
      </span>
      <span className="item-arrows">
        <button
          type="button"
          className="item-arrow"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <Icon path={ARROW_UP} />
        </button>
        <button
          type="button"
          className="item-arrow"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <Icon path={ARROW_DOWN} />
        </button>
      </span>
    </span>
  );
}
