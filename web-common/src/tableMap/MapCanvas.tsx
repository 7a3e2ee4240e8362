import { elementSize, normaliseRotation, snapToGrid, type TableMapElement } from '@resto/domain';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Circle, Group, Label, Layer, Line, Rect, Stage, Tag, Text, Transformer } from 'react-konva';

/** Map units shown: the floor is drawn at this size, then scaled to the screen. */
export const FLOOR = { width: 1600, height: 1000 } as const;

export interface ShapeLook {
  fill: string;
  stroke: string;
  label: string;
  sublabel?: string;
}

/** Tables drawn as one unit (joined on the live floor): outlined together, linked, with one label. */
export interface LinkedGroup {
  id: string;
  /** The map elements of the group's tables (two or more). */
  elementIds: readonly string[];
  /** "13 + 14 · 14 seats" */
  label: string;
  stroke: string;
}

export interface MapCanvasProps {
  elements: readonly TableMapElement[];
  /** Pixels per map unit. */
  scale: number;
  gridSize: number;
  width: number;
  /** Defaults to the whole floor at this scale. */
  height?: number;
  /** The map point shown at the top-left corner (the live map fits its tables). */
  origin?: { x: number; y: number };
  selectedId?: string | undefined;
  editable: boolean;
  look: (element: TableMapElement) => ShapeLook;
  onSelect: (id: string | undefined) => void;
  onChange?: (element: TableMapElement) => void;
  /** Drawn under the tables: each group outlined and linked as one unit. */
  groups?: readonly LinkedGroup[];
}

/** How far a shape reaches from its centre along x and y, rotation included. */
function reachOf(element: TableMapElement): { x: number; y: number } {
  const { width: w, height: h } = elementSize(element);
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { x: (w * cos + h * sin) / 2, y: (w * sin + h * cos) / 2 };
}

/**
 * The floor plan on a Konva canvas (react-konva): shapes centred on their `location`, rotating about
 * their centre. When editable, shapes drag on the grid (snapped as they move), and the selected one
 * gets Konva's Transformer for resize and rotate (rotation snaps to 15° near the marks); a change is
 * reported once, when the drag or transform ends, so each is one step of undo.
 */
