/**
 * Sunmi cloud printers (OpenAPI v1, research notes integrations.md section 3): unlike CloudPRNT and
 * Server Direct Print the printer does not poll us; we push. Each print job for a Sunmi printer is
 * pushed once under a push id derived from the job id (Sunmi refuses a second push of the same id
 * with 60010, which we read as "already there", so a retried trigger or watch prints once), then
 * asked about (`getPrintStatus`) until it printed. The printer's online state (`queryBindMachine`)
 * is its heartbeat, so the alerts and the backup watch treat it like any other cloud printer.
 */
import { createHash } from 'node:crypto';
import {
  type PrinterSetup,
  type PrintJob,
  printJobIsDue,
  readPrintingSettings,
  receiptlineOptions,
  SUNMI_OK,
  sunmiOrderType,
  sunmiProblem,
  ZPrintJob,
} from '@resto/domain';
import receiptline from 'receiptline';
import { db, nowIso, runContendedTransaction } from '../admin';
import { sunmiApiBaseUrl, sunmiAppId, sunmiAppKey } from '../config';
import { ConflictError, FieldError, NotFoundError, UpstreamError } from '../http/errors';
import { log } from '../log';
import { confirmPrintJob, recordHeartbeat } from './cloudPrnt';
import type { PrinterIdentity } from './printerKeys';
import { printingSettingsDoc, printJobDoc, printJobs } from './printingPaths';

export interface SunmiAnswer {
  code: number;
  msg: string;
  data?: unknown;
  subCode?: number;
}

/** Sunmi's v1 signature: MD5 of the sorted `k=v` pairs (all but sign) followed by the app key, upper case. */
export function sunmiSign(params: Record<string, string>, appKey: string): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('md5')
    .update(joined + appKey, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/**
 * The store's Sunmi shop id: at most 32 characters (60012), stable, and the same for every printer of
 * the store, so one `queryBindMachine` lists them all.
 */
export function sunmiShopId(restaurantId: string, storeId: string): string {
  return createHash('sha256').update(`${restaurantId}/${storeId}`).digest('hex').slice(0, 32);
}

/** A job's push id (Sunmi's pushId, at most 32 characters): the same job always gets the same id. */
export function sunmiPushId(jobId: string): string {
  return createHash('sha256').update(jobId).digest('hex').slice(0, 32);
}

/** One signed call; network failures and non-JSON answers become a 502 with words. */
export async function sunmiCall(path: string, params: Record<string, string>): Promise<SunmiAnswer> {
  const appId = sunmiAppId.value();
  const appKey = sunmiAppKey.value();
  if (!appId || !appKey)
    throw new UpstreamError('Sunmi cloud printers are not set up on this platform (no Sunmi app id or key).');
  const all: Record<string, string> = {
    app_id: appId,
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...params,
  };
  all.sign = sunmiSign(all, appKey);
  const base = sunmiApiBaseUrl.value() || 'https://openapi.sunmi.com';
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(all).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    log.warn('printing.sunmi_unreachable', { path, error: String(error) });
    throw new UpstreamError('Sunmi’s cloud did not answer. Try again in a minute.');
  }
  const code = typeof body.code === 'number' ? body.code : Number(body.code);
  const subCodeRaw = (body.data as { subCode?: unknown } | null | undefined)?.subCode;
  const subCode = subCodeRaw === undefined ? undefined : Number(subCodeRaw);
  return {
    code,
    msg: String(body.msg ?? ''),
    data: body.data,
    ...(subCode !== undefined && Number.isFinite(subCode) ? { subCode } : {}),
  };
}

const succeeded = (answer: SunmiAnswer) => answer.code === SUNMI_OK && answer.subCode === undefined;

async function sunmiPrinterOf(restaurantId: string, storeId: string, printerId: string) {
  const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
  const printer = settings.printers.find((candidate) => candidate.id === printerId);
  if (printer?.connectionKind !== 'cloud' || printer.cloudProtocol !== 'sunmiCloud' || !printer.sunmiSn)
    throw new NotFoundError('Save this printer as a Sunmi cloud printer with its serial number first.');
  return { printer: printer as PrinterSetup & { sunmiSn: string }, settings };
}

/**
 * Binds the printer's SN to the store (Sunmi `printerAdd`). Binding again to the same store is a
 * success; a printer bound to someone else's shop is a 409 saying how to free it.
 */
export async function bindSunmiPrinter(identity: PrinterIdentity): Promise<SunmiPrinterState> {
  const { printer } = await sunmiPrinterOf(identity.restaurantId, identity.storeId, identity.printerId);
  const answer = await sunmiCall('/v1/printer/printerAdd', {
    msn: printer.sunmiSn,
    shop_id: sunmiShopId(identity.restaurantId, identity.storeId),
  });
  if (answer.subCode === 60008) throw new ConflictError(sunmiProblem(answer.code, 60008), 'Bound elsewhere');
  if (answer.subCode === 60002) throw new FieldError('sunmiSn', sunmiProblem(answer.code, 60002));
  if (!succeeded(answer)) throw new UpstreamError(sunmiProblem(answer.code, answer.subCode));
  log.info('printing.sunmi_bound', { ...identity });
  return refreshSunmiPrinter(identity);
}

