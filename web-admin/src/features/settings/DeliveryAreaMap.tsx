import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DeliveryArea, GeoPoint } from '@resto/domain';
import { DomEvent, divIcon, type LatLngBoundsExpression, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { insertPointNearestEdge } from './deliveryEdits';

export interface DeliveryAreaMapProps {
  areas: readonly DeliveryArea[];
  store: GeoPoint | undefined;
  selectedId: string | undefined;
  disabled: boolean;
  onSelect: (areaId: string) => void;
  onPolygonChange: (areaId: string, polygon: GeoPoint[]) => void;
  height?: number;
}

const PALETTE = ['#2e7d32', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828', '#00838f'];

/**
 * Where map tiles come from: a tile URL template set at build time (`VITE_MAP_TILE_URL`, e.g. a
 * self-hosted or licensed tile server). Without one, the map has no base layer at all: the areas and
 * the store are drawn on a plain background, so the page works offline and locally without sending
 * anything to a tile provider.
 */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '';

type LatLng = [number, number];

function toLatLng(point: GeoPoint): LatLng | undefined {
  const lat = Number(point.latitude);
  const lng = Number(point.longitude);
  if (point.latitude.trim() === '' || point.longitude.trim() === '') return undefined;
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : undefined;
}

function toGeoPoint([lat, lng]: LatLng): GeoPoint {
  // Six decimals is about 10 cm: finer than a finger can place a point.
  return { latitude: lat.toFixed(6), longitude: lng.toFixed(6) };
}

const vertexIcon = (colour: string) =>
  divIcon({
    className: '',
    html: `<span style="display:block;width:18px;height:18px;border-radius:50%;background:#fff;border:4px solid ${colour};box-shadow:0 1px 4px rgba(0,0,0,.35)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

const storeIcon = divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50%;background:#d32f2f;border:4px solid #fff;box-shadow:0 1px 5px rgba(0,0,0,.45)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/** Frames every area and the store once the map is ready, and again when an area is added or removed. */
function FitToAreas({
  bounds,
  areaCount,
}: {
  bounds: LatLngBoundsExpression | undefined;
  areaCount: number;
}) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when areas come or go, not on every drag.
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: [28, 28], maxZoom: 15 });
  }, [map, areaCount]);
  return null;
}

/** A click on the map adds a point to the selected area, into its nearest edge. */
function AddPointOnClick({ onAdd }: { onAdd: ((point: LatLng) => void) | undefined }) {
  useMapEvents({
    click(event) {
      onAdd?.([event.latlng.lat, event.latlng.lng]);
    },
  });
  return null;
}

/**
 * The delivery areas on a map (Leaflet): every area's polygon, the store's pin, and for the selected
 * area a handle on each point. Owners drag handles to reshape, click the map to add a point (into the nearest edge) and
 * right-click (or long-press) a handle to remove it. The typed coordinates below the map stay in step.
 */
export default function DeliveryAreaMap({
  areas,
  store,
  selectedId,
  disabled,
  onSelect,
  onPolygonChange,
  height = 360,
}: DeliveryAreaMapProps) {
  const storeLatLng = store ? toLatLng(store) : undefined;
  const shapes = useMemo(
    () =>
      areas.map((area, index) => ({
        area,
        colour: PALETTE[index % PALETTE.length] ?? '#2e7d32',
        points: area.polygon.map(toLatLng).filter((point): point is LatLng => point !== undefined),
      })),
    [areas],
  );
  const everyPoint = [...shapes.flatMap((shape) => shape.points), ...(storeLatLng ? [storeLatLng] : [])];
  const bounds = everyPoint.length > 0 ? latLngBounds(everyPoint) : undefined;
  const center: LatLng = storeLatLng ?? everyPoint[0] ?? [-33.8688, 151.2093];
  const selected = shapes.find((shape) => shape.area.id === selectedId);

  const replacePoint = (index: number, point: LatLng) => {
    if (!selected) return;
    onPolygonChange(
      selected.area.id,
      selected.area.polygon.map((entry, position) => (position === index ? toGeoPoint(point) : entry)),
    );
  };
  const removePoint = (index: number) => {
    if (!selected) return;
    onPolygonChange(
      selected.area.id,
      selected.area.polygon.filter((_, position) => position !== index),
    );
  };

  return (
    <Box>
      <Box
        data-testid="delivery-area-map"
        sx={{
          height,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          // Without tiles: a light surface with a faint grid, so dragging still feels like a map.
          '& .leaflet-container': {
            height: '100%',
            bgcolor: '#eef2ea',
            backgroundImage:
              'linear-gradient(rgba(0,0,0,.05) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.05) 1px, transparent 1px)',
            backgroundSize: '40px 40px',
            fontFamily: 'inherit',
          },
        }}
      >
        <MapContainer center={center} zoom={14} scrollWheelZoom={false} style={{ height: '100%' }}>
          {TILE_URL && <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />}
          <FitToAreas bounds={bounds} areaCount={areas.length} />
          <AddPointOnClick
            onAdd={
              selected && !disabled
                ? (point) =>
                    onPolygonChange(
                      selected.area.id,
                      insertPointNearestEdge(selected.area.polygon, toGeoPoint(point)),
                    )
                : undefined
            }
          />
          {shapes.map(({ area, colour, points }) =>
            points.length === 0 ? null : (
              <Polygon
                key={area.id}
                positions={points}
                pathOptions={{
                  color: colour,
                  weight: area.id === selectedId ? 4 : 2,
                  fillOpacity: area.id === selectedId ? 0.3 : 0.15,
                }}
                eventHandlers={{
                  click: (event) => {
                    // Selecting an area is not also adding a point to the one selected before.
                    if (area.id !== selectedId) {
                      DomEvent.stopPropagation(event);
                      onSelect(area.id);
                    }
                  },
                }}
              >
                <Tooltip sticky>{area.name || 'Unnamed area'}</Tooltip>
              </Polygon>
            ),
          )}
          {selected &&
            !disabled &&
            selected.area.polygon.map((point, index) => {
              const position = toLatLng(point);
              if (!position) return null;
              return (
                <Marker
                  // biome-ignore lint/suspicious/noArrayIndexKey: points are identified by their position in the polygon
                  key={`${selected.area.id}-${index}`}
                  position={position}
                  draggable
                  icon={vertexIcon(selected.colour)}
                  title={`Point ${index + 1} of ${selected.area.name}`}
                  alt={`Point ${index + 1} of ${selected.area.name}`}
                  eventHandlers={{
                    dragend: (event) => {
                      const { lat, lng } = event.target.getLatLng();
                      replacePoint(index, [lat, lng]);
                    },
                    contextmenu: () => removePoint(index),
                  }}
                />
              );
            })}
          {storeLatLng && (
            <Marker position={storeLatLng} icon={storeIcon} title="Store" alt="Store" keyboard={false}>
              <Tooltip direction="top" offset={[0, -12]}>
                Store
              </Tooltip>
            </Marker>
          )}
        </MapContainer>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {selected
          ? `Editing ${selected.area.name || 'this area'}: drag a point to move it, click the map to add one, right-click a point to remove it.`
          : 'Click an area to edit its shape.'}
        {!TILE_URL &&
          ' Street tiles are not configured here, so the map shows your areas and the store on a plain grid.'}
      </Typography>
    </Box>
  );
}
