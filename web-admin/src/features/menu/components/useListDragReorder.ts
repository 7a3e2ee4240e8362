import { type DragEvent, useCallback, useMemo, useRef, useState } from 'react';
import { moveIdOnto } from './reorder';

/** The attribute a row of a reorderable list carries: its id. */
export const REORDER_ID_ATTRIBUTE = 'data-reorder-id';

export interface ListDragProps {
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/** The row of `list` (a direct child carrying an id) that an event happened in, if any. */
function rowOf(event: DragEvent<HTMLElement>): string | undefined {
  const list = event.currentTarget;
  let node = event.target instanceof Element ? event.target : null;
  while (node && node.parentElement !== list) node = node.parentElement;
  return node?.getAttribute(REORDER_ID_ATTRIBUTE) ?? undefined;
}

/**
 * Native HTML5 drag and drop for one list (no library), with the handlers on the list rather than
 * on every row: rows stay free of per-render callbacks, so a memoised row only re-renders when what
 * it shows changes. Rows are the list's direct children with `data-reorder-id` and `draggable`.
 * Lists nest (items inside categories), so each list only answers drags it started itself.
 */
export function useListDragReorder(ids: readonly string[], onMove: (ids: string[]) => void) {
  const [dragId, setDragId] = useState<string>();
  const [overId, setOverId] = useState<string>();
  // The handlers read the latest ids and callback without being recreated on every render.
  const latest = useRef({ ids, onMove, dragId });
  latest.current = { ids, onMove, dragId };

  const listProps = useMemo<ListDragProps>(() => {
    const reset = () => {
      setDragId(undefined);
      setOverId(undefined);
    };
    return {
      onDragStart: (event) => {
        const id = rowOf(event);
        if (!id) return;
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        // Firefox only starts a drag that carries some data.
        event.dataTransfer.setData('text/plain', id);
        latest.current.dragId = id;
        setDragId(id);
      },
      onDragOver: (event) => {
        if (!latest.current.dragId) return;
        const id = rowOf(event);
        if (!id) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        setOverId(id);
      },
      onDrop: (event) => {
        const dragged = latest.current.dragId;
        if (!dragged) return;
        event.preventDefault();
        event.stopPropagation();
        const id = rowOf(event);
        if (id && id !== dragged) latest.current.onMove(moveIdOnto(latest.current.ids, dragged, id));
        latest.current.dragId = undefined;
        reset();
      },
      onDragEnd: () => {
        latest.current.dragId = undefined;
        reset();
      },
    };
  }, []);

  const isDragOver = useCallback((id: string) => overId === id && dragId !== id, [overId, dragId]);
  return { listProps, isDragOver };
}