export interface SunmiPrinterState {
  printerId: string;
  sn: string;
  bound: boolean;
  online: boolean;
  /** Jobs pushed, printed or failed by this refresh. */
  pushed: number;
  printed: number;
}

/**
 * The printer's state from Sunmi (bound to this store? online?), recorded as its heartbeat, and its
 * jobs moved on: due jobs pushed, pushed jobs asked about. Run by the status route and every minute.
 */
export async function refreshSunmiPrinter(identity: PrinterIdentity): Promise<SunmiPrinterState> {
  const { printer } = await sunmiPrinterOf(identity.restaurantId, identity.storeId, identity.printerId);
  const answer = await sunmiCall('/v1/machine/queryBindMachine', {
    shop_id: sunmiShopId(identity.restaurantId, identity.storeId),
  });
  if (!succeeded(answer)) throw new UpstreamError(sunmiProblem(answer.code, answer.subCode));
  const machines = Array.isArray(answer.data)
    ? (answer.data as { msn?: unknown; is_online?: unknown }[])
    : [];
  const machine = machines.find((entry) => String(entry.msn) === printer.sunmiSn);
  const bound = machine !== undefined;
  const online = bound && Number(machine.is_online) === 1;
  // Offline or unbound: no fresh heartbeat, so it goes quiet and alerts like a silent CloudPRNT printer.
  if (online) await recordHeartbeat(identity, '200 OK', true, 'sunmiCloud');
  else if (bound) await recordHeartbeat(identity, 'Offline', false, 'sunmiCloud');
  let pushed = 0;
  let printed = 0;
  if (bound && printer.active) {
    const waiting = await printJobs(identity.restaurantId, identity.storeId)
      .where('printerId', '==', identity.printerId)
      .where('status', 'in', ['queued', 'sent'])
      .orderBy('createdIsoDateTimeUtc')
      .limit(20)
      .get();
    for (const doc of waiting.docs) {
      const job = ZPrintJob.safeParse(doc.data());
      if (!job.success) continue;
      if (job.data.status === 'queued') {
        if (await pushSunmiJob(identity, job.data.id)) pushed += 1;
      } else if (await checkSunmiJob(identity, job.data)) printed += 1;
    }
  }
  return { printerId: identity.printerId, sn: printer.sunmiSn, bound, online, pushed, printed };
}

/** The ticket as ESC/POS bytes in hex (Sunmi's `orderData`), for the printer's width and font. */
export function sunmiOrderData(job: Pick<PrintJob, 'markup' | 'fontSize'>): string {
  const command = receiptline.transform(job.markup, receiptlineOptions(job.fontSize, 'cloudKitchenPrinter'));
  return Buffer.from(command, 'binary').toString('hex');
}

/**
 * Pushes one queued, due job to its Sunmi printer. The job is marked sent in a transaction first, so
 * the backup watch, which moves a sent Sunmi job only once Sunmi reports it withdrawn, can never move
 * a job while its push is on the way (it would print on both printers). A push id Sunmi already has
 * (60010) means an earlier attempt got through. A push that fails puts the job back in the queue with
 * a backoff. Returns whether the job is now with Sunmi.
 */
export async function pushSunmiJob(identity: PrinterIdentity, jobId: string): Promise<boolean> {
  const { printer } = await sunmiPrinterOf(identity.restaurantId, identity.storeId, identity.printerId);
  const ref = printJobDoc(identity.restaurantId, identity.storeId, jobId);
  const job = await runContendedTransaction(async (tx) => {
    const current = ZPrintJob.safeParse((await tx.get(ref)).data());
    if (!current.success || current.data.printerId !== identity.printerId) return undefined;
    if (current.data.status !== 'queued' || !printJobIsDue(current.data, Date.now())) return undefined;
    const now = nowIso();
    tx.update(ref, { status: 'sent', sentIsoDateTimeUtc: now, updatedIsoDateTimeUtc: now });
    return current.data;
  });
  if (!job) return false;
  let answer: SunmiAnswer;
  try {
    answer = await sunmiCall('/v1/printer/pushContent', {
      msn: printer.sunmiSn,
      pushId: sunmiPushId(job.id),
      orderType: String(sunmiOrderType(job.reason)),
      orderCnt: String(job.copies),
      voiceCnt: '1',
      orderData: sunmiOrderData(job),
    });
  } catch (error) {
    // Unknown whether it arrived: queued again, its next push under the same id finds out (60010).
    await confirmPrintJob(identity, jobId, false, 'Sunmi unreachable');
    throw error;
  }
  if (succeeded(answer) || answer.subCode === 60010) return true;
  // Not bound, unknown SN, push failed: a failure with backoff (the store sees why on the job).
  await confirmPrintJob(identity, jobId, false, `Sunmi ${answer.subCode ?? answer.code}`);
  await ref.update({ lastError: sunmiProblem(answer.code, answer.subCode) });
  return false;
}

