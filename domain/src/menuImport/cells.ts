import { COLLECTION_TYPES, type CollectionType } from '../common/constants';
import { ALLERGEN_CODES, type AllergenCode, allergenName } from '../menu/allergens';
import { type Cents, toCents } from '../money/money';

/**
 * Readers for the cells of a menu import row. Each turns what an owner types into a spreadsheet cell
 * ("$12.50", "yes", "Milk; Eggs", "Small=12; Large=18") into a value, or a message in words.
 * JSON files may give the same text, or the structured value (numbers, arrays, objects).
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const cellOk = <T>(value: T): CellResult<T> => ({ ok: true, value });
export const cellProblem = <T>(message: string): CellResult<T> => ({ ok: false, message });

/** Splits a list cell on ";" or "," and drops empty entries ("Olives; Onion," → two names). */
export function splitList(text: string): string[] {
  return text
    .split(/[;,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const CURRENCY_PREFIX = /^[-+]?\s*(?:A\$|NZ\$|US\$|[$£€₹])\s*/i;

/** A dollar amount ("12.5", "$12.50", "1,200.00") in cents; negative amounts are refused. */
export function readMoney(input: unknown): CellResult<Cents> {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return cellProblem('Write an amount like 12.50');
    if (input < 0) return cellProblem('Amounts cannot be negative');
    return cellOk(toCents(input));
  }
  if (typeof input !== 'string') return cellProblem('Write an amount like 12.50');
  const negative = /^\s*-/.test(input);
  const text = input
    .trim()
    .replace(/^-\s*/, '')
    .replace(CURRENCY_PREFIX, '')
    .replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d*(\.\d*)?$/.test(text) || text === '' || text === '.')
    return cellProblem(`"${input.trim()}" is not an amount; write it like 12.50`);
  if (negative) return cellProblem('Amounts cannot be negative');
  const cents = toCents(text);
  if (text.includes('.') && (text.split('.')[1] ?? '').length > 2)
    return cellProblem(`"${input.trim()}" has more than two decimal places; write it like 12.50`);
  return cellOk(cents);
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x', 'on']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'off']);

export function readBoolean(input: unknown): CellResult<boolean> {
  if (typeof input === 'boolean') return cellOk(input);
  const text = String(input).trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return cellOk(true);
  if (FALSE_WORDS.has(text)) return cellOk(false);
  return cellProblem(`"${String(input).trim()}" is not yes or no`);
}

/** A list of names from a cell ("Olives; Onion") or a JSON array of strings. */
export function readNameList(input: unknown): CellResult<string[]> {
  if (typeof input === 'string') return cellOk(splitList(input));
  if (Array.isArray(input) && input.every((entry) => typeof entry === 'string'))
    return cellOk(input.map((entry) => entry.trim()).filter((entry) => entry !== ''));
  return cellProblem('Write a list of names separated by ";"');
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLLECTION_TYPE_WORDS: Record<string, CollectionType> = {
  pickup: 'pickup',
  collection: 'pickup',
  takeaway: 'pickup',
  delivery: 'delivery',
  dinein: 'dineIn',
  eatin: 'dineIn',
};

/** "pickup; dine in" → available for those and not the others; "all" → every collection type. */
export function readAvailableFor(input: unknown): CellResult<Record<CollectionType, boolean>> {
  const names = readNameList(input);
  if (!names.ok) return cellProblem('List collection types: pickup, delivery, dine in');
  const chosen = new Set<CollectionType>();
  for (const name of names.value) {
    if (squash(name) === 'all') for (const type of COLLECTION_TYPES) chosen.add(type);
    else {
      const type = COLLECTION_TYPE_WORDS[squash(name)];
      if (!type) return cellProblem(`"${name}" is not a collection type; use pickup, delivery or dine in`);
      chosen.add(type);
    }
  }
  if (chosen.size === 0) return cellProblem('List at least one collection type, or leave the cell empty');
  return cellOk({
    pickup: chosen.has('pickup'),
    delivery: chosen.has('delivery'),
    dineIn: chosen.has('dineIn'),
  });
}

const ORDERING_SYSTEMS = ['pos', 'online', 'uberEats'] as const;
type OrderingSystem = (typeof ORDERING_SYSTEMS)[number];
const ORDERING_SYSTEM_WORDS: Record<string, OrderingSystem> = {
  pos: 'pos',
  instore: 'pos',
  online: 'online',
  website: 'online',
  web: 'online',
  ubereats: 'uberEats',
  uber: 'uberEats',
  marketplace: 'uberEats',
};

/** "pos; online" → shown on those ordering systems only; "all" → everywhere. */
export function readOrderingSystems(input: unknown): CellResult<Record<OrderingSystem, boolean>> {
  const names = readNameList(input);
  if (!names.ok) return cellProblem('List ordering systems: pos, online, uberEats');
  const chosen = new Set<OrderingSystem>();
  for (const name of names.value) {
    if (squash(name) === 'all') for (const system of ORDERING_SYSTEMS) chosen.add(system);
    else {
      const system = ORDERING_SYSTEM_WORDS[squash(name)];
      if (!system) return cellProblem(`"${name}" is not an ordering system; use pos, online or uberEats`);
      chosen.add(system);
    }
  }
  if (chosen.size === 0) return cellProblem('List at least one ordering system, or leave the cell empty');
  return cellOk({ pos: chosen.has('pos'), online: chosen.has('online'), uberEats: chosen.has('uberEats') });
}

/** An allergen by code ("TREE_NUTS") or by name ("Tree nuts", "Sesame", "Milk"), ignoring case. */
export function findAllergen(text: string): AllergenCode | undefined {
  const wanted = squash(text);
  if (wanted === '') return undefined;
  return (
    ALLERGEN_CODES.find((code) => squash(code) === wanted) ??
    ALLERGEN_CODES.find((code) => squash(allergenName(code)) === wanted) ??
    // "Sesame" for "Sesame seeds", "Prawns" for "Prawns / shrimp", "Corn" for "Corn / maize".
    ALLERGEN_CODES.find((code) =>
      allergenName(code)
        .split(/[/(]/)
        .some((part) => squash(part) === wanted || squash(part.split(' ')[0] ?? '') === wanted),
    )
  );
}

export function readAllergens(input: unknown): CellResult<AllergenCode[]> {
  const names = readNameList(input);
  if (!names.ok) return cellProblem('List allergens separated by ";", like Milk; Eggs; Gluten');
  const codes: AllergenCode[] = [];
  for (const name of names.value) {
    const code = findAllergen(name);
    if (!code) return cellProblem(`"${name}" is not an allergen we know; use names like Milk, Eggs, Gluten`);
    if (!codes.includes(code)) codes.push(code);
  }
  return cellOk(codes);
}

export interface SizePrice {
  /** The size as written in the file: a size name or id from the store's pizza settings. */
  size: string;
  price: Cents;
}

/** "Small=12.00; Large=18.00" (or "Small: 12"), or JSON `{"Small": 12}` / `[{"size": "Small", "price": 12}]`. */
export function readSizes(input: unknown): CellResult<SizePrice[]> {
  const entries: [string, unknown][] = [];
  if (typeof input === 'string') {
    for (const part of input.split(';').flatMap((chunk) => chunk.split(/,(?!\d{3}\b)/))) {
      if (part.trim() === '') continue;
      const match = /^(.+?)\s*[=:]\s*(.+)$/.exec(part.trim());
      if (!match) return cellProblem(`"${part.trim()}" should be a size and its price, like Large=18.00`);
      entries.push([match[1] as string, match[2]]);
    }
  } else if (Array.isArray(input)) {
    for (const entry of input) {
      if (
        typeof entry !== 'object' ||
        entry === null ||
        typeof (entry as { size?: unknown }).size !== 'string'
      )
        return cellProblem('Each size needs a "size" name and a "price"');
      entries.push([(entry as { size: string }).size, (entry as { price?: unknown }).price]);
    }
  } else if (typeof input === 'object' && input !== null) {
    entries.push(...Object.entries(input));
  } else return cellProblem('Write sizes like Small=12.00; Large=18.00');

  const sizes: SizePrice[] = [];
  for (const [size, price] of entries) {
    const cents = readMoney(price);
    if (!cents.ok) return cellProblem(`${size.trim()}: ${cents.message}`);
    sizes.push({ size: size.trim(), price: cents.value });
  }
  return cellOk(sizes);
}

export interface ModifierOptionInput {
  name: string;
  extraCharge: Cents;
}
export interface ModifierGroupInput {
  name: string;
  min?: number;
  max?: number;
  allowMultiple: boolean;
  options: ModifierOptionInput[];
}

const GROUP_PATTERN = /^([^[:]+?)\s*(?:\[([^\]]*)\])?\s*:\s*(.*)$/s;
const OPTION_PATTERN = /^(.*?)\s*\+\s*(\S+)$/;

function readRange(
  text: string,
  group: string,
): CellResult<Pick<ModifierGroupInput, 'min' | 'max' | 'allowMultiple'>> {
  const words = text.trim().toLowerCase();
  const allowMultiple = /\b(multiple|repeat|repeatable)\b/.test(words);
  const numbers = words.replace(/\b(multiple|repeat|repeatable)\b/g, '').trim();
  if (numbers === '') return cellOk({ allowMultiple });
  const match = /^(\d+)\s*(?:-\s*(\d+))?$/.exec(numbers);
  if (!match) return cellProblem(`${group}: write the choices like [1-1], [0-3] or [0-3 multiple]`);
  const min = Number(match[1]);
  return cellOk({ min, max: match[2] === undefined ? Math.max(min, 1) : Number(match[2]), allowMultiple });
}

function readOptionText(text: string, group: string): CellResult<ModifierOptionInput> {
  const match = OPTION_PATTERN.exec(text);
  if (!match) return cellOk({ name: text, extraCharge: 0 });
  const charge = readMoney(match[2]);
  if (!charge.ok) return cellProblem(`${group}, ${match[1]}: ${charge.message}`);
  return cellOk({ name: match[1] as string, extraCharge: charge.value });
}

/** `Sauce [1-1]: Tomato; BBQ +0.50 | Extras [0-3 multiple]: Cheese +2` (groups split by "|"). */
function readModifierText(text: string): CellResult<ModifierGroupInput[]> {
  const groups: ModifierGroupInput[] = [];
  for (const part of text.split(/\||\r?\n/)) {
    if (part.trim() === '') continue;
    const match = GROUP_PATTERN.exec(part.trim());
    if (!match)
      return cellProblem(
        `"${part.trim()}" should be a group name, a colon and its options, like Sauce [1-1]: Tomato; BBQ +0.50`,
      );
    const name = (match[1] as string).trim();
    const range = readRange(match[2] ?? '', name);
    if (!range.ok) return range;
    const options: ModifierOptionInput[] = [];
    for (const optionText of splitList(match[3] ?? '')) {
      const option = readOptionText(optionText, name);
      if (!option.ok) return option;
      options.push(option.value);
    }
    groups.push({ name, ...range.value, options });
  }
  return cellOk(groups);
}

function readModifierJson(input: unknown[]): CellResult<ModifierGroupInput[]> {
  const groups: ModifierGroupInput[] = [];
  for (const [index, entry] of input.entries()) {
    const group = entry as Record<string, unknown> | null;
    const label = `Group ${index + 1}`;
    if (typeof group !== 'object' || group === null || typeof group.name !== 'string')
      return cellProblem(`${label} needs a "name" and "options"`);
    if (!Array.isArray(group.options)) return cellProblem(`${group.name} needs a list of "options"`);
    const options: ModifierOptionInput[] = [];
    for (const option of group.options) {
      if (typeof option === 'string') {
        const read = readOptionText(option, group.name);
        if (!read.ok) return read;
        options.push(read.value);
        continue;
      }
      const fields = option as Record<string, unknown> | null;
      if (typeof fields !== 'object' || fields === null || typeof fields.name !== 'string')
        return cellProblem(`${group.name}: each option needs a "name"`);
      const charge = fields.price ?? fields.extraCharge ?? 0;
      const cents = readMoney(charge);
      if (!cents.ok) return cellProblem(`${group.name}, ${fields.name}: ${cents.message}`);
      options.push({ name: fields.name, extraCharge: cents.value });
    }
    const whole = (value: unknown, what: string): CellResult<number | undefined> =>
      value === undefined || (typeof value === 'number' && Number.isInteger(value))
        ? cellOk(value as number | undefined)
        : cellProblem(`${group.name}: ${what} must be a whole number`);
    const min = whole(group.min, 'min');
    if (!min.ok) return min;
    const max = whole(group.max, 'max');
    if (!max.ok) return max;
    groups.push({
      name: group.name,
      min: min.value,
      max: max.value,
      allowMultiple: group.allowMultiple === true,
      options,
    });
  }
  return cellOk(groups);
}

export function readModifiers(input: unknown): CellResult<ModifierGroupInput[]> {
  if (typeof input === 'string') return readModifierText(input);
  if (Array.isArray(input)) return readModifierJson(input);
  return cellProblem('Write modifier groups like Sauce [1-1]: Tomato; BBQ +0.50');
}
