/**
 * "A ticket is never silently lost": every minute, jobs waiting on a cloud printer that has gone
 * quiet (no poll for a minute), has never polled at all (set up but never connected), or reports it
 * cannot print (out of paper, cover open) move to that printer's backup when it has one, marked
 * "BACKUP FROM <printer>". A printer that never polled gets a heartbeat saying so, so the staff app,
 * the kitchen screens and the printer pages alert the store whether or not it has a backup. The original is marked
 * `rerouted` in the same transaction, so when the printer comes back it does not print it again;
 * the copy's id is fixed per job, so a watch that runs twice makes one copy. A Sunmi printer holds
 * what we pushed in Sunmi's cloud queue: those tickets are withdrawn from it first (its
 * `clearPrintList`), and only those Sunmi then reports deleted move, so one never prints twice.
 *
 * The scheduler runs it for every store each minute; `checkStorePrinters` runs the same check for one
 * store when its printer page or staff app asks (so the state is current without a scheduler).
 */
import {
  backupMarkup,
  backupPrintJobId,
  PRINT_JOB_BACKUP_AFTER_SECONDS,
  PRINTER_SILENT_AFTER_SECONDS,
  type PrinterStatus,
  type PrintJob,
  readPrintingSettings,
  ZPrintJob,
} from '@resto/domain';
import { db, nowIso, runContendedTransaction } from '../admin';
import { storeDoc } from '../firestore/paths';
import { log } from '../log';
import { printerStatusDoc, printingSettingsDoc, printJobDoc, printJobs } from './printingPaths';

interface StuckPrinter {
  restaurantId: string;
  storeId: string;
  printerId: string;
}

function stuckPrinterOf(path: string): StuckPrinter | undefined {
  const [root, restaurantId, stores, storeId, collection, printerId] = path.split('/');
  if (root !== 'restaurants' || stores !== 'stores' || collection !== 'printerStatus') return undefined;
  if (!restaurantId || !storeId || !printerId) return undefined;
  return { restaurantId, storeId, printerId };
}

/** Every store (the minute watch) or one store (its printer page or staff app asking). */
export type WatchScope = { restaurantId: string; storeId: string } | undefined;

/** Moves stuck jobs to backup printers; returns how many moved. */
export async function moveStuckJobsToBackups(nowMs: number, scope?: WatchScope): Promise<number> {
  const silentSince = new Date(nowMs - PRINTER_SILENT_AFTER_SECONDS * 1000).toISOString();
  // One store has at most 20 printers (PRINTING_LIMITS): its heartbeats are read whole.
  const statusDocs = scope
    ? (
        await storeDoc(scope.restaurantId, scope.storeId).collection('printerStatus').limit(50).get()
      ).docs.filter(
        (doc) => String(doc.get('lastPollIsoDateTimeUtc')) < silentSince || doc.get('canPrint') === false,
      )
    : (
        await Promise.all([
          db()
            .collectionGroup('printerStatus')
            .where('lastPollIsoDateTimeUtc', '<', silentSince)
            .limit(500)
            .get(),
          db().collectionGroup('printerStatus').where('canPrint', '==', false).limit(500).get(),
        ])
      ).flatMap((snapshot) => snapshot.docs);
  const printers = new Map<string, StuckPrinter>();
  for (const doc of statusDocs) {
    const stuck = stuckPrinterOf(doc.ref.path);
    if (stuck) printers.set(doc.ref.path, stuck);
  }
  for (const stuck of await neverPolledPrinters(nowMs, scope)) {
    printers.set(printerStatusDoc(stuck.restaurantId, stuck.storeId, stuck.printerId).path, stuck);
  }
  let moved = 0;
  for (const stuck of printers.values()) moved += await moveJobsOf(stuck, nowMs);
  return moved;
}

export interface StorePrinterCheck {
  /** Sunmi printers asked about (their online state and what they printed). */
  sunmiChecked: number;
  /** Tickets moved to a backup printer. */
  moved: number;
}

