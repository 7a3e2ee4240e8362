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

// ---------------------------------------------------------------------------------------------
// Splitting cells. One pass each, by hand: the regular expressions these replace backtracked over
// runs of spaces (a cell of 4,000 spaces took 45 s to read), and an import file holds 2 MB.

const WHITESPACE = /\s/;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

function isSpace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char);
}

/** The end of `text[0, end)` without its trailing spaces, keeping at least its first character. */
function endWithoutSpaces(text: string, end: number): number {
  let at = end;
  while (at > 1 && isSpace(text[at - 1])) at--;
  return at;
}

/** The first index from `from` on that is not a space. */
function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at < text.length && isSpace(text[at])) at++;
  return at;
}

/**
 * "Large = 18.00" → ['Large', '18.00']: split at the first '=' or ':' after the first character
 * (what `/^(.+?)\s*[=:]\s*(.+)$/` matched).
 */
export function splitSizeEntry(text: string): [string, string] | undefined {
  // The name and the price may not hold a line break; the spaces around the separator may.
  const firstBreak = text.search(LINE_TERMINATOR);
  let lastBreak = text.length - 1;
  while (lastBreak >= 0 && !LINE_TERMINATOR.test(text[lastBreak] as string)) lastBreak--;
  for (let separator = 1; separator < text.length; separator++) {
    if (text[separator] !== '=' && text[separator] !== ':') continue;
    const nameEnd = endWithoutSpaces(text, separator);
    if (firstBreak >= 0 && firstBreak < nameEnd) return undefined;
    const valueStart = skipSpaces(text, separator + 1);
    if (valueStart < text.length) {
      if (lastBreak < valueStart) return [text.slice(0, nameEnd), text.slice(valueStart)];
      continue;
    }
    // Nothing but spaces after the separator: the last of them is the "price", as the pattern read it.
    const last = text[text.length - 1] as string;
    if (separator < text.length - 1 && !LINE_TERMINATOR.test(last)) return [text.slice(0, nameEnd), last];
  }
  return undefined;
}

/**
 * "Extras [0-3 multiple]: Cheese +2" → name, range and options text (what
 * `/^([^[:]+?)\s*(?:\[([^\]]*)\])?\s*:\s*(.*)$/s` matched).
 */
export function splitGroup(text: string): { name: string; range?: string; options: string } | undefined {
  let nameEnd = 0;
  while (nameEnd < text.length && text[nameEnd] !== '[' && text[nameEnd] !== ':') nameEnd++;
  if (nameEnd === 0 || nameEnd === text.length) return undefined;
  const name = text.slice(0, endWithoutSpaces(text, nameEnd));
  if (text[nameEnd] === ':') return { name, options: text.slice(skipSpaces(text, nameEnd + 1)) };
  const close = text.indexOf(']', nameEnd + 1);
  if (close < 0) return undefined;
  const colon = skipSpaces(text, close + 1);
  if (text[colon] !== ':') return undefined;
  return { name, range: text.slice(nameEnd + 1, close), options: text.slice(skipSpaces(text, colon + 1)) };
}

/**
 * "BBQ +0.50" → name and charge: the charge is the last word, after a '+' (what
 * `/^(.*?)\s*\+\s*(\S+)$/` matched: the leftmost '+' that only spaces and one word follow).
 */
export function splitOption(text: string): { name: string; charge: string } | undefined {
  if (text === '' || isSpace(text[text.length - 1])) return undefined;
  let wordStart = text.length;
  while (wordStart > 0 && !isSpace(text[wordStart - 1])) wordStart--;
  let spacesStart = wordStart;
  while (spacesStart > 0 && isSpace(text[spacesStart - 1])) spacesStart--;
  // A '+' right before the spaces in front of the last word ("BBQ + 0.50"), else one inside it ("BBQ +0.50").
  let plus = spacesStart < wordStart && text[spacesStart - 1] === '+' ? spacesStart - 1 : -1;
  if (plus < 0) {
    plus = text.indexOf('+', wordStart);
    if (plus < 0 || plus === text.length - 1) return undefined;
  }
  let nameEnd = plus;
  while (nameEnd > 0 && isSpace(text[nameEnd - 1])) nameEnd--;
  const name = text.slice(0, nameEnd);
  if (LINE_TERMINATOR.test(name)) return undefined;
  return { name, charge: plus < wordStart ? text.slice(wordStart) : text.slice(plus + 1) };
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
      const entry = splitSizeEntry(part.trim());
      if (!entry) return cellProblem(`"${part.trim()}" should be a size and its price, like Large=18.00`);
      entries.push(entry);
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
  const option = splitOption(text);
  if (!option) return cellOk({ name: text, extraCharge: 0 });
  const charge = readMoney(option.charge);
  if (!charge.ok) return cellProblem(`${group}, ${option.name}: ${charge.message}`);
  return cellOk({ name: option.name, extraCharge: charge.value });
}

/** `Sauce [1-1]: Tomato; BBQ +0.50 | Extras [0-3 multiple]: Cheese +2` (groups split by "|"). */
function readModifierText(text: string): CellResult<ModifierGroupInput[]> {
  const groups: ModifierGroupInput[] = [];
  for (const part of text.split(/\||\r?\n/)) {
    if (part.trim() === '') continue;
    const group = splitGroup(part.trim());
    if (!group)
      return cellProblem(
        `"${part.trim()}" should be a group name, a colon and its options, like Sauce [1-1]: Tomato; BBQ +0.50`,
      );
    const name = group.name.trim();
    const range = readRange(group.range ?? '', name);
    if (!range.ok) return range;
    const options: ModifierOptionInput[] = [];
    for (const optionText of splitList(group.options)) {
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