export function MapCanvas({
  elements,
  scale,
  gridSize,
  width,
  height: fixedHeight,
  origin = { x: 0, y: 0 },
  selectedId,
  editable,
  look,
  onSelect,
  onChange,
  groups = [],
}: MapCanvasProps) {
  const transformer = useRef<Konva.Transformer>(null);
  const shapes = useRef(new Map<string, Konva.Group>());
  const height = fixedHeight ?? Math.round(FLOOR.height * scale);

  // Re-attached after every change of the shapes too: a moved or undone shape is a new node.
  useEffect(() => {
    void elements;
    const node = selectedId ? shapes.current.get(selectedId) : undefined;
    transformer.current?.nodes(editable && node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, editable, elements]);

  const grid: number[][] = [];
  if (gridSize > 0 && editable) {
    for (let x = 0; x <= FLOOR.width; x += gridSize * 5) grid.push([x, 0, x, FLOOR.height]);
    for (let y = 0; y <= FLOOR.height; y += gridSize * 5) grid.push([0, y, FLOOR.width, y]);
  }

  return (
    <Stage
      width={width}
      height={height}
      scaleX={scale}
      scaleY={scale}
      x={-origin.x * scale}
      y={-origin.y * scale}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage()) onSelect(undefined);
      }}
      onTouchStart={(event) => {
        if (event.target === event.target.getStage()) onSelect(undefined);
      }}
      style={{ background: '#faf8f5', touchAction: 'none' }}
    >
      <Layer listening={false}>
        <Rect x={0} y={0} width={FLOOR.width} height={FLOOR.height} stroke="#d9d2c7" strokeWidth={2} />
        {grid.map((points) => (
          <Line key={points.join(',')} points={points} stroke="#ece6dc" strokeWidth={1} />
        ))}
      </Layer>
      <Layer>
        {groups.map((group) => {
          const members = group.elementIds.flatMap((id) => {
            const element = elements.find((candidate) => candidate.id === id);
            return element ? [element] : [];
          });
          if (members.length < 2) return null;
          const pad = 16;
          const box = members.reduce(
            (acc, element) => {
              const reach = reachOf(element);
              return {
                minX: Math.min(acc.minX, element.location.x - reach.x),
                minY: Math.min(acc.minY, element.location.y - reach.y),
                maxX: Math.max(acc.maxX, element.location.x + reach.x),
                maxY: Math.max(acc.maxY, element.location.y + reach.y),
              };
            },
            { minX: Number.POSITIVE_INFINITY, minY: Number.POSITIVE_INFINITY, maxX: -1e9, maxY: -1e9 },
          );
          const width = box.maxX - box.minX + pad * 2;
          const height = box.maxY - box.minY + pad * 2;
          // Tables pushed together get one outline around them all; tables joined across the room
          // (an outline would take in the tables between) get one each, linked by the band.
          const ownArea = members.reduce((sum, element) => {
            const reach = reachOf(element);
            return sum + (reach.x * 2 + pad * 2) * (reach.y * 2 + pad * 2);
          }, 0);
          const outlines =
            width * height <= ownArea * 1.8
              ? [{ key: 'all', x: box.minX - pad, y: box.minY - pad, width, height }]
              : members.map((element) => {
                  const reach = reachOf(element);
                  return {
                    key: element.id,
                    x: element.location.x - reach.x - pad,
                    y: element.location.y - reach.y - pad,
                    width: reach.x * 2 + pad * 2,
                    height: reach.y * 2 + pad * 2,
                  };
                });
          const top = outlines.reduce((best, outline) => (outline.y < best.y ? outline : best));
          return (
            <Group
              key={group.id}
              onClick={() => onSelect(members[0]?.id)}
              onTap={() => onSelect(members[0]?.id)}
            >
              {outlines.map((outline) => (
                <Group key={outline.key}>
                  <Rect {...outline} cornerRadius={24} fill={group.stroke} opacity={0.1} />
                  <Rect {...outline} cornerRadius={24} stroke={group.stroke} strokeWidth={3} dash={[14, 8]} />
                </Group>
              ))}
              {/* The link: a band through the joined tables' centres, under the tables. */}
              <Line
                points={members.flatMap((element) => [element.location.x, element.location.y])}
                stroke={group.stroke}
                strokeWidth={18}
                lineCap="round"
                lineJoin="round"
                opacity={0.45}
              />
              <Label x={top.x + top.width / 2} y={top.y} listening={false}>
                <Tag
                  fill={group.stroke}
                  cornerRadius={12}
                  pointerDirection="down"
                  pointerWidth={14}
                  pointerHeight={8}
                />
                <Text text={group.label} fontSize={22} fontStyle="bold" fill="#fff" padding={8} />
              </Label>
            </Group>
          );
        })}
        {elements.map((element) => {
          const { width: w, height: h } = elementSize(element);
          const shapeLook = look(element);
          return (
            <Group
              key={element.id}
              ref={(node) => {
                if (node) shapes.current.set(element.id, node);
                else shapes.current.delete(element.id);
              }}
              x={element.location.x}
              y={element.location.y}
              rotation={element.rotation}
              draggable={editable}
              dragBoundFunc={
                editable && gridSize > 0
                  ? function (this: Konva.Node, position) {
                      // Positions here are in screen pixels; snap in map units.
                      return {
                        x: snapToGrid(position.x / scale, gridSize) * scale,
                        y: snapToGrid(position.y / scale, gridSize) * scale,
                      };
                    }
                  : undefined
              }
              onClick={() => onSelect(element.id)}
              onTap={() => onSelect(element.id)}
              onDragStart={() => onSelect(element.id)}
              onDragEnd={(event) => {
                const node = event.target;
                onChange?.({
                  ...element,
                  location: { x: Math.round(node.x()), y: Math.round(node.y()) },
                });
              }}
              onTransformEnd={(event) => {
                const node = event.target as unknown as Konva.Group;
                const scaleX = node.scaleX();
                const scaleY = node.scaleY();
                node.scale({ x: 1, y: 1 });
                const round = (value: number) =>
                  Math.max(30, Math.round(gridSize > 0 ? snapToGrid(value, gridSize / 2) : value));
                const location = { x: Math.round(node.x()), y: Math.round(node.y()) };
                const rotation = normaliseRotation(node.rotation());
                if (element.type === 'circle')
                  onChange?.({
                    ...element,
                    location,
                    rotation,
                    radius: round((element.radius * (scaleX + scaleY)) / 2),
                  });
                else if (element.type === 'square')
                  onChange?.({
                    ...element,
                    location,
                    rotation,
                    width: round((element.width * (scaleX + scaleY)) / 2),
                  });
                else
                  onChange?.({
                    ...element,
                    location,
                    rotation,
                    width: round(element.width * scaleX),
                    length: round(element.length * scaleY),
                  });
              }}
            >
              {element.type === 'circle' ? (
                <Circle
                  radius={element.radius}
                  fill={shapeLook.fill}
                  stroke={shapeLook.stroke}
                  strokeWidth={element.id === selectedId ? 4 : 2}
                />
              ) : (
                <Rect
                  x={-w / 2}
                  y={-h / 2}
                  width={w}
                  height={h}
                  cornerRadius={10}
                  fill={shapeLook.fill}
                  stroke={shapeLook.stroke}
                  strokeWidth={element.id === selectedId ? 4 : 2}
                />
              )}
              {/* Labels turn back against the shape's rotation, so they always read upright. */}
              <Text
                x={0}
                y={0}
                width={Math.max(w, h)}
                offsetX={Math.max(w, h) / 2}
                offsetY={shapeLook.sublabel ? 22 : 11}
                rotation={-element.rotation}
                align="center"
                text={shapeLook.label}
                fontSize={22}
                fontStyle="bold"
                fill="#222"
                listening={false}
              />
              {shapeLook.sublabel && (
                <Text
                  x={0}
                  y={0}
                  width={Math.max(w, h)}
                  offsetX={Math.max(w, h) / 2}
                  offsetY={-6}
                  rotation={-element.rotation}
                  align="center"
                  text={shapeLook.sublabel}
                  fontSize={16}
                  fill="#333"
                  listening={false}
                />
              )}
            </Group>
          );
        })}
        {editable && (
          <Transformer
            ref={transformer}
            rotateEnabled
            rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
            rotationSnapTolerance={8}
            keepRatio={false}
            boundBoxFunc={(oldBox, newBox) => (newBox.width < 30 || newBox.height < 30 ? oldBox : newBox)}
          />
        )}
      </Layer>
    </Stage>
  );
}
