import { describe, expect, it } from 'vitest';
import {
  analyseMenuImport,
  describeImportCounts,
  type ExistingMenu,
  type ItemSpec,
  importBatches,
  importJobStatus,
  MAX_MENU_IMPORT_BYTES,
  type PizzaSettings,
  type PlannedImportRow,
  parseCsv,
  planMenuImport,
  readCsvImport,
  readJsonImport,
  utf8ByteLength,
  validateImportRows,
  ZItemSpec,
  ZMenuImportRequest,
  ZPizzaSettings,
} from '../../src';

// Read through a computed specifier: the domain's tsconfig has no Node types (the package is pure).
const fs = (await import(['node', 'fs'].join(':'))) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const example = (extension: 'csv' | 'json') =>
  fs.readFileSync(`../docs/examples/menu-import-example.${extension}`, 'utf8');

const pizzaSettings: PizzaSettings = ZPizzaSettings.parse({
  sizes: [
    { id: 'small', name: 'Small', hasHalfAndHalf: false },
    { id: 'large', name: 'Large' },
  ],
  toppings: [{ id: 'olives', name: 'Olives', prices: { small: 100, large: 200 } }],
});
const store = { restaurantId: 'r1', storeId: 's1' };
const emptyMenu: ExistingMenu = { categories: [], items: [], pizzaSettings };

function counter(prefix = 'id') {
  let next = 0;
  return () => `${prefix}${++next}`;
}

const HEADER = 'category,type,name,price,sizes,modifiers';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const { records, problem } = parseCsv('a,b,c\n"x, y","say ""hi""","two\nlines"\n');
    expect(problem).toBeUndefined();
    expect(records).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
    ]);
  });

  it('drops a byte-order mark and accepts CRLF, LF and CR line ends', () => {
    const { records } = parseCsv('\uFEFFname,price\r\nA,1\rB,2\nC,3');
    expect(records.map((record) => record.cells)).toEqual([
      ['name', 'price'],
      ['A', '1'],
      ['B', '2'],
      ['C', '3'],
    ]);
  });

  it('counts empty lines so row numbers match the spreadsheet', () => {
    const { records } = parseCsv('h\n\nx\n');
    expect(records.map((record) => record.row)).toEqual([1, 2, 3]);
  });

  it('reads semicolon-separated files exported by European spreadsheets', () => {
    expect(parseCsv('name;price\n"a;b";1,50').records[1]?.cells).toEqual(['a;b', '1,50']);
  });

  it('keeps a quote in the middle of a cell as text and reports a quote that never closes', () => {
    expect(parseCsv('12" pizza,x').records[0]?.cells).toEqual(['12" pizza', 'x']);
    expect(parseCsv('a\n"open,b\nc').problem).toEqual({
      row: 2,
      message: expect.stringContaining('never closed'),
    });
  });
});

