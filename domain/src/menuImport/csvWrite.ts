/** Writes rows as CSV (RFC 4180): cells with a comma, quote or line break are quoted, quotes doubled. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
