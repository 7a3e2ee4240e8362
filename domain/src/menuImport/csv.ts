/**
 * A CSV reader for files exported from spreadsheets (RFC 4180): quoted cells may hold commas, line
 * breaks and doubled quotes; lines end in CRLF, LF or CR; a UTF-8 byte-order mark is dropped. Excel
 * in many European locales separates cells with ";", so the separator is taken from the header line.
 */

export interface CsvRecord {
  /** 1-based record number: the row number the owner sees in their spreadsheet (header = 1). */
  row: number;
  cells: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** A problem that stops reading the file (a quote never closed), with the row it started on. */
  problem?: { row: number; message: string };
}

const BOM = '\uFEFF';
/** What `String.prototype.trim` removes. */
const WHITESPACE = /\s/;

/** ";" when the header has semicolons outside quotes and no commas, otherwise ",". */
export function detectCsvSeparator(text: string): ',' | ';' {
  let inQuotes = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && char === ',') commas++;
    else if (!inQuotes && char === ';') semicolons++;
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
}

export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = detectCsvSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  /** Whether `cell` has a character other than a space: known as it grows, never by re-reading it. */
  let cellHasText = false;
  let inQuotes = false;
  let quoteStartRow = 0;
  let row = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ row, cells });
    cells = [];
    cell = '';
    cellHasText = false;
    row++;
  };
  const append = (char: string) => {
    cell += char;
    if (!cellHasText && !WHITESPACE.test(char)) cellHasText = true;
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (inQuotes) {
      if (char !== '"') append(char);
      else if (text[index + 1] === '"') {
        append('"');
        index++;
      } else inQuotes = false;
      continue;
    }
    if (char === '"' && !cellHasText) {
      // A quote opens a quoted cell only at its start (spaces before it are dropped, as Excel does);
      // elsewhere it is an ordinary character ("12" pizza).
      cell = '';
      inQuotes = true;
      quoteStartRow = row;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      cellHasText = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
    } else append(char);
  }

  if (inQuotes) {
    return {
      records,
      problem: {
        row: quoteStartRow,
        message: 'A quoted cell starting on this row is never closed: a closing " is missing.',
      },
    };
  }
  // The last line usually ends with a line break; only a non-empty tail is a record of its own.
  if (cell !== '' || cells.length > 0) endRecord();
  return { records };
}

/** True for a record with nothing in it (an empty line, or a spreadsheet row of empty cells). */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}
