import {
  type Category,
  type ItemSpec,
  type PizzaItemSpec,
  type PizzaSettings,
  ZCategory,
} from '../menu/menu';
import { itemReferenceProblems, pizzaOfferedBy } from '../menu/menuReferences';
import type { ImportRowError } from './readFile';
import { importItemKey, type ValidImportRow } from './validateRows';

/**
 * Step 3 of an import: valid rows + the store's current menu → what to write. An item whose name is
 * already in that category is updated in place (same id and position; its image, weekly hours and
 * print stations, which the file cannot express, are kept); others are created after the category's
 * last item. A category named in the file that the store lacks is created after its last category.
 */

export interface ExistingMenu {
  categories: readonly Pick<Category, 'id' | 'name' | 'sortOrder'>[];
  items: readonly ItemSpec[];
  pizzaSettings?: PizzaSettings | undefined;
}

export interface PlannedImportRow {
  row: number;
  action: 'create' | 'update';
  item: ItemSpec;
  /** Set on the first row that needs a category the store does not have: written with that row. */
  newCategory?: Category;
}

export interface MenuImportPlan {
  rows: PlannedImportRow[];
  errors: ImportRowError[];
  counts: { created: number; updated: number };
  newCategoryNames: string[];
}

export interface StoreIds {
  restaurantId: string;
  storeId: string;
}

const lower = (text: string) => text.trim().toLowerCase();

function changedTypeProblem(row: ValidImportRow, existing: ItemSpec): ImportRowError | undefined {
  if (existing.type === row.item.type) return undefined;
  return {
    row: row.row,
    field: 'type',
    message: `${existing.name} in ${row.categoryName} is already a ${existing.type} item; an import cannot change its type`,
  };
}

/** A pizza that half-and-halves or deals offer in a size must keep that size. */
function droppedSizeProblems(row: ValidImportRow, existing: ItemSpec, menu: ExistingMenu): ImportRowError[] {
  if (existing.type !== 'pizza' || row.item.type !== 'pizza') return [];
  const kept = row.item.sizes;
  const names = new Map(menu.pizzaSettings?.sizes.map((size) => [size.id, size.name]) ?? []);
  const offering = menu.items.filter((item) => pizzaOfferedBy(existing.id, [item]).length > 0);
  return offering.flatMap((offer) => {
    const sizeIds =
      offer.type === 'halfAndHalf'
        ? [offer.pizzaSizeId]
        : offer.type === 'deal'
          ? offer.pizzas
              .filter((slot) => slot.includedPizzaIds.includes(existing.id))
              .map((slot) => slot.pizzaSizeId)
          : [];
    return sizeIds
      .filter((sizeId) => !kept[sizeId])
      .map((sizeId) => ({
        row: row.row,
        field: 'sizes',
        message: `${offer.name} offers this pizza in ${names.get(sizeId) ?? sizeId}; keep that size in the file`,
      }));
  });
}

export function planMenuImport(
  rows: readonly ValidImportRow[],
  menu: ExistingMenu,
  store: StoreIds,
  newId: () => string,
): MenuImportPlan {
  const categoryByName = new Map(menu.categories.map((category) => [lower(category.name), category.id]));
  const existingItems = new Map<string, ItemSpec>();
  const categoryName = new Map(menu.categories.map((category) => [category.id, category.name]));
  for (const item of menu.items) {
    const name = categoryName.get(item.categoryId);
    if (name !== undefined) existingItems.set(importItemKey(name, item.name), item);
  }
  const nextItemOrder = new Map<string, number>();
  for (const item of menu.items)
    nextItemOrder.set(item.categoryId, Math.max(nextItemOrder.get(item.categoryId) ?? 0, item.sortOrder + 1));
  let nextCategoryOrder = Math.max(-1, ...menu.categories.map((category) => category.sortOrder)) + 1;
  const pizzasById = new Map(
    menu.items.flatMap((item): [string, PizzaItemSpec][] => (item.type === 'pizza' ? [[item.id, item]] : [])),
  );

  const planned: PlannedImportRow[] = [];
  const errors: ImportRowError[] = [];
  const newCategoryNames: string[] = [];
  const counts = { created: 0, updated: 0 };

  for (const row of rows) {
    const existing = existingItems.get(importItemKey(row.categoryName, row.item.name));
    const problems = existing
      ? [changedTypeProblem(row, existing) ?? [], droppedSizeProblems(row, existing, menu)].flat()
      : [];
    let categoryId = categoryByName.get(lower(row.categoryName));
    const needsCategory = categoryId === undefined;
    const candidateCategoryId = categoryId ?? 'new-category';
    const item: ItemSpec = existing
      ? {
          ...row.item,
          id: existing.id,
          ...store,
          categoryId: existing.categoryId,
          sortOrder: existing.sortOrder,
          image: existing.image,
          availableWeeklyHours: existing.availableWeeklyHours,
          printStationIds: existing.printStationIds,
          categorySalesId: existing.categorySalesId,
        }
      : { ...row.item, id: PENDING_ITEM, ...store, categoryId: candidateCategoryId, sortOrder: 0 };
    problems.push(
      ...itemReferenceProblems(item, {
        categoryIds: new Set([candidateCategoryId]),
        pizzaSettings: menu.pizzaSettings,
        pizzasById,
      }).map((problem) => ({
        row: row.row,
        field: String(problem.path[0] ?? 'name'),
        message: problem.message,
      })),
    );
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }

    let newCategory: Category | undefined;
    if (needsCategory) {
      categoryId = newId();
      newCategory = ZCategory.parse({
        id: categoryId,
        name: row.categoryName,
        sortOrder: nextCategoryOrder++,
      });
      categoryByName.set(lower(row.categoryName), categoryId);
      newCategoryNames.push(row.categoryName);
    }
    if (existing) {
      planned.push({ row: row.row, action: 'update', item });
      counts.updated++;
    } else {
      const resolvedCategoryId = categoryId as string;
      const sortOrder = nextItemOrder.get(resolvedCategoryId) ?? 0;
      nextItemOrder.set(resolvedCategoryId, sortOrder + 1);
      planned.push({
        row: row.row,
        action: 'create',
        item: { ...item, id: newId(), categoryId: resolvedCategoryId, sortOrder },
        ...(newCategory ? { newCategory } : {}),
      });
      counts.created++;
    }
  }
  return { rows: planned, errors, counts, newCategoryNames };
}

const PENDING_ITEM = 'pending-item';

/** Writes one planned row takes: its item, plus its category when it brings a new one. */
export function plannedRowWrites(row: PlannedImportRow): number {
  return row.newCategory ? 2 : 1;
}

/**
 * Splits planned rows into write batches of at most `maxWrites` writes (Firestore allows 500 per
 * batch; imports use 400 and keep one for the job's progress). A row never spans two batches, so a
 * batch that fails leaves no row half-written.
 */
export function importBatches(rows: readonly PlannedImportRow[], maxWrites = 399): PlannedImportRow[][] {
  const batches: PlannedImportRow[][] = [];
  let current: PlannedImportRow[] = [];
  let writes = 0;
  for (const row of rows) {
    const cost = plannedRowWrites(row);
    if (writes + cost > maxWrites && current.length > 0) {
      batches.push(current);
      current = [];
      writes = 0;
    }
    current.push(row);
    writes += cost;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
