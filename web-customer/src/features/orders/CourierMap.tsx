import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import {
  divIcon,
  type LatLngTuple,
  type Map as LeafletMap,
  map as leafletMap,
  type Marker,
  marker,
  polyline,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * The courier, the store and the customer's door on a Leaflet map, loaded with the tracking page of a
 * courier delivery only. Tiles come only from `VITE_MAP_TILE_URL` (as in the admin's delivery-area
 * map); unset, as locally and in tests, the pins and the route are drawn on a plain grid and nothing
 * is fetched from a tile provider. The courier's pin moves as its position comes in.
 */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '';

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/**
 * The pins' pictures are Material icons' SVG paths (Store, Home, TwoWheeler), not emoji: a phone
 * without a colour emoji font would show an empty box.
 */
const ICON_PATHS = {
  store: 'M20 4H4v2h16zm1 10v-2l-1-5H4l-1 5v2h1v6h10v-6h4v6h2v-6zm-9 4H6v-4h6z',
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  courier:
    'M20 11c-.18 0-.36.03-.53.05L17.41 9H20V6l-3.72 1.86L13.41 5H9v2h3.59l2 2H11l-4 2-2-2H0v2h4c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4l2 2h3l3.49-6.1 1.01 1.01c-.91.73-1.5 1.84-1.5 3.09 0 2.21 1.79 4 4 4s4-1.79 4-4-1.79-4-4-4M4 17c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m16 0c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2',
} as const;

function pin(label: string, colour: string, icon: keyof typeof ICON_PATHS) {
  return divIcon({
    className: '',
    iconSize: [34, 34],
    iconAnchor: [17, 17],
    html: `<div role="img" aria-label="${label}" title="${label}" style="width:34px;height:34px;border-radius:50%;background:${colour};display:flex;align-items:center;justify-content:center;box-shadow:0 1px 4px rgba(0,0,0,.35);border:2px solid #fff"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="#fff" d="${ICON_PATHS[icon]}"/></svg></div>`,
  });
}

const tuple = (point: LatLngPoint): LatLngTuple => [point.lat, point.lng];

export default function CourierMap({
  store,
  dropoff,
  courier,
}: {
  store: LatLngPoint | undefined;
  dropoff: LatLngPoint | undefined;
  courier: LatLngPoint | undefined;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | undefined>(undefined);
  const courierPin = useRef<Marker | undefined>(undefined);

  // The map, the store, the door and the line between them are made once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per store and door; the courier moves below.
  useEffect(() => {
    if (!element.current || (!store && !dropoff)) return;
    const created = leafletMap(element.current, { zoomControl: true, attributionControl: Boolean(TILE_URL) });
    if (TILE_URL) tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(created);
    const points = [store, dropoff].filter((point): point is LatLngPoint => point !== undefined).map(tuple);
    if (store)
      marker(tuple(store), { icon: pin('The store', '#6d4c41', 'store'), keyboard: false }).addTo(created);
    if (dropoff)
      marker(tuple(dropoff), { icon: pin('Your address', '#2e7d32', 'home'), keyboard: false }).addTo(
        created,
      );
    if (points.length === 2)
      polyline(points, { color: '#1976d2', weight: 3, dashArray: '6 6', opacity: 0.6 }).addTo(created);
    created.fitBounds(points.length === 2 ? points : [points[0] as LatLngTuple, points[0] as LatLngTuple], {
      padding: [36, 36],
      maxZoom: 16,
    });
    mapRef.current = created;
    return () => {
      created.remove();
      mapRef.current = undefined;
      courierPin.current = undefined;
    };
  }, [store?.lat, store?.lng, dropoff?.lat, dropoff?.lng]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !courier) return;
    if (!courierPin.current) {
      courierPin.current = marker(tuple(courier), {
        icon: pin('Your courier', '#1565c0', 'courier'),
        keyboard: false,
      }).addTo(map);
    } else courierPin.current.setLatLng(tuple(courier));
  }, [courier]);

  return (
    <Box
      ref={element}
      data-testid="courier-map"
      aria-label="Map of your delivery"
      role="region"
      sx={{
        height: { xs: 240, sm: 300 },
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // Without tiles a light grid stands in for the streets.
        backgroundColor: '#f4f6f8',
        backgroundImage:
          'linear-gradient(rgba(0,0,0,.05) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.05) 1px, transparent 1px)',
        backgroundSize: '24px 24px',
        '& .leaflet-container': { background: 'transparent' },
      }}
    />
  );
}
