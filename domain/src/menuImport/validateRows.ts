import type { z } from 'zod';
import { ZCategoryName } from '../common/validation';
import { type ItemSpec, type ModifierGroup, type PizzaSettings, ZItemSpec } from '../menu/menu';
import type { ModifierGroupInput } from './cells';
import type { ImportColumnKey, ImportRowFields } from './columns';
import type { ImportRowError, ImportRowInput } from './readFile';

/**
 * Step 2 of an import: each row → a category name and an item checked with the domain's ZItemSpec,
 * the same schema the menu editor and the API use. Pizza sizes are matched against the store's pizza
 * settings. Rows with problems are reported (all their problems at once) and left out.
 */

export interface MenuImportContext {
  /** The store's pizza settings; pizzas cannot be imported without them. */
  pizzaSettings?: PizzaSettings | undefined;
}

export interface ValidImportRow {
  row: number;
  categoryName: string;
  /** Ids (item, restaurant, store, category) and sortOrder are placeholders until the import is planned. */
  item: ItemSpec;
}

export interface ValidateImportResult {
  rows: ValidImportRow[];
  errors: ImportRowError[];
}

export const PENDING_ID = 'pending';

const IMPORTABLE_TYPES: Record<string, 'basic' | 'pizza' | 'custom'> = {
  basic: 'basic',
  item: 'basic',
  basicitem: 'basic',
  pizza: 'pizza',
  custom: 'custom',
  customitem: 'custom',
};

/** An id made from a name ("Extra cheese" → "extra-cheese"), unique among `used`, so re-imports keep ids. */
export function slugId(name: string, used: Set<string>, fallback: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || fallback;
  let id = base;
  for (let suffix = 2; used.has(id); suffix++) id = `${base}-${suffix}`;
  used.add(id);
  return id;
}

function modifierGroups(groups: readonly ModifierGroupInput[]): ModifierGroup[] {
  const groupIds = new Set<string>();
  return groups.map((group) => {
    const optionIds = new Set<string>();
    return {
      id: slugId(group.name, groupIds, 'group'),
      name: group.name,
      // Left out, min and max take the schema's defaults (0 and 1).
      ...(group.min === undefined ? {} : { min: group.min }),
      ...(group.max === undefined ? {} : { max: group.max }),
      allowMultiple: group.allowMultiple,
      options: group.options.map((option) => ({
        id: slugId(option.name, optionIds, 'option'),
        name: option.name,
        extraCharge: option.extraCharge,
      })),
    } as ModifierGroup;
  });
}

const ALLERGEN_FIELDS: Record<string, ImportColumnKey> = {
  CONTAINS: 'contains',
  MAY_CONTAIN: 'mayContain',
  FREE_FROM: 'freeFrom',
};

/** The column a schema issue belongs to, and words that say where inside the cell. */
function describeIssue(
  issue: z.ZodError['issues'][number],
  draft: Record<string, unknown>,
  sizeNames: Map<string, string>,
) {
  const [head, ...rest] = issue.path;
  const at = (words: string) => `${words}: ${issue.message}`;
  switch (head) {
    case 'price':
      return { field: 'price', message: issue.message };
    case 'sizes': {
      const sizeId = rest[0];
      return {
        field: 'sizes',
        message: sizeId === undefined ? issue.message : at(sizeNames.get(String(sizeId)) ?? String(sizeId)),
      };
    }
    case 'removeToppings': {
      const toppings = draft.removeToppings as string[];
      return {
        field: 'removableToppings',
        message: typeof rest[0] === 'number' ? at(`"${toppings[rest[0]]}"`) : issue.message,
      };
    }
    case 'modifiers': {
      const groups = draft.modifiers as ModifierGroup[];
      const group = typeof rest[0] === 'number' ? groups[rest[0]] : undefined;
      if (!group) return { field: 'modifiers', message: issue.message };
      const option =
        rest[1] === 'options' && typeof rest[2] === 'number' ? group.options[rest[2]] : undefined;
      return { field: 'modifiers', message: at(option ? `${group.name}, ${option.name}` : group.name) };
    }
    case 'allergenInfo':
      return { field: ALLERGEN_FIELDS[String(rest[0])] ?? 'contains', message: issue.message };
    case 'applicableOrderingSystem':
      return { field: 'orderingSystems', message: issue.message };
    case 'soldout':
      return { field: 'soldOut', message: issue.message };
    case 'isAlcohol':
      return { field: 'alcohol', message: issue.message };
    case 'isGstApplicable':
      return { field: 'gst', message: issue.message };
    default:
      return { field: head === undefined ? 'name' : String(head), message: issue.message };
  }
}

type RowOutcome = { ok: true; row: ValidImportRow } | { ok: false; errors: ImportRowError[] };