describe('readCsvImport', () => {
  it('reads the example file without a single problem', () => {
    const result = readCsvImport(example('csv'));
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(7);
    const garlic = result.rows.find((row) => row.fields.name === 'Garlic bread');
    expect(garlic?.fields).toMatchObject({
      category: 'Sides',
      price: 850,
      description: 'Wood-fired, with "house" garlic butter',
      contains: ['GLUTEN', 'MILK'],
      mayContain: ['SESAME'],
    });
    expect(garlic?.fields.modifiers).toEqual([
      {
        name: 'Size',
        min: 1,
        max: 1,
        allowMultiple: false,
        options: [
          { name: 'Half loaf', extraCharge: 0 },
          { name: 'Full loaf', extraCharge: 400 },
        ],
      },
      {
        name: 'Extras',
        min: 0,
        max: 2,
        allowMultiple: false,
        options: [
          { name: 'Cheese', extraCharge: 150 },
          { name: 'Bacon', extraCharge: 250 },
        ],
      },
    ]);
    const lemonade = result.rows.find((row) => row.fields.name === 'Lemonade');
    expect(lemonade?.fields).toMatchObject({
      price: 450,
      availableFor: { pickup: true, delivery: true, dineIn: false },
      orderingSystems: { pos: true, online: true, uberEats: false },
    });
  });

  it('matches headers whatever their case and spacing, and skips blank lines', () => {
    const result = readCsvImport('Category, Item Name ,PRICE\n\nDrinks,Cola,3.5\n,,\n');
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(1);
    expect(result.rows).toEqual([{ row: 3, fields: { category: 'Drinks', name: 'Cola', price: 350 } }]);
  });

  it('refuses the file when a column is unknown, repeated or missing', () => {
    const result = readCsvImport('category,colour please,price,price\nDrinks,red,1,2');
    expect(result.rows).toEqual([]);
    expect(result.errors.map((error) => [error.row, error.field])).toEqual([
      [1, 'colour please'],
      [1, 'price'],
      [1, 'name'],
    ]);
  });

  it('reports wrong types in words, with the row number and column, and keeps the good rows', () => {
    const result = readCsvImport(
      'category,name,price,soldOut,contains,availableFor\n' +
        'Drinks,Cola,abc,,,\n' +
        'Drinks,Fanta,1.999,maybe,Kryptonite,teleport\n' +
        'Drinks,Sprite,-2,,,\n' +
        'Drinks,Water,"$1,200.50",yes,Peanuts,all\n',
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'price', message: '"abc" is not an amount; write it like 12.50' },
      { row: 3, field: 'price', message: expect.stringContaining('more than two decimal places') },
      { row: 3, field: 'soldOut', message: '"maybe" is not yes or no' },
      { row: 3, field: 'contains', message: expect.stringContaining('"Kryptonite" is not an allergen') },
      {
        row: 3,
        field: 'availableFor',
        message: expect.stringContaining('"teleport" is not a collection type'),
      },
      { row: 4, field: 'price', message: 'Amounts cannot be negative' },
    ]);
    expect(result.rows).toEqual([
      {
        row: 5,
        fields: {
          category: 'Drinks',
          name: 'Water',
          price: 120050,
          soldOut: true,
          contains: ['PEANUTS'],
          availableFor: { pickup: true, delivery: true, dineIn: true },
        },
      },
    ]);
  });

  it('refuses a row with more cells than the header and files that are empty or too long', () => {
    expect(readCsvImport('category,name\nA,B,C').errors[0]).toMatchObject({ row: 2 });
    expect(readCsvImport('\n\n').errors).toEqual([{ row: 0, message: 'The file is empty.' }]);
    const long = ['category,name,price', ...Array.from({ length: 5001 }, (_, i) => `Cat,Item ${i},1`)].join(
      '\n',
    );
    expect(readCsvImport(long).errors[0]?.message).toContain('at most 5000');
  });

  it('reads modifier groups with repeatable options and reports malformed ones', () => {
    const ok = readCsvImport('category,name,price,modifiers\nA,B,1,"Shots [0-3 multiple]: Extra shot +0.80"');
    expect(ok.rows[0]?.fields.modifiers).toEqual([
      {
        name: 'Shots',
        min: 0,
        max: 3,
        allowMultiple: true,
        options: [{ name: 'Extra shot', extraCharge: 80 }],
      },
    ]);
    const bad = readCsvImport(
      'category,name,price,modifiers\nA,B,1,Just words\nA,C,1,Sauce [one]: x\nA,D,1,S: x +abc',
    );
    expect(bad.errors.map((error) => error.row)).toEqual([2, 3, 4]);
    expect(bad.errors[1]?.message).toContain('[1-1]');
  });
});

describe('readJsonImport', () => {
  it('reads the example file into the same rows as the CSV example', () => {
    const json = readJsonImport(example('json'));
    const fromCsv = readCsvImport(example('csv'));
    expect(json.errors).toEqual([]);
    const strip = (rows: typeof json.rows) =>
      rows.map((row) => ({ ...row.fields, type: row.fields.type ?? 'basic', row: undefined }));
    expect(strip(json.rows)).toEqual(strip(fromCsv.rows));
  });

  it('explains files that are not JSON, not a list, or hold wrong fields', () => {
    expect(readJsonImport('{"items": [').errors[0]?.message).toContain('not valid JSON');
    expect(readJsonImport('{"menu": {}}').errors[0]?.message).toContain('list of items');
    const result = readJsonImport(
      JSON.stringify([
        'just a string',
        { category: 'A', name: 'B', price: 'cheap', flavour: 'red' },
        { category: 'A', name: 'C', price: 2, modifiers: [{ name: 'G' }] },
        { category: 'A', name: 'D', sizes: [{ price: 2 }] },
      ]),
    );
    expect(result.errors.map((error) => [error.row, error.field])).toEqual([
      [1, undefined],
      [2, 'flavour'],
      [2, 'price'],
      [3, 'modifiers'],
      [4, 'sizes'],
    ]);
  });
});

