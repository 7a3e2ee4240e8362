import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignText,
  charactersPerLine,
  PRINT_ALIGNMENTS,
  padLeft,
  padRight,
  RECEIPT_FONT_SIZES,
  RECEIPT_QR_CODE_SIZE,
  ruleLine,
  truncateText,
  twoColumnLines,
  wrapText,
} from '../../src/receipts/receipts';

describe('receipt layout constants', () => {
  it('fits 48, 57, 64 or 72 characters for font size 12, 10, 9, 8', () => {
    expect(RECEIPT_FONT_SIZES.map(charactersPerLine)).toEqual([48, 57, 64, 72]);
    expect(RECEIPT_QR_CODE_SIZE).toBe(3);
    expect(PRINT_ALIGNMENTS).toEqual(['left', 'centre', 'right']);
  });
});

describe('padding and alignment', () => {
  it('pads and aligns to the line width', () => {
    expect(padRight('Total', 8)).toBe('Total   ');
    expect(padLeft('$5.00', 8)).toBe('   $5.00');
    expect(padLeft('toolong', 3)).toBe('toolong');
    expect(alignText('Hi', 7, 'left')).toBe('Hi     ');
    expect(alignText('Hi', 7, 'right')).toBe('     Hi');
    expect(alignText('Hi', 7, 'centre')).toBe('  Hi   ');
    expect(alignText('Margherita', 5, 'centre')).toBe('Margh');
    expect(ruleLine(5)).toBe('-----');
    expect(ruleLine(3, '=')).toBe('===');
  });

  it('counts an accented letter or emoji as one column', () => {
    expect(padRight('Café', 6)).toBe('Café  ');
    expect(truncateText('🍕🍕🍕', 2)).toBe('🍕🍕');
  });
});

describe('wrapText', () => {
  it('wraps on spaces and indents continuation lines', () => {
    expect(wrapText('Large Supreme Pizza with extra cheese', 16, 2)).toEqual([
      'Large Supreme',
      '  Pizza with',
      '  extra cheese',
    ]);
  });

  it('splits words longer than a line', () => {
    expect(wrapText('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('', 8)).toEqual(['']);
  });

  it('refuses widths it cannot wrap to', () => {
    expect(() => wrapText('x', 0)).toThrow(RangeError);
    expect(() => wrapText('x', 4, 4)).toThrow(RangeError);
  });

  it('never exceeds the width and keeps every word (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,30}$/), { maxLength: 20 }),
        fc.integer({ min: 5, max: 72 }),
        (words, width) => {
          const lines = wrapText(words.join(' '), width, 2);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
          expect(lines.join('').replace(/\s/g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});

describe('twoColumnLines', () => {
  it('joins a label and a price with a filler to the full width', () => {
    expect(twoColumnLines('Margherita', '$12.00', 30, '.')).toEqual(['Margherita ............ $12.00']);
    expect(twoColumnLines('Total', '$12.00', 20)).toEqual(['Total         $12.00']);
  });

  it('wraps a long label and keeps the price on the first line', () => {
    const lines = twoColumnLines('2 x Large Supreme Pizza with extra cheese', '$48.00', 30);
    expect(lines).toEqual(['2 x Large Supreme Pizza $48.00', '  with extra cheese']);
  });

  it('right-aligns a value too wide for a label', () => {
    expect(twoColumnLines('Total', '$1,000,000.00', 12)).toEqual(['$1,000,000.0']);
  });

  it('always fills the first line exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]{1,60}$/),
        fc.stringMatching(/^\$\d{1,6}\.\d{2}$/),
        fc.constantFrom(48, 57, 64, 72),
        (label, price, width) => {
          const [first, ...rest] = twoColumnLines(label, price, width, '.');
          expect(first?.length).toBe(width);
          expect(first?.endsWith(price)).toBe(true);
          for (const line of rest) expect(line.length).toBeLessThan(width - price.length);
        },
      ),
    );
  });
});
