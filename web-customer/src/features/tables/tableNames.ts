import { tableDisplayName } from '@resto/domain';
import { tableLabel } from './tableLabel';

/**
 * The name of the table a guest scanned ("Table 12", "Window 3"), remembered for this tab by table
 * id, so the banner and checkout say the table's name rather than its id. Falls back to the id.
 */
const KEY = 'resto:tableNames:v1';

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberTableName(tableId: string, name: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [tableId]: name }));
  } catch {
    // Private mode without storage: the banner shows the id instead.
  }
}

export function tableNameFor(tableId: string): string {
  const name = read()[tableId];
  return typeof name === 'string' && name ? tableDisplayName(name) : tableLabel(tableId);
}
