import { type ExistingMenu, type MenuImportPlan, planMenuImport, type StoreIds } from './plan';
import {
  type ImportRowError,
  type MenuImportFormat,
  type MenuImportSource,
  readMenuImportFile,
} from './readFile';
import { validateImportRows } from './validateRows';

export interface MenuImportAnalysis {
  /** Rows with something in them. */
  totalRows: number;
  plan: MenuImportPlan;
  /** Every problem, by row number (file-level problems, row 0, first). */
  errors: ImportRowError[];
  /** Rows that will not be written (each has at least one error). */
  skipped: number;
  /** What the owner should know that skips no row (see ReadImportFileResult.notes). */
  notes: ImportRowError[];
  source: MenuImportSource;
}

/**
 * The whole import decision for a file against a store's current menu: read, validate, plan. The
 * worker runs this before writing; the admin page runs it on the chosen file for its preview.
 */
export function analyseMenuImport(
  format: MenuImportFormat,
  content: string,
  menu: ExistingMenu,
  store: StoreIds,
  newId: () => string,
): MenuImportAnalysis {
  const read = readMenuImportFile(format, content);
  const validated = validateImportRows(read.rows, { pizzaSettings: menu.pizzaSettings });
  const plan = planMenuImport(validated.rows, menu, store, newId);
  const errors = [...read.errors, ...validated.errors, ...plan.errors].sort((a, b) => a.row - b.row);
  return {
    totalRows: read.totalRows,
    plan,
    errors,
    skipped: Math.max(0, read.totalRows - plan.rows.length),
    notes: read.notes ?? [],
    source: read.source ?? 'ours',
  };
}
