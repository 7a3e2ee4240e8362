import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, readModifiers, readSizes } from '../../src';
import { splitGroup, splitOption, splitSizeEntry } from '../../src/menuImport/cells';

/**
 * Reading an import file is linear in its size. The cell splitters replace regular expressions that
 * backtracked over runs of spaces (`Sauce` + 4,000 spaces took 45 s), and the CSV reader no longer
 * re-reads a cell for every quote in it. Each splitter answers exactly what its regular expression
 * did (property tests over the characters that matter), and 100 kB inputs are read in well under a
 * second, twice the input taking about twice the time (wall time with generous bounds: the work is
 * native string code, which cannot be counted from here; the wrapping test counts reads instead).
 */

const SIZE_PATTERN = /^(.+?)\s*[=:]\s*(.+)$/;
const GROUP_PATTERN = /^([^[:]+?)\s*(?:\[([^\]]*)\])?\s*:\s*(.*)$/s;
const OPTION_PATTERN = /^(.*?)\s*\+\s*(\S+)$/;

const cellText = (alphabet: string) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join(''));

describe('the cell splitters answer what their regular expressions did', () => {
  it('sizes: "Large = 18.00" (property)', () => {
    fc.assert(
      fc.property(cellText('ab1=: \t\n.'), (text) => {
        const match = SIZE_PATTERN.exec(text);
        expect(splitSizeEntry(text)).toEqual(match ? [match[1], match[2]] : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('modifier groups: "Extras [0-3]: Cheese" (property)', () => {
    fc.assert(
      fc.property(cellText('ab1[]: \t\n-'), (text) => {
        const match = GROUP_PATTERN.exec(text);
        expect(splitGroup(text)).toEqual(
          match
            ? { name: match[1], options: match[3], ...(match[2] === undefined ? {} : { range: match[2] }) }
            : undefined,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('options: "BBQ +0.50" (property)', () => {
    fc.assert(
      fc.property(cellText('ab1+ \t\n.'), (text) => {
        const match = OPTION_PATTERN.exec(text);
        expect(splitOption(text)).toEqual(match ? { name: match[1], charge: match[2] } : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});

function timed(run: () => unknown): number {
  const started = Date.now();
  run();
  return Date.now() - started;
}

describe('reading 100 kB cells', () => {
  const KB = 1024;
  const spaces = (size: number) => ' '.repeat(size);
  const cases: Record<string, (size: number) => () => unknown> = {
    'a modifier group name followed by spaces': (size) => () => readModifiers(`Sauce${spaces(size)}x`),
    'an option with spaces before its charge': (size) => () => readModifiers(`Sauce: BBQ${spaces(size)}x`),
    'a size with spaces and no price': (size) => () => readSizes(`Large${spaces(size)}x`),
    'a CSV cell of spaces and quotes': (size) => () =>
      parseCsv(`a,b\n${spaces(size / 2)}x${'"'.repeat(size / 2)},y\n`),
  };

  it.each(Object.keys(cases))(
    '%s: in well under a second, and twice the input is not four times the work',
    (name) => {
      const make = cases[name] as (size: number) => () => unknown;
      const small = timed(make(100 * KB));
      const large = timed(make(200 * KB));
      expect(small).toBeLessThan(1000);
      // Linear work doubles; quadratic work quadruples. Timings of a few milliseconds are noise.
      expect(large).toBeLessThan(Math.max(4 * small, 250));
    },
  );

  it('still reads what owners write', () => {
    expect(readModifiers('Sauce [1-1]: Tomato; BBQ +0.50 | Extras [0-3 multiple]: Cheese + 2')).toEqual({
      ok: true,
      value: [
        {
          name: 'Sauce',
          min: 1,
          max: 1,
          allowMultiple: false,
          options: [
            { name: 'Tomato', extraCharge: 0 },
            { name: 'BBQ', extraCharge: 50 },
          ],
        },
        {
          name: 'Extras',
          min: 0,
          max: 3,
          allowMultiple: true,
          options: [{ name: 'Cheese', extraCharge: 200 }],
        },
      ],
    });
    expect(readSizes('Small=12.00; Large : 18')).toEqual({
      ok: true,
      value: [
        { size: 'Small', price: 1200 },
        { size: 'Large', price: 1800 },
      ],
    });
    expect(parseCsv('a,b\n  "x, y",z\n').records[1]?.cells).toEqual(['x, y', 'z']);
  });
});
