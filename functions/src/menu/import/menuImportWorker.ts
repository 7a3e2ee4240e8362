import {
  analyseMenuImport,
  describeImportCounts,
  type ExistingMenu,
  type ImportJob,
  type ItemSpec,
  importBatches,
  MAX_STORED_IMPORT_ERRORS,
  type PlannedImportRow,
  ZItemSpec,
  ZPizzaSettings,
} from '@resto/domain';
import type { WriteBatch } from 'firebase-admin/firestore';
import { db, nowIso } from '../../admin';
import { newId } from '../../firestore/paths';
import { log } from '../../log';
import { firestoreData } from '../firestoreData';
import { categories, items, pizzaSettingsDoc } from '../menuPaths';
import { publishMenu } from '../publishMenu';
import { type ImportJobIds, importJobDoc } from './importJobPaths';
import { readJobFile } from './jobFile';
import { updateImportJob } from './jobState';

/** The store's menu as the import plans against it: category names, parsed items, pizza settings. */
async function existingMenu({ restaurantId, storeId }: ImportJobIds): Promise<ExistingMenu> {
  const [categorySnapshot, itemSnapshot, settingsSnapshot] = await Promise.all([
    categories(restaurantId, storeId).get(),
    items(restaurantId, storeId).get(),
    pizzaSettingsDoc(restaurantId, storeId).get(),
  ]);
  const settings = settingsSnapshot.exists ? ZPizzaSettings.safeParse(settingsSnapshot.data()) : undefined;
  return {
    categories: categorySnapshot.docs.map((doc) => ({
      id: doc.id,
      name: String(doc.get('name') ?? ''),
      sortOrder: Number(doc.get('sortOrder') ?? 0),
    })),
    items: itemSnapshot.docs.flatMap((doc): ItemSpec[] => {
      const parsed = ZItemSpec.safeParse({ ...doc.data(), id: doc.id, restaurantId, storeId });
      return parsed.success ? [parsed.data] : [];
    }),
    pizzaSettings: settings?.success ? settings.data : undefined,
  };
}

function addRowWrites(batch: WriteBatch, ids: ImportJobIds, row: PlannedImportRow): void {
  const { restaurantId, storeId } = ids;
  if (row.newCategory)
    batch.create(categories(restaurantId, storeId).doc(row.newCategory.id), firestoreData(row.newCategory));
  const ref = items(restaurantId, storeId).doc(row.item.id);
  if (row.action === 'create') batch.create(ref, firestoreData(row.item));
  else batch.set(ref, firestoreData(row.item));
}

/** Publishes once after the rows are written; a failure is logged and said on the job, not thrown. */
async function publishAfterImport(ids: ImportJobIds): Promise<string> {
  try {
    await publishMenu(ids.restaurantId, ids.storeId);
    return '';
  } catch (error) {
    log.error('import.publish_failed', {
      ...ids,
      stack: error instanceof Error ? error.stack : String(error),
    });
    return ' The menu could not be published yet; it will be with the next menu change.';
  }
}

/**
 * Runs a claimed (`queued`) menu import: reads the file, plans it against the store's menu with the
 * domain, then writes the rows in batches of at most 400 writes. Each batch carries the job's
 * progress and counts, so what the job says was written is exactly what was committed, and a row
 * (its item and, for the first row of a new category, the category) is never split across batches.
 * With no valid row the job fails without writing; otherwise the menu is published once at the end.
 */
export async function runMenuImport(ids: ImportJobIds, job: ImportJob): Promise<void> {
  const content = await readJobFile(ids, job.chunkCount);
  const analysis = analyseMenuImport(job.format, content, await existingMenu(ids), ids, newId);
  const { plan } = analysis;
  const errors = analysis.errors.slice(0, MAX_STORED_IMPORT_ERRORS);
  const total = plan.rows.length;
  const counts = { created: 0, updated: 0, skipped: analysis.skipped };
  const summary = { errors, errorCount: analysis.errors.length, progress: { done: 0, total }, counts };

  if (total === 0) {
    await updateImportJob(ids, 'failure', {
      ...summary,
      message:
        analysis.totalRows === 0 && analysis.errors.length === 0
          ? 'The file has no rows to import.'
          : 'No row could be imported. Fix the problems listed and upload the file again.',
    });
    return;
  }
  if (!(await updateImportJob(ids, 'running', { ...summary, startedIsoDateTimeUtc: nowIso() }))) return;

  let done = 0;
  for (const rows of importBatches(plan.rows)) {
    const batch = db().batch();
    for (const row of rows) addRowWrites(batch, ids, row);
    const next = {
      done: done + rows.length,
      created: counts.created + rows.filter((row) => row.action === 'create').length,
      updated: counts.updated + rows.filter((row) => row.action === 'update').length,
    };
    batch.update(importJobDoc(ids), {
      progress: { done: next.done, total },
      counts: { ...counts, created: next.created, updated: next.updated },
      updatedIsoDateTimeUtc: nowIso(),
    });
    try {
      await batch.commit();
    } catch (error) {
      const firstRow = rows[0]?.row ?? 0;
      log.error('import.batch_failed', {
        ...ids,
        firstRow,
        stack: error instanceof Error ? error.stack : String(error),
      });
      const published = done > 0 ? await publishAfterImport(ids) : '';
      await updateImportJob(ids, 'failure', {
        message: `The import stopped at row ${firstRow} because the menu could not be saved; ${done} of ${total} rows were written. Upload the file again to finish: rows already written are updated, not duplicated.${published}`,
      });
      return;
    }
    done = next.done;
    counts.created = next.created;
    counts.updated = next.updated;
  }

  const published = await publishAfterImport(ids);
  await updateImportJob(ids, 'success', { message: `${describeImportCounts(counts)}${published}` });
  log.info('import.menu_imported', { ...ids, ...counts, errorCount: analysis.errors.length });
}
