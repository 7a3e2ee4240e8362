/**
 * Toast's menu export (Toast Web → Menus → Menu manager → Items or Modifiers view → Export, both
 * entity types) read into our import rows. Toast writes one row per *price*: a menu item priced by
 * size has a row per size, and a modifier a row per price; the "Entity type" column says which rows
 * are items and which are modifiers. The columns this reads (any others are ignored):
 *
 *   Entity type (Menu item / Modifier), Name, Description, Menu group (the item's), Modifier group
 *   (the modifier's), Menu item (on a modifier row: the items whose group it is, "; "-separated),
 *   Pricing strategy (Base price, Size price, Open price, Menu specific price, …), Size, Price
 *
 * How it maps:
 * - the menu group is the category;
 * - an item with one price → a basic item at that price; with size prices → a required "Size" choice
 *   priced like Square's variations; a second price for the same size (menu, time or location
 *   specific) keeps the first and says so in the notes;
 * - modifiers → an optional choice group named after their modifier group on every item the rows
 *   name, each option at its price; a group whose rows name no item is listed in the notes;
 * - open-price items have no price to import and are reported against the Price column.
 */
import type { ImportColumnKey } from './columns';
import type { CsvRecord } from './csv';
import { cellSafe, dollars, headerReader, priceInCents, variationEntries } from './foreignExport';
import type { ImportRowError, ReadImportFileResult } from './readFile';

/** Toast's header: an "Entity type" column beside "Name" and a menu or modifier group. */
export function isToastMenuExportHeader(cells: readonly string[]): boolean {
  const header = headerReader(cells);
  return (
    header.has('Entity type') &&
    header.has('Name') &&
    (header.has('Menu group') || header.has('Modifier group'))
  );
}

interface ToastItem {
  row: number;
  name: string;
  category: string;
  description: string;
  openPrice: boolean;
  sizes: { name: string; price: string; row: number }[];
  repeatedPrices: number;
}

interface ToastGroup {
  name: string;
  options: { name: string; cents: number }[];
  items: Set<string>;
  row: number;
}

const key = (text: string) => text.trim().toLowerCase();

export function readToastMenuExport(
  headerRecord: CsvRecord,
  data: readonly CsvRecord[],
  readCells: (
    row: number,
    entries: [ImportColumnKey, unknown][],
  ) => ReadImportFileResult['rows'][number] | ImportRowError[],
): ReadImportFileResult {
  const header = headerReader(headerRecord.cells);
  const items = new Map<string, ToastItem>();
  const groups = new Map<string, ToastGroup>();
  const errors: ImportRowError[] = [];
  const notes: ImportRowError[] = [];
  let otherRows = 0;

  for (const record of data) {
    const cell = (...names: string[]) => header.cell(record.cells, ...names);
    const entity = key(cell('Entity type'));
    const name = cell('Name');
    if (entity === 'modifier') {
      const groupName = cellSafe(cell('Modifier group', 'Parent modifier group'));
      if (name === '' || groupName === '') {
        errors.push({
          row: record.row,
          field: name === '' ? 'Name' : 'Modifier group',
          message: 'This modifier row needs both its name and its modifier group.',
        });
        continue;
      }
      const group = groups.get(key(groupName)) ?? {
        name: groupName,
        options: [],
        items: new Set<string>(),
        row: record.row,
      };
      groups.set(key(groupName), group);
      const optionName = cellSafe(name);
      if (!group.options.some((option) => key(option.name) === key(optionName)))
        group.options.push({ name: optionName, cents: priceInCents(cell('Price')) ?? 0 });
      for (const itemName of cell('Menu item', 'Menu items', 'Parent menu item').split(';'))
        if (itemName.trim() !== '') group.items.add(key(itemName));
      continue;
    }
    if (entity !== 'menu item' && entity !== 'item') {
      otherRows += 1;
      continue;
    }
    const category = cell('Menu group', 'Parent menu group');
    const itemKey = `${key(category)}|${key(name)}`;
    const item = items.get(itemKey) ?? {
      row: record.row,
      name,
      category,
      description: cell('Description'),
      openPrice: false,
      sizes: [],
      repeatedPrices: 0,
    };
    items.set(itemKey, item);
    if (/open/i.test(cell('Pricing strategy', 'Price strategy'))) item.openPrice = true;
    const size = cell('Size');
    if (item.sizes.some((entry) => key(entry.name) === key(size))) item.repeatedPrices += 1;
    else item.sizes.push({ name: size, price: cell('Price'), row: record.row });
  }

  const rows: ReadImportFileResult['rows'] = [];
  const usedGroups = new Set<string>();
  for (const item of items.values()) {
    if (item.name === '') {
      errors.push({ row: item.row, field: 'Name', message: 'This menu item row has no name.' });
      continue;
    }
    const priced = item.sizes.map((size) => ({ ...size, cents: priceInCents(size.price) }));
    const unpriced = priced.find((size) => size.cents === undefined);
    if (item.openPrice || unpriced) {
      errors.push({
        row: unpriced?.row ?? item.row,
        field: 'Price',
        message: `"${item.name}" has an open price in Toast (set when sold). Give it a price in the file, or add it in the menu editor.`,
      });
      continue;
    }
    const entries: [ImportColumnKey, unknown][] = [
      ['category', item.category || 'Menu'],
      ['name', item.name],
    ];
    if (item.description) entries.push(['description', item.description]);
    const priceEntries = variationEntries(
      priced.map((size, index) => ({ name: size.name || `Size ${index + 1}`, cents: size.cents as number })),
    );
    const choiceGroups = [...groups.values()].filter((group) => group.items.has(key(item.name)));
    for (const group of choiceGroups) usedGroups.add(key(group.name));
    const groupCells = choiceGroups.map(
      (group) =>
        `${group.name} [0-${group.options.length}]: ${group.options
          .map((option) => (option.cents > 0 ? `${option.name} +${dollars(option.cents)}` : option.name))
          .join('; ')}`,
    );
    const sizeCell = priceEntries.find(([column]) => column === 'modifiers')?.[1] as string | undefined;
    entries.push(['price', priceEntries[0]?.[1]]);
    const modifiers = [sizeCell, ...groupCells].filter((text): text is string => Boolean(text));
    if (modifiers.length > 0) entries.push(['modifiers', modifiers.join(' | ')]);
    const read = readCells(item.row, entries);
    if (Array.isArray(read)) errors.push(...read);
    else rows.push(read);
    if (item.repeatedPrices > 0)
      notes.push({
        row: item.row,
        field: 'Price',
        message: `"${item.name}" has other prices in Toast (menu, time or location specific); its first price is used.`,
      });
  }
  for (const group of groups.values())
    if (!usedGroups.has(key(group.name)))
      notes.push({
        row: group.row,
        field: 'Modifier group',
        message: `Modifier group "${group.name}" names no menu item in this export, so it was not added; add it to its items in the menu editor.`,
      });
  if (otherRows > 0)
    notes.unshift({
      row: 0,
      message: `${otherRows} ${otherRows === 1 ? 'row was' : 'rows were'} neither a menu item nor a modifier and ${otherRows === 1 ? 'was' : 'were'} left out.`,
    });
  return {
    rows,
    errors: errors.sort((a, b) => a.row - b.row),
    totalRows: items.size,
    notes,
    source: 'toast',
  };
}
