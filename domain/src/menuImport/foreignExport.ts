/**
 * What the readers of other systems' exports (Square, Toast, Lightspeed) share: header matching,
 * prices in their exports' spelling, and a set of differently priced variations turned into our
 * required "Size" choice, so every variation keeps its price.
 */
import type { ImportColumnKey } from './columns';

/** Header names compared without case, spaces, "-" and "_" ("Item Name", "item_name"). */
export const squashHeader = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');

/** A cell reader by header name: `cell(record, 'Menu Group')`, '' when the column is absent. */
export function headerReader(header: readonly string[]) {
  const positions = new Map(header.map((cell, index) => [squashHeader(cell), index] as const));
  const index = (...names: string[]) => {
    for (const name of names) {
      const at = positions.get(squashHeader(name));
      if (at !== undefined) return at;
    }
    return -1;
  };
  return {
    has: (name: string) => positions.has(squashHeader(name)),
    index,
    cell: (cells: readonly string[], ...names: string[]) => (cells[index(...names)] ?? '').trim(),
  };
}

export const yesCell = (text: string) => /^(y|yes|true|1)$/i.test(text.trim());
export const noCell = (text: string) => /^(n|no|false|0)$/i.test(text.trim());

/** Our modifier cell uses `;`, `|`, `:` and brackets as separators: keep them out of names. */
export const cellSafe = (text: string) =>
  text
    .replace(/[;|:[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "$12.50", "£4,250.00", "12.5" → cents; undefined for an empty (variable) price or a non-number. */
export function priceInCents(text: string): number | undefined {
  const cleaned = text.replace(/[^\d.,-]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned.replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

export const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Priced variations → our `price` (the cheapest) and, for more than one, a required "Size" group
 * whose options charge the difference.
 */
export function variationEntries(
  variations: readonly { name: string; cents: number }[],
): [ImportColumnKey, unknown][] {
  const base = Math.min(...variations.map((variation) => variation.cents));
  const entries: [ImportColumnKey, unknown][] = [['price', dollars(base)]];
  if (variations.length > 1) {
    const options = variations.map((variation, index) => {
      const name = cellSafe(variation.name) || `Option ${index + 1}`;
      const extra = variation.cents - base;
      return extra > 0 ? `${name} +${dollars(extra)}` : name;
    });
    entries.push(['modifiers', `Size [1-1]: ${options.join('; ')}`]);
  }
  return entries;
}
