/**
 * A store's menu in our import format, so an owner can keep a copy, edit it in a spreadsheet and
 * import it again (or into another store): exporting then importing gives the same items. Items the
 * import cannot express (half-and-half and deal items point at other items by id) are left out and
 * named, never silently dropped.
 */
import { COLLECTION_TYPES, type CollectionType } from '../common/constants';
import type { Category, ItemSpec, ModifierGroup, PizzaSettings } from '../menu/menu';
import { toCsv } from './csvWrite';

export interface MenuForExport {
  categories: readonly Pick<Category, 'id' | 'name' | 'sortOrder'>[];
  items: readonly ItemSpec[];
  pizzaSettings?: PizzaSettings | undefined;
}

/** The columns an export writes, in our import's names. */
export const MENU_EXPORT_COLUMNS = [
  'category',
  'type',
  'name',
  'description',
  'price',
  'sizes',
  'halfAndHalf',
  'removableToppings',
  'modifiers',
  'label',
  'dietary',
  'contains',
  'mayContain',
  'freeFrom',
  'availableFor',
  'orderingSystems',
  'soldOut',
  'alcohol',
  'gst',
  'discounted',
  'backgroundColor',
] as const;
export type MenuExportColumn = (typeof MENU_EXPORT_COLUMNS)[number];
export type MenuExportRecord = Partial<Record<MenuExportColumn, string>>;

export interface MenuExport {
  records: MenuExportRecord[];
  /** Names of items the import format cannot hold (half-and-half, deals), left out. */
  leftOut: string[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** Our cells separate with `;`, `,`, `|`, `:` and brackets; a name holding one would split. */
const cellName = (text: string) =>
  text
    .replace(/[;,|:[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine in',
};

function modifiersCell(groups: readonly ModifierGroup[]): string {
  return groups
    .map((group) => {
      const range = `[${group.min}-${group.max}${group.allowMultiple ? ' multiple' : ''}]`;
      const options = group.options
        .map(
          (option) =>
            `${cellName(option.name)}${option.extraCharge > 0 ? ` +${dollars(option.extraCharge)}` : ''}`,
        )
        .join('; ');
      return `${cellName(group.name)} ${range}: ${options}`;
    })
    .join(' | ');
}

function recordOf(
  item: ItemSpec,
  categoryName: string,
  pizzaSettings: PizzaSettings | undefined,
): MenuExportRecord {
  const record: MenuExportRecord = {
    category: categoryName,
    type: item.type === 'custom' ? 'custom' : item.type,
    name: item.name,
    description: item.description,
    label: item.label ?? '',
    dietary: item.dietary ?? '',
    contains: item.allergenInfo.CONTAINS.join('; '),
    mayContain: item.allergenInfo.MAY_CONTAIN.join('; '),
    freeFrom: item.allergenInfo.FREE_FROM.join('; '),
    availableFor: COLLECTION_TYPES.filter((type) => item.availableFor[type])
      .map((type) => COLLECTION_WORDS[type])
      .join('; '),
    orderingSystems: (['pos', 'online', 'uberEats'] as const)
      .filter((system) => item.applicableOrderingSystem[system])
      .join('; '),
    soldOut: yesNo(item.soldout),
    alcohol: yesNo(item.isAlcohol),
    gst: yesNo(item.isGstApplicable),
    discounted: yesNo(item.discounted),
    backgroundColor: item.backgroundColor ?? '',
  };
  if (item.type === 'basic' || item.type === 'custom') record.price = dollars(item.price.basePrice);
  if (item.type === 'basic') record.modifiers = modifiersCell(item.modifiers);
  if (item.type === 'pizza') {
    const sizeName = (id: string) => pizzaSettings?.sizes.find((size) => size.id === id)?.name ?? id;
    const sizes = Object.entries(item.sizes);
    record.sizes = sizes.map(([id, size]) => `${cellName(sizeName(id))}=${dollars(size.price)}`).join('; ');
    record.halfAndHalf = yesNo(sizes.some(([, size]) => size.halfAndHalfAvailable));
    record.removableToppings = item.removeToppings.map(cellName).join('; ');
  }
  return record;
}

/** The store's menu as import records, in menu order (categories, then items within them). */
export function exportMenu(menu: MenuForExport): MenuExport {
  const categories = [...menu.categories].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );
  const records: MenuExportRecord[] = [];
  const leftOut: string[] = [];
  for (const category of categories) {
    const items = menu.items
      .filter((item) => item.categoryId === category.id)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
    for (const item of items) {
      if (item.type === 'halfAndHalf' || item.type === 'deal') leftOut.push(item.name);
      else records.push(recordOf(item, category.name, menu.pizzaSettings));
    }
  }
  return { records, leftOut };
}

/** The export as a CSV file (UTF-8, header row, RFC 4180 quoting) that our import reads back. */
export function exportMenuCsv(menu: MenuForExport): { content: string; leftOut: string[] } {
  const { records, leftOut } = exportMenu(menu);
  const content = toCsv([
    [...MENU_EXPORT_COLUMNS],
    ...records.map((record) => MENU_EXPORT_COLUMNS.map((column) => record[column] ?? '')),
  ]);
  return { content, leftOut };
}