describe('validateImportRows', () => {
  const validate = (content: string, context = { pizzaSettings }) =>
    validateImportRows(readCsvImport(content).rows, context);

  it('turns the example into items that pass ZItemSpec, prices in cents', () => {
    const { rows, errors } = validate(example('csv'));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(7);
    const margherita = rows[0]?.item;
    expect(margherita).toMatchObject({
      type: 'pizza',
      name: 'Margherita',
      sizes: { small: { price: 1400, halfAndHalfAvailable: true }, large: { price: 2000 } },
      removeToppings: ['Basil'],
      allergenInfo: { CONTAINS: ['GLUTEN', 'MILK'] },
    });
    const garlic = rows.find((row) => row.item.name === 'Garlic bread')?.item;
    expect(
      garlic?.type === 'basic' && garlic.modifiers.map((group) => [group.id, group.min, group.max]),
    ).toEqual([
      ['size', 1, 1],
      ['extras', 0, 2],
    ]);
    const peroni = rows.find((row) => row.item.name === 'Peroni 330ml')?.item;
    expect(peroni).toMatchObject({ isAlcohol: true, label: '18+', price: { basePrice: 900 } });
    for (const row of rows) expect(ZItemSpec.safeParse(row.item).success).toBe(true);
  });

  it('reports schema problems per column, all at once', () => {
    const { rows, errors } = validate(
      csv('Ab,basic,X,1,,', 'Sides,basic,Chips,,,', 'Sides,basic,Wedges,5,,"Sauce [3-1]: Aioli; K"'),
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 2, field: 'category', message: 'Category name must be 3 to 30 characters' },
      { row: 2, field: 'name', message: 'Item name must be 2 to 100 characters' },
      { row: 3, field: 'price', message: 'Enter a price, like 12.50' },
      { row: 4, field: 'modifiers', message: expect.stringMatching(/^Sauce, K: Option name/) },
      { row: 4, field: 'modifiers', message: expect.stringMatching(/^Sauce: Minimum choices/) },
    ]);
  });

  it('matches pizza sizes by name or id and explains unknown sizes and missing settings', () => {
    const good = validate(csv('Pizzas,,Hawaiian,,small=10; LARGE=15,'));
    expect(good.rows[0]?.item).toMatchObject({
      type: 'pizza',
      sizes: { small: { price: 1000 }, large: { price: 1500 } },
    });
    const bad = validate(csv('Pizzas,pizza,Supreme,,Family=30,', 'Pizzas,pizza,Meat,,Small=1; small=2,'));
    expect(bad.errors).toEqual([
      {
        row: 2,
        field: 'sizes',
        message: '"Family" is not a size in this store\'s pizza settings (Small, Large)',
      },
      { row: 3, field: 'sizes', message: 'Small is listed twice' },
    ]);
    const noSettings = validate(csv('Pizzas,pizza,Supreme,,Small=30,'), {
      pizzaSettings: undefined as never,
    });
    expect(noSettings.errors[0]?.message).toContain('no pizza sizes yet');
  });

  it('refuses fields that do not fit the type, and types an import cannot build', () => {
    const { errors } = validate(
      csv(
        'Pizzas,pizza,Supreme,12,Small=1,Sauce: x',
        'Sides,basic,Chips,5,Small=1,',
        'Deals,deal,Family,,,',
        'Deals,combo,Family,,,',
      ),
    );
    expect(errors.map((error) => [error.row, error.field])).toEqual([
      [2, 'modifiers'],
      [2, 'price'],
      [3, 'sizes'],
      [4, 'type'],
      [5, 'type'],
    ]);
    expect(errors[3]?.message).toContain('menu editor');
  });

  it('keeps the first of two rows with one name in one category and skips the second', () => {
    const { rows, errors } = validate(csv('Sides,,Chips,5,,', 'sides,,chips,6,,', 'Drinks,,Chips,2,,'));
    expect(rows.map((row) => [row.row, row.categoryName])).toEqual([
      [2, 'Sides'],
      [4, 'Drinks'],
    ]);
    expect(errors).toEqual([{ row: 3, field: 'name', message: expect.stringContaining('already on row 2') }]);
  });

  it('builds custom items with an optional price', () => {
    const { rows } = validate(csv('POS,custom,Open food,,,'));
    expect(rows[0]?.item).toMatchObject({ type: 'custom', price: { basePrice: 0 } });
  });
});

