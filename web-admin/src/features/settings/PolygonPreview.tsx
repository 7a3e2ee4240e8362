import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { GeoPoint } from '@resto/domain';

export interface PreviewArea {
  id: string;
  name: string;
  polygon: readonly GeoPoint[];
}

export interface PolygonPreviewProps {
  areas: readonly PreviewArea[];
  store: GeoPoint | undefined;
  selectedId?: string | undefined;
  height?: number;
}

interface Projected {
  x: number;
  y: number;
}

const PALETTE = ['#2e7d32', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828', '#00838f'];

function numeric(point: GeoPoint): { lat: number; lng: number } | undefined {
  const lat = Number(point.latitude);
  const lng = Number(point.longitude);
  return point.latitude.trim() !== '' &&
    point.longitude.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng)
    ? { lat, lng }
    : undefined;
}

/**
 * The delivery areas drawn around the store, to scale, without map tiles (the admin works offline
 * too). Longitude is scaled by cos(latitude) so areas keep their real shape; north is up.
 */
export function PolygonPreview({ areas, store, selectedId, height = 280 }: PolygonPreviewProps) {
  const theme = useTheme();
  const storePoint = store ? numeric(store) : undefined;
  const all = [...areas.flatMap((area) => area.polygon.map(numeric)), storePoint].filter(
    (point): point is { lat: number; lng: number } => point !== undefined,
  );

  if (all.length === 0) {
    return (
      <Box
        sx={{
          height,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 2,
          color: 'text.secondary',
        }}
      >
        Add points to see the area
      </Box>
    );
  }

  const meanLat = all.reduce((sum, point) => sum + point.lat, 0) / all.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const xs = all.map((point) => point.lng * xScale);
  const ys = all.map((point) => -point.lat);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  // Never zoom in further than ~200 m across, so a single point does not fill the frame.
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 0.002);
  const size = 1000;
  const pad = 60;
  const project = (point: { lat: number; lng: number }): Projected => ({
    x: pad + ((point.lng * xScale - minX) / span) * (size - 2 * pad),
    y: pad + ((-point.lat - minY) / span) * (size - 2 * pad),
  });

  const storeXY = storePoint ? project(storePoint) : undefined;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`Delivery areas around the store: ${areas.map((area) => area.name || 'unnamed').join(', ') || 'none yet'}`}
      sx={{ width: '100%', height, bgcolor: 'action.hover', borderRadius: 2, display: 'block' }}
      preserveAspectRatio="xMidYMid meet"
    >
      {areas.map((area, index) => {
        const points = area.polygon
          .map(numeric)
          .filter((point) => point !== undefined)
          .map(project);
        if (points.length === 0) return null;
        const colour = PALETTE[index % PALETTE.length];
        const selected = area.id === selectedId;
        // Names sit just inside the area's northernmost point, clear of the store pin in the middle.
        const top = points.reduce((highest, point) => (point.y < highest.y ? point : highest));
        const label = { x: top.x, y: top.y + 44 };
        return (
          <g key={area.id}>
            <polygon
              points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill={colour}
              fillOpacity={selected ? 0.3 : 0.15}
              stroke={colour}
              strokeWidth={selected ? 8 : 4}
              strokeLinejoin="round"
            />
            {points.map((point, pointIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: vertices are identified by their position
              <circle key={pointIndex} cx={point.x} cy={point.y} r={selected ? 10 : 6} fill={colour} />
            ))}
            <text
              x={label.x}
              y={label.y}
              textAnchor="middle"
              fontSize={36}
              fontWeight={600}
              fill={theme.palette.text.primary}
            >
              {area.name}
            </text>
          </g>
        );
      })}
      {storeXY && (
        <g>
          <circle
            cx={storeXY.x}
            cy={storeXY.y}
            r={16}
            fill={theme.palette.error.main}
            stroke="#fff"
            strokeWidth={6}
          />
          <text
            x={storeXY.x}
            y={storeXY.y - 28}
            textAnchor="middle"
            fontSize={32}
            fill={theme.palette.text.primary}
          >
            Store
          </text>
        </g>
      )}
    </Box>
  );
}
