import { type ImportColumnKey, type ImportRowFields, importColumnFor, readImportCell } from './columns';
import { isBlankRecord, parseCsv } from './csv';
import { isLightspeedExportHeader, readLightspeedExport } from './lightspeedExport';
import { isSquareItemLibraryHeader, readSquareItemLibrary } from './squareItemLibrary';
import { isToastMenuExportHeader, readToastMenuExport } from './toastMenuExport';

/**
 * Step 1 of an import: the file's text → rows of typed cells, with problems per row and column in
 * words. Nothing here knows the store; `validateImportRows` checks the rows against the menu schemas.
 */

export const MENU_IMPORT_FORMATS = ['csv', 'json'] as const;
export type MenuImportFormat = (typeof MENU_IMPORT_FORMATS)[number];

/** Most rows one file may hold (a large menu has about 1,000 items). */
export const MAX_MENU_IMPORT_ROWS = 5000;

/**
 * A problem with one row. `row` is the spreadsheet row number for CSV (the header is row 1) and the
 * position in the items array for JSON (from 1); 0 means the file as a whole. `field` is the column.
 */
export interface ImportRowError {
  row: number;
  field?: string;
  message: string;
}

export interface ImportRowInput {
  row: number;
  fields: Partial<ImportRowFields>;
}

export interface ReadImportFileResult {
  rows: ImportRowInput[];
  errors: ImportRowError[];
  /** Rows with something in them (blank lines are not counted): what the owner meant to import. */
  totalRows: number;
  /** Things the owner should know that stop no row (e.g. what another system's export leaves out). */
  notes?: ImportRowError[];
  /** Whose layout the file has: ours, or an export of another system read into ours. */
  source?: MenuImportSource;
}

/** Layouts the import reads: our own columns, and the menu exports of Square, Toast and Lightspeed. */
export type MenuImportSource = 'ours' | 'square' | 'toast' | 'lightspeed';
export const MENU_IMPORT_SOURCE_LABELS: Record<MenuImportSource, string> = {
  ours: 'our import format',
  square: 'a Square item library export',
  toast: 'a Toast menu export',
  lightspeed: 'a Lightspeed product export',
};

/** Other systems' layouts, each recognised by its header (ours refuses their column names). */
const FOREIGN_LAYOUTS = [
  { matches: isSquareItemLibraryHeader, read: readSquareItemLibrary },
  { matches: isToastMenuExportHeader, read: readToastMenuExport },
  { matches: isLightspeedExportHeader, read: readLightspeedExport },
] as const;

function readCells(row: number, entries: [ImportColumnKey, unknown][]): ImportRowInput | ImportRowError[] {
  const fields: Partial<Record<ImportColumnKey, unknown>> = {};
  const errors: ImportRowError[] = [];
  for (const [key, input] of entries) {
    const result = readImportCell(key, input);
    if (result.ok) {
      if (result.value !== undefined) fields[key] = result.value;
    } else errors.push({ row, field: key, message: result.message });
  }
  return errors.length > 0 ? errors : { row, fields: fields as Partial<ImportRowFields> };
}

function tooManyRows(totalRows: number): ImportRowError[] {
  return totalRows > MAX_MENU_IMPORT_ROWS
    ? [
        {
          row: 0,
          message: `The file has ${totalRows} rows; import at most ${MAX_MENU_IMPORT_ROWS} at a time.`,
        },
      ]
    : [];
}

function collect(results: (ImportRowInput | ImportRowError[])[], totalRows: number): ReadImportFileResult {
  const tooMany = tooManyRows(totalRows);
  if (tooMany.length > 0) return { rows: [], errors: tooMany, totalRows };
  const rows: ImportRowInput[] = [];
  const errors: ImportRowError[] = [];
  for (const result of results) {
    if (Array.isArray(result)) errors.push(...result);
    else rows.push(result);
  }
  return { rows, errors, totalRows };
}

export function readCsvImport(content: string): ReadImportFileResult {
  const { records, problem } = parseCsv(content);
  if (problem) return { rows: [], errors: [problem], totalRows: 0 };
  const filled = records.filter((record) => !isBlankRecord(record));
  const [header, ...data] = filled;
  if (!header) return { rows: [], errors: [{ row: 0, message: 'The file is empty.' }], totalRows: 0 };
  const foreign = FOREIGN_LAYOUTS.find((layout) => layout.matches(header.cells));
  if (foreign) {
    const tooMany = tooManyRows(data.length);
    if (tooMany.length > 0) return { rows: [], errors: tooMany, totalRows: data.length };
    return foreign.read(header, data, readCells);
  }

  const keys: (ImportColumnKey | undefined)[] = [];
  const headerErrors: ImportRowError[] = [];
  header.cells.forEach((cell, index) => {
    const text = cell.trim();
    if (text === '') return;
    const key = importColumnFor(text);
    if (!key)
      headerErrors.push({
        row: header.row,
        field: text,
        message: `Unknown column "${text}". Rename it to one of the columns in the import guide, or delete it.`,
      });
    else if (keys.includes(key))
      headerErrors.push({ row: header.row, field: text, message: `Column "${text}" appears twice.` });
    keys[index] = key;
  });
  for (const required of ['category', 'name'] as const)
    if (!keys.includes(required))
      headerErrors.push({
        row: header.row,
        field: required,
        message: `The header needs a "${required}" column.`,
      });
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors, totalRows: data.length };

  const results = data.map((record): ImportRowInput | ImportRowError[] => {
    const extra = record.cells.slice(keys.length).some((cell) => cell.trim() !== '');
    if (extra)
      return [
        {
          row: record.row,
          message: 'This row has more cells than the header has columns; check for a missing quote.',
        },
      ];
    const entries = keys.flatMap((key, index): [ImportColumnKey, unknown][] =>
      key ? [[key, record.cells[index] ?? '']] : [],
    );
    return readCells(record.row, entries);
  });
  return collect(results, data.length);
}

export function readJsonImport(content: string): ReadImportFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.startsWith('\uFEFF') ? content.slice(1) : content);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      errors: [{ row: 0, message: `The file is not valid JSON (${reason}).` }],
      totalRows: 0,
    };
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { items?: unknown }).items)
      ? (parsed as { items: unknown[] }).items
      : undefined;
  if (!list)
    return {
      rows: [],
      errors: [
        { row: 0, message: 'The file should hold a list of items, or an object with an "items" list.' },
      ],
      totalRows: 0,
    };

  const results = list.map((entry, index): ImportRowInput | ImportRowError[] => {
    const row = index + 1;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return [{ row, message: 'Each item should be an object with fields such as "category" and "name".' }];
    const entries: [ImportColumnKey, unknown][] = [];
    const errors: ImportRowError[] = [];
    for (const [name, value] of Object.entries(entry)) {
      const key = importColumnFor(name);
      if (key) entries.push([key, value]);
      else
        errors.push({
          row,
          field: name,
          message: `Unknown field "${name}"; see the import guide for field names.`,
        });
    }
    const read = readCells(row, entries);
    return errors.length > 0 ? [...errors, ...(Array.isArray(read) ? read : [])] : read;
  });
  return collect(results, list.length);
}

export function readMenuImportFile(format: MenuImportFormat, content: string): ReadImportFileResult {
  return format === 'csv' ? readCsvImport(content) : readJsonImport(content);
}
