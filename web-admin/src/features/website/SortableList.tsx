import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/**
 * A list reordered by dragging its handles (mouse, touch, or keyboard: focus a handle, Space, arrows,
 * Space), built on dnd-kit. `onReorder` gets the new order.
 */
export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onReorder,
  children,
  disabled = false,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  onReorder: (next: T[]) => void;
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <SortableRow key={idOf(item)} id={idOf(item)} label={labelOf(item)} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${label}`}
      data-drag-handle={id}
      disabled={disabled}
      sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorRounded />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        zIndex: isDragging ? 2 : 'auto',
        position: 'relative',
      }}
    >
      {children(handle)}
    </Box>
  );
}