/** Asks Sunmi whether a pushed job printed; returns whether it did (and the job is now success). */
async function checkSunmiJob(identity: PrinterIdentity, job: PrintJob): Promise<boolean> {
  const answer = await sunmiCall('/v1/printer/getPrintStatus', { pushId: sunmiPushId(job.id) });
  // Sunmi has never heard of it (its push was cut off before it arrived): queued again once it has
  // had time to arrive.
  if (answer.code === 40002 && printJobIsDue(job, Date.now())) {
    await confirmPrintJob(identity, job.id, false, 'Sunmi has no such ticket');
    return false;
  }
  if (!succeeded(answer)) return false;
  const isPrint = Number((answer.data as { isPrint?: unknown } | undefined)?.isPrint);
  if (isPrint === 1) {
    await confirmPrintJob(identity, job.id, true, 'printed');
    return true;
  }
  // Deleted from the printer's queue (cleared in Sunmi Assistant): counted as a failed attempt, and
  // pushed again under the same id is refused, so the job fails for good and alerts the store.
  if (isPrint === -1) await confirmPrintJob(identity, job.id, false, 'Deleted on the printer');
  return false;
}

/** Every Sunmi printer of every store with printers, refreshed (the minute watch). */
export async function refreshAllSunmiPrinters(): Promise<number> {
  const stores = await db().collectionGroup('settings').where('printerCount', '>', 0).limit(300).get();
  let refreshed = 0;
  for (const doc of stores.docs) {
    const [root, restaurantId, storesSegment, storeId, , settingId] = doc.ref.path.split('/');
    if (root !== 'restaurants' || storesSegment !== 'stores' || settingId !== 'printing') continue;
    if (!restaurantId || !storeId) continue;
    for (const printer of readPrintingSettings(doc.data()).printers) {
      if (printer.connectionKind !== 'cloud' || printer.cloudProtocol !== 'sunmiCloud' || !printer.sunmiSn)
        continue;
      try {
        await refreshSunmiPrinter({ restaurantId, storeId, printerId: printer.id });
        refreshed += 1;
      } catch (error) {
        log.warn('printing.sunmi_refresh_failed', {
          restaurantId,
          storeId,
          printerId: printer.id,
          error: String(error),
        });
      }
    }
  }
  return refreshed;
}

/**
 * New print jobs: those for a Sunmi cloud printer are pushed at once (CloudPRNT and Server Direct
 * Print printers fetch theirs when they poll). Safe to run twice for the same job: the push id is
 * fixed. A push that fails leaves the job queued for the minute watch.
 */
export async function pushNewSunmiJobs(
  restaurantId: string,
  storeId: string,
  jobs: { jobId: string; printer: PrinterSetup }[],
): Promise<void> {
  for (const { jobId, printer } of jobs) {
    if (printer.connectionKind !== 'cloud' || printer.cloudProtocol !== 'sunmiCloud' || !printer.sunmiSn)
      continue;
    try {
      await pushSunmiJob({ restaurantId, storeId, printerId: printer.id }, jobId);
    } catch (error) {
      log.warn('printing.sunmi_push_failed', { restaurantId, storeId, jobId, error: String(error) });
    }
  }
}

/**
 * Withdraws tickets pushed to a Sunmi printer from its Sunmi queue before they print elsewhere. Sunmi
 * has no call for one ticket: `clearPrintList` empties the printer's whole waiting list (research
 * notes, integrations.md section 3, v1). Each ticket is then asked about: deleted (-1) is withdrawn
 * and may move; printed (1) printed before the clear, so its job succeeds and does not move; not
 * printed (0) is not withdrawn yet and waits for the next pass. Sunmi unreachable: none is withdrawn,
 * so none moves (a ticket late is better than a ticket twice; the alert still shows).
 */
export async function withdrawSunmiJobs(identity: PrinterIdentity, jobs: PrintJob[]): Promise<Set<string>> {
  const withdrawn = new Set<string>();
  try {
    const { printer } = await sunmiPrinterOf(identity.restaurantId, identity.storeId, identity.printerId);
    const cleared = await sunmiCall('/v1/printer/clearPrintList', { msn: printer.sunmiSn });
    if (!succeeded(cleared)) {
      log.warn('printing.sunmi_clear_refused', {
        ...identity,
        code: cleared.code,
        subCode: cleared.subCode,
      });
      return withdrawn;
    }
  } catch (error) {
    log.warn('printing.sunmi_clear_failed', { ...identity, error: String(error) });
    return withdrawn;
  }
  for (const job of jobs) {
    try {
      const answer = await sunmiCall('/v1/printer/getPrintStatus', { pushId: sunmiPushId(job.id) });
      if (!succeeded(answer)) continue;
      const isPrint = Number((answer.data as { isPrint?: unknown } | undefined)?.isPrint);
      if (isPrint === 1) await confirmPrintJob(identity, job.id, true, 'printed');
      else if (isPrint === -1) withdrawn.add(job.id);
    } catch (error) {
      log.warn('printing.sunmi_status_failed', { ...identity, jobId: job.id, error: String(error) });
    }
  }
  log.info('printing.sunmi_withdrawn', { ...identity, asked: jobs.length, withdrawn: withdrawn.size });
  return withdrawn;
}
