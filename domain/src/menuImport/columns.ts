import type { CollectionType } from '../common/constants';
import type { AllergenCode } from '../menu/allergens';
import type { Cents } from '../money/money';
import {
  type CellResult,
  cellOk,
  type ModifierGroupInput,
  readAllergens,
  readAvailableFor,
  readBoolean,
  readModifiers,
  readMoney,
  readNameList,
  readOrderingSystems,
  readSizes,
  type SizePrice,
} from './cells';

/**
 * The columns of a menu import file (docs/menu-import.md). A CSV header or JSON key matches a
 * column by its name or an alias, ignoring case, spaces, "-" and "_" ("Item name", "item_name").
 */

export interface ImportRowFields {
  category: string;
  type: string;
  name: string;
  description: string;
  price: Cents;
  sizes: SizePrice[];
  halfAndHalf: boolean;
  removableToppings: string[];
  modifiers: ModifierGroupInput[];
  label: string;
  dietary: string;
  contains: AllergenCode[];
  mayContain: AllergenCode[];
  freeFrom: AllergenCode[];
  availableFor: Record<CollectionType, boolean>;
  orderingSystems: { pos: boolean; online: boolean; uberEats: boolean };
  soldOut: boolean;
  alcohol: boolean;
  gst: boolean;
  discounted: boolean;
  backgroundColor: string;
}
export type ImportColumnKey = keyof ImportRowFields;

interface ImportColumn<K extends ImportColumnKey> {
  key: K;
  aliases: readonly string[];
  read: (input: unknown) => CellResult<ImportRowFields[K]>;
}

function readText(input: unknown): CellResult<string> {
  if (typeof input === 'string') return cellOk(input.trim());
  if (typeof input === 'number') return cellOk(String(input));
  return { ok: false, message: 'Write text here' };
}

const column = <K extends ImportColumnKey>(
  key: K,
  read: ImportColumn<K>['read'],
  aliases: readonly string[] = [],
): ImportColumn<K> => ({ key, aliases, read });

export const IMPORT_COLUMNS = [
  column('category', readText, ['categoryname']),
  column('type', readText, ['itemtype']),
  column('name', readText, ['itemname', 'item']),
  column('description', readText),
  column('price', readMoney, ['baseprice']),
  column('sizes', readSizes, ['sizeprices', 'pizzasizes']),
  column('halfAndHalf', readBoolean, ['halfandhalfavailable']),
  column('removableToppings', readNameList, ['toppings', 'removetoppings']),
  column('modifiers', readModifiers, ['modifiergroups']),
  column('label', readText),
  column('dietary', readText),
  column('contains', readAllergens, ['allergens']),
  column('mayContain', readAllergens),
  column('freeFrom', readAllergens),
  column('availableFor', readAvailableFor, ['collectiontypes']),
  column('orderingSystems', readOrderingSystems, ['applicableorderingsystem', 'showon']),
  column('soldOut', readBoolean),
  column('alcohol', readBoolean, ['isalcohol']),
  column('gst', readBoolean, ['isgstapplicable', 'gstapplicable']),
  column('discounted', readBoolean),
  column('backgroundColor', readText, ['backgroundcolour', 'colour', 'color']),
] as const;

export const IMPORT_COLUMN_KEYS: readonly ImportColumnKey[] = IMPORT_COLUMNS.map((entry) => entry.key);

const squashHeader = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');

const COLUMN_BY_HEADER = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((entry) => [
    [squashHeader(entry.key), entry.key] as const,
    ...entry.aliases.map((alias) => [alias, entry.key] as const),
  ]),
);

/** The column a header or JSON key names, or undefined for an unknown one. */
export function importColumnFor(header: string): ImportColumnKey | undefined {
  return COLUMN_BY_HEADER.get(squashHeader(header));
}

/** Reads one cell into its column's value; empty cells are "not given" (the schema default applies). */
export function readImportCell<K extends ImportColumnKey>(
  key: K,
  input: unknown,
): CellResult<ImportRowFields[K] | undefined> {
  if (input === undefined || input === null) return cellOk(undefined);
  if (typeof input === 'string' && input.trim() === '') return cellOk(undefined);
  const entry = IMPORT_COLUMNS.find((candidate) => candidate.key === key) as ImportColumn<K> | undefined;
  if (!entry) return cellOk(undefined);
  return entry.read(input);
}
