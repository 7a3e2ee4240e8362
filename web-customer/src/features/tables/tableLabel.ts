/** "12" → "Table 12"; "patio-3" → "Table patio-3"; "Table 5" stays as it is. */
export function tableLabel(tableId: string): string {
  const name = tableId.trim();
  return /^table\b/i.test(name) ? name.charAt(0).toUpperCase() + name.slice(1) : `Table ${name}`;
}