describe('planMenuImport', () => {
  const existingPizza = ZItemSpec.parse({
    id: 'marg',
    ...store,
    categoryId: 'pizzas',
    sortOrder: 4,
    type: 'pizza',
    name: 'Margherita',
    sizes: { small: { price: 900 }, large: { price: 1500 } },
    image: { id: 'img', path: 'images/r1/img' },
    printStationIds: ['kitchen'],
  });
  const halfAndHalf = ZItemSpec.parse({
    id: 'hnh',
    ...store,
    categoryId: 'pizzas',
    sortOrder: 5,
    type: 'halfAndHalf',
    name: 'Half and half',
    pizzaSizeId: 'large',
    includedPizzaIds: ['marg'],
  });
  const menu: ExistingMenu = {
    categories: [{ id: 'pizzas', name: 'Pizzas', sortOrder: 2 }],
    items: [existingPizza, halfAndHalf],
    pizzaSettings,
  };
  const plan = (content: string, existing = menu) =>
    planMenuImport(
      validateImportRows(readCsvImport(content).rows, { pizzaSettings }).rows,
      existing,
      store,
      counter(),
    );

  it('creates an unknown category once, after the existing ones, with the first row that needs it', () => {
    const result = plan(csv('Sides,,Chips,5,,', 'Sides,,Wedges,7,,', 'Pizzas,pizza,Hawaiian,,Large=20,'));
    expect(result.errors).toEqual([]);
    expect(result.newCategoryNames).toEqual(['Sides']);
    const [chips, wedges, hawaiian] = result.rows;
    expect(chips?.newCategory).toMatchObject({ id: 'id1', name: 'Sides', sortOrder: 3 });
    expect(chips?.item).toMatchObject({
      id: 'id2',
      categoryId: 'id1',
      sortOrder: 0,
      restaurantId: 'r1',
      storeId: 's1',
    });
    expect(wedges?.newCategory).toBeUndefined();
    expect(wedges?.item).toMatchObject({ categoryId: 'id1', sortOrder: 1 });
    // New items go after the category's last existing item.
    expect(hawaiian?.item).toMatchObject({ categoryId: 'pizzas', sortOrder: 6 });
    expect(result.counts).toEqual({ created: 3, updated: 0 });
  });

  it('updates an item of the same name in place, keeping what the file cannot express', () => {
    const result = plan(csv('pizzas,pizza,margherita,,Small=10; Large=16,'));
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      action: 'update',
      item: {
        id: 'marg',
        name: 'margherita',
        sortOrder: 4,
        categoryId: 'pizzas',
        sizes: { small: { price: 1000 }, large: { price: 1600 } },
        image: { id: 'img' },
        printStationIds: ['kitchen'],
      },
    });
    expect(result.counts).toEqual({ created: 0, updated: 1 });
  });

  it('refuses to change an existing item type or drop a size a half-and-half offers', () => {
    const result = plan(csv('Pizzas,basic,Margherita,10,,', 'Pizzas,pizza,Margherita,,Small=10,'));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      { row: 2, field: 'type', message: expect.stringContaining('cannot change its type') },
    ]);
    const dropped = plan(csv('Pizzas,pizza,Margherita,,Small=10,'));
    expect(dropped.errors).toEqual([
      {
        row: 2,
        field: 'sizes',
        message: 'Half and half offers this pizza in Large; keep that size in the file',
      },
    ]);
  });
});