/**
 * The minute watch for one store, bounded by its printers (at most 20) and their waiting jobs: Sunmi
 * printers asked about, stuck tickets moved to backups, never-connected printers marked. Safe to run
 * at the same time as the watch or another check: every move is a transaction and every copy has a
 * fixed id.
 */
export async function checkStorePrinters(
  restaurantId: string,
  storeId: string,
  nowMs: number,
): Promise<StorePrinterCheck> {
  const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
  let sunmiChecked = 0;
  const sunmiPrinters = settings.printers.filter(
    (printer) =>
      printer.connectionKind === 'cloud' && printer.cloudProtocol === 'sunmiCloud' && printer.sunmiSn,
  );
  if (sunmiPrinters.length > 0) {
    const { refreshSunmiPrinter } = await import('./sunmiCloud');
    for (const printer of sunmiPrinters) {
      try {
        await refreshSunmiPrinter({ restaurantId, storeId, printerId: printer.id });
        sunmiChecked += 1;
      } catch (error) {
        // Sunmi unreachable or not set up: the printer stays as it was and goes quiet in a minute.
        log.warn('printing.sunmi_check_failed', {
          restaurantId,
          storeId,
          printerId: printer.id,
          error: String(error),
        });
      }
    }
  }
  const moved = await moveStuckJobsToBackups(nowMs, { restaurantId, storeId });
  return { sunmiChecked, moved };
}

/**
 * Printers with a ticket waiting past the backup limit and no heartbeat at all: set up but never
 * connected (a wrong URL or key, a printer still in its box). A silent printer has a heartbeat and
 * is found by its age; these have none, so they are found through their jobs. Each gets a
 * heartbeat saying it never polled (once; its first real poll replaces it).
 */
async function neverPolledPrinters(nowMs: number, scope: WatchScope): Promise<StuckPrinter[]> {
  const olderThan = new Date(nowMs - PRINT_JOB_BACKUP_AFTER_SECONDS * 1000).toISOString();
  const waiting = await (scope
    ? printJobs(scope.restaurantId, scope.storeId)
    : db().collectionGroup('printJobs')
  )
    .where('status', '==', 'queued')
    .where('createdIsoDateTimeUtc', '<', olderThan)
    .orderBy('createdIsoDateTimeUtc')
    .limit(500)
    .get();
  const oldest = new Map<string, { stuck: StuckPrinter; sinceIso: string }>();
  for (const doc of waiting.docs) {
    const [root, restaurantId, stores, storeId] = doc.ref.path.split('/');
    const printerId = doc.get('printerId');
    if (root !== 'restaurants' || stores !== 'stores' || !restaurantId || !storeId) continue;
    if (typeof printerId !== 'string' || printerId === '') continue;
    const path = printerStatusDoc(restaurantId, storeId, printerId).path;
    if (!oldest.has(path))
      oldest.set(path, {
        stuck: { restaurantId, storeId, printerId },
        sinceIso: String(doc.get('createdIsoDateTimeUtc')),
      });
  }
  const found: StuckPrinter[] = [];
  for (const { stuck, sinceIso } of oldest.values()) {
    const ref = printerStatusDoc(stuck.restaurantId, stuck.storeId, stuck.printerId);
    const settings = readPrintingSettings(
      (await printingSettingsDoc(stuck.restaurantId, stuck.storeId).get()).data(),
    );
    const printer = settings.printers.find((candidate) => candidate.id === stuck.printerId);
    if (!printer?.active || printer.connectionKind !== 'cloud') continue;
    const neverPolled: PrinterStatus = {
      printerId: stuck.printerId,
      lastPollIsoDateTimeUtc: sinceIso,
      statusCode: 'Never connected',
      canPrint: false,
      protocol: printer.cloudProtocol,
      neverPolled: true,
    };
    // `create`: a printer that has polled (or was already marked) keeps its own heartbeat.
    const marked = await ref.create(neverPolled).then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS
        throw error;
      },
    );
    if (marked) {
      log.warn('printing.printer_never_polled', { ...stuck, waitingSince: sinceIso });
      found.push(stuck);
    }
  }
  return found;
}

