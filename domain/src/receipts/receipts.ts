/**
 * Plain-text layout for receipt printers (and the text part of emails): fixed-width lines whose width
 * depends on the printer font size. Pure functions; printers and emails render what they return.
 */

export const RECEIPT_FONT_SIZES = [12, 10, 9, 8] as const;
export type ReceiptFontSize = (typeof RECEIPT_FONT_SIZES)[number];

export const CHARACTERS_PER_LINE: Record<ReceiptFontSize, number> = { 12: 48, 10: 57, 9: 64, 8: 72 };
export const RECEIPT_QR_CODE_SIZE = 3;

export const PRINT_ALIGNMENTS = ['left', 'centre', 'right'] as const;
export type PrintAlignment = (typeof PRINT_ALIGNMENTS)[number];

export function charactersPerLine(fontSize: ReceiptFontSize): number {
  return CHARACTERS_PER_LINE[fontSize];
}

/**
 * Characters as the printer sees them: one per code point, so an emoji or accented letter takes one
 * column, not two UTF-16 units.
 */
function columns(text: string): string[] {
  return Array.from(text);
}

function textWidth(text: string): number {
  return columns(text).length;
}

/** Cuts to `width` columns. */
export function truncateText(text: string, width: number): string {
  return columns(text).slice(0, Math.max(0, width)).join('');
}

export function padRight(text: string, width: number, filler = ' '): string {
  return text + filler.repeat(Math.max(0, width - textWidth(text)));
}

export function padLeft(text: string, width: number, filler = ' '): string {
  return filler.repeat(Math.max(0, width - textWidth(text))) + text;
}

/** Places text in a line of `width` columns; centring puts the odd space on the right. Long text is cut. */
export function alignText(text: string, width: number, alignment: PrintAlignment): string {
  const fitted = truncateText(text, width);
  if (alignment === 'left') return padRight(fitted, width);
  if (alignment === 'right') return padLeft(fitted, width);
  const left = Math.floor((width - textWidth(fitted)) / 2);
  return padRight(' '.repeat(left) + fitted, width);
}

/**
 * Word-wraps text to `width` columns. Words longer than a line are split. Continuation lines are
 * indented by `indent` columns so a wrapped item name reads as one entry. Linear in the length of the
 * text (`wrapColumns`), however long its words: an order's address or note may be long.
 */
export function wrapText(text: string, width: number, indent = 0): string[] {
  return wrapColumns(columns(text), width, indent);
}

const WHITESPACE = /\s/;

/** `columns[from, to)` as text. */
function joinColumns(chars: ArrayLike<string>, from: number, to: number): string {
  let text = '';
  for (let index = from; index < to; index++) text += chars[index];
  return text;
}

/**
 * `wrapText` over the text's columns (code points). One pass: each column is read a bounded number of
 * times (finding its word, then copying it into a line), so the work grows with the text and not with
 * its square; test/receipts/receipts.test.ts counts the reads.
 */
export function wrapColumns(chars: ArrayLike<string>, width: number, indent = 0): string[] {
  if (width < 1 || indent >= width)
    throw new RangeError(`Cannot wrap to ${width} columns with indent ${indent}`);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const limit = () => (lines.length === 0 ? width : width - indent);
  const flush = () => {
    lines.push(lines.length === 0 ? line : ' '.repeat(indent) + line);
    line = '';
    lineWidth = 0;
  };
  const length = chars.length;
  let start = 0;
  while (start < length) {
    if (WHITESPACE.test(chars[start] as string)) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < length && !WHITESPACE.test(chars[end] as string)) end++;
    const wordWidth = end - start;
    if (lineWidth > 0 && lineWidth + 1 + wordWidth <= limit()) {
      line += ` ${joinColumns(chars, start, end)}`;
      lineWidth += 1 + wordWidth;
      start = end;
      continue;
    }
    if (lineWidth > 0) flush();
    // A word longer than a line fills whole lines; what is left starts the next one.
    while (end - start > limit()) {
      const take = limit();
      line = joinColumns(chars, start, start + take);
      lineWidth = take;
      start += take;
      flush();
    }
    line = joinColumns(chars, start, end);
    lineWidth = end - start;
    start = end;
  }
  if (lineWidth > 0 || lines.length === 0) flush();
  return lines;
}

/**
 * A left label and a right value on one line, joined by `filler` ("Margherita ....... $12.00").
 * A label too long for the line wraps; the value stays on the first line so prices line up.
 */
export function twoColumnLines(left: string, right: string, width: number, filler = ' '): string[] {
  const leftWidth = width - textWidth(right) - 1;
  if (leftWidth < 1) return [alignText(right, width, 'right')];
  const [first = '', ...rest] = wrapText(left, leftWidth, 2);
  const gap = width - textWidth(first) - textWidth(right);
  const joiner = gap <= 1 ? ' ' : ` ${filler.repeat(gap - 2)} `;
  return [first + joiner + right, ...rest];
}

/** A full-width divider. */
export function ruleLine(width: number, character = '-'): string {
  return character.repeat(width);
}
