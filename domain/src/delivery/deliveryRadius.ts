import type { GeoPoint } from '../common/address';
import { distanceInMetres } from './deliveryLocation';

/** Corners of a drawn circle: round enough on a map, few enough to read and edit. */
export const RADIUS_AREA_POINTS = 16;
/** Distances an owner may draw an area at, in kilometres (a walk to a long drive). */
export const RADIUS_AREA_KM = { min: 0.5, max: 30 } as const;

const METRES_PER_DEGREE_LATITUDE = 111_320;

/**
 * A delivery area as "within `km` of the store": a polygon of RADIUS_AREA_POINTS corners on the
 * circle around `centre`, so owners say how far they deliver instead of typing coordinates. Each
 * corner is `km` from the centre (to a few metres, checked by the tests with the haversine the
 * delivery checks use); undefined when the centre is not a position or the distance is out of range.
 */
export function deliveryAreaWithin(centre: GeoPoint, km: number): GeoPoint[] | undefined {
  const lat = Number(centre.latitude);
  const lng = Number(centre.longitude);
  if (centre.latitude.trim() === '' || centre.longitude.trim() === '') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 85) return undefined;
  if (!Number.isFinite(km) || km < RADIUS_AREA_KM.min || km > RADIUS_AREA_KM.max) return undefined;
  const metres = km * 1000;
  const dLat = metres / METRES_PER_DEGREE_LATITUDE;
  const dLng = metres / (METRES_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: RADIUS_AREA_POINTS }, (_, index) => {
    const angle = (2 * Math.PI * index) / RADIUS_AREA_POINTS;
    return {
      latitude: (lat + dLat * Math.cos(angle)).toFixed(5),
      longitude: (lng + dLng * Math.sin(angle)).toFixed(5),
    };
  });
}

/** How far the area reaches from `centre` at its nearest edge corner, in km (1 decimal), for a label. */
export function areaReachKm(centre: GeoPoint, polygon: readonly GeoPoint[]): number | undefined {
  const distances = polygon.map((point) => distanceInMetres(centre, point)).filter(Number.isFinite);
  if (distances.length === 0) return undefined;
  return Math.round(Math.min(...distances) / 100) / 10;
}