async function moveJobsOf(
  { restaurantId, storeId, printerId }: StuckPrinter,
  nowMs: number,
): Promise<number> {
  const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
  const printer = settings.printers.find((candidate) => candidate.id === printerId);
  const backup = settings.printers.find((candidate) => candidate.id === printer?.backupPrinterId);
  if (!printer || !backup?.active || backup.connectionKind !== 'cloud') return 0;
  const waiting = await printJobs(restaurantId, storeId)
    .where('printerId', '==', printerId)
    .where('status', 'in', ['queued', 'sent'])
    .orderBy('createdIsoDateTimeUtc')
    .limit(50)
    .get();
  const olderThan = nowMs - PRINT_JOB_BACKUP_AFTER_SECONDS * 1000;
  const jobs = waiting.docs.flatMap((doc) => {
    const job = ZPrintJob.safeParse(doc.data());
    return job.success ? [{ doc, job: job.data }] : [];
  });
  const due = jobs.filter(({ job }) => Date.parse(job.createdIsoDateTimeUtc) <= olderThan);
  if (due.length === 0) return 0;
  // Which jobs may move: all due ones, except that tickets already pushed to a Sunmi printer must
  // first be withdrawn from its queue (otherwise it prints them too when it comes back).
  let movable = due;
  const isSunmi = printer.connectionKind === 'cloud' && printer.cloudProtocol === 'sunmiCloud';
  if (isSunmi && due.some(({ job }) => job.status === 'sent')) {
    const { withdrawSunmiJobs } = await import('./sunmiCloud');
    // Clearing empties the printer's whole Sunmi queue, so every ticket pushed to it is withdrawn,
    // however new: those move now too rather than wait, lost, for the next pass.
    const withdrawn = await withdrawSunmiJobs(
      { restaurantId, storeId, printerId },
      jobs.filter(({ job }) => job.status === 'sent').map(({ job }) => job),
    );
    movable = jobs.filter(({ job }) =>
      job.status === 'sent' ? withdrawn.has(job.id) : due.some((entry) => entry.job.id === job.id),
    );
  } else if (isSunmi) {
    movable = due.filter(({ job }) => job.status === 'queued');
  }
  let moved = 0;
  for (const { doc, job: listed } of movable) {
    const job = { data: listed };
    const done = await runContendedTransaction(async (tx) => {
      const current = ZPrintJob.safeParse((await tx.get(doc.ref)).data());
      if (!current.success || (current.data.status !== 'queued' && current.data.status !== 'sent'))
        return false;
      // A Sunmi ticket pushed meanwhile (after the list was read) is not withdrawn: it stays.
      if (isSunmi && current.data.status === 'sent' && listed.status !== 'sent') return false;
      const now = nowIso();
      const copy: PrintJob = {
        ...current.data,
        id: backupPrintJobId(current.data.id),
        printerId: backup.id,
        printerName: backup.name,
        reason: 'backup',
        markup: backupMarkup(current.data.markup, printer.name),
        fontSize: backup.fontSize,
        copies: backup.numberOfCopies,
        status: 'queued',
        attempts: 0,
        notBeforeIsoDateTimeUtc: now,
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      };
      delete copy.sentIsoDateTimeUtc;
      delete copy.lastResultCode;
      delete copy.lastError;
      tx.create(printJobDoc(restaurantId, storeId, copy.id), copy);
      tx.update(doc.ref, {
        status: 'rerouted',
        lastError: `${printer.name} was not printing: sent to ${backup.name} instead`,
        updatedIsoDateTimeUtc: now,
      });
      return true;
    });
    if (done) {
      moved += 1;
      // A Sunmi backup printer does not poll: push its copy now.
      if (backup.cloudProtocol === 'sunmiCloud') {
        const { pushNewSunmiJobs } = await import('./sunmiCloud');
        await pushNewSunmiJobs(restaurantId, storeId, [
          { jobId: backupPrintJobId(job.data.id), printer: backup },
        ]);
      }
    }
  }
  if (moved > 0)
    log.warn('printing.moved_to_backup', { restaurantId, storeId, printerId, backupId: backup.id, moved });
  return moved;
}