describe('importBatches', () => {
  const row = (index: number, withCategory: boolean): PlannedImportRow => ({
    row: index,
    action: 'create',
    item: {} as ItemSpec,
    ...(withCategory
      ? {
          newCategory: {
            id: `c${index}`,
            name: 'Cat',
            description: '',
            sortOrder: 0,
            applicableOrderingSystem: { pos: true, online: true, uberEats: true },
          },
        }
      : {}),
  });

  it('never exceeds the write limit and never splits a row from its category', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => row(index, index % 7 === 0));
    const batches = importBatches(rows);
    expect(batches.flat()).toEqual(rows);
    for (const batch of batches) {
      const writes = batch.reduce((sum, entry) => sum + (entry.newCategory ? 2 : 1), 0);
      expect(writes).toBeLessThanOrEqual(399);
    }
    expect(batches.length).toBe(3);
    expect(importBatches([])).toEqual([]);
  });
});

describe('analyseMenuImport', () => {
  it('gives the worker and the preview one answer: plan, errors by row, skipped rows', () => {
    const content = csv('Sides,,Chips,5,,', 'Sides,,Bad,abc,,', 'Drinks,,Cola,3,,');
    const result = analyseMenuImport('csv', content, emptyMenu, store, counter());
    expect(result.totalRows).toBe(3);
    expect(result.skipped).toBe(1);
    expect(result.errors).toEqual([{ row: 3, field: 'price', message: expect.any(String) }]);
    expect(result.plan.rows.map((planned) => planned.item.name)).toEqual(['Chips', 'Cola']);
  });

  it('skips every row when the file itself is wrong', () => {
    const result = analyseMenuImport('json', '[1,', emptyMenu, store, counter());
    expect(result).toMatchObject({ totalRows: 0, skipped: 0, plan: { rows: [] } });
    expect(result.errors[0]?.row).toBe(0);
  });

  it('imports both example files into the same menu', () => {
    const fromCsv = analyseMenuImport('csv', example('csv'), emptyMenu, store, counter());
    const fromJson = analyseMenuImport('json', example('json'), emptyMenu, store, counter());
    expect(fromCsv.errors).toEqual([]);
    const withoutRow = (rows: PlannedImportRow[]) => rows.map(({ row: _row, ...rest }) => rest);
    expect(withoutRow(fromJson.plan.rows)).toEqual(withoutRow(fromCsv.plan.rows));
    expect(fromCsv.plan.newCategoryNames).toEqual(['Pizzas', 'Sides', 'Drinks', 'Desserts']);
  });
});

describe('import jobs', () => {
  it('moves requested → queued → running → success | failure and nowhere else', () => {
    expect(importJobStatus.canTransition('requested', 'queued')).toBe(true);
    expect(importJobStatus.canTransition('running', 'success')).toBe(true);
    expect(importJobStatus.canTransition('requested', 'running')).toBe(false);
    expect(importJobStatus.canTransition('success', 'running')).toBe(false);
    expect(importJobStatus.terminalStates).toEqual(['success', 'failure']);
  });

  it('limits the request body to 2 MB of UTF-8 with a clear message', () => {
    expect(utf8ByteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
    const ok = ZMenuImportRequest.safeParse({ fileName: 'menu.csv', format: 'csv', content: 'a' });
    expect(ok.success).toBe(true);
    const tooBig = ZMenuImportRequest.safeParse({
      fileName: 'menu.csv',
      format: 'csv',
      content: 'x'.repeat(MAX_MENU_IMPORT_BYTES + 1),
    });
    expect(tooBig.error?.issues[0]?.message).toBe(
      'The file is larger than 2 MB; split it into smaller files',
    );
    const wrong = ZMenuImportRequest.safeParse({ fileName: '', format: 'xlsx', content: ' ' });
    expect(wrong.error?.issues.map((issue) => issue.path[0])).toEqual(['fileName', 'format', 'content']);
  });

  it('describes counts in words', () => {
    expect(describeImportCounts({ created: 1, updated: 2, skipped: 1 })).toBe(
      'Created 1 item and updated 2 items; 1 row skipped.',
    );
    expect(describeImportCounts({ created: 0, updated: 0, skipped: 3 })).toBe(
      'Wrote nothing; 3 rows skipped.',
    );
  });
});
