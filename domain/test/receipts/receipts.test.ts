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
  wrapColumns,
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

  it('wraps exactly as the word-by-word version did, whatever the whitespace (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zé🍕 \t\n]{0,120}$/u),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 19 }),
        (text, width, indent) => {
          fc.pre(indent < width);
          expect(wrapText(text, width, indent)).toEqual(wordByWordWrap(text, width, indent));
        },
      ),
    );
  });
});

/** The previous wrapText, kept as the reference for its output (it copied the rest of a long word per line). */
function wordByWordWrap(text: string, width: number, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  const limit = () => (lines.length === 0 ? width : width - indent);
  const flush = () => {
    lines.push(lines.length === 0 ? line : ' '.repeat(indent) + line);
    line = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    if (line !== '' && Array.from(line).length + 1 + Array.from(rest).length <= limit()) {
      line += ` ${rest}`;
      continue;
    }
    if (line !== '') flush();
    while (Array.from(rest).length > limit()) {
      line = Array.from(rest).slice(0, limit()).join('');
      rest = Array.from(rest).slice(limit()).join('');
      flush();
    }
    line = rest;
  }
  if (line !== '' || lines.length === 0) flush();
  return lines;
}

/** The columns of `text`, counting every time the wrapping reads one. */
function countedColumns(text: string): { chars: ArrayLike<string>; reads: () => number } {
  const columns = Array.from(text);
  let reads = 0;
  const chars = new Proxy(columns, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { chars, reads: () => reads };
}

describe('wrapping is linear in the length of the text', () => {
  const KB = 1024;
  const inputs: Record<string, (size: number) => string> = {
    'one long word': (size) => 'x'.repeat(size),
    'many short words': (size) => 'ab '.repeat(Math.ceil(size / 3)).slice(0, size),
    'long runs of spaces': (size) => `a${' '.repeat(size - 2)}b`,
    'words a little wider than a line': (size) =>
      `${'y'.repeat(49)} `.repeat(Math.ceil(size / 50)).slice(0, size),
  };

  it.each(Object.keys(inputs))('%s: each column is read at most 3 times, at 100 kB and at 200 kB', (name) => {
    const make = inputs[name] as (size: number) => string;
    const reads = [100 * KB, 200 * KB].map((size) => {
      const { chars, reads: count } = countedColumns(make(size));
      wrapColumns(chars, 48, 2);
      return count();
    });
    const [small = 0, large = 0] = reads;
    expect(small).toBeLessThanOrEqual(3 * 100 * KB);
    // Doubling the text doubles the work: it does not quadruple it.
    expect(large / small).toBeLessThan(2.1);
  });

  it('wraps a 100 kB note in well under a second', () => {
    const started = Date.now();
    const lines = wrapText(`Your note: ${'z'.repeat(100 * KB)}`, 48);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lines).toEqual([
      'Your note:',
      ...Array.from({ length: Math.ceil((100 * KB) / 48) }, () => expect.any(String)),
    ]);
  });
});

describe('twoColumnLines and wrapping', () => {
  it('still right-aligns the first line of a long label', () => {
    const [first] = twoColumnLines('w'.repeat(5000), '$1.00', 48);
    expect(first).toBe(`${'w'.repeat(42)} $1.00`);
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
