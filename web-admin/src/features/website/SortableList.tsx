import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
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
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { visuallyHidden } from '../../shared/visuallyHidden';

/** What a row of the list gets to draw: its drag handle and its Move menu (up, down, top, bottom). */
export interface SortableRowControls {
  handle: ReactNode;
  moveMenu: ReactNode;
}

/**
 * A list reordered by dragging its handles (mouse, touch, or keyboard: focus a handle, Space, arrows,
 * Space), built on dnd-kit, and by each row's Move menu (Move up, Move down, to the top, to the
 * bottom): the path that needs no dragging at all. `onReorder` gets the new order. Every move is
 * announced to screen readers in words (the row's label and position), not by internal ids.
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
  children: (item: T, index: number, controls: SortableRowControls) => ReactNode;
  disabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // An instant scroll: with dnd-kit's default smooth scroll, an arrow press that has to scroll the
    // page only starts the scroll, and a drop before it ends lands the row where it started.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const [moved, setMoved] = useState('');
  const ids = items.map(idOf);
  const count = items.length;
  const describe = (id: UniqueIdentifier | undefined) => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return item === undefined ? 'the list' : `${labelOf(item)}, position ${index + 1} of ${count}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${describe(active.id)}. Use the arrow keys to move, Space to drop.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `Over ${describe(over.id)}.` : 'Back in its place.',
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `Dropped in ${describe(over.id).replace(/^.*, position/, 'position')}.`
        : 'Dropped in its place.',
    onDragCancel: () => 'Moving cancelled; the order is unchanged.',
  };

  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= count) return;
    const item = items[from];
    onReorder(arrayMove([...items], from, to));
    if (item !== undefined) setMoved(`${labelOf(item)} moved to position ${to + 1} of ${count}.`);
  }
  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this row, press Space, then the arrow keys, then Space to drop it, or Escape to leave it where it was. The Move menu beside it moves it too.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              label={labelOf(item)}
              index={index}
              count={count}
              onMove={(to) => move(index, to)}
              disabled={disabled}
            >
              {(controls) => children(item, index, controls)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
      <Box role="status" sx={visuallyHidden}>
        {moved}
      </Box>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  index,
  count,
  onMove,
  disabled,
  children,
}: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled: boolean;
  children: (controls: SortableRowControls) => ReactNode;
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
      sx={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorRounded />
    </IconButton>
  );
  const moveMenu = <MoveMenu label={label} index={index} count={count} onMove={onMove} disabled={disabled} />;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        zIndex: isDragging ? 2 : 'auto',
        position: 'relative',
      }}
    >
      {children({ handle, moveMenu })}
    </Box>
  );
}

/** Move up / down / to the top / to the bottom: reordering by a tap or the keyboard, no dragging. */
function MoveMenu({
  label,
  index,
  count,
  onMove,
  disabled,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (to: number) => {
    setAnchor(null);
    onMove(to);
  };
  const first = index === 0;
  const last = index === count - 1;
  return (
    <>
      <Tooltip title="Move">
        <span>
          <IconButton
            aria-label={`Move ${label}`}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={disabled || count < 2}
          >
            <SwapVertRounded />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={first} onClick={() => choose(index - 1)}>
          Move up
        </MenuItem>
        <MenuItem disabled={last} onClick={() => choose(index + 1)}>
          Move down
        </MenuItem>
        <MenuItem disabled={first} onClick={() => choose(0)}>
          Move to the top
        </MenuItem>
        <MenuItem disabled={last} onClick={() => choose(count - 1)}>
          Move to the bottom
        </MenuItem>
      </Menu>
    </>
  );
}
