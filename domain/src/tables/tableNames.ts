// Zod-free on purpose: the storefront's menu route shows table names and must not pull zod in.

/** "Table 12" for a bare number, the name as given otherwise ("Window 3", "Bar 2"). */
export function tableDisplayName(name: string): string {
  const trimmed = name.trim();
  return /^\d+[a-z]?$/i.test(trimmed) ? `Table ${trimmed}` : trimmed;
}

/** The storefront address a table's QR code opens. */
export function tableOrderingUrl(
  customerSiteOrigin: string,
  restaurantId: string,
  storeId: string,
  tableId: string,
) {
  const origin = customerSiteOrigin.replace(/\/+$/, '');
  return `${origin}/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/tables/${encodeURIComponent(tableId)}`;
}

/** Seating areas in use, in the order first seen, without blanks or case duplicates. */
export function seatingAreasOf(tables: readonly { seatingArea: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const table of tables) {
    const area = table.seatingArea.trim();
    if (area && !seen.has(area.toLowerCase())) seen.set(area.toLowerCase(), area);
  }
  return [...seen.values()];
}

/** Natural order for table lists: "2" before "10", then by name. */
export function compareTableNames(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}
