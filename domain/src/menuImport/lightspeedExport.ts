/**
 * Lightspeed's product export (Lightspeed Retail X-Series: Catalog → Products → Export, the layout
 * it shares with its import template) read into our import rows. One row per product or variant;
 * the variants of one product share its `handle`. The columns this reads (any others are ignored):
 *
 *   handle, name, description, product_category (or category / accounting_group), variant_option_
 *   one_name/value … three, retail_price (or price), active, composite_handle
 *
 * How it maps:
 * - the product category is the category (the accounting group when there is no category);
 * - a product with one variant → a basic item at its retail price; several variants (Small / Large)
 *   → a required "Size" choice, each variant an option charging the difference;
 * - inactive products are left out, and combo (composite) component rows are not items: both are
 *   counted in the notes; Lightspeed's export carries no add-ons (modifiers), which the notes say.
 */
import type { ImportColumnKey } from './columns';
import type { CsvRecord } from './csv';
import { headerReader, noCell, priceInCents, variationEntries } from './foreignExport';
import type { ImportRowError, ReadImportFileResult } from './readFile';

/** Lightspeed's header: its `handle` beside a `retail_price` (or `variant_option_one_name`). */
export function isLightspeedExportHeader(cells: readonly string[]): boolean {
  const header = headerReader(cells);
  return (
    header.has('handle') &&
    header.has('name') &&
    (header.has('retail_price') || header.has('variant_option_one_name'))
  );
}

interface LightspeedProduct {
  row: number;
  name: string;
  category: string;
  description: string;
  variants: { row: number; name: string; price: string }[];
}

export function readLightspeedExport(
  headerRecord: CsvRecord,
  data: readonly CsvRecord[],
  readCells: (
    row: number,
    entries: [ImportColumnKey, unknown][],
  ) => ReadImportFileResult['rows'][number] | ImportRowError[],
): ReadImportFileResult {
  const header = headerReader(headerRecord.cells);
  const products = new Map<string, LightspeedProduct>();
  let inactive = 0;
  let components = 0;
  for (const record of data) {
    const cell = (...names: string[]) => header.cell(record.cells, ...names);
    if (cell('composite_handle') !== '') {
      components += 1;
      continue;
    }
    const handle = cell('handle') || cell('name');
    if (noCell(cell('active'))) {
      if (!products.has(handle)) inactive += 1;
      continue;
    }
    const variantName = ['one', 'two', 'three']
      .map((position) => cell(`variant_option_${position}_value`))
      .filter((value) => value !== '')
      .join(' / ');
    const product = products.get(handle) ?? {
      row: record.row,
      name: cell('name'),
      category: cell('product_category', 'category', 'accounting_group'),
      description: cell('description'),
      variants: [],
    };
    products.set(handle, product);
    product.variants.push({ row: record.row, name: variantName, price: cell('retail_price', 'price') });
  }

  const rows: ReadImportFileResult['rows'] = [];
  const errors: ImportRowError[] = [];
  for (const product of products.values()) {
    if (product.name === '') {
      errors.push({ row: product.row, field: 'name', message: 'This product row has no name.' });
      continue;
    }
    const priced = product.variants.map((variant) => ({ ...variant, cents: priceInCents(variant.price) }));
    const unpriced = priced.find((variant) => variant.cents === undefined);
    if (unpriced) {
      errors.push({
        row: unpriced.row,
        field: 'retail_price',
        message: `"${product.name}${unpriced.name ? ` (${unpriced.name})` : ''}" has no retail price in Lightspeed. Give it a price in the file, or add it in the menu editor.`,
      });
      continue;
    }
    const entries: [ImportColumnKey, unknown][] = [
      ['category', product.category || 'Menu'],
      ['name', product.name],
    ];
    if (product.description) entries.push(['description', product.description]);
    entries.push(
      ...variationEntries(
        priced.map((variant, index) => ({
          name: variant.name || `Option ${index + 1}`,
          cents: variant.cents as number,
        })),
      ),
    );
    const read = readCells(product.row, entries);
    if (Array.isArray(read)) errors.push(...read);
    else rows.push(read);
  }
  const notes: ImportRowError[] = [];
  if (inactive > 0)
    notes.push({
      row: 0,
      message: `${inactive} inactive Lightspeed ${inactive === 1 ? 'product was' : 'products were'} left out.`,
    });
  if (components > 0)
    notes.push({
      row: 0,
      message: `${components} combo component ${components === 1 ? 'row was' : 'rows were'} left out; set combos up as deals in the menu editor.`,
    });
  if (rows.length > 0)
    notes.push({
      row: 0,
      message:
        "Lightspeed's product export does not include add-ons (modifiers); add choices such as extras to the items in the menu editor.",
    });
  return { rows, errors, totalRows: products.size, notes, source: 'lightspeed' };
}
