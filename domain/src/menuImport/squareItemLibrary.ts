/**
 * Square's item library export (Items → Actions → Export library → CSV) read into our import rows,
 * so an owner moving from Square brings their menu without retyping it. The layout, as Square writes
 * it: one row per *variation*, the item's rows one after another, with the columns
 *
 *   Token, Item Name, Variation Name, SKU, Description, Category (newer exports: Categories and
 *   Reporting Category), GTIN, Square Online Item Visibility, Weight, Price, Sellable, Stockable,
 *   Option Name/Value 1…3, Default Unit Cost, …, Current Quantity <location>, …, Archived,
 *   Modifier Set - <set name> (Y/N), Tax - <tax name> (Y/N)
 *
 * How it maps:
 * - the item's category (Reporting Category, else the first of Categories, else Category);
 * - one variation → a basic item at that price; several (Small / Large, Regular / Large) → a basic
 *   item at the cheapest price with a required "Size" choice, each variation an option charging the
 *   difference, so every variation keeps its price;
 * - "Square Online Item Visibility" hidden / unavailable → on the POS only; archived items are left out;
 * - Square's export names the modifier sets an item uses (Y in "Modifier Set - …") but not their
 *   options or prices, so those are listed as notes to add in the menu editor, never invented.
 */
import type { ImportColumnKey } from './columns';
import type { CsvRecord } from './csv';
import { cellSafe, dollars, priceInCents, yesCell } from './foreignExport';
import type { ImportRowError, ReadImportFileResult } from './readFile';

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');

/** A header Square wrote: its own "Token" and "Item Name" columns together. */
export function isSquareItemLibraryHeader(cells: readonly string[]): boolean {
  const names = new Set(cells.map(squash));
  return names.has('token') && names.has('itemname') && names.has('variationname');
}

interface SquareColumns {
  index: (name: string) => number;
  modifierSets: { index: number; name: string }[];
}

function columnsOf(header: readonly string[]): SquareColumns {
  const positions = new Map(header.map((cell, index) => [squash(cell), index] as const));
  const modifierSets = header.flatMap((cell, index) => {
    const match = /^\s*modifier set\s*-\s*(.+?)\s*$/i.exec(cell);
    return match?.[1] ? [{ index, name: match[1] }] : [];
  });
  return { index: (name) => positions.get(squash(name)) ?? -1, modifierSets };
}

const yes = yesCell;

interface SquareVariation {
  row: number;
  name: string;
  price: string;
}

interface SquareItem {
  row: number;
  name: string;
  description: string;
  category: string;
  hiddenOnline: boolean;
  variations: SquareVariation[];
  modifierSets: string[];
}

function categoryOf(cells: readonly string[], columns: SquareColumns): string {
  const cell = (name: string) => (cells[columns.index(name)] ?? '').trim();
  return cell('Reporting Category') || cell('Categories').split(',')[0]?.trim() || cell('Category') || '';
}

/** Groups variation rows into items (a row with an item name starts one; Square repeats it per row). */
function itemsOf(
  data: readonly CsvRecord[],
  columns: SquareColumns,
): { items: SquareItem[]; archived: number } {
  const items: SquareItem[] = [];
  let archived = 0;
  let current: SquareItem | undefined;
  for (const record of data) {
    const cell = (name: string) => (record.cells[columns.index(name)] ?? '').trim();
    if (yes(cell('Archived'))) {
      if (cell('Item Name') !== '' && cell('Item Name') !== current?.name) archived += 1;
      continue;
    }
    const name = cell('Item Name');
    const category = categoryOf(record.cells, columns);
    if (!current || (name !== '' && (name !== current.name || category !== current.category))) {
      const visibility = cell('Square Online Item Visibility').toLowerCase();
      current = {
        row: record.row,
        name,
        description: cell('Description'),
        category,
        hiddenOnline: visibility === 'hidden' || visibility === 'unavailable',
        variations: [],
        modifierSets: columns.modifierSets
          .filter((set) => yes(record.cells[set.index] ?? ''))
          .map((set) => set.name),
      };
      items.push(current);
    }
    current.variations.push({ row: record.row, name: cell('Variation Name'), price: cell('Price') });
  }
  return { items, archived };
}

/** The item as our import columns; a price problem is reported against Square's Price column. */
function entriesOf(item: SquareItem): { entries: [ImportColumnKey, unknown][]; errors: ImportRowError[] } {
  const entries: [ImportColumnKey, unknown][] = [
    ['category', item.category || 'Menu'],
    ['name', item.name],
  ];
  if (item.description) entries.push(['description', item.description]);
  if (item.hiddenOnline) entries.push(['orderingSystems', 'pos']);
  const priced = item.variations.map((variation) => ({ ...variation, cents: priceInCents(variation.price) }));
  const unpriced = priced.find((variation) => variation.cents === undefined);
  if (unpriced)
    return {
      entries,
      errors: [
        {
          row: unpriced.row,
          field: 'Price',
          message: `"${item.name}${item.variations.length > 1 && unpriced.name ? ` (${unpriced.name})` : ''}" has no fixed price in Square (variable pricing). Give it a price in the file, or add it in the menu editor.`,
        },
      ],
    };
  const cents = priced.map((variation) => variation.cents as number);
  const base = Math.min(...cents);
  entries.push(['price', dollars(base)]);
  if (priced.length > 1) {
    const options = priced.map((variation, index) => {
      const name = cellSafe(variation.name) || `Option ${index + 1}`;
      const extra = (variation.cents as number) - base;
      return extra > 0 ? `${name} +${dollars(extra)}` : name;
    });
    entries.push(['modifiers', `Size [1-1]: ${options.join('; ')}`]);
  }
  return { entries, errors: [] };
}

/**
 * Square's rows → our rows: one per item, numbered by the item's first spreadsheet row. `readCells`
 * is the generic reader's cell parser, so Square's values are checked exactly like our own columns.
 */
export function readSquareItemLibrary(
  header: CsvRecord,
  data: readonly CsvRecord[],
  readCells: (
    row: number,
    entries: [ImportColumnKey, unknown][],
  ) => ReadImportFileResult['rows'][number] | ImportRowError[],
): ReadImportFileResult {
  const columns = columnsOf(header.cells);
  const { items, archived } = itemsOf(data, columns);
  const rows: ReadImportFileResult['rows'] = [];
  const errors: ImportRowError[] = [];
  const notes: ImportRowError[] = [];
  for (const item of items) {
    if (item.name === '') {
      errors.push({
        row: item.row,
        field: 'Item Name',
        message: 'This row has a variation but no item name.',
      });
      continue;
    }
    const { entries, errors: priceErrors } = entriesOf(item);
    if (priceErrors.length > 0) {
      errors.push(...priceErrors);
      continue;
    }
    const read = readCells(item.row, entries);
    if (Array.isArray(read)) errors.push(...read);
    else rows.push(read);
    if (item.modifierSets.length > 0)
      notes.push({
        row: item.row,
        field: 'Modifier Set',
        message: `"${item.name}" uses Square modifier sets ${item.modifierSets.map((set) => `"${set}"`).join(', ')}. Square's export does not include their options, so add them to the item in the menu editor.`,
      });
  }
  if (archived > 0)
    notes.unshift({
      row: 0,
      message: `${archived} archived Square ${archived === 1 ? 'item was' : 'items were'} left out.`,
    });
  return { rows, errors, totalRows: items.length, notes, source: 'square' };
}