function validateRow(input: ImportRowInput, context: MenuImportContext): RowOutcome {
  const { row, fields } = input;
  const errors: ImportRowError[] = [];
  const problem = (field: ImportColumnKey, message: string) => errors.push({ row, field, message });
  const given = (key: keyof ImportRowFields) => fields[key] !== undefined;

  const category = ZCategoryName.safeParse(fields.category ?? '');
  if (fields.category === undefined) problem('category', 'Enter the category this item belongs in');
  else if (!category.success)
    problem('category', category.error.issues[0]?.message ?? 'Check the category name');

  const typeText = (fields.type ?? '').toLowerCase().replace(/[\s_-]/g, '');
  const type = typeText === '' ? (given('sizes') ? 'pizza' : 'basic') : IMPORTABLE_TYPES[typeText];
  if (!type) {
    problem(
      'type',
      typeText === 'halfandhalf' || typeText === 'deal'
        ? 'Half-and-half and deal items cannot be imported; add them in the menu editor after the import'
        : `"${fields.type}" is not an item type; use basic, pizza or custom`,
    );
    return { ok: false, errors };
  }

  if (type !== 'pizza') {
    if (given('sizes')) problem('sizes', 'Only pizzas have sizes; set the type to pizza or clear this cell');
    if (given('removableToppings')) problem('removableToppings', 'Only pizzas have removable toppings');
    if (given('halfAndHalf')) problem('halfAndHalf', 'Only pizzas can be half-and-half');
  }
  if (type !== 'basic' && given('modifiers'))
    problem('modifiers', 'Only basic items have modifier groups in an import');
  if (type === 'pizza' && given('price'))
    problem('price', 'Pizzas are priced per size; fill in sizes instead of price');
  if (type === 'basic' && !given('price')) problem('price', 'Enter a price, like 12.50');

  const sizes: Record<string, { price: number; halfAndHalfAvailable: boolean }> = {};
  const sizeNames = new Map<string, string>();
  if (type === 'pizza') {
    const settings = context.pizzaSettings;
    if (!fields.sizes || fields.sizes.length === 0)
      problem('sizes', 'Enter a price per size, like Small=12.00; Large=18.00');
    else if (!settings || settings.sizes.length === 0)
      problem(
        'sizes',
        'This store has no pizza sizes yet; add them in Pizza settings before importing pizzas',
      );
    else
      for (const { size, price } of fields.sizes) {
        const match = settings.sizes.find(
          (candidate) => candidate.id === size || candidate.name.toLowerCase() === size.toLowerCase(),
        );
        if (!match) {
          const names = settings.sizes.map((candidate) => candidate.name).join(', ');
          problem('sizes', `"${size}" is not a size in this store's pizza settings (${names})`);
        } else if (sizes[match.id]) problem('sizes', `${match.name} is listed twice`);
        else {
          sizes[match.id] = { price, halfAndHalfAvailable: fields.halfAndHalf ?? true };
          sizeNames.set(match.id, match.name);
        }
      }
  }
  const draft: Record<string, unknown> = {
    id: PENDING_ID,
    restaurantId: PENDING_ID,
    storeId: PENDING_ID,
    categoryId: PENDING_ID,
    sortOrder: 0,
    type,
    name: fields.name ?? '',
    description: fields.description,
    label: fields.label,
    dietary: fields.dietary,
    backgroundColor: fields.backgroundColor,
    discounted: fields.discounted,
    soldout: fields.soldOut,
    isAlcohol: fields.alcohol,
    isGstApplicable: fields.gst,
    availableFor: fields.availableFor,
    applicableOrderingSystem: fields.orderingSystems,
    allergenInfo: {
      CONTAINS: fields.contains ?? [],
      MAY_CONTAIN: fields.mayContain ?? [],
      FREE_FROM: fields.freeFrom ?? [],
    },
    ...(type === 'pizza'
      ? { sizes, removeToppings: fields.removableToppings ?? [] }
      : { price: { basePrice: fields.price ?? 0 } }),
    ...(type === 'basic' ? { modifiers: modifierGroups(fields.modifiers ?? []) } : {}),
  };
  const parsed = ZItemSpec.safeParse(draft);
  if (!parsed.success) {
    // A column already explained above (e.g. sizes the store lacks) is not explained twice.
    const explained = new Set(errors.map((error) => error.field));
    for (const issue of parsed.error.issues) {
      const { field, message } = describeIssue(issue, draft, sizeNames);
      if (!explained.has(field)) errors.push({ row, field, message });
    }
  }
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  return { ok: true, row: { row, categoryName: (fields.category ?? '').trim(), item: parsed.data } };
}

const itemKey = (categoryName: string, itemName: string) =>
  `${categoryName.trim().toLowerCase()}\u0000${itemName.trim().toLowerCase()}`;

export function validateImportRows(
  rows: readonly ImportRowInput[],
  context: MenuImportContext = {},
): ValidateImportResult {
  const valid: ValidImportRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const input of rows) {
    const outcome = validateRow(input, context);
    if (!outcome.ok) {
      errors.push(...outcome.errors);
      continue;
    }
    const key = itemKey(outcome.row.categoryName, outcome.row.item.name);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({
        row: input.row,
        field: 'name',
        message: `"${outcome.row.item.name}" is already on row ${first} in ${outcome.row.categoryName}; each item may appear once per category`,
      });
      continue;
    }
    firstRowOf.set(key, input.row);
    valid.push(outcome.row);
  }
  return { rows: valid, errors };
}

export { itemKey as importItemKey };
