import type { GeoPoint } from '@resto/domain';
import { splitCoordinates } from '../stores/newStoreRequest';

export type PastedPoints = { ok: true; points: GeoPoint[] } | { ok: false; message: string };

/**
 * Points pasted as one "latitude, longitude" pair per line (as copied from a map). Blank lines are
 * skipped; the first line that is not a pair is named so it can be fixed.
 */
export function parsePastedPoints(text: string): PastedPoints {
  const points: GeoPoint[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const pair = splitCoordinates(line);
    if (!pair)
      return { ok: false, message: `Line ${index + 1} is not "latitude, longitude": "${line.trim()}".` };
    points.push(pair);
  }
  if (points.length === 0) return { ok: false, message: 'Paste one "latitude, longitude" pair per line.' };
  return { ok: true, points };
}

/** The polygon as text, one "latitude, longitude" line per point, for copying elsewhere. */
export function pointsAsText(points: readonly GeoPoint[]): string {
  return points.map((point) => `${point.latitude}, ${point.longitude}`).join('\n');
}
