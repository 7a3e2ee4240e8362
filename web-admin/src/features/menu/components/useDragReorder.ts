import { type DragEvent, useState } from 'react';
import { moveIdOnto } from './reorder';

export interface DragRowProps {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * Native HTML5 drag and drop for one list of rows (no library): drag a row onto another to move it
 * there. Lists nest (items inside categories), so each list only answers drags it started itself.
 */
export function useDragReorder(ids: readonly string[], onMove: (ids: string[]) => void, enabled = true) {
  const [dragId, setDragId] = useState<string>();
  const [overId, setOverId] = useState<string>();

  const rowProps = (id: string): DragRowProps => ({
    draggable: enabled,
    onDragStart: (event) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      // Firefox only starts a drag that carries some data.
      event.dataTransfer.setData('text/plain', id);
      setDragId(id);
    },
    onDragOver: (event) => {
      if (!dragId) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (overId !== id) setOverId(id);
    },
    onDrop: (event) => {
      if (!dragId) return;
      event.preventDefault();
      event.stopPropagation();
      if (dragId !== id) onMove(moveIdOnto(ids, dragId, id));
      setDragId(undefined);
      setOverId(undefined);
    },
    onDragEnd: () => {
      setDragId(undefined);
      setOverId(undefined);
    },
  });

  return { rowProps, dragId, overId };
}
